import type { Locator } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { docsScreenshot } from './support/docs-screenshot'
import { revealRaiderAmbush } from './support/demo-host'
import { connect } from './support/wire-client'
import { unfold } from './support/keyboard'

/*
 * The demo Escalation encounter, "Raider Ambush", run from its setup to its end in the GM
 * console with the keyboard alone (no pointer), against the real web host with seeded dice,
 * while a player display watches. The seed fixes every roll of this exact sequence.
 */
const DICE_SEED = Number(process.env.FIGHT_SEED ?? 151)
const RAIDER = (n: number) => `npc-sand-raider-${n}`
const NAMES: Record<string, string> = {
  'pc-ixa': 'Ixa Marrow',
  'pc-vell': 'Vell Orin',
  'pc-dax': 'Dax-7',
  'pc-tamsin': 'Tamsin Reed',
  ...Object.fromEntries([1, 2, 3, 4].map((n) => [RAIDER(n), `Sand Raider ${n}`])),
}

test.use({ hostSetup: { demo: true, diceSeed: DICE_SEED } })

/** Presses a control as a keyboard user does: focus moves to it, then the key. */
const press = (control: Locator, key = 'Enter') => control.press(key)
/** Ticks or unticks a box with the space bar. */
const tick = (box: Locator) => box.press('Space')

