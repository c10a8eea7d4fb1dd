import { expect, test } from './support/host-fixture'

/* The GM's switch that lets players act from their devices: off at the start, on with a click or P, a logged step undone like any other. */
test.use({ hostSetup: { diceSeed: 1 } })

test('the GM lets players act from their devices with the switch or P, and undo takes it back', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('start-session').click()
  const players = page.getByTestId('players-act')
  const undo = page.getByTestId('session-undo')
  await expect(players).not.toBeChecked()

  await players.check()
  await expect(players).toBeChecked()
  await expect(undo).toHaveText('↶ Undo: The GM lets players act from their devices.')

  await players.blur()
  await page.keyboard.press('p')
  await expect(players).not.toBeChecked()
  await expect(undo).toHaveText('↶ Undo: The GM stops players acting from their devices.')

  await undo.click()
  await expect(players).toBeChecked()
})
