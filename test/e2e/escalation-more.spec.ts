import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { revealRaiderAmbush } from './support/demo-host'
import { press, tick, turnOf, unfold } from './support/keyboard'
import { connect } from './support/wire-client'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'

/*
 * The GM's own hand on positions in the demo Escalation encounter, Fight in Spirit and a
 * Dicey Move, in the GM console with the keyboard alone, against the real web host with
 * seeded dice, while a player display watches. Sand Raider 4 is hidden throughout: the table
 * never reads its name.
 */
const DICE_SEED = Number(process.env.ESCALATION_MORE_SEED ?? 7)
const RAIDER = (n: number) => `npc-sand-raider-${n}`

test.use({ hostSetup: { demo: true, diceSeed: DICE_SEED } })

/**
 * Opens the fight on the demo ambush with Sand Raider 4 hidden, and begins it, while a player
 * display on a 1280x720 screen watches: that display's page.
 */
async function beginAmbush(page: Page, browser: Browser, host: RunningHost): Promise<Page> {
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)
  await revealRaiderAmbush(page)
  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await press(page.getByTestId('fight-start'))
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await page.getByTestId(`visibility-${RAIDER(4)}`).selectOption('hidden')
  await press(page.getByTestId('fight-begin'))
  await expect(page.getByTestId('fight-round')).toHaveText('Round 1')
  return player
}

/** The public (players') Markdown export of the running session. */
async function publicLog(host: RunningHost): Promise<string> {
  const reader = await connect(host.origin, { role: 'gm', token: host.gmToken })
  const exported = (await reader.request('session.export', { format: 'markdown', audience: 'public' })) as { result: { content: string } }
  reader.close()
  return exported.result.content
}

