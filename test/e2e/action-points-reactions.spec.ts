import { expectNoAxeViolations } from './support/axe'
import type { DemoChange } from './support/demo-host'
import { press, unfold } from './support/keyboard'
import { expect, test } from './support/host-fixture'

/*
 * A drill on the demo campaign's sand: Ixa Marrow and Dax-7 against one Sand Raider, with the
 * Dune Wyrm hidden from the players at the far edge of the map. The GM runs it from the keyboard
 * alone against the real web host, whose seeded dice give, for this exact sequence of requests:
 * initiative Dune Wyrm 12, Ixa 8, Sand Raider 7, Dax 5; Ixa's Tumble Through 43 against 55; the
 * raider's spear 39 against 50, Ixa's Riposte 1 and 15 with Total Defense's Advantage, its
 * counterattack 3 and 6 (a Critical, 4 damage doubled); the raider's second spear 31, Dax's
 * Intercept 93 against 35 (Ixa takes 1); Dax's Grapple 33 against the raider's 98; and in round
 * 2 Ixa's readied cut 5 against 65, a Critical for 18 that kills the raider. The dice are the
 * host's own: the test only picks the seed and what the GM does.
 */
const DICE_SEED = 6466
const RAIDER = 'npc-sand-raider-1'
const WYRM = 'npc-dune-wyrm-1'

/** The drill: the demo's wyrm encounter cut down to one raider and the hidden wyrm, on a map of radius 8. */
const addDrill: DemoChange = (campaign) => {
  const wyrmRises = campaign.encounters.find((e) => e.id === 'enc-wyrm-rises')
  campaign.encounters.push({
    ...wyrmRises,
    id: 'enc-drill',
    name: 'Drill in the dunes',
    revealed: true,
    combatants: [
      { npcId: 'npc-dune-wyrm', count: 1 },
      { npcId: 'npc-sand-raider', count: 1 },
    ],
    setup: {
      grid: true,
      radius: 8,
      surprised: null,
      positions: { 'pc-ixa': { q: 0, r: 0 }, [RAIDER]: { q: 1, r: 0 }, 'pc-dax': { q: 0, r: 2 }, [WYRM]: { q: 0, r: -7 } },
    },
  })
}

test.use({ hostSetup: { demo: addDrill, diceSeed: DICE_SEED } })

