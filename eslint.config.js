import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier/flat'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

/*
 * The layers of the design, as import rules. `no-restricted-imports` takes one setting per
 * file, so each area below lists every restriction that holds in it (`restricted(...)`), and
 * a later, narrower area replaces an earlier, wider one.
 */

/** The rule systems, one folder each in any of the three runtimes' `systems/` folders. */
const SYSTEM_ROOTS = { shared: 'src/shared/systems', main: 'src/main/systems', renderer: 'src/renderer/src/systems' }
const SYSTEM_IDS = [
  ...new Set(
    Object.values(SYSTEM_ROOTS).flatMap((dir) =>
      readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    ),
  ),
].sort()

const regexOf = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every import restriction of the areas listed in `parts`, as one rule setting. */
function restricted(...parts) {
  return ['error', { paths: parts.flatMap((p) => p.paths ?? []), patterns: parts.flatMap((p) => p.patterns ?? []) }]
}

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'))

/** src/shared runs everywhere: nothing environment-specific may come in. */
const sharedImports = {
  paths: [
    { name: 'electron', message: 'src/shared must run everywhere: no Electron.' },
    { name: 'vue', message: 'src/shared must run everywhere: no Vue.' },
    { name: 'pinia', message: 'src/shared must run everywhere: no Pinia.' },
    { name: 'lowdb', message: 'Only src/main/store may import lowdb.' },
    { name: 'ws', message: 'src/shared must run everywhere: no sockets.' },
    { name: 'ajv', message: 'src/shared must run everywhere: ajv compiles code at run time, which the CSP of the pages forbids (main only).' },
    { name: 'proper-lockfile', message: 'src/shared must run everywhere: file locks belong to main.' },
    { name: 'write-file-atomic', message: 'src/shared must run everywhere: files belong to main.' },
    ...NODE_BUILTINS.map((name) => ({ name, message: 'src/shared must run everywhere: no Node built-ins.' })),
  ],
  patterns: [
    { group: ['node:*'], message: 'src/shared must run everywhere: no Node built-ins.' },
    { group: ['lowdb/*', 'electron/*', 'vue/*', '@vue/*', 'pinia/*', 'ws/*'], message: 'src/shared must run everywhere.' },
    { group: ['**/main/**', '**/renderer/**', '**/preload/**'], message: 'src/shared imports only from src/shared.' },
  ],
}

/** Raw IPC lives only in src/main/ipc and src/preload; everything else goes through them. */
const noRawIpc = {
  paths: [{ name: 'electron', importNames: ['ipcMain', 'ipcRenderer'], message: 'Raw IPC only in src/main/ipc and src/preload.' }],
}

/** lowdb lives only in src/main/store: the rest of the console goes through the store's durable writes and locks. */
const noLowdb = {
  paths: [{ name: 'lowdb', message: 'Only src/main/store may import lowdb.' }],
  patterns: [{ group: ['lowdb/*'], message: 'Only src/main/store may import lowdb.' }],
}

/** Electron is a thin shell: everything else runs in the web host and the tests, where there is no Electron. */
const noElectron = {
  paths: [
    {
      name: 'electron',
      message: 'Electron is a thin shell: only src/main/index.ts, desktop.ts, windows/, ipc/ and src/preload import it, so the rest runs without it.',
    },
  ],
  patterns: [
    { group: ['electron/*'], message: 'Electron is a thin shell: only src/main/index.ts, desktop.ts, windows/, ipc/ and src/preload import it.' },
  ],
}

/** The renderer runs in a browser page and talks to main only through the bridge. */
const rendererImports = {
  paths: [{ name: 'electron', message: 'The renderer reaches main only through the bridge.' }],
  patterns: [
    { group: ['node:*'], message: 'The renderer runs in a browser.' },
    { group: ['**/main/**'], message: 'The renderer reaches main only through the bridge.' },
  ],
}

