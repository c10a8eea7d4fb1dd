import { expect, type Page } from '@playwright/test'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startHost, type RunningHost } from './web-host'
import { connect } from './wire-client'

const root = resolve(import.meta.dirname, '..', '..', '..')

/** A change a test makes to the demo campaign before the host opens it (an encounter of its own). */
export type DemoChange = (campaign: { encounters: Record<string, unknown>[] } & Record<string, unknown>) => void

/**
 * A web host on a fresh data folder holding the demo campaign (changed as the test asks), opened
 * as the GM would (a folder's campaign opens nothing by itself), its dice seeded.
 */
export async function startDemoHost(diceSeed?: number, change?: DemoChange): Promise<RunningHost> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gmc-e2e-demo-'))
  const campaign = JSON.parse(await readFile(join(root, 'resources', 'demo-campaign.json'), 'utf8'))
  change?.(campaign)
  await writeFile(join(dataDir, 'demo-campaign.json'), JSON.stringify(campaign))
  const host = await startHost({ dataDir, diceSeed })
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  expect(await gm.request('campaign.open', { file: 'demo-campaign.json' })).toMatchObject({ ok: true })
  gm.close()
  return host
}

/** The GM reveals the demo's raider ambush to the players from the Player display section, by keyboard. */
export async function revealRaiderAmbush(page: Page): Promise<void> {
  await page.keyboard.press('Alt+0')
  await page.getByTestId('display-search').fill('raider')
  await page.getByTestId('reveal-enc-raider-ambush').press('Enter')
  await expect(page.getByTestId('display-item-enc-raider-ambush')).toContainText('On screen')
}
