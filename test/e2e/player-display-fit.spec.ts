import type { Page } from '@playwright/test'
import type { TrackerCombatantView } from '../../src/shared/combat/view'
import type { SessionView } from '../../src/shared/session/view'
import { expectNoAxeViolations } from './support/axe'
import type { DemoChange } from './support/demo-host'
import { docsScreenshot } from './support/docs-screenshot'
import { measureFit } from './support/screen-fit'
import { connect, type WireClient } from './support/wire-client'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'

/*
 * A big fight on the player display, in each combat system: thirty revealed combatants (the four
 * PCs, twenty-four raiders and two wardens with a very long name), set up through the real web
 * host, watched on a TV of 1280×720, 1920×1080 and 3840×2160. At each size the page must fit its
 * window (a TV cannot scroll), every combatant must be on screen, and no visible text may be
 * smaller than 20 px is on a 1080p screen (the same share of the screen's height at the other
 * sizes). The pictures go to docs/player-display/ (see docs/player-display.md).
 */
const LONG_NAME = 'Ysolde Varkanthe-Morrowind, Sworn Warden of the Sunken Caravan Road and Keeper of the Glass Dunes'
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const
const ZONES = ['Dune crest', 'Open sand', 'Hull breach', 'Wreck deck', 'Signal mast', 'Salt flats']
/** Which zones are Nearby to which (ZR4: both ways, whichever names it). */
const LINKS: Record<string, string[]> = {
  'Dune crest': ['Open sand', 'Salt flats'],
  'Open sand': ['Hull breach', 'Wreck deck', 'Salt flats'],
  'Hull breach': ['Wreck deck'],
  'Wreck deck': ['Signal mast'],
  'Signal mast': [],
  'Salt flats': [],
}
const encounter = (id: string, system: string, setup: Record<string, unknown>) => ({
  id,
  name: 'The Battle of the Glass Market',
  system,
  description: 'Every raider of the dunes at once.',
  gmNotes: '',
  combatants: [
    { npcId: 'npc-sand-raider', count: 24 },
    { npcId: 'npc-long-warden', count: 2 },
  ],
  setup,
  revealed: true,
})

/** The demo campaign with a warden of a very long name and the same thirty-strong fight prepared for each combat system. */
const thirtyStrong: DemoChange = (campaign) => {
  const npcs = campaign.npcs as { id: string; name: string; revealed: boolean }[]
  npcs.push({ ...structuredClone(npcs.find((n) => n.id === 'npc-sand-raider')!), id: 'npc-long-warden', name: LONG_NAME, revealed: true })
  campaign.encounters.push(
    encounter('enc-thirty-escalation', 'escalation', {}),
    encounter('enc-thirty-zones', 'zones', {
      zones: ZONES.map((name) => ({ name, conditions: name === 'Open sand' ? 'Glass shards underfoot.' : '', links: LINKS[name] })),
      partyZone: 'Dune crest',
      enemyZone: 'Wreck deck',
    }),
    encounter('enc-thirty-ap', 'actionPoints', { grid: true, radius: 8, surprised: null, positions: {} }),
  )
}

test.use({ hostSetup: { demo: thirtyStrong, diceSeed: 21 } })
const RAIDER = (n: number) => `npc-sand-raider-${n}`

type Gm = WireClient & { ok(channel: string, payload?: unknown): Promise<SessionView> }
async function gmClient(host: RunningHost): Promise<Gm> {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  return Object.assign(gm, {
    async ok(channel: string, payload: unknown = {}) {
      const answer = await gm.request(channel, payload)
      expect(answer, `${channel} ${JSON.stringify(payload)}: ${JSON.stringify(answer).slice(0, 400)}`).toMatchObject({ ok: true })
      return answer.result as SessionView
    },
  })
}

/** Starts the encounter's fight and reveals every combatant the fight starts hidden, whatever the default. */
async function startRevealed(gm: Gm, system: string, encounterId: string): Promise<void> {
  await gm.ok('session.start', { name: 'The big one' })
  const view = await gm.ok('run.start', { system, request: { encounterId } })
  const { fight } = view.systems[system] as { fight: { combatants: TrackerCombatantView[] } }
  expect(fight.combatants).toHaveLength(30)
  for (const c of fight.combatants.filter((c) => c.hidden)) await gm.ok('run.act', { system, action: { type: 'combatant.reveal', target: c.id } })
}

/**
 * At each TV size: nothing overflows the window, each of the thirty is wholly on screen, the
 * smallest visible text is at least 20 px at 1080p (scaled with the height elsewhere), the long
 * name takes at most two lines and keeps the whole of it in its title; a picture for the docs,
 * and axe finds nothing.
 */
async function fitsEveryScreen(page: Page, system: string, combatants: string, longName: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const where = `${system} at ${size.width}×${size.height}`
    const fit = await measureFit(page, combatants)
    expect(fit.document, `${where}: the page fits its window`).toEqual({ width: size.width, height: size.height })
    expect(fit.boxes, where).toHaveLength(30)
    for (const box of fit.boxes) {
      expect(box.top, `${where}: ${box.text}`).toBeGreaterThanOrEqual(0)
      expect(box.left, `${where}: ${box.text}`).toBeGreaterThanOrEqual(0)
      expect(box.bottom, `${where}: ${box.text}`).toBeLessThanOrEqual(size.height)
      expect(box.right, `${where}: ${box.text}`).toBeLessThanOrEqual(size.width)
    }
    expect(fit.smallest.px, `${where}: the smallest text, ${fit.smallest.where}`).toBeGreaterThanOrEqual((20 * size.height) / 1080 - 0.01)
    const name = page.locator(longName).first()
    await expect(name).toHaveAttribute('title', new RegExp(`^${LONG_NAME} [12]$`))
    const lines = await name.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).lineHeight),
    )
    expect(lines, `${where}: the long name's lines`).toBeLessThanOrEqual(2.05)
    await docsScreenshot(page, `player-display/${system}-${size.width}x${size.height}.png`)
    await expectNoAxeViolations(page, `player display, ${where}`)
  }
}

