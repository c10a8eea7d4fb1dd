import { expect, test } from './support/host-fixture'
import { everyStepByHand } from './support/web-host'

const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test.use({ hostSetup: { diceSeed: 5 } })

test('the runner shows the odds of the pool from the Huddle to the roll, following the Huddle, and not after', async ({ page, host }) => {
  const odds = page.getByTestId('odds-panel')
  const step = page.getByTestId('step-name')
  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()

  await expect(odds).toContainText('No leader yet: every PC counts as assisting.')
  await page.getByTestId('leader-pc-vell').click()
  await expect(odds).not.toContainText('No leader yet')
  await expect(odds.getByTestId('odds-bar').first()).toBeVisible()
  await expect(odds.getByTestId('odds-figures')).toContainText(/At least one success\s*\d+\.\d%/)
  // Haggling is a Common threat: nothing shifts the tides.
  await expect(odds.getByTestId('odds-figures')).toContainText('no shift against this threat')

  const before = await odds.getByTestId('odds-figures').textContent()
  await page.getByTestId('trait-pc-ixa-trait-steady-hands').click()
  await expect(odds).toContainText('Steady Hands')
  await expect(odds.getByTestId('odds-figures')).not.toHaveText(before!)

  for (const name of ['Add Dice Modifiers (Build the Pool)', 'Auto Result Modifiers (Auto Results)', 'Roll Remaining Dice']) {
    await page.getByTestId('step-next').click()
    await expect(step).toHaveText(name)
    await expect(odds).toBeVisible()
  }
  await page.getByTestId('roll-dice').click()
  await expect(odds).toContainText('The dice are rolled: these were the odds before the roll.')
  await page.getByTestId('step-next').click()
  await expect(step).toHaveText('Simple Modifiers (Adjust the Results)')
  await expect(odds).toHaveCount(0)
})
