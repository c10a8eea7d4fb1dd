import { defineConfig } from 'vitest/config'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')

/*
 * The golden sessions' recorder: kept in the tree, never run by `npm test` (the main config
 * does not include this folder). `npm run golden:record` runs it: see
 * test/fixtures/golden/README.md.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@shared': resolve(root, 'src/shared') } },
  test: {
    include: ['test/golden-sessions/record.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    pool: 'forks',
    // The built-in systems' campaign parts, as every entry point of the console registers them.
    setupFiles: ['test/support/registry-setup.ts'],
  },
})
