import type { Locator } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { docsScreenshot } from './support/docs-screenshot'
import { revealRaiderAmbush } from './support/demo-host'
import { connect } from './support/wire-client'

/*
 * Positions in the demo Escalation encounter, in the GM console against the real web host
 * with a player display watching: where everyone starts, a move that leaves an engagement
 * and the Opportunity Attacks it offers (one taken, one let go), an Intercept, and the words
 * the table reads, which never name a hidden raider.
 */
const RAIDER = (n: number) => `npc-sand-raider-${n}`

test.use({ hostSetup: { demo: true, diceSeed: 7 } })

const press = (control: Locator, key = 'Enter') => control.press(key)

test('E34 E36 E40 E41 the GM places the raiders, moves Ixa away and is offered Opportunity Attacks; a raider is Intercepted; the table reads where everyone is', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(120_000)
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)
  await revealRaiderAmbush(page)
  await expectNoAxeViolations(page, 'GM console, the encounter on screen')
  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await press(page.getByTestId('fight-start'))

  // Setup: Raider 4 hidden; Ixa starts engaged with Raider 1, and Raider 4 with her; Tamsin starts Far.
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await page.getByTestId(`visibility-${RAIDER(4)}`).selectOption('hidden')
  await page.getByTestId('start-pc-ixa').selectOption(`engage:${RAIDER(1)}`)
  await page.getByTestId('start-pc-tamsin').selectOption('far')
  await page.getByTestId(`start-${RAIDER(4)}`).selectOption('engage:pc-ixa')
  await expect(page.getByTestId('start-pc-ixa')).toHaveValue('several')
  await expectNoAxeViolations(page, 'GM console, setup with starting positions')
  await expectNoAxeViolations(player, 'player display, before the fight begins')
  await press(page.getByTestId('fight-begin'))

  // The GM sees every engagement, the hidden raider marked; the table sees only the shown ones.
  await expect(page.getByTestId('positions-engaged-0')).toHaveText('Engaged: Ixa Marrow, Sand Raider 1 and Sand Raider 4 (hidden)')
  await expect(page.getByTestId('positions-far')).toContainText('Tamsin Reed')
  await expect(player.getByTestId('player-positions')).toContainText('Engaged: Ixa Marrow and Sand Raider 1')
  await expect(player.getByTestId('player-positions')).toContainText('Far away: Tamsin Reed')
  await expect(player.getByTestId('player-fight')).not.toContainText('Sand Raider 4')
  await expectNoAxeViolations(page, 'GM console, positions at the start of the fight')
  await expectNoAxeViolations(player, 'player display, positions at the start of the fight')

  // E7 E35: the attack form tells (and does not forbid) a melee attack on a raider she is not engaged with.
  await page.getByTestId(`attack-target-${RAIDER(2)}`).press('Space')
  await expect(page.getByTestId('attack-warnings')).toContainText('Sand Raider 2 is not engaged with Ixa Marrow')
  await expect(page.getByTestId('attack-roll')).toBeEnabled()
  await expectNoAxeViolations(page, 'GM console, attack form with a reach warning')
  await page.getByTestId(`attack-target-${RAIDER(2)}`).press('Space')

  // Ixa's turn: she moves Nearby without Disengaging; both raiders engaged with her may take an Opportunity Attack.
  await expect(page.getByTestId('turn-position')).toContainText('Engaged with Sand Raider 1 and Sand Raider 4')
  await expect(page.getByTestId('move-provokes')).toContainText('Sand Raider 1 and Sand Raider 4 may take an Opportunity Attack')
  await page.getByTestId('move-choice').selectOption({ label: 'Move Nearby (1 Move action)' })
  await press(page.getByTestId('move'))
  await expect(page.getByTestId('opportunity')).toContainText('Opportunity Attacks on Ixa Marrow')
  await expect(page.getByTestId('turn-budget')).toContainText('Move: spent')
  await expectNoAxeViolations(page, 'GM console, Opportunity Attacks on offer')
  await docsScreenshot(page, 'fight-positions.png')
  await press(page.getByTestId(`opportunity-take-${RAIDER(1)}`))
  await expect(page.getByTestId('last-roll')).toContainText('Sand Raider 1 — Hooked spear')
  await press(page.getByTestId(`opportunity-decline-${RAIDER(4)}`))
  await expect(page.getByTestId('opportunity')).toHaveCount(0)
  await expect(player.getByTestId('player-positions')).toContainText('Nearby: Ixa Marrow')
  await expectNoAxeViolations(page, 'GM console, after the Opportunity Attacks')
  await expectNoAxeViolations(player, 'player display, Ixa Nearby')

  // The raiders' turn: Raider 2 engages Vell; Dax, free and Nearby, Intercepts it.
  const now = page.locator('[aria-current="step"]')
  while ((await now.getAttribute('data-combatant')) !== RAIDER(2)) {
    const before = await now.getAttribute('data-combatant')
    await page.keyboard.press('n')
    await expect(now).not.toHaveAttribute('data-combatant', before ?? '')
  }
  await page.getByTestId('move-choice').selectOption({ label: 'Engage Vell Orin (1 Move action)' })
  await press(page.getByTestId('move'))
  await expect(page.getByTestId('intercept')).toContainText('Sand Raider 2 is moving to engage Vell Orin')
  await expectNoAxeViolations(page, 'GM console, Intercept on offer')
  await press(page.getByTestId('intercept-pc-dax'))
  await expect(page.getByTestId('intercept')).toHaveCount(0)
  await expectNoAxeViolations(page, 'GM console, after the Intercept')
  await expect(player.getByTestId('player-positions')).toContainText('Engaged: Sand Raider 2 and Dax-7')
  await expectNoAxeViolations(player, 'player display, positions')

  // The log says it, for the GM and the players.
  const reader = await connect(host.origin, { role: 'gm', token: host.gmToken })
  const exported = (await reader.request('session.export', { format: 'markdown', audience: 'public' })) as { result: { content: string } }
  reader.close()
  expect(exported.result.content).toContain('Dax-7 intercepts Sand Raider 2, which was engaging Vell Orin')
  expect(exported.result.content).not.toContain('Sand Raider 4')
})