test('A19 A20 A25 A26 A29 A30 a GM runs a Riposte, an Intercept, Total Defense, a readied action, a grapple kept up, a Tumble Through and a critical killing blow from the keyboard, picking a hex on the map with the arrow keys (A34), while the players see whoever acts but never the hidden wyrm (AG49)', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(480_000)
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  const now = page.locator('[aria-current="step"]')
  const row = (id: string) => page.getByTestId(`combatant-${id}`)
  const pending = page.getByTestId('ap-pending')
  const log = page.getByTestId('recent-log')
  const stage = player.getByTestId('player-fight')
  const active = player.getByTestId('player-ap-active')
  /** Both pages pass axe; the players' page shows nothing of the hidden wyrm (AG49). */
  const check = async (where: string) => {
    await expectNoAxeViolations(page, `GM console, ${where}`)
    await expectNoAxeViolations(player, `player display, ${where}`)
    await expect(stage).not.toContainText('Dune Wyrm')
    await expect(player.locator(`[data-token="${WYRM}"]`)).toHaveCount(0)
  }
  /** AG49: the players' pips are those of whoever acts, with its name. */
  const pipsOnTable = async (name: string, ap: string, rp: string, fp: string) => {
    await expect(active.locator('h3')).toHaveText(name)
    await expect(active.getByTestId('pips-ap')).toHaveAttribute('aria-label', `Action Points: ${ap}`)
    await expect(active.getByTestId('pips-rp')).toHaveAttribute('aria-label', `Reaction Points: ${rp}`)
    await expect(active.getByTestId('pips-fp')).toHaveAttribute('aria-label', `Flow Points: ${fp}`)
  }
  const next = async (who: string) => {
    await page.keyboard.press('n')
    await expect(now).toHaveAttribute('data-combatant', who)
  }

  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)
  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await page.getByTestId('ap-fight-encounter').selectOption('enc-drill')
  // Only Ixa and Dax take part: Vell and Tamsin are unticked with the space bar.
  for (const pc of ['pc-vell', 'pc-tamsin']) {
    await press(page.getByTestId(`ap-fight-pc-${pc}`), 'Space')
    await expect(page.getByTestId(`ap-fight-pc-${pc}`)).not.toBeChecked()
  }
  await press(page.getByTestId('ap-fight-start'))
  await expect(page.getByTestId('fight-setup')).toBeVisible()
  await page.getByTestId(`visibility-${WYRM}`).selectOption('hidden')
  await page.getByTestId(`visibility-${WYRM}`).press('Escape')
  await page.keyboard.press('r')
  const initiative = page.getByTestId('ap-initiative').locator('tbody tr')
  await expect(initiative).toHaveCount(4)
  await expect(initiative.first()).toContainText('Dune Wyrm')
  await press(page.getByTestId('fight-begin'))

  // Round 1. AG49: the hidden wyrm acts first; the players see no pips and nothing of it.
  await expect(now).toHaveAttribute('data-combatant', WYRM)
  await expect(stage).toBeVisible()
  await expect(active).toHaveCount(0)
  await check('the hidden wyrm’s turn')
  await next('pc-ixa')
  await pipsOnTable('Ixa Marrow', '5 of 5', '2 of 2', '2')

  // A30: Ixa tumbles through the raider's hex (1 AP, an Agility check) to the far side.
  await page.getByTestId('special-kind').selectOption('tumble')
  await page.getByTestId('special-target').selectOption(RAIDER)
  await expect(page.getByTestId('special-odds')).toContainText('Agility check')
  await check('a Tumble Through about to be rolled')
  await press(page.getByTestId('special-roll'))
  await expect(log).toContainText("Ixa Marrow's Tumble Through (Agility): 43 against 55, Normal Success. Ixa Marrow tumbles past Sand Raider.")
  await expect(player.getByTestId('hex-map')).toHaveAttribute('aria-label', /Ixa Marrow at 2,0/)
  await pipsOnTable('Ixa Marrow', '4 of 5', '2 of 2', '2')

  // A29: Total Defense costs 3 AP and ends the turn at once: +1 RP and Advantage on reactions.
  await press(page.getByTestId('ap-total-defense'))
  await expect(now).toHaveAttribute('data-combatant', RAIDER)
  await expect(log).toContainText('Ixa Marrow takes Total Defense (3 AP): +1 RP and Advantage on reactions until their next turn.')
  // AG49: an enemy's points are on the table on its turn (the campaign's default).
  await pipsOnTable('Sand Raider (enemy)', '5 of 5', '2 of 2', '2')
  await press(row('pc-ixa'))
  await expect(page.getByTestId('combatant-panel').getByTestId('pips-rp')).toHaveAttribute('aria-label', 'Reaction Points: 3 of 2')
  await check('an enemy’s turn, its points on the table')

  // A19: the raider's spear hits; Ixa answers with a Riposte (2 RP), rolled with two dice.
  await expect(page.getByTestId('attack-target')).toHaveValue('pc-ixa')
  await press(page.getByTestId('attack-roll'))
  await expect(pending).toContainText('rolled 39 against 50, Normal Success')
  await expect(page.getByTestId('reaction-pc-ixa-riposte')).toContainText('Riposte (2 RP)')
  await expect(player.getByTestId('player-ap-window')).toHaveText('Sand Raider attacks: Ixa Marrow, Dax-7 may react')
  await check('a Riposte on offer')
  await press(page.getByTestId('react-pc-ixa-riposte'))
  await expect(log).toContainText("Ixa Marrow's Riposte: 1 and 15 (Advantage, 1 counts) against 55, Critical Success. Ixa Marrow's riposte wins.")
  // The counterattack follows at once (AG38), with Total Defense's Advantage (AG42, AG23); it is
  // a Critical, so its damage is doubled (A44); the raider lets it land.
  await press(page.getByTestId('ap-counter'))
  await expect(pending).toContainText('rolled 3 (3 and 6) against 55, Critical Success')
  await check('a Riposte’s counterattack waiting for the raider')
  await press(page.getByTestId('ap-land'))
  await expect(log).toContainText('Sand Raider takes 4 damage (×2).')
  await expect(row(RAIDER)).toContainText('18 / 22')

  // A20: the raider strikes again; Dax Intercepts (2 RP), moving next to both, and fails.
  await press(page.getByTestId('attack-roll'))
  await expect(pending).toContainText('rolled 31 against 50, Normal Success')
  const intercept = page.getByTestId('reaction-pc-dax-intercept')
  await expect(intercept).toContainText('Intercept (2 RP)')
  await expect(intercept.getByRole('combobox', { name: 'Stands in' })).toBeVisible()
  await check('an Intercept on offer')
  await press(page.getByTestId('react-pc-dax-intercept'))
  await expect(log).toContainText("Dax-7 reacts: Intercept. Dax-7's Intercept: 93 against 35, Failure. Ixa Marrow takes 1 damage.")
  await expect(page.getByTestId('hex-map')).toHaveAttribute('aria-label', /Dax-7 at 1,1/)

  await next('pc-dax')
  await pipsOnTable('Dax-7', '5 of 5', '2 of 2', '2')
  // A28, A34: a Step picked on the map with the keyboard: Shift+Tab from the Step button
  // reaches the map, the ring starts on Dax, the arrow keys walk to a free hex beside the raider.
  await press(page.getByTestId('ap-mode-step'), 'Space')
  await expect(page.getByTestId('ap-mode-step')).toBeChecked()
  await page.keyboard.press('Shift+Tab')
  const hexes = page.getByTestId('hex-map-hexes')
  await expect(hexes).toBeFocused()
  const ring = async (name: string) => {
    const id = await hexes.getAttribute('aria-activedescendant')
    await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('aria-label', name)
  }
  await ring('Hex 1,1: Dax-7 (acting), out of reach')
  await expect(page.getByTestId('hex-map-focus')).toBeVisible()
  await check('the hex map focused, its ring on Dax')
  await page.keyboard.press('ArrowUp')
  await ring('Hex 2,0: Ixa Marrow, out of reach')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ap-move-to')).toHaveValue('')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowLeft')
  await ring('Hex 0,1, empty, can be reached')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ap-move-to')).toHaveValue('0,1')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('ap-move-to')).toHaveValue('')
  await page.keyboard.press('Space')
  await expect(page.getByTestId('ap-move-go')).toHaveText('Step to 0,1 (1 AP)')
  await press(page.getByTestId('ap-move-go'))
  await expect(log).toContainText('Dax-7 takes a Step (1 AP) to 0,1.')

  // A25: Dax grapples the raider (2 AP, Athletics against Athletics) and holds it.
  await page.getByTestId('special-kind').selectOption('grapple')
  await page.getByTestId('special-target').selectOption(RAIDER)
  await expect(page.getByTestId('special-odds')).toContainText('Exact chances before the roll')
  await press(page.getByTestId('special-roll'))
  await expect(log).toContainText('Sand Raider is grappled (A25).')
  await expect(player.getByTestId(`player-combatant-${RAIDER}`)).toContainText('grappled')
  await check('a grapple')

  // Round 2. The wyrm's turn again shows nothing of it; then Ixa readies a cut (A26), 2 AP set aside, which ends her turn.
  await next(WYRM)
  await expect(active).toHaveCount(0)
  await check('round 2, the hidden wyrm’s turn')
  await next('pc-ixa')
  // Readying is folded away with the turn's rarer actions: Enter on its summary opens it.
  await unfold(page.getByTestId('ap-more-fold'))
  await page.getByTestId('ap-ready-trigger').fill('Dax pins the raider')
  await page.getByTestId('ap-ready-what').fill('a cut at its throat')
  await press(page.getByRole('button', { name: 'Ready (ends the turn)' }))
  await expect(now).toHaveAttribute('data-combatant', RAIDER)
  await expect(log).toContainText('Ixa Marrow readies a cut at its throat (2 AP) for when Dax pins the raider.')
  await next('pc-dax')

  // AG19: at the start of Dax's turn the grapple costs 2 AP to keep.
  const upkeep = page.getByTestId('ap-upkeep')
  await expect(upkeep).toBeVisible()
  await check('a grapple’s upkeep due')
  await press(upkeep.getByRole('button', { name: 'Keep the grapple (2 AP)' }))
  await expect(log).toContainText('Dax-7 keeps up the grapple (2 AP).')
  await pipsOnTable('Dax-7', '3 of 5', '2 of 2', '1')

  // AG44: the trigger happens on Dax's turn; Ixa acts at once with the 2 AP she set aside.
  await press(page.getByTestId('ap-readied-pc-ixa').getByRole('button', { name: 'It happens: act now' }))
  await expect(log).toContainText("Ixa Marrow's readied action fires.")
  await pipsOnTable('Ixa Marrow', '2 of 5', '2 of 2', '4')
  await expect(page.getByTestId('attack-target')).toHaveValue(RAIDER)
  await press(page.getByTestId('attack-roll'))
  // A44, AG37: a Critical doubles the damage; it kills the raider (AG27), and the crit's FP and the killing blow's stack (A42, AG9).
  await expect(pending).toContainText('rolled 5 against 65, Critical Success')
  await check('a critical hit on a grappled raider')
  await press(page.getByTestId('ap-land'))
  await expect(log).toContainText('Sand Raider takes 18 damage (×2). A killing blow: +1 FP for Ixa Marrow (A42).')
  await expect(player.getByTestId(`player-combatant-${RAIDER}`)).toContainText('Dead')
  // A42, AG9: 4 FP, +3 for the Critical, +1 for the killing blow.
  await pipsOnTable('Ixa Marrow', '0 of 5', '2 of 2', '8')
  await expect(player.locator(`[data-token="${RAIDER}"]`)).toHaveCount(0)
  await press(page.getByTestId('ap-ready-done'))
  await expect(now).toHaveAttribute('data-combatant', 'pc-dax')
  await check('the raider dead')
})

