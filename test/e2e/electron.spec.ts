import { expect, test, _electron as electron } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')

/** Electron's binary, when this machine has one (it is downloaded at first launch). */
function electronBinary(): string | null {
  const dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'))
  const pathFile = join(dir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8'))
  return existsSync(binary) ? binary : null
}

const binary = electronBinary()
const reason =
  "Electron's binary is not installed on this machine (it cannot be downloaded here); the desktop shell is covered by unit tests with Electron mocked."
if (!binary) console.log(`Skipping the Electron smoke test: ${reason}`)

test.describe('desktop app (Electron)', () => {
  test.skip(!binary, reason)

  test('launches the GM window on the demo campaign, sandboxed, with the player display a shortcut away', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'gmc-electron-'))
    const app = await electron.launch({ executablePath: binary!, args: [root, `--user-data-dir=${userData}`] })
    const gm = await app.firstWindow()
    await expect(gm.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
    expect(await gm.evaluate(() => typeof (globalThis as unknown as { require?: unknown }).require)).toBe('undefined')
    expect(await gm.evaluate(() => Object.keys((globalThis as unknown as { gmConsole: object }).gmConsole))).toEqual(['role', 'request', 'subscribe'])
    const playerOpened = app.waitForEvent('window')
    await gm.keyboard.press('Control+Shift+P')
    const player = await playerOpened
    await expect(player.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
    expect(await player.evaluate(() => Object.keys((globalThis as unknown as { gmConsole: { request: object } }).gmConsole.request))).toEqual([
      'player.view',
    ])
    await app.close()
    await rm(userData, { recursive: true, force: true })
  })
})
