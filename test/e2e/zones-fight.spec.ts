import { expectNoAxeViolations } from './support/axe'
import { press, tick, unfold } from './support/keyboard'
import { docsScreenshot } from './support/docs-screenshot'
import { expect, test } from './support/host-fixture'

/*
 * The demo Zones encounter, "Skirmish at the Wreck", run from its side roll to its end in the
 * GM console with the keyboard alone (no pointer), against the real web host with seeded dice,
 * while a player display on a 1280x720 screen watches. The seed fixes every roll of this exact
 * sequence: the GM's d6 is 3 (the enemies would begin, but they are surprised), the characters
 * act Vell, Ixa, Tamsin, Dax in round 1; Ixa passes her STR Test against Stuck on 11; Dax's
 * longsword hits Sand Raider 1 for 2 and its free attack hits Dax for 3; in round 2 the
 * raider's throwing hook hits Vell for 3; both raiders break at their Morale Tests.
 */
const DICE_SEED = Number(process.env.ZONES_FIGHT_SEED ?? 48)
const RAIDER = (n: number) => `npc-sand-raider-${n}`
/** The battlefield's zones by their place in the drawing: Dune crest, Open sand, Hull breach, Wreck deck. */
const CREST = 'zone-1'
const SAND = 'zone-2'

test.use({ hostSetup: { demo: true, diceSeed: DICE_SEED } })