/**
 * The console's pages never load a system's engine: main builds every view they show, so the
 * renderer needs only the manifests and a system's own light files (its words, its odds),
 * which load with the screens that use them. Types are free: they leave no code behind.
 */
const ENGINE =
  'The renderer loads no rule engine (main builds every view): import the manifests, or the one light file you need; types are free (import type).'
const ENGINE_IDS = `(${SYSTEM_IDS.map(regexOf).join('|')})`
const noEngines = [
  '(^@shared|/shared)/systems/registry$',
  `(^@shared|/shared)/systems/${ENGINE_IDS}(/index)?$`,
  `(^@shared|/shared)/systems/${ENGINE_IDS}/(session|machine|log|views)/`,
  '(^@shared|/shared)/session/',
  '(^@shared|/shared)/log/(?!(kind-filters|step-label)$)',
  '(^@shared|/shared)/combat/(fight-machine|persisted-fight)$',
  '^xstate(/|$)',
].map((regex) => ({ regex, message: ENGINE, allowTypeImports: true }))

/** The store keeps campaign files; sessions, requests, the player view and host systems use it, never the reverse. */
const storeImports = {
  patterns: [
    {
      regex: '(^|/)main/(session|api|player|systems)(/|$)|^(\\.\\./)+(session|api|player|systems)(/|$)',
      message: 'The store knows only campaign files: session, api, player and systems code call it, never the other way round.',
    },
  ],
}

const SYSTEM_DEEP = 'The folders of a rule system are its own: from outside, reach the system through its registry (src/*/systems/registry.ts).'
const SYSTEM_INDEX = 'Core code never names a rule system: only the registries (src/*/systems/registry.ts) import the index of a system.'
const SYSTEM_ENGINE =
  "A light registry (manifests.ts, player-parts.ts) imports only a system's manifest and player parts, never its index (the engine)."

/** The registries of each runtime: the engines' and screens' (`registry`), and the light ones the pages import at start (`light`). */
const REGISTRIES = {
  registry: ['registry.ts', 'policies.ts'],
  light: ['manifests.ts', 'player-parts.ts'],
}
/** What a registry may import of a system besides its index: its manifest and its part of the player display. */
const LIGHT_FILES = '(?!(manifest|player)$)'
/** The engines' registries may also import a system's policy for the encounter simulator (`policies.ts`). */
const REGISTRY_FILES = '(?!(manifest|player|policy)$)'

/**
 * The rule-system seam: outside a system's own folders nothing reaches into `systems/<id>/`,
 * and only the registries import a system's index. `place` is where the importing file is:
 * `core`, `beside` (a file in a `systems/` folder itself, whose `./<id>` names a system),
 * `registry`, `light` (a registry of manifests or player parts: `./<id>/manifest` and
 * `./<id>/player`, never the index), or a system's id (its own folders, which may import
 * the system freely).
 */
function systemImports(place) {
  const others = SYSTEM_IDS.filter((id) => id !== place)
  if (others.length === 0) return {}
  const ids = `(${others.map(regexOf).join('|')})`
  const registry = place === 'registry' || place === 'light'
  const patterns = [{ regex: `(^|/)systems/${ids}/`, message: SYSTEM_DEEP }]
  if (place !== 'registry') patterns.push({ regex: `(^|/)systems/${ids}$`, message: place === 'light' ? SYSTEM_ENGINE : SYSTEM_INDEX })
  if (place === 'beside') patterns.push({ regex: `^\\./${ids}/`, message: SYSTEM_DEEP })
  if (registry) patterns.push({ regex: `^\\./${ids}/${place === 'registry' ? REGISTRY_FILES : LIGHT_FILES}`, message: SYSTEM_DEEP })
  if (place === 'beside') patterns.push({ regex: `^\\./${ids}$`, message: SYSTEM_INDEX })
  if (place === 'light') patterns.push({ regex: `^\\./${ids}$`, message: SYSTEM_ENGINE })
  // Inside one system, `../<other id>` climbs out of it into a sibling system.
  if (SYSTEM_IDS.includes(place)) patterns.push({ regex: `^(\\.\\./)+${ids}(/|$)`, message: SYSTEM_DEEP })
  return { patterns }
}

