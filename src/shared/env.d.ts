/*
 * What shared code reads of `import.meta.env`, which Vite sets in every bundle and Vitest in
 * tests. The renderer's program has Vite's own declarations (vite/client); these merge with
 * them, and give the host's program, which has none, the one field shared code reads.
 */
interface ImportMetaEnv {
  /** True in development (electron-vite dev) and in tests; false in a production build. */
  readonly DEV: boolean
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
