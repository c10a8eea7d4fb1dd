import { expect, test, type Page } from '@playwright/test'
import { copyFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { removeDir, startHost, type RunningHost } from './web-host'
import { connect } from './wire-client'

const root = resolve(import.meta.dirname, '..', '..', '..')

/** A web host on a fresh data folder holding the demo campaign, opened as the GM would (a folder's campaign opens nothing by itself), its dice seeded. */
export async function startDemoHost(diceSeed: number): Promise<RunningHost> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gmc-e2e-demo-'))
  await copyFile(join(root, 'resources', 'demo-campaign.json'), join(dataDir, 'demo-campaign.json'))
  const host = await startHost({ dataDir, diceSeed })
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  expect(await gm.request('campaign.open', { file: 'demo-campaign.json' })).toMatchObject({ ok: true })
  gm.close()
  return host
}

/** A demo host for each test of the file, stopped and its folder removed after the test; the function gives the running one. */
export function demoHostForEachTest(diceSeed: number): () => RunningHost {
  let host: RunningHost | undefined
  test.beforeEach(async () => {
    host = await startDemoHost(diceSeed)
  })
  test.afterEach(async () => {
    if (!host) return
    await host.stop()
    await removeDir(host.dataDir)
  })
  return () => host!
}

/** The GM reveals the demo's raider ambush to the players from the Player display section, by keyboard. */
export async function revealRaiderAmbush(page: Page): Promise<void> {
  await page.keyboard.press('Alt+0')
  await page.getByTestId('display-search').fill('raider')
  await page.getByTestId('reveal-enc-raider-ambush').press('Enter')
  await expect(page.getByTestId('display-item-enc-raider-ambush')).toContainText('On screen')
}
