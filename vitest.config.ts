import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/conformance/**/*.test.ts', 'test/toy/**/*.test.ts'],
    environment: 'node',
    // Files on disk and child processes make some tests slow on a loaded machine; none
    // asserts on time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The built-in systems' campaign parts, as every entry point of the console registers them.
    setupFiles: ['test/support/registry-setup.ts'],
  },
})