test('a GM runs the demo Escalation encounter from the Surprise Round to its end, keyboard only, with the players watching', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(180_000)
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  const round = page.getByTestId('fight-round')
  const lastRoll = page.getByTestId('last-roll')
  const row = (id: string) => page.getByTestId(`combatant-${id}`)

  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)
  // The players may see the encounter: reveal it in the Player display section.
  await revealRaiderAmbush(page)

  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await expect(page.getByTestId('fight-encounter')).toHaveValue('enc-raider-ambush')
  await press(page.getByTestId('fight-start'))

  // Setup: Sand Raider 4 lurks hidden; the PCs ambush, and Ixa and Tamsin act in the Surprise Round (E17).
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await page.getByTestId(`visibility-${RAIDER(4)}`).selectOption('hidden')
  await tick(page.getByTestId('surprise-players'))
  await tick(page.getByTestId('surprise-actor-pc-ixa'))
  await tick(page.getByTestId('surprise-actor-pc-tamsin'))
  await expect(page.getByTestId('surprise-actor-pc-vell')).toBeDisabled()
  await expectNoAxeViolations(page, 'GM console, fight setup')
  await press(page.getByTestId('fight-begin'))

  await expect(round).toHaveText('Surprise Round')
  await expect(page.getByTestId('escalation-die')).toContainText('0')
  await expect(row('pc-ixa')).toContainText('Now')
  // The player display: the fight, without even a slot for the hidden raider.
  await expect(player.getByTestId('player-fight-round')).toHaveText('Surprise Round')
  await expect(player.getByTestId('player-combatants').locator('li')).toHaveCount(7)
  await expect(player.getByTestId('player-fight')).not.toContainText('Sand Raider 4')
  // Each row of the turn order begins with a round portrait: the name's initials, the demo giving no pictures.
  await expect(row('pc-ixa').getByTestId('combatant-portrait-pc-ixa')).toHaveText('IM')
  await expect(row(RAIDER(4)).getByTestId(`combatant-portrait-${RAIDER(4)}`)).toHaveText('SR4')
  await expect(player.getByTestId(`player-portrait-${RAIDER(1)}`)).toHaveText('SR1')
  await expect(player.getByTestId(`player-portrait-${RAIDER(4)}`)).toHaveCount(0)
  await expectNoAxeViolations(player, 'player display, Surprise Round')

  // Ixa attacks Raider 1, the nearest enemy and so her default target; the odds are there before the roll.
  await expect(page.getByTestId(`attack-target-${RAIDER(1)}`)).toBeChecked()
  await expect(page.getByTestId(`odds-${RAIDER(1)}`)).toContainText('AC 17')
  await page.keyboard.press('r')
  await expect(lastRoll).toContainText('Ixa Marrow')
  await page.keyboard.press('n')
  await expect(row('pc-tamsin')).toContainText('Now')
  await expect(page.getByTestId(`attack-target-${RAIDER(1)}`)).toBeChecked()
  await page.keyboard.press('r')
  await expect(lastRoll).toContainText('Tamsin Reed')
  await page.keyboard.press('n')

  await expect(round).toHaveText('Round 1')
  await expect(row('pc-ixa')).toContainText('Now')

  // Ixa's turn. Raider 2 is Dazed until the end of Tamsin's next turn (a condition with a duration).
  await press(row(RAIDER(2)))
  await press(page.getByTestId('condition-add'))
  await page.getByTestId('condition-name').selectOption('dazed')
  await page.getByTestId('condition-duration').selectOption('untilEndOfTurn')
  await page.getByTestId('condition-of').selectOption('pc-tamsin')
  await press(page.getByTestId('condition-submit'))
  await expect(row(RAIDER(2))).toContainText('Dazed')
  await expect(player.getByTestId(`player-combatant-${RAIDER(2)}`)).toContainText('Dazed')
  // Vell falls: the GM applies 40 damage dealt by Raider 3 (E47: a PC at 0 or less is dying).
  await press(row('pc-vell'))
  await page.getByTestId('hp-amount').fill('40')
  await page.getByTestId('hp-source').selectOption(RAIDER(3))
  await press(page.getByTestId('hp-damage'))
  await expect(row('pc-vell')).toContainText('dying')
  await expect(player.getByTestId('player-combatant-pc-vell')).toContainText('Dying')
  // Ixa attacks Raider 2 with two Advantage for the situation.
  await press(row(RAIDER(2)))
  await expect(page.getByTestId(`attack-target-${RAIDER(2)}`)).toBeChecked()
  await page.getByTestId('attack-advantage').fill('2')
  await expect(page.getByTestId(`odds-${RAIDER(2)}`)).toContainText('2 Advantage')
  await expectNoAxeViolations(page, 'GM console, an attack with its odds')
  await docsScreenshot(page, 'fight-escalation.png')
  // Enter in the attack form rolls it, as R does from anywhere else.
  await page.getByTestId('attack-advantage').press('Enter')
  await expect(lastRoll).toContainText('round 1')
  // Escape leaves the field, and the runner's keys work again.
  await page.keyboard.press('Escape')
  await page.keyboard.press('n')

  // Tamsin's turn; when it ends, the Dazed runs out by itself.
  await expect(row('pc-tamsin')).toContainText('Now')
  await expect(row(RAIDER(2))).toContainText('Dazed')
  await page.keyboard.press('n')
  await expect(row('pc-vell')).toContainText('Now')
  await expect(row(RAIDER(2))).not.toContainText('Dazed')
  // Undo across the turn boundary: Tamsin's turn again, the Dazed back; redo moves on again.
  await page.keyboard.press('Control+z')
  await expect(row('pc-tamsin')).toContainText('Now')
  await expect(row(RAIDER(2))).toContainText('Dazed')
  await page.keyboard.press('Control+Shift+Z')
  await expect(row('pc-vell')).toContainText('Now')
  await expect(row(RAIDER(2))).not.toContainText('Dazed')

  // Vell is dying: his Death Save comes first (E52); the console rolls it.
  await expect(page.getByTestId('duties')).toContainText('Death Save')
  await page.keyboard.press('r')
  await expect(lastRoll).toContainText('Death Save')

  // The enemies' turns. Raider 1 throws a fire pot at Dax-7, who resists fire 14+ (E12).
  await expect(page.getByTestId('duties')).toHaveCount(0)
  const natural: string[] = []
  const attackEach = async (who: string, target: string, attack = '0', bonus = '0') => {
    await expect(row(who)).toContainText('Now')
    await press(row(target))
    await page.getByTestId('attack-choice').selectOption(attack)
    await page.getByTestId('attack-bonus').fill(bonus)
    await press(page.getByTestId('attack-roll'))
    await expect(lastRoll).toContainText(`${NAMES[who]} —`)
    natural.push((await lastRoll.locator('li').first().textContent()) ?? '')
    await nextTurn()
  }
  /** Ends the turn with N and waits for the next one to start. */
  const nextTurn = async () => {
    const now = page.locator('[aria-current="step"]')
    const before = await now.getAttribute('data-combatant')
    await page.keyboard.press('n')
    await expect(now).not.toHaveAttribute('data-combatant', before ?? '')
  }
  // A success heals Vell with a recovery and ends his turn (E53, EG16): the enemies are up.
  await expect(row('pc-vell')).not.toContainText('dying')
  await expect(player.getByTestId('player-combatant-pc-vell')).not.toContainText('Dying')
  // Its fire pot, with +2 for the high ground: a natural below 14 deals half damage to Dax (E12).
  await attackEach(RAIDER(1), 'pc-dax', '1', '2')
  await expect(lastRoll).toContainText('halved: Resist')
  await attackEach(RAIDER(2), 'pc-ixa')
  await attackEach(RAIDER(3), 'pc-tamsin')
  // The hidden raider's turn: the GM reveals it by hand.
  await expect(row(RAIDER(4))).toContainText('Now')
  // Who the players see is folded away with the combatant's name and standing: Enter on its summary opens it.
  await unfold(page.getByTestId('combatant-fold'))
  await page.getByTestId('combatant-visibility').selectOption('shown')
  await expect(player.getByTestId(`player-combatant-${RAIDER(4)}`)).toBeVisible()
  await attackEach(RAIDER(4), 'pc-ixa')
  await attackEach('pc-dax', RAIDER(1))

  await expect(round).toHaveText('Round 2')
  await expect(page.getByTestId('escalation-die')).toContainText('1')
  await expect(player.getByTestId('player-escalation')).toContainText('1')
  await docsScreenshot(player, 'fight-player.png')

  // Round 2. Raider 1 is Helpless; Ixa's Coup de Grace crits whatever the dice (E45) and takes her whole turn.
  await press(row(RAIDER(1)))
  await press(page.getByTestId('condition-add'))
  await page.getByTestId('condition-name').selectOption('helpless')
  await page.getByTestId('condition-duration').selectOption('manual')
  await press(page.getByTestId('condition-submit'))
  await expect(row(RAIDER(1))).toContainText('Helpless')
  // E45: a Coup de Grace needs Ixa engaged with it: the GM places them so, in the fold of Raider 1's position.
  await unfold(page.getByTestId('place-fold'))
  await tick(page.getByTestId('place-engaged-pc-ixa'))
  await press(page.getByTestId('place-submit'))
  await expect(page.getByTestId('place-now')).toContainText('Ixa Marrow')
  await tick(page.getByTestId('attack-coup'))
  await expect(page.getByTestId(`odds-${RAIDER(1)}`)).toContainText('100%')
  await press(page.getByTestId('attack-roll'))
  await expect(lastRoll).toContainText('Crit! against Sand Raider 1')
  await expect(page.getByTestId('turn-budget')).toContainText('Standard: spent')
  await nextTurn()
  await attackEach('pc-tamsin', RAIDER(3))
  await attackEach('pc-vell', RAIDER(4))
  // The raiders still standing, and Dax, pass their turns.
  while ((await page.locator('[aria-current="step"]').getAttribute('data-combatant')) !== 'pc-dax') await nextTurn()
  await attackEach('pc-dax', RAIDER(3))
  // Among the ordinary attacks, a natural crit (E3).
  expect(natural.filter((line) => line.includes('Crit!')).length).toBeGreaterThan(0)

  // The rest of the raiders flee: the GM ends the fight, and the summary tells it.
  await press(page.getByTestId('fight-end'))
  await page.getByTestId('end-reason').fill('The raiders flee into the dunes')
  await press(page.getByTestId('end-submit'))
  await expect(page.getByTestId('combat-summary')).toContainText('The raiders flee into the dunes')
  await expect(page.getByTestId('combat-summary')).toContainText('3 rounds')
  await expect(player.getByTestId('player-fight-round')).toHaveText('The fight is over')
  await expectNoAxeViolations(page, 'GM console, the fight is over')
  await expectNoAxeViolations(player, 'player display, the fight is over')
  await press(page.getByTestId('fight-close'))
  await expect(page.getByTestId('fight-start')).toBeVisible()
  await expect(page.getByTestId('rest-pc-vell')).toBeVisible()
})

