import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder above `start` holding package.json: the app's root. */
export function findAppRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`)
  }
}

/** The project root; found by walking up because the bundler may put this code in a chunk. */
export const appRoot = findAppRoot(dirname(fileURLToPath(import.meta.url)))

export const rendererDir = join(appRoot, 'out', 'renderer')
export const preloadDir = join(appRoot, 'out', 'preload')
export const demoCampaignFile = join(appRoot, 'resources', 'demo-campaign.json')
/** The encounter simulator's thread script, bundled beside main's entry. */
export const simulatorWorkerFile = join(appRoot, 'out', 'main', 'simulator-worker.js')

/**
 * Where campaigns live when nobody says otherwise: the same folder Electron uses for this
 * app's user data, so the desktop app and the web host see the same campaigns.
 */
export function defaultDataDir(platform = process.platform, env = process.env): string {
  const home = homedir()
  const base =
    platform === 'win32'
      ? (env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (env.XDG_CONFIG_HOME ?? join(home, '.config'))
  return join(base, 'gm-console', 'campaigns')
}
