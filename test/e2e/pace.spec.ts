import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { docsScreenshot } from './support/docs-screenshot'
import { countInputs, inputsSoFar } from './support/inputs'

/*
 * A plain round of the haggle (no trait, no modifier) at the pace of a table: the steps where
 * nobody has anything to decide pass by themselves. Seed 4 gives a round 1 with no Disaster,
 * the Challenge still standing after the Cohort's roll, and Stress for the Cohort to share.
 */
const DICE_SEED = 4
const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test.use({ hostSetup: { diceSeed: DICE_SEED } })

test('R-pace a plain round takes at most 6 GM inputs; every roll reaches the player display as it is made; one undo takes back one decision', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(120_000)
  const player = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage()
  await player.goto(host.playerUrl)
  const step = page.getByTestId('step-name')
  const roll = player.getByTestId('player-roll')

  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await expect(step).toHaveText('Set the Action (The Huddle)')
  await expect(page.getByTestId('pass-steps')).toBeChecked()
  await expect(player.getByTestId('player-step')).toHaveText('Set the Action (The Huddle)')
  await expect(roll).toHaveCount(0)

  await countInputs(page)
  // 1-2: the players pick their leader, and nothing else; the GM moves on.
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  await page.keyboard.press('n')
  // Build the Pool waits: the Cohort holds Destiny it could spend.
  await expect(step).toHaveText('Add Dice Modifiers (Build the Pool)')
  // 3: the pool is built. Auto Results, the roll and every step after it pass by themselves, to the Challenge's Huddle.
  await page.keyboard.press('n')
  await expect(page.getByTestId('turn-name')).toHaveText('Challenge turn')
  await expect(step).toHaveText('Set the Action (The Huddle)')
  await expect(roll.getByTestId('player-roll-side')).toHaveText('The Cohort’s turn')
  await expect(roll.getByTestId('player-die')).toHaveCount(3)
  await expect(player.getByTestId('player-tally')).toContainText('Net ')
  await expect(player.getByTestId('player-feed')).toContainText('Rolled ')
  await expect(player.getByTestId('player-feed')).not.toContainText(' done.')
  await expectNoAxeViolations(player, 'player display, the Cohort’s roll')
  await docsScreenshot(player, 'player-roll.png')

  // 4: the Challenge's Huddle; its roll passes by itself too, up to the Stress to share.
  await page.keyboard.press('n')
  await expect(step).toHaveText('Apply Stress')
  await expect(roll.getByTestId('player-roll-side')).toHaveText('The Challenge’s turn')
  await expect(roll.getByTestId('player-die')).toHaveCount(3)
  const challengeDice = await roll.getByTestId('player-die').allTextContents()
  // 5-6: the share the dialog starts from is confirmed.
  await page.getByTestId('open-stress').click()
  await expectNoAxeViolations(page, 'GM console, the Stress dialog')
  await page.getByTestId('stress-submit').click()
  await expect(page.getByTestId('round-number')).toHaveText('2')
  await expect(step).toHaveText('Set the Action (The Huddle)')
  expect(await inputsSoFar(page)).toBeLessThanOrEqual(6)
  await expect(player.getByTestId('player-round')).toHaveText('Round 2')
  await expectNoAxeViolations(page, 'GM console, the runner in round 2')
  await docsScreenshot(page, 'runner-round.png')

  // One undo takes back the Stress shared and the steps that passed after it, not one step of them.
  await page.keyboard.press('Control+z')
  await expect(step).toHaveText('Apply Stress')
  await expect(page.getByTestId('round-number')).toHaveText('1')
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('turn-name')).toHaveText('Challenge turn')
  await expect(step).toHaveText('Set the Action (The Huddle)')
  // Redo brings the very same dice back.
  await page.keyboard.press('Control+Shift+Z')
  await expect(step).toHaveText('Apply Stress')
  await page.keyboard.press('Control+z')
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('turn-name')).toHaveText('Cohort turn')
  await expect(step).toHaveText('Add Dice Modifiers (Build the Pool)')
  await page.keyboard.press('Control+Shift+Z')
  await expect(step).toHaveText('Set the Action (The Huddle)')
  await page.keyboard.press('Control+Shift+Z')
  await expect(step).toHaveText('Apply Stress')
  await expect(roll.getByTestId('player-die')).toHaveText(challengeDice)
  await player.context().close()
})

test('R-pace turned off, every step waits for the GM, and the choice is kept on reload and when the host starts again on another port', async ({
  page,
  host,
}) => {
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await page.getByTestId('pass-steps').uncheck()
  // A reload lands on the runner again, not on the first section.
  await page.reload()
  await expect(page.getByTestId('nav-run')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('pass-steps')).not.toBeChecked()
  await page.getByTestId('leader-pc-vell').click()
  await expect(page.getByTestId('leader-picker')).toContainText('leads the Cohort.')
  await page.keyboard.press('n')
  await expect(page.getByTestId('step-name')).toHaveText('Add Dice Modifiers (Build the Pool)')
  await page.keyboard.press('n')
  await expect(page.getByTestId('step-name')).toHaveText('Auto Result Modifiers (Auto Results)')

  // The host keeps the choice: started again it takes a new port, so the page a new origin with nothing kept in its browser.
  const again = await host.restart()
  expect(new URL(again.gmUrl).port).not.toBe(new URL(host.gmUrl).port)
  await page.goto(again.gmUrl)
  await page.getByTestId('nav-run').click()
  await expect(page.getByTestId('step-name')).toHaveText('Auto Result Modifiers (Auto Results)')
  await expect(page.getByTestId('pass-steps')).not.toBeChecked()
})
