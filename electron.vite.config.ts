import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_SECURITY_POLICY } from './src/shared/csp'

/** Production pages carry the strict CSP; the dev server needs inline styles for HMR. */
function productionCsp(): Plugin {
  return {
    name: 'gm-console:csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`),
  }
}

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') }

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      // The web host (serve.js) runs on plain Node 20, so target that rather than
      // Electron's newer Node.
      target: 'node20',
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          serve: resolve(import.meta.dirname, 'src/main/serve.ts'),
          // The encounter simulator's threads (worker_threads) load this script.
          'simulator-worker': resolve(import.meta.dirname, 'src/main/simulator/worker.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // Sandboxed preloads cannot load modules: one self-contained CommonJS file each.
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: {
          gm: resolve(import.meta.dirname, 'src/preload/gm.ts'),
          player: resolve(import.meta.dirname, 'src/preload/player.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    resolve: { alias },
    plugins: [vue(), productionCsp()],
    build: {
      // The pages travel over the network to the player display (a TV's browser, a cheap
      // tablet) and to a GM's second screen: minified, as a web page ships. Main and the
      // preloads run from local disk and stay readable.
      minify: true,
      rolldownOptions: {
        input: {
          gm: resolve(import.meta.dirname, 'src/renderer/gm.html'),
          player: resolve(import.meta.dirname, 'src/renderer/player.html'),
        },
      },
    },
  },
})
