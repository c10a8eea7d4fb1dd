import type { Browser, Page } from '@playwright/test'
import { GM_REQUEST_CHANNELS } from '../../src/shared/ipc/channels'
import type { SessionView } from '../../src/shared/session/view'
import { movesFor } from '../unit/main/player/challenge-moves'
import { expectNoAxeViolations } from './support/axe'
import type { DemoChange } from './support/demo-host'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'
import { connect, firstFrame, type WireClient } from './support/wire-client'
import { relicsView } from '../support/relics'

/*
 * The player display in Chromium next to the GM console, against the real web host. Every
 * secret of the demo campaign carries MARK before the host starts; every WebSocket frame the
 * player page receives is recorded and searched for it.
 */
const MARK = 'ZQXSECRET'
const DUNES = { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-dune-crossing' }

interface Hideable {
  name: string
  description?: string
  gmNotes?: string
  revealed: boolean
}

/** The parts of the demo campaign that hold secrets. */
interface DemoWithSecrets {
  scenes: (Hideable & { events: (Hideable & { challenges: Hideable[] })[] })[]
  traits: Hideable[]
  npcs: Hideable[]
  encounters: Hideable[]
  relics: (Hideable & { ability: string })[]
  characters: { notes: string }[]
  settings: { showDoomToPlayers: boolean }
  pools: { doom: number }
}

/** Plants a secret in every hidden name and description, every GM note and PC note; Doom is hidden. */
const withSecrets: DemoChange = (campaign) => {
  const demo = campaign as unknown as DemoWithSecrets
  const plant = (item: Hideable) => {
    if ('gmNotes' in item) item.gmNotes = `${MARK} notes`
    if (item.revealed) return
    item.name = `${item.name} ${MARK}`
    if ('description' in item) item.description = `${MARK} ${item.description}`
  }
  for (const scene of demo.scenes) {
    plant(scene)
    for (const event of scene.events) {
      plant(event)
      event.challenges.forEach(plant)
    }
  }
  for (const list of [demo.traits, demo.npcs, demo.encounters, demo.relics]) list.forEach(plant)
  for (const relic of demo.relics) if (!relic.revealed) relic.ability = `${MARK} ${relic.ability}`
  for (const pc of demo.characters) pc.notes = `${MARK} notes`
  demo.settings.showDoomToPlayers = false
  // Hidden Ambush costs 2 Doom.
  demo.pools.doom = 6
}

test.use({ hostSetup: { demo: withSecrets, diceSeed: 9 } })

/** The player page in its own browser context, with every frame it receives recorded. */
async function openPlayer(browser: Browser, host: RunningHost): Promise<{ page: Page; frames: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  const frames: string[] = []
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))))
  await page.goto(host.playerUrl)
  await expect(page.getByTestId('player-campaign')).toHaveText('Relics of Anasta (demo)')
  return { page, frames }
}

async function gmClient(host: RunningHost): Promise<WireClient & { ok(channel: string, payload?: unknown): Promise<SessionView> }> {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  return Object.assign(gm, {
    async ok(channel: string, payload: unknown = {}) {
      const answer = await gm.request(channel, payload)
      expect(answer, `${channel} ${JSON.stringify(payload)}`).toMatchObject({ ok: true })
      return answer.result as SessionView
    },
  })
}

/** Plays the running Challenge on through its steps, the GM writing secrets as it goes, until it ends. */
async function playOn(gm: Awaited<ReturnType<typeof gmClient>>, steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const challenge = relicsView(await gm.ok('session.current')).challenge
    if (!challenge?.step) return
    for (const move of movesFor(challenge, (plain) => `${plain} ${MARK}`)) {
      if ('roll' in move) await gm.ok('run.roll', { system: 'relics', roll: { type: 'pool' } })
      else await gm.request('run.act', { system: 'relics', action: move.event })
    }
    await gm.ok('run.act', { system: 'relics', action: { type: 'step.next' } })
  }
}

function playerViews(frames: string[]): { campaignName: string; status: string }[] {
  return frames
    .map((f) => JSON.parse(f))
    .filter((f) => f.type === 'event' && f.event === 'player.view')
    .map((f) => f.data)
}