test('a GM runs the demo Zones encounter from the side roll to its end, keyboard only, with the players watching', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(180_000)
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  const round = page.getByTestId('fight-round')
  const lastRoll = page.getByTestId('zones-last-roll')
  const row = (id: string) => page.getByTestId(`combatant-${id}`)
  const now = page.locator('[aria-current="step"]')
  const stage = player.getByTestId('zones-player')

  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)
  // The players may see the encounter: reveal it in the Player display section.
  await page.keyboard.press('Alt+0')
  await page.getByTestId('display-search').fill('wreck')
  await press(page.getByTestId('reveal-enc-wreck-skirmish'))
  await expect(page.getByTestId('display-item-enc-wreck-skirmish')).toContainText('On screen')

  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await expect(page.getByTestId('zones-encounter')).toHaveValue('enc-wreck-skirmish')
  await expectNoAxeViolations(page, 'GM console, between fights')
  await press(page.getByTestId('zones-start'))

  // Setup: Sand Raider 3 lurks hidden; Raider 1 and Dax already face each other on the open sand; the enemies are surprised (Z2).
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await page.getByTestId(`visibility-${RAIDER(3)}`).selectOption('hidden')
  await page.getByTestId(`zones-place-${RAIDER(1)}`).selectOption(SAND)
  await page.getByTestId('zones-place-pc-dax').selectOption(SAND)
  await tick(page.getByTestId('zones-surprise-enemies'))
  await expect(page.getByTestId('zones-surprise-enemies')).toBeChecked()
  // R rolls the GM's d6 for the side that begins and each character's 1d6 + DEX (Z3, Z4).
  await page.getByTestId('zones-surprise-enemies').press('r')
  await expect(page.getByTestId('zones-side-roll')).toContainText('3 — Enemies begin')
  await expect(page.getByTestId('zones-setup-players')).toContainText('Vell Orin')
  await expectNoAxeViolations(page, 'GM console, Zones setup')
  await expect(stage).toContainText('About to begin')
  await expect(stage).not.toContainText('Sand Raider 3')
  await expectNoAxeViolations(player, 'player display, the fight about to begin')
  await press(page.getByTestId('fight-begin'))

  // Round 1: the enemies are surprised, so the characters' block alone acts, though the roll put the enemies first (ZG15).
  await expect(round).toHaveText('Round 1')
  await expect(row('pc-vell')).toContainText('Now')
  await expect(page.getByTestId('zones-whose-turn')).toHaveText('Characters’ block: Vell Orin’s turn')
  await expect(player.getByTestId('zones-player-turn')).toHaveText('Characters’ turn: Vell Orin')
  await expect(player.getByTestId('zones-player-map')).toContainText('Open sand')
  await expect(player.getByTestId(`zones-player-occupant-${RAIDER(1)}`)).toContainText('Unhurt')
  await expect(stage).not.toContainText('Sand Raider 3')
  await expectNoAxeViolations(player, 'player display, round 1')
  await expectNoAxeViolations(page, 'GM console, a character’s turn on the battlefield')
  await page.keyboard.press('n')

  // Ixa's turn: the GM makes her Stuck until a STR Test DR 12 passes, Tested at the end of her turn (Z25, Z28, ZG17).
  await expect(row('pc-ixa')).toContainText('Now')
  await press(page.getByTestId('condition-add'))
  await page.getByTestId('condition-name').selectOption('stuck')
  await expect(page.getByTestId('condition-duration')).toHaveValue('untilTest')
  await expect(page.getByTestId('condition-test')).toHaveValue('STR')
  await expect(page.getByTestId('condition-test-dr')).toHaveValue('12')
  await expectNoAxeViolations(page, 'GM console, the condition dialog with a Test to pass')
  await press(page.getByTestId('condition-submit'))
  await expect(row('pc-ixa')).toContainText('Stuck')
  await expect(page.getByTestId(`zones-move-${CREST}`)).toHaveCount(0)
  await expect(page.getByTestId(`zones-move-${SAND}-move`)).toBeDisabled()
  await expect(page.getByTestId(`zones-move-${SAND}`)).toContainText('Ixa Marrow is Stuck')
  // The GM starts writing a Test for her (folded away: Enter on its summary opens it), thinks better of it: Escape
  // leaves the field, and N is the runner's again.
  await unfold(page.getByTestId('zones-test-fold'))
  await page.getByTestId('zones-test-what').fill('Spotting the nest')
  await expectNoAxeViolations(page, 'GM console, a Test the GM calls, with its odds')
  await page.getByTestId('zones-test-what').press('Escape')
  await page.keyboard.press('n')
  await expect(page.getByTestId('duties')).toContainText("Ixa Marrow's STR Test against Stuck (DR 12)")
  await expect(page.getByTestId('zones-duty-odds')).toHaveText('Chance to pass: 50% (10 in 20)')
  // The turn is over but for the Test: its attack is not offered, the one Roll is the Test's, and the log says both.
  await expect(page.getByTestId('zones-attack-roll')).toHaveCount(0)
  await expect(page.getByTestId('zones-turn')).toHaveCount(0)
  await expect(page.getByTestId('recent-log')).toContainText("Ixa Marrow ends their turn after Ixa Marrow's STR Test against Stuck (DR 12).")
  await expectNoAxeViolations(page, 'GM console, a Hinderance’s Test waiting to be rolled')
  await page.keyboard.press('r')
  await expect(page.getByTestId('zones-last-test')).toContainText('total 12 vs DR 12: passed')
  await expect(row('pc-ixa')).not.toContainText('Stuck')
  await expect(page.getByTestId('recent-log')).toContainText("Ixa Marrow Tests STR for Stuck: 11 → 12 vs DR 12, passed. Tamsin Reed's turn.")
  await expectNoAxeViolations(page, 'GM console, the Test rolled')

  // Tamsin's turn ends; undo goes back across the turn's end, redo forward again.
  await expect(row('pc-tamsin')).toContainText('Now')
  await page.keyboard.press('n')
  await expect(row('pc-dax')).toContainText('Now')
  await page.keyboard.press('Control+z')
  await expect(row('pc-tamsin')).toContainText('Now')
  await expect(player.getByTestId('zones-player-turn')).toHaveText('Characters’ turn: Tamsin Reed')
  await page.keyboard.press('Control+Shift+Z')
  await expect(row('pc-dax')).toContainText('Now')

  // Dax attacks Sand Raider 1, Close on the open sand: the exact odds are there before the roll (Z11: STR +3 against DR 12).
  await press(row(RAIDER(1)))
  await expect(page.getByTestId('zones-attack-target')).toHaveValue(RAIDER(1))
  await expect(page.getByTestId('zones-odds-0-none')).toContainText('Dax-7 Tests STR +3, plain')
  await expect(page.getByTestId('zones-odds-0-none')).toContainText('60% (12 in 20)')
  // His blaster at a Close target would roll with Disadvantage (Z16).
  await expect(page.getByTestId('zones-odds-1-none')).toContainText('with Disadvantage')
  await expectNoAxeViolations(page, 'GM console, an attack with its odds')
  // README's picture: the battlefield and the attack with its odds, on a taller screen.
  await page.setViewportSize({ width: 1440, height: 1200 })
  await page.getByTestId('zones-map').evaluate((map) => map.scrollIntoView())
  await docsScreenshot(page, 'fight-zones.png')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.keyboard.press('r')
  await expect(lastRoll).toContainText('Hit — Dax-7 against Sand Raider 1 with Longsword')
  await expect(lastRoll).toContainText('2 damage')
  await expect(row(RAIDER(1))).toContainText('6 / 8 HP')
  await expect(page.getByTestId('zones-budget')).toContainText('Action: spent')

  // Then he steps back to the dune crest: leaving the raider Close draws its free attack first (Z22, ZG23).
  await expect(page.getByTestId(`zones-free-${CREST}`)).toHaveText('⚠ Sand Raider 1 gets a free attack first (Z22)')
  await press(page.getByTestId(`zones-move-${CREST}-move`))
  await expect(lastRoll).toContainText('Free attacks for the leaving (Z22)')
  await expect(lastRoll).toContainText('Hit — Sand Raider 1 against Dax-7 with Hooked spear')
  await expect(row('pc-dax')).toContainText('15 / 18 HP')
  await expect(page.getByTestId(`zones-zone-${CREST}`)).toContainText('Dax-7')
  await expect(player.getByTestId('zones-player-zone-Dune crest').getByTestId('zones-player-occupant-pc-dax')).toContainText('15 / 18 HP')
  await expect(player.getByTestId(`zones-player-occupant-${RAIDER(1)}`)).toContainText('Wounded')
  await expectNoAxeViolations(page, 'GM console, a move with its free attack rolled')
  await expectNoAxeViolations(player, 'player display, the battlefield after a move')
  await page.keyboard.press('n')

  // Round 2: the enemies' block first, as the side roll said. Raider 1 throws its hook at Vell, Nearby: Vell Tests DEX to avoid it (Z14).
  await expect(round).toHaveText('Round 2')
  await expect(row(RAIDER(1))).toContainText('Now')
  await expect(player.getByTestId('zones-player-turn')).toHaveText('Enemies’ turn: Sand Raider 1')
  await press(row('pc-vell'))
  await page.getByTestId('zones-attack-weapon').selectOption('1')
  await expect(page.getByTestId('zones-odds-1-none')).toContainText('Vell Orin Tests DEX +3 to avoid it')
  await expect(page.getByTestId('zones-odds-1-none')).toContainText('60% (12 in 20)')
  await expect(page.getByTestId('zones-odds-1-none')).toContainText('40%')
  await expectNoAxeViolations(page, 'GM console, a creature’s attack with the odds of avoiding it')
  await expectNoAxeViolations(player, 'player display, the enemies’ turn')
  await press(page.getByTestId('zones-attack-roll'))
  await expect(lastRoll).toContainText('Hit — Sand Raider 1 against Vell Orin with Throwing hook')
  await expect(row('pc-vell')).toContainText('8 / 11 HP')
  await page.keyboard.press('n')

  // Raider 2 comes onto the open sand; nobody is Close, so no free attack.
  await expect(row(RAIDER(2))).toContainText('Now')
  await expect(page.getByTestId(`zones-free-${SAND}`)).toHaveCount(0)
  await press(page.getByTestId(`zones-move-${SAND}-move`))
  await expect(page.getByTestId(`zones-zone-${SAND}`)).toContainText('Sand Raider 2')
  await page.keyboard.press('n')

  // The hidden raider's turn: the GM shows it to the players.
  await expect(row(RAIDER(3))).toContainText('Now')
  await expect(stage).not.toContainText('Sand Raider 3')
  await unfold(page.getByTestId('combatant-fold'))
  await page.getByTestId('combatant-visibility').selectOption('shown')
  await expect(player.getByTestId(`zones-player-occupant-${RAIDER(3)}`)).toContainText('Sand Raider 3')
  await docsScreenshot(player, 'fight-zones-player.png')
  await expectNoAxeViolations(player, 'player display, a hidden combatant shown')
  // The characters pass their turns; round 3 begins with the enemies.
  for (const id of [RAIDER(3), 'pc-vell', 'pc-ixa', 'pc-tamsin', 'pc-dax']) {
    await expect(now).toHaveAttribute('data-combatant', id)
    await page.keyboard.press('n')
  }
  await expect(round).toHaveText('Round 3')

  // The fight turns bad for the raiders: Morale Tests for the two on the open sand (Z31); both break, and flee.
  await unfold(page.getByTestId('zones-morale-fold'))
  await tick(page.getByTestId(`zones-morale-${RAIDER(1)}`))
  await tick(page.getByTestId(`zones-morale-${RAIDER(2)}`))
  await press(page.getByTestId('zones-morale-roll'))
  await expect(page.getByTestId('zones-last-morale')).toContainText('Sand Raider 1: d20 1, total 2, breaks')
  await expect(page.getByTestId('zones-last-morale')).toContainText('Sand Raider 2: d20 5, total 6, breaks')
  await expectNoAxeViolations(page, 'GM console, Morale Tests rolled, parley or flee')
  await press(page.getByTestId(`zones-broken-${RAIDER(1)}`).getByRole('button', { name: 'Sand Raider 1 flees' }))
  await press(page.getByTestId(`zones-broken-${RAIDER(2)}`).getByRole('button', { name: 'Sand Raider 2 flees' }))
  await expect(player.getByTestId('zones-player')).not.toContainText('Sand Raider 2 ·')

  // The GM ends the fight; the summary tells it.
  await press(page.getByTestId('fight-end'))
  await page.getByTestId('end-reason').fill('The raiders flee into the dunes')
  await expectNoAxeViolations(page, 'GM console, the end-the-fight dialog')
  await press(page.getByTestId('end-submit'))
  await expect(page.getByTestId('combat-summary')).toContainText('The raiders flee into the dunes')
  await expect(page.getByTestId('combat-summary')).toContainText('3 rounds')
  await expect(player.getByTestId('zones-player-round')).toHaveText('The fight is over')
  await expectNoAxeViolations(page, 'GM console, the fight is over')
  await expectNoAxeViolations(player, 'player display, the fight is over')
  await press(page.getByTestId('fight-close'))
  await expect(page.getByTestId('zones-start')).toBeVisible()
  await expect(page.getByTestId('zones-rest-pc-dax')).toContainText('15 / 18')
})
