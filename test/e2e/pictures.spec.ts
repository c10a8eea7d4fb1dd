import type { Browser, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { expectNoAxeViolations } from './support/axe'
import { docsScreenshot } from './support/docs-screenshot'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'
import { connect, type WireClient } from './support/wire-client'

/*
 * A portrait and a map given in the GM console, and the player display in its own browser,
 * against the real web host: each picture reaches the players only once what it belongs to is
 * revealed, and not a byte of it before.
 */

const WYRM_FIGHT = 'enc-wyrm-rises'
let gm: WireClient

test.use({ hostSetup: { demo: true } })

// The GM's own connection beside the page, for what the test sets up without the screens.
test.beforeEach(async ({ host }) => {
  gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
})

test.afterEach(() => gm.close())

const ok = async (channel: string, payload: unknown = {}) => expect(await gm.request(channel, payload), channel).toMatchObject({ ok: true })

/** A picture file the GM picks: a real PNG of one colour. */
async function pngFile(name: string, colour: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** A map file the GM picks: dunes drawn by the test and saved as a real PNG. */
async function dunesMap() {
  const ridges = Array.from({ length: 7 }, (_, i) => {
    const y = 90 + i * 120
    return `<path d="M0 ${y} Q 400 ${y - 70} 800 ${y} T 1600 ${y} V 900 H 0 Z" fill="hsl(${32 + i * 3}, 55%, ${62 - i * 5}%)"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#e8c890"/>${ridges.join('')}</svg>`
  return { name: 'dunes.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() }
}

/** The player page in its own browser context, with every picture it is sent recorded. */
async function openPlayer(browser: Browser, host: RunningHost): Promise<{ page: Page; pictures: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  const pictures: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/pictures/') && response.ok()) pictures.push(new URL(response.url()).pathname.slice(10))
  })
  await page.goto(host.playerUrl)
  await expect(page.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  return { page, pictures }
}

/** Whether the image at `selector` has really been drawn (decoded, with a size). */
const drawn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img) => {
    const shown = img as unknown as { complete: boolean; naturalWidth: number }
    return shown.complete && shown.naturalWidth > 0
  })

test('a portrait and a map reach the player display only once what they belong to is revealed', async ({ browser, page, host }) => {
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')

  // The Dune Wyrm, kept from the players, gets a portrait.
  await page.getByTestId('nav-npcs').click()
  await page.getByRole('option', { name: /Dune Wyrm/ }).click()
  await page.getByTestId('npc-portrait-choose').click()
  await expectNoAxeViolations(page, 'GM console, the dialog adding a portrait')
  await page
    .getByTestId('npc-portrait-file')
    .setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg><script>alert(1)</script></svg>') })
  await expect(page.getByTestId('npc-portrait-problem')).toContainText('SVG and other text pictures are refused')
  await page.getByTestId('npc-portrait-file').setInputFiles(await pngFile('wyrm.png', '#7a3', 300, 300))
  await expect(page.getByTestId('npc-portrait-image')).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')

  // Its fight gets a map, placed by the GM.
  await page.getByTestId('nav-encounters').click()
  await page.getByRole('option', { name: /The Wyrm Rises/ }).click()
  await page.getByTestId('encounter-map-picture-choose').click()
  await page.getByTestId('encounter-map-picture-file').setInputFiles(await dunesMap())
  await expect(page.getByTestId('encounter-map-picture-image')).toBeVisible()
  await page.getByTestId('encounter-map-scale').fill('0.8')
  await page.getByTestId('encounter-map-scale').blur()
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
  await expectNoAxeViolations(page, 'GM console, an encounter with its map')

  // "Saved" may still stand from the map's own save while the scale's is on its way: wait for the file.
  const campaignFile = async () => JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
  await expect.poll(async () => (await campaignFile()).encounters.find((e: { id: string }) => e.id === WYRM_FIGHT).map?.scale).toBe(0.8)
  const file = await campaignFile()
  const portrait = file.npcs.find((n: { id: string }) => n.id === 'npc-dune-wyrm').portrait as string
  const map = file.encounters.find((e: { id: string }) => e.id === WYRM_FIGHT).map
  expect(portrait).toMatch(/^[0-9a-f]{64}\.webp$/)
  expect(map).toMatchObject({ picture: expect.stringMatching(/^[0-9a-f]{64}\.webp$/), scale: 0.8, offsetX: 0, offsetY: 0 })

  // A PC's portrait, given through the contract: the players know their own.
  const ixa = file.characters.find((c: { id: string }) => c.id === 'pc-ixa')
  const face = await pngFile('ixa.png', '#48c', 200, 200)
  const added = await gm.request('picture.add', { name: face.name, bytes: face.buffer.toString('base64') })
  const ixaPortrait = (added as { result: { ref: string } }).result.ref
  await ok('prep.upsert', { kind: 'character', item: { ...ixa, portrait: ixaPortrait } })

  // Before: nothing of the Wyrm's on the player display, nor loaded by it; Ixa's portrait is beside her name in the Cohort.
  const player = await openPlayer(browser, host)
  await ok('session.start', { name: 'Under the Caravan' })
  await expect(player.page.getByTestId('player-known')).toContainText('Sand Raider')
  await expect(player.page.getByTestId('player-pc-portrait-pc-ixa')).toHaveAttribute('alt', 'Portrait of Ixa Marrow')
  await expect(player.page.getByTestId('player-pc-pc-ixa')).toContainText('Ixa Marrow')
  await expect(player.page.getByTestId('player-pc-portrait-pc-vell')).toHaveText('VO')
  await expect(player.page.locator('img')).toHaveCount(1)
  expect(player.pictures).toEqual([ixaPortrait])

  // The GM reveals the Wyrm: its portrait shows beside its name.
  await ok('player.reveal', { kind: 'npc', id: 'npc-dune-wyrm', revealed: true })
  await expect(player.page.getByTestId('player-portrait-npc-dune-wyrm')).toBeVisible()
  expect(await drawn(player.page, '[data-testid=player-portrait-npc-dune-wyrm]')).toBe(true)
  expect(player.pictures).toEqual([ixaPortrait, portrait])

  // The fight starts shown, which reveals its encounter: the map lies under it.
  await ok('run.start', { system: 'actionPoints', request: { encounterId: WYRM_FIGHT } })
  await expect(player.page.getByTestId('player-map')).toBeVisible()
  expect(await drawn(player.page, '[data-testid=player-map] img')).toBe(true)
  await expect.poll(() => player.pictures).toContain(map.picture)
  await expect(player.page.getByTestId('player-portrait-pc-ixa')).toBeVisible()
  await expect(player.page.getByTestId('token-portrait-pc-ixa')).toBeAttached()
  await docsScreenshot(player.page, 'player-pictures.png')

  // Hidden again: the map leaves the screen.
  await ok('player.reveal', { kind: 'encounter', id: WYRM_FIGHT, revealed: false })
  await expect(player.page.getByTestId('player-map')).toHaveCount(0)
  await player.page.context().close()
})

test('the turn order on the player display shows a hidden combatant’s portrait only once the GM reveals it, and initials where none is given', async ({
  browser,
  host,
}) => {
  const campaign = async () => (await gm.request('campaign.current', {})) as { result: { campaign: { npcs: { id: string }[] } } }
  const npc = async (id: string) => (await campaign()).result.campaign.npcs.find((n) => n.id === id)!
  const portraitOf = async (id: string, colour: string) => {
    const face = await pngFile(`${id}.png`, colour, 120, 120)
    const { result } = (await gm.request('picture.add', { name: face.name, bytes: face.buffer.toString('base64') })) as { result: { ref: string } }
    await ok('prep.upsert', { kind: 'npc', item: { ...(await npc(id)), portrait: result.ref } })
    return result.ref
  }
  const raider = await portraitOf('npc-sand-raider', '#c52')
  const wyrm = await portraitOf('npc-dune-wyrm', '#3a7')

  // The fight starts shown, the Wyrm hidden in it as its encounter says.
  const player = await openPlayer(browser, host)
  await ok('session.start', { name: 'Under the Caravan' })
  await ok('run.start', { system: 'actionPoints', request: { encounterId: WYRM_FIGHT } })
  const order = player.page.getByTestId('player-combatants')
  await expect(order.getByTestId('player-portrait-npc-sand-raider-1')).toHaveAttribute('alt', 'Portrait of Sand Raider 1')
  await expect.poll(() => drawn(player.page, '[data-testid=player-portrait-npc-sand-raider-1]')).toBe(true)
  await expect(order.getByTestId('player-portrait-pc-vell')).toHaveText('VO')
  await expect(order.getByTestId('player-combatant-npc-dune-wyrm-1')).toHaveCount(0)
  await expect(order).not.toContainText('Dune Wyrm')
  expect(player.pictures).toContain(raider)
  expect(player.pictures).not.toContain(wyrm)
  await expectNoAxeViolations(player.page, 'player display, the turn order with portraits and initials')

  // Revealed in the fight: its row comes with its portrait.
  await ok('run.act', { system: 'actionPoints', action: { type: 'combatant.reveal', target: 'npc-dune-wyrm-1' } })
  await expect(order.getByTestId('player-portrait-npc-dune-wyrm-1')).toHaveAttribute('alt', 'Portrait of Dune Wyrm')
  await expect.poll(() => drawn(player.page, '[data-testid=player-portrait-npc-dune-wyrm-1]')).toBe(true)
  expect(player.pictures).toContain(wyrm)
  await player.page.context().close()
})
