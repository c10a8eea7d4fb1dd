// Builds the app when the build is missing or older than any source file, so `npm run serve`
// and `npm start` always run what the sources say.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const INPUTS = ['src', 'resources', 'electron.vite.config.ts', 'package.json', 'package-lock.json']
const OUTPUTS = [
  'out/main/index.js',
  'out/main/serve.js',
  'out/main/simulator-worker.js',
  'out/preload/gm.cjs',
  'out/renderer/gm.html',
  'out/renderer/player.html',
]

function newestInput(path) {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestInput(join(path, name))))
}

/** Whether the build is missing or older than any source file. */
export function buildIsStale() {
  const outputs = OUTPUTS.map((file) => join(root, file))
  const oldestOutput = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0
  const newest = Math.max(...INPUTS.map((input) => newestInput(join(root, input))))
  return oldestOutput <= newest
}

/** The line printed before a build, so a first start that sits quiet for a minute says why. */
export const BUILDING = 'Building the console first (the first start, or the sources changed since the last build): this takes a minute or two…'

function electronViteBuild() {
  return spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  }).status
}

/** Builds when the build is stale, saying so first; `build` and `stale` are the real ones unless a test gives its own. */
export function buildIfNeeded(build = electronViteBuild, stale = buildIsStale) {
  if (!stale()) return
  console.log(BUILDING)
  if (build() !== 0) {
    console.error('The build failed; see the messages above.')
    process.exit(1)
  }
}