/** The import rules of one runtime's tree and of its `systems/` folder. */
function layerRules(root, systemsRoot, ...base) {
  return [
    { files: [`${root}/**`], rules: { 'no-restricted-imports': restricted(...base, systemImports('core')) } },
    { files: [`${systemsRoot}/*`], rules: { 'no-restricted-imports': restricted(...base, systemImports('beside')) } },
    ...Object.entries(REGISTRIES).map(([place, names]) => ({
      files: names.map((name) => `${systemsRoot}/${name}`),
      rules: { 'no-restricted-imports': restricted(...base, systemImports(place)) },
    })),
    ...SYSTEM_IDS.map((id) => ({ files: [`${systemsRoot}/${id}/**`], rules: { 'no-restricted-imports': restricted(...base, systemImports(id)) } })),
  ]
}

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/attributes-order': 'off',
      // The production Content-Security-Policy (style-src 'self') blocks style attributes.
      'vue/no-static-inline-styles': 'error',
    },
  },
  // Layout is Prettier's: every ESLint rule about it is off, so the two never disagree.
  prettier,
  { rules: { 'vue/first-attribute-linebreak': 'off' } },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Rules that need the types: the TypeScript project service reads each file's own tsconfig
  // (tsconfig.node.json, tsconfig.web.json), .vue files and tests included.
  {
    files: ['**/*.ts', '**/*.vue'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname, extraFileExtensions: ['.vue'] } },
    rules: {
      // A promise nobody awaits loses its rejection: await it, handle it, or say `void` and why.
      '@typescript-eslint/no-floating-promises': 'error',
      // A new event, step or kind must be handled wherever its union is switched on.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  // A record's keys are the data's own: every record refuses the reserved ones (`safeRecord`),
  // and main's fast check of a campaign file counts on it.
  {
    files: ['src/**/*.ts', 'src/**/*.vue'],
    ignores: ['src/shared/campaign/common.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(record|looseRecord|partialRecord)$/]",
          message: 'Make a record with safeRecord (src/shared/campaign/common.ts): it refuses the keys __proto__, constructor and prototype by name.',
        },
      ],
    },
  },
  // With verbatimModuleSyntax, `import { type A } from 'm'` still loads `m` for its side
  // effects: a page would load (and run) a whole module for a type. `import type` loads nothing.
  { files: ['**/*.ts', '**/*.vue'], rules: { '@typescript-eslint/no-import-type-side-effects': 'error' } },
  // Tests and benchmarks may reach into rule systems (they test them), not into raw IPC or lowdb.
  { files: ['test/**', 'scripts/**', 'bench/**'], rules: { 'no-restricted-imports': restricted(noRawIpc, noLowdb) } },
  ...layerRules('src/shared', SYSTEM_ROOTS.shared, sharedImports),
  ...layerRules('src/main', SYSTEM_ROOTS.main, noRawIpc, noLowdb, noElectron),
  ...layerRules('src/renderer', SYSTEM_ROOTS.renderer, noLowdb, rendererImports),
  { files: ['src/renderer/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: noEngines }] } },
  { files: ['src/preload/**'], rules: { 'no-restricted-imports': restricted(noLowdb, systemImports('core')) } },
  // The Electron shell of main: its windows, menu and lifecycle, and the IPC transport.
  {
    files: ['src/main/index.ts', 'src/main/desktop.ts', 'src/main/windows/**'],
    rules: { 'no-restricted-imports': restricted(noRawIpc, noLowdb, systemImports('core')) },
  },
  { files: ['src/main/ipc/**'], rules: { 'no-restricted-imports': restricted(noLowdb, systemImports('core')) } },
  { files: ['src/main/store/**'], rules: { 'no-restricted-imports': restricted(noRawIpc, noElectron, storeImports, systemImports('core')) } },
)
