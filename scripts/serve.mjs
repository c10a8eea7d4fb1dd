// `npm run serve`: the console without Electron. Builds if needed, then starts the web host
// in this process (arguments pass through after npm's `--`: --host, --port, --data-dir,
// --rotate-tokens).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfNeeded } from './build-if-needed.mjs'

buildIfNeeded()
await import(pathToFileURL(join(import.meta.dirname, '..', 'out', 'main', 'serve.js')).href)