test('AG49 with enemies’ points kept from the table, a campaign setting changed from the keyboard, the players see a PC’s pips on its turn and none on an enemy’s', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(120_000)
  const player = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  const now = page.locator('[aria-current="step"]')
  const active = player.getByTestId('player-ap-active')
  await page.goto(host.gmUrl)
  await player.goto(host.playerUrl)

  // The setting is on by default; the GM turns it off and saves with Ctrl+S.
  await page.keyboard.press('Alt+7')
  const enemyPoints = page.getByTestId('settings-system-actionPoints').getByTestId('settings-ap-enemy-points')
  await expect(enemyPoints).toBeChecked()
  await press(enemyPoints, 'Space')
  await expect(enemyPoints).not.toBeChecked()
  await expectNoAxeViolations(page, 'GM console, campaign settings with enemies’ points kept from the table')
  await page.keyboard.press('Control+s')
  await expect(page.getByTestId('save-settings')).toBeDisabled()

  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await page.getByTestId('ap-fight-encounter').selectOption('enc-drill')
  for (const pc of ['pc-vell', 'pc-tamsin']) await press(page.getByTestId(`ap-fight-pc-${pc}`), 'Space')
  await press(page.getByTestId('ap-fight-start'))
  await page.getByTestId(`visibility-${WYRM}`).selectOption('hidden')
  await page.getByTestId(`visibility-${WYRM}`).press('Escape')
  await page.keyboard.press('r')
  await expect(page.getByTestId('ap-initiative').locator('tbody tr').first()).toContainText('Dune Wyrm')
  await press(page.getByTestId('fight-begin'))
  await expect(now).toHaveAttribute('data-combatant', WYRM)
  await expect(page.getByTestId('fight-rulings')).toContainText('AG49: The players see the AP, RP and FP of PCs only')

  // The same dice as above: the wyrm, Ixa, then the raider. Ixa's pips are on the table; the raider's are not.
  await page.keyboard.press('n')
  await expect(now).toHaveAttribute('data-combatant', 'pc-ixa')
  await expect(active.locator('h3')).toHaveText('Ixa Marrow')
  await page.keyboard.press('n')
  await expect(now).toHaveAttribute('data-combatant', RAIDER)
  await expect(player.getByTestId(`player-combatant-${RAIDER}`)).toBeVisible()
  await expect(active).toHaveCount(0)
  await expectNoAxeViolations(player, 'player display, an enemy’s turn with its points kept from the table')
})