test('the player page never receives a secret while the GM runs a hidden Challenge', async ({ browser, page, host }) => {
  const player = await openPlayer(browser, host)
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  const gm = await gmClient(host)
  await gm.ok('session.start', { name: 'Night one' })
  await gm.ok('session.note', { text: `${MARK} the raiders wait behind the dune`, private: true })
  await gm.ok('run.start', { system: 'relics', request: DUNES })
  await expect(player.page.getByTestId('player-status')).toHaveText('The GM is preparing something')
  await gm.ok('run.act', { system: 'relics', action: { type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' } })
  await playOn(gm, 25)
  // The Challenge really was played: turns with rolls, Stress and the GM's words.
  expect(relicsView(await gm.ok('session.current')).challenge!.history.length).toBeGreaterThanOrEqual(2)
  await gm.request('run.act', { system: 'relics', action: { type: 'gm.endChallenge' } })
  await gm.ok('run.close')
  // The challenge left the screen: the display is back to waiting, with the Cohort as it is now.
  await expect(player.page.getByTestId('player-status')).toHaveText('Waiting for the GM')
  await gm.ok('session.note', { text: 'The Cohort reaches the wreck.', private: false })
  await expect(player.page.getByTestId('player-feed')).toContainText('The Cohort reaches the wreck.')
  gm.close()

  // Session start, the hidden Challenge (one view: nothing it does changes what players see), its close, the note.
  expect(playerViews(player.frames).map((view) => view.status)).toEqual([
    'Waiting for the GM',
    'The GM is preparing something',
    'Waiting for the GM',
    'Waiting for the GM',
  ])
  for (const frame of player.frames) {
    expect(frame).not.toContain(MARK)
    expect(frame).not.toMatch(/"doom":\d/)
    for (const secret of ['Cross the Shifting Dunes', 'Hidden Ambush', 'Roll Remaining Dice']) expect(frame).not.toContain(secret)
  }
  await player.page.context().close()
})

test('Destiny the Cohort spends in a hidden Challenge stays as the players knew it on their screen and the GM preview, until the GM reveals the Challenge', async ({
  browser,
  page,
  host,
}) => {
  const player = await openPlayer(browser, host)
  const gm = await gmClient(host)
  await gm.ok('session.start', { name: 'Night one' })
  await expect(player.page.getByTestId('player-destiny')).toHaveText('◆ Destiny 2')
  await gm.ok('run.start', { system: 'relics', request: DUNES })
  await gm.ok('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
  await gm.ok('run.act', { system: 'relics', action: { type: 'step.next' } })
  await gm.ok('run.act', { system: 'relics', action: { type: 'cohort.spendDestiny', amount: 1 } })
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  // The GM sees the Destiny spent; the players do not.
  await expect(page.getByTestId('destiny-pool')).toHaveText('1')
  await page.getByTestId('nav-display').click()
  await expect(page.getByTestId('display-preview').getByTestId('player-destiny')).toHaveText('◆ Destiny 2')
  await expect(player.page.getByTestId('player-destiny')).toHaveText('◆ Destiny 2')
  await gm.ok('run.act', { system: 'relics', action: { type: 'cohort.spendDestiny', amount: 1 } })
  await gm.ok('run.act', { system: 'relics', action: { type: 'cohort.returnDestiny', amount: 1 } })
  await expect(player.page.getByTestId('player-destiny')).toHaveText('◆ Destiny 2')
  // Not one player view went out for what the hidden Challenge did to the pools.
  expect(playerViews(player.frames).map((view) => view.status)).toEqual(['Waiting for the GM', 'The GM is preparing something'])

  await gm.ok('player.reveal', { kind: 'challenge', id: 'challenge-dune-crossing', revealed: true })
  await expect(player.page.getByTestId('player-destiny')).toHaveText('◆ Destiny 1')
  await expectNoAxeViolations(player.page, 'player display, Destiny after a hidden Challenge is revealed')
  gm.close()
  await player.page.context().close()
})

test('an item revealed in the Player display section shows on the player page with the next update', async ({ browser, page, host }) => {
  const player = await openPlayer(browser, host)
  const gm = await gmClient(host)
  await gm.ok('session.start', { name: 'Night one' })
  await gm.ok('run.start', { system: 'relics', request: DUNES })
  await gm.ok('run.act', { system: 'relics', action: { type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' } })
  await expect(player.page.getByTestId('player-status')).toHaveText('The GM is preparing something')

  await page.goto(host.gmUrl)
  await page.getByTestId('nav-display').click()
  await expect(page.getByTestId('display-connected')).toHaveText('1 display connected')
  await expect(page.getByTestId('display-preview').getByTestId('player-status')).toHaveText('The GM is preparing something')
  await page.getByTestId('display-search').fill('dunes')
  await expect(page.getByTestId('display-item-challenge-dune-crossing')).toContainText('⊘ Hidden')

  const before = playerViews(player.frames).length
  await page.getByTestId('reveal-challenge-dune-crossing').click()
  await expect(player.page.getByTestId('player-challenge')).toHaveText(`Cross the Shifting Dunes ${MARK}`)
  // The very next view the player page received carried it.
  expect(JSON.stringify(playerViews(player.frames)[before])).toContain('Cross the Shifting Dunes')
  await expect(player.page.getByTestId('player-step')).toHaveText('Set the Action (The Huddle)')
  await expect(page.getByTestId('display-item-challenge-dune-crossing')).toContainText('◉ On screen')
  await expect(page.getByTestId('display-preview').getByTestId('player-challenge')).toContainText('Cross the Shifting Dunes')
  // A hidden trait is not on screen, even active.
  await expect(player.page.getByText('Hidden Ambush')).toHaveCount(0)

  await page.getByTestId('display-search').fill('ambush')
  await page.getByTestId('display-kind').selectOption('trait')
  await page.getByTestId('reveal-trait-hidden-ambush').click()
  await expect(player.page.getByTestId('player-challenge-traits')).toContainText(/Hidden Ambush.*A1 \/ 1d.*✔ active/)

  // B blanks the screen from anywhere in the console, and shows it again.
  await page.getByRole('heading', { name: 'What the players see' }).click()
  await page.keyboard.press('b')
  await expect(player.page.getByTestId('player-blank')).toBeAttached()
  await expect(player.page.getByTestId('player-challenge')).toHaveCount(0)
  await expect(page.getByTestId('display-blank')).toContainText('Screen blanked')
  await page.keyboard.press('b')
  await expect(player.page.getByTestId('player-challenge')).toBeVisible()
  await player.page.screenshot({ path: test.info().outputPath('player-display.png') })
  await expectNoAxeViolations(player.page, 'player display, a revealed Challenge')
  await expectNoAxeViolations(page, 'GM console, Player display section with the preview')
  gm.close()
  await player.page.context().close()
})

test('a player connection cannot make any GM request', async ({ host }) => {
  const display = await connect(host.origin, { role: 'player', token: host.playerToken })
  for (const channel of GM_REQUEST_CHANNELS)
    expect(await display.request(channel, {}), channel).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  expect(await display.request('player.view', {})).toMatchObject({ ok: true, result: { campaignName: 'Relics of Anasta (demo)' } })
  display.close()
})

test('turning network displays off pauses the player page; on brings the same page back by itself', async ({ browser, page, host }) => {
  const player = await openPlayer(browser, host)
  // Marks this very document: a reload would lose the mark.
  await player.page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }))
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-display').click()
  await expect(page.getByTestId('display-connected')).toHaveText('1 display connected')
  await expect(page.getByTestId('display-player-link')).toHaveValue(host.playerUrl)

  await page.getByTestId('display-network').uncheck()
  await expect(player.page.getByTestId('player-paused')).toContainText('The GM has paused this display.')
  await expect(player.page.getByTestId('player-refused')).toHaveCount(0)
  await expect(player.page.getByTestId('player-status')).toHaveCount(0)
  await player.page.screenshot({ path: test.info().outputPath('player-paused.png') })
  await expectNoAxeViolations(player.page, 'player display, paused')
  await expect(page.getByTestId('display-connected')).toHaveText('0 displays connected')
  await expect(page.getByTestId('display-network-state')).toContainText('Off')
  // The refusal says it is only for now; the GM console itself stays connected.
  expect(await firstFrame(host.origin, { role: 'player', token: host.playerToken })).toMatchObject({
    frame: { type: 'refused', retry: true, error: { code: 'forbidden' } },
  })
  await expect(page.getByTestId('connection-status')).toHaveText('● Connected')
  // A display switched on while paused waits too.
  const late = await (await browser.newContext()).newPage()
  await late.goto(host.playerUrl)
  await expect(late.getByTestId('player-paused')).toBeVisible()

  // What happens meanwhile reaches the displays with the fresh view when they come back.
  const gm = await gmClient(host)
  await gm.ok('session.start', { name: 'Night one' })
  await gm.ok('session.note', { text: 'The Cohort reaches the wreck.', private: false })
  await expect(player.page.getByTestId('player-paused')).toBeVisible()

  await page.getByTestId('display-network').check()
  await expect(player.page.getByTestId('player-feed')).toContainText('The Cohort reaches the wreck.')
  await expect(player.page.getByTestId('player-status')).toHaveText('Waiting for the GM')
  await expect(player.page.getByTestId('player-paused')).toHaveCount(0)
  await expect(late.getByTestId('player-feed')).toContainText('The Cohort reaches the wreck.')
  await expect(page.getByTestId('display-connected')).toHaveText('2 displays connected')
  expect(await player.page.evaluate(() => 'stillTheSamePage' in globalThis)).toBe(true)
  gm.close()
  await late.context().close()
  await player.page.context().close()
})

test('a player link without the right token is refused for good, not paused', async ({ browser, host }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(host.playerUrl.replace(host.playerToken, 'not-the-token'))
  await expect(page.getByTestId('player-refused')).toContainText('no valid token')
  await expect(page.getByTestId('player-paused')).toHaveCount(0)
  expect(await firstFrame(host.origin, { role: 'player', token: 'not-the-token' })).toMatchObject({
    frame: { type: 'refused', retry: false, error: { code: 'unauthorized' } },
  })
  await context.close()
})