test('E34 E38 the GM places combatants engaged and Far, and pops one off without a check; nothing is provoked and the table never reads the hidden raider', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(120_000)
  const player = await beginAmbush(page, browser, host)
  const row = (id: string) => page.getByTestId(`combatant-${id}`)

  // Vell, free and Nearby at the start (EG54), is placed engaged with Raider 1 and the hidden Raider 4.
  await press(row('pc-vell'))
  // Placing is folded away with the selected combatant's position: Enter on its summary opens it.
  await unfold(page.getByTestId('place-fold'))
  await expect(page.getByTestId('place-panel')).toContainText('Vell Orin: position')
  await expect(page.getByTestId('place-now')).toHaveText('Nearby, free')
  await expect(page.getByTestId('place-distance')).toHaveValue('nearby')
  await expect(page.getByTestId('place-engaged-pc-ixa')).toHaveCount(0)
  await expectNoAxeViolations(page, 'GM console, the place panel of a free PC')
  await tick(page.getByTestId(`place-engaged-${RAIDER(1)}`))
  await tick(page.getByTestId(`place-engaged-${RAIDER(4)}`))
  await press(page.getByTestId('place-submit'))
  await expect(page.getByTestId('place-now')).toHaveText('Engaged with Sand Raider 1 and Sand Raider 4')
  await expect(page.getByTestId('positions-engaged-0')).toHaveText('Engaged: Vell Orin, Sand Raider 1 and Sand Raider 4 (hidden)')
  // Placing is no action: Ixa's turn still has everything.
  await expect(page.getByTestId('turn-budget')).toContainText('Standard: available')
  await expect(page.getByTestId('turn-budget')).toContainText('Move: available')
  await expect(page.getByTestId('opportunity')).toHaveCount(0)
  await expect(player.getByTestId('player-positions')).toContainText('Engaged: Vell Orin and Sand Raider 1')
  await expect(player.getByTestId('player-fight')).not.toContainText('Sand Raider 4')
  await expectNoAxeViolations(page, 'GM console, a PC placed engaged with two raiders')
  await expectNoAxeViolations(player, 'player display, a PC placed engaged')

  // Tamsin is placed Far from the fight.
  await press(row('pc-tamsin'))
  await page.getByTestId('place-distance').selectOption('far')
  await press(page.getByTestId('place-submit'))
  await expect(page.getByTestId('place-now')).toHaveText('Far from the fight, free')
  await expect(page.getByTestId('positions-far')).toHaveText('Far, free: Tamsin Reed')
  await expect(player.getByTestId('player-positions')).toContainText('Far away: Tamsin Reed')
  // Dax is placed Far away, engaged with Raider 2: the two stand together, away from the fight (EG54).
  await press(row('pc-dax'))
  await page.getByTestId('place-distance').selectOption('far')
  await tick(page.getByTestId(`place-engaged-${RAIDER(2)}`))
  await press(page.getByTestId('place-submit'))
  await expect(page.getByTestId('place-now')).toHaveText('Engaged with Sand Raider 2 (Far from the fight)')
  await expect(page.getByTestId('positions')).toContainText('Engaged, Far from the fight: Dax-7 and Sand Raider 2')
  await expect(player.getByTestId('player-positions')).toContainText('Engaged, Far away: Sand Raider 2 and Dax-7')
  await expectNoAxeViolations(page, 'GM console, an engagement Far from the fight')
  await expectNoAxeViolations(player, 'player display, an engagement Far away')

  // E38: an ability lets Vell pop off Raider 1 without a check; he stays engaged with the hidden raider, and nobody gets an Opportunity Attack.
  await press(row('pc-vell'))
  await expect(page.getByTestId('pop-off')).toBeDisabled()
  await tick(page.getByTestId(`pop-off-${RAIDER(1)}`))
  await expectNoAxeViolations(page, 'GM console, a pop-off chosen')
  await press(page.getByTestId('pop-off'))
  await expect(page.getByTestId('place-now')).toHaveText('Engaged with Sand Raider 4')
  await expect(page.getByTestId(`pop-off-${RAIDER(1)}`)).toHaveCount(0)
  await expect(page.getByTestId('opportunity')).toHaveCount(0)
  // The table reads Vell free: his one engagement is with a raider it cannot see (EG61).
  await expect(player.getByTestId('player-positions')).not.toContainText('Engaged: Vell Orin')
  await expect(player.getByTestId('player-fight')).not.toContainText('Sand Raider 4')
  await expectNoAxeViolations(page, 'GM console, after a pop-off')
  await expectNoAxeViolations(player, 'player display, after a pop-off')

  // Then off the hidden raider too: his last engagement gone, the pop-off form goes, and the focus goes back to Place, not to the page's top.
  await tick(page.getByTestId(`pop-off-${RAIDER(4)}`))
  await press(page.getByTestId('pop-off'))
  await expect(page.getByTestId('place-now')).toHaveText('Nearby, free')
  await expect(page.getByTestId('pop-off')).toHaveCount(0)
  await expect(page.getByTestId('place-submit')).toBeFocused()
  await expect(page.getByTestId('positions-engaged-0')).not.toContainText('Vell Orin')
  // From there N still ends Ixa's turn.
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute('data-combatant', 'pc-ixa')
  await page.keyboard.press('n')
  await expect(page.locator('[aria-current="step"]')).not.toHaveAttribute('data-combatant', 'pc-ixa')

  const log = await publicLog(host)
  expect(log).not.toContain('Sand Raider 4')
})