test('a host killed in the middle of a turn resumes the fight where it was, and its export reads round by round', async ({ page, host }) => {
  const gm = await connect(host.origin, { role: 'gm', token: host.gmToken })
  const ok = async (channel: string, payload: unknown) => {
    const answer = await gm.request(channel, payload)
    expect(answer, `${channel} ${JSON.stringify(payload)}`).toMatchObject({ ok: true })
  }
  const act = (action: unknown) => ok('run.act', { system: 'escalation', action })
  await ok('session.start', { name: 'Ambush night' })
  await ok('run.start', { system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })
  await act({ type: 'combat.begin' })
  await ok('run.roll', {
    system: 'escalation',
    roll: { type: 'attack', attacker: 'pc-ixa', attack: 0, targets: [RAIDER(1)], action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false },
  })
  for (let turn = 0; turn < 8; turn++) await act({ type: 'turn.next' })
  // Round 2, Ixa's turn again: a condition that lasts, and a Move spent, then the host dies.
  await act({
    type: 'condition.add',
    target: RAIDER(2),
    condition: { name: 'vulnerable', custom: false, duration: { kind: 'saveEnds' }, source: 'pc-ixa', ongoing: null, secret: false },
  })
  await act({ type: 'action.spend', kind: 'move', what: 'Climbs the dune' })
  gm.close()
  await page.goto(host.gmUrl)
  await page.keyboard.press('Alt+8')
  await expect(page.getByTestId('fight-round')).toHaveText('Round 2')
  const before = {
    current: await page.locator('[aria-current="step"]').getAttribute('data-combatant'),
    raider: await page.getByTestId(`combatant-${RAIDER(1)}`).textContent(),
    last: await page.getByTestId('last-roll').textContent(),
  }
  expect(before.current).toBe('pc-ixa')

  host = await host.restart('kill')
  await page.goto(host.gmUrl)
  await page.keyboard.press('Alt+8')
  await expect(page.getByTestId('fight-round')).toHaveText('Round 2')
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute('data-combatant', before.current!)
  await expect(page.getByTestId(`combatant-${RAIDER(1)}`)).toHaveText(before.raider!)
  await expect(page.getByTestId(`combatant-${RAIDER(2)}`)).toContainText('Vulnerable')
  await expect(page.getByTestId('last-roll')).toHaveText(before.last!)
  await expect(page.getByTestId('turn-budget')).toContainText('Move: spent')

  // The GM's Markdown export tells the fight round by round, with its dice.
  const reader = await connect(host.origin, { role: 'gm', token: host.gmToken })
  const exported = (await reader.request('session.export', { format: 'markdown', audience: 'gm' })) as {
    ok: boolean
    result: { content: string }
  }
  reader.close()
  expect(exported.ok).toBe(true)
  const text = exported.result.content
  expect(text.indexOf('#### Round 1')).toBeGreaterThan(-1)
  expect(text.indexOf('#### Round 2')).toBeGreaterThan(text.indexOf('#### Round 1'))
  expect(text).toMatch(/Ixa Marrow attacks with Basic Melee Attack[^\n]*Sand Raider 1/)
})