test('a thirty-strong Escalation fight fits the player display on every TV, the escalation die and the order in view', async ({ page, host }) => {
  const gm = await gmClient(host)
  await page.goto(host.playerUrl)
  await startRevealed(gm, 'escalation', 'enc-thirty-escalation')
  await gm.ok('run.act', { system: 'escalation', action: { type: 'combat.begin' } })
  await gm.ok('run.roll', {
    system: 'escalation',
    roll: { type: 'attack', attacker: 'pc-ixa', attack: 0, targets: [RAIDER(1)], action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false },
  })
  await gm.ok('run.act', {
    system: 'escalation',
    action: {
      type: 'condition.add',
      target: RAIDER(2),
      condition: { name: 'vulnerable', custom: false, duration: { kind: 'saveEnds' }, source: 'pc-ixa', ongoing: null, secret: false },
    },
  })
  await expect(page.getByTestId('player-last-attack')).toContainText('Ixa Marrow')
  await expect(page.getByTestId('player-combatants').locator('li')).toHaveCount(30)
  // The fight has the screen: what the players know of folds away while it runs.
  await expect(page.getByTestId('player-known')).toHaveCount(0)
  await fitsEveryScreen(page, 'escalation', '[data-testid^="player-combatant-"]', '.player-combatant-name[title^="Ysolde"]')
  gm.close()
})

test('Z7 a thirty-strong Zones fight fits the player display on every TV, each zone saying which are Nearby', async ({ page, host }) => {
  const gm = await gmClient(host)
  await page.goto(host.playerUrl)
  await startRevealed(gm, 'zones', 'enc-thirty-zones')
  // Spread the raiders over the battlefield (zone-1 is the Dune crest, in the order prepared).
  for (let n = 1; n <= 24; n++) {
    // zone-4, the Wreck deck, is where the enemies start.
    const zone = [null, 'zone-2', 'zone-3', 'zone-5', 'zone-6'][n % 5]
    if (zone) await gm.ok('run.act', { system: 'zones', action: { type: 'zone.place', target: RAIDER(n), zone } })
  }
  await gm.ok('run.roll', { system: 'zones', roll: { type: 'initiative' } })
  await gm.ok('run.act', { system: 'zones', action: { type: 'combat.begin' } })
  await expect(page.getByTestId('zones-player-round')).toHaveText('Round 1')
  await expect(page.locator('[data-testid^="zones-player-occupant-"]')).toHaveCount(30)
  // Z7: Nearby is drawn as a line between two zones, and said in words in each zone.
  await expect(page.getByTestId('zones-player-links').locator('line')).toHaveCount(7)
  await expect(page.getByTestId('zones-player-zone-Open sand')).toContainText('Nearby: Dune crest, Hull breach, Wreck deck, Salt flats')
  await expect(page.getByTestId('zones-player-zone-Signal mast')).toContainText('Nearby: Wreck deck')
  await expect(page.getByTestId('player-known')).toHaveCount(0)
  await fitsEveryScreen(page, 'zones', '[data-testid^="zones-player-occupant-"]', '.zones-player-name[title^="Ysolde"]')
  gm.close()
})

test('A34 a thirty-strong Action-points fight fits the player display on every TV, its tokens labelled large', async ({ page, host }) => {
  const gm = await gmClient(host)
  await page.goto(host.playerUrl)
  await startRevealed(gm, 'actionPoints', 'enc-thirty-ap')
  await gm.ok('run.roll', { system: 'actionPoints', roll: { type: 'initiative' } })
  await gm.ok('run.act', { system: 'actionPoints', action: { type: 'combat.begin' } })
  await expect(page.getByTestId('player-fight-round')).toHaveText('Round 1')
  await expect(page.getByTestId('hex-map').locator('[data-token]')).toHaveCount(30)
  await expect(page.getByTestId('player-known')).toHaveCount(0)
  await fitsEveryScreen(page, 'action-points', '[data-testid^="player-combatant-"]', '.player-combatant-name[title^="Ysolde"]')
  // Every token's label is drawn at 24 px or more on a 1080p screen, and every token is on screen.
  await page.setViewportSize({ width: 1920, height: 1080 })
  const tokens = await measureFit(page, '[data-token]')
  for (const box of tokens.boxes) expect(box.bottom, box.text).toBeLessThanOrEqual(1080)
  const labels = await page
    .locator('.ap-token-mark')
    .evaluateAll((marks) =>
      marks.map(
        (m) => parseFloat(m.ownerDocument.defaultView!.getComputedStyle(m).fontSize) * ('getScreenCTM' in m ? (m.getScreenCTM()?.a ?? 0) : 0),
      ),
    )
  expect(Math.min(...labels)).toBeGreaterThanOrEqual(24)
  // Crowded as the raiders stand, no label runs into another.
  const boxes = await page.locator('.ap-token-mark').evaluateAll((marks) =>
    marks.map((m) => {
      const { left, right, top, bottom } = m.getBoundingClientRect()
      return { text: m.textContent?.trim(), left, right, top, bottom }
    }),
  )
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
      expect(overlap, `${a.text} and ${b.text}`).toBe(false)
    }
  gm.close()
})