test('E42 a PC out of the fight for good Fights in Spirit on its turn: an ally, never itself, gets one benefit, once a turn, with the player’s reason', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(120_000)
  const player = await beginAmbush(page, browser, host)
  const row = (id: string) => page.getByTestId(`combatant-${id}`)

  // Vell is engaged with Raider 2, then petrified: out of the fight for good, his engagement ends (EG59).
  await press(row('pc-vell'))
  await unfold(page.getByTestId('place-fold'))
  await tick(page.getByTestId(`place-engaged-${RAIDER(2)}`))
  await press(page.getByTestId('place-submit'))
  await expect(page.getByTestId('place-now')).toHaveText('Engaged with Sand Raider 2')
  await tick(page.getByTestId('out-of-fight'))
  await expect(page.getByTestId('out-of-fight')).toBeChecked()
  await expect(page.getByTestId('place-now')).toHaveText('Nearby, free')
  await expect(page.getByTestId('place-submit')).toHaveCount(0)
  await expect(page.getByTestId('positions')).not.toContainText('Vell Orin')
  await expect(player.getByTestId('player-combatant-pc-vell')).toContainText('Out of the fight, fights in spirit')
  await expectNoAxeViolations(page, 'GM console, a PC out of the fight for good')
  await expectNoAxeViolations(player, 'player display, a PC out of the fight for good')

  // His turn: no moves, the Fight in Spirit form instead; his allies are offered, never himself (E33).
  await turnOf(page, 'pc-vell')
  await expect(page.getByTestId('moves')).toHaveCount(0)
  await expect(page.getByTestId('spirit')).toBeVisible()
  const allies = await page.getByTestId('spirit-ally').locator('option').allTextContents()
  expect(allies).toEqual(expect.arrayContaining(['Ixa Marrow', 'Tamsin Reed', 'Dax-7']))
  expect(allies).not.toContain('Vell Orin')
  expect(allies.some((name) => name.startsWith('Sand Raider'))).toBe(false)
  // The reason is the player's to give: without one, nothing is given.
  await expect(page.getByTestId('spirit-give')).toBeDisabled()
  await page.getByTestId('spirit-ally').selectOption('pc-dax')
  await page.getByTestId('spirit-benefit').selectOption('defense')
  await page.getByTestId('spirit-reason').fill('his last words still ring in Dax’s ears')
  await expectNoAxeViolations(page, 'GM console, the Fight in Spirit form filled')
  await press(page.getByTestId('spirit-give'))

  // Dax carries the benefit, seen by all; Vell's turn has given its one (counted as his Standard action).
  await expect(row('pc-dax')).toContainText('Disadvantage on attacks against them')
  await expect(page.getByTestId('turn-budget')).toContainText('Standard: spent')
  await expect(page.getByTestId('spirit-give')).toBeDisabled()
  await expect(player.getByTestId('player-combatant-pc-dax')).toContainText('Disadvantage on attacks against them')
  await expectNoAxeViolations(page, 'GM console, Fight in Spirit given')
  await expectNoAxeViolations(player, 'player display, an ally with a benefit from Fight in Spirit')
  await expect(page.getByTestId('turn-panel')).toContainText('Vell Orin has Fought in Spirit this turn (EG59).')
  expect(await publicLog(host)).toContain('Vell Orin fights in spirit for Dax-7')

  // The benefit at work: on Sand Raider 1's turn, an attack on Dax rolls with 1 Disadvantage.
  await turnOf(page, RAIDER(1))
  await press(row('pc-dax'))
  await expect(page.getByTestId(`attack-target-pc-dax`)).toBeChecked()
  await expect(page.getByTestId('odds-pc-dax')).toContainText('1 Disadvantage')
  await expectNoAxeViolations(page, 'GM console, an attack on an ally with a benefit from Fight in Spirit')
  // It lasts until the start of Vell's next turn (EG28), where he may give one again.
  await turnOf(page, 'pc-vell')
  await expect(row('pc-dax')).not.toContainText('Disadvantage on attacks against them')
  await expect(player.getByTestId('player-combatant-pc-dax')).not.toContainText('Disadvantage on attacks against them')
  await expect(page.getByTestId('spirit-give')).toBeDisabled()
  await page.getByTestId('spirit-reason').fill('for Ixa, who pulled him from the sand')
  await expect(page.getByTestId('spirit-give')).toBeEnabled()
})

