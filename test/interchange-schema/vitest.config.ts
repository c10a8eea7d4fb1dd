import { defineConfig } from 'vitest/config'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')

/*
 * Writes the prep file's published JSON Schema (docs/interchange.schema.json): never run by
 * `npm test`; `npm run interchange:schema` runs it after a change to the campaign's schemas,
 * which the unit test of the schema asks for when the published file is stale.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@shared': resolve(root, 'src/shared') } },
  test: {
    include: ['test/interchange-schema/write.test.ts'],
    environment: 'node',
    pool: 'forks',
    setupFiles: ['test/support/registry-setup.ts'],
  },
})
