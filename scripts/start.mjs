// `npm start`: the desktop app. Electron's binary is fetched at first launch; where it
// cannot be, say so in one sentence and point to the browser version.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'

const root = join(import.meta.dirname, '..')
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'))

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8'))
  return existsSync(binary) ? binary : null
}

let binary = electronBinary()
if (!binary) {
  spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'ignore', timeout: 120_000 })
  binary = electronBinary()
}
if (!binary) {
  console.error(
    "Electron's binary is not installed and could not be downloaded on this machine, so the desktop app cannot start: run `npm run serve` to use the console in a browser instead.",
  )
  process.exit(1)
}
buildIfNeeded()
const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