test('E39 E24 E71 Dicey Moves: the host rolls 3d6 plus the skill against the GM’s Difficulty, each spends a Move action (a Standard standing in), the table reads the outcome without the numbers, and a Stuck combatant makes none', async ({
  page,
  browser,
  host,
}) => {
  const player = await beginAmbush(page, browser, host)
  const save = page.getByTestId('last-save')
  const budget = page.getByTestId('turn-budget')
  const dicey = async (what: string, difficulty: number, modifier: number) => {
    await page.getByTestId('dicey-what').fill(what)
    await page.getByTestId('dicey-difficulty').fill(String(difficulty))
    await page.getByTestId('dicey-modifier').fill(String(modifier))
  }

  // Ixa's turn. She leaps the gap in the hull: Difficulty 14, +2 for her skill. The seed's 3d6 make 8: 10 falls short.
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute('data-combatant', 'pc-ixa')
  await dicey('leaps the gap in the hull', 14, 2)
  await expectNoAxeViolations(page, 'GM console, a Dicey Move set up')
  await press(page.getByTestId('dicey'))
  await expect(save).toHaveText('Ixa Marrow: Dicey Move (leaps the gap in the hull), natural 10 against 14+: failure')
  await expect(budget).toContainText('Move: spent')
  await expect(budget).toContainText('Standard: available')
  await expectNoAxeViolations(page, 'GM console, a Dicey Move failed')
  // The players read who tried what and how it went, not the Difficulty.
  await expect(player.getByTestId('player-last-save')).toHaveText('Ixa Marrow: Dicey Move (leaps the gap in the hull), failure')
  await expectNoAxeViolations(player, 'player display, a Dicey Move rolled')

  // She tries again on her Standard action (E24), an easier way round.
  await dicey('swings round on a cable', 8, 2)
  await press(page.getByTestId('dicey'))
  await expect(save).toHaveText(/^Ixa Marrow: Dicey Move \(swings round on a cable\), natural \d+ against 8\+: success$/)
  await expect(budget).toContainText('Standard: spent')
  // With no Move action left, and none to stand in, the console says why it rolls no more.
  await expect(page.getByTestId('dicey')).toBeDisabled()
  await expect(page.getByTestId('moves')).toContainText('A Dicey Move takes a Move action (E39).')
  await expectNoAxeViolations(page, 'GM console, no Dicey Move left')

  // EG58, E71: a Stuck combatant makes no Dicey Move; the console says so where the roll would be.
  await page.keyboard.press('n')
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute('data-combatant', 'pc-tamsin')
  await press(page.getByTestId('condition-add'))
  await page.getByTestId('condition-name').selectOption('stuck')
  // Until the GM removes it, so that no save waits at the end of her turn.
  await page.getByTestId('condition-duration').selectOption('manual')
  await press(page.getByTestId('condition-submit'))
  await expect(page.getByTestId('dicey')).toBeDisabled()
  await expect(page.getByTestId('moves')).toContainText('Disengage and Dicey Move: Tamsin Reed is Stuck: it cannot make a Dicey Move (E71).')
  await expectNoAxeViolations(page, 'GM console, a Stuck combatant’s turn')

  // The hidden raider's Dicey Move: the GM reads it, the table reads nothing of it.
  await turnOf(page, RAIDER(4))
  await dicey('slips round behind the hull', 10, 1)
  await press(page.getByTestId('dicey'))
  await expect(save).toContainText('Sand Raider 4: Dicey Move (slips round behind the hull)')
  await expect(player.getByTestId('player-last-save')).toHaveCount(0)
  await expect(player.getByTestId('player-fight')).not.toContainText('Sand Raider 4')
  await expectNoAxeViolations(player, 'player display, after a hidden raider’s Dicey Move')

  const log = await publicLog(host)
  expect(log).not.toContain('Sand Raider 4')
  expect(log).toContain('Ixa Marrow makes a Dicey Move (leaps the gap in the hull): failure.')
  expect(log).toContain('Ixa Marrow makes a Dicey Move (swings round on a cable): success.')
  expect(log).not.toContain('Difficulty')
})
