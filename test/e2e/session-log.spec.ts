import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expect, test } from './support/host-fixture'
import { everyStepByHand } from './support/web-host'
import { expectNoAxeViolations } from './support/axe'

/*
 * The session log end to end, in Chromium against the real web host with seeded dice: a roll
 * undone, redone, undone and rolled again in the GM console; the host killed (SIGKILL) and
 * started again on the same data folder, where the console shows the same step and dice; the
 * log view's filters and past state; a Markdown export downloaded from the browser.
 */
const DICE_SEED = 7
const HAGGLE = 'scene-glass-market/event-the-deal/challenge-haggle'

test.use({ hostSetup: { diceSeed: DICE_SEED } })

/** The faces of the pool on screen, as text: digits once rolled. */
async function diceOnScreen(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="die-"]')
    .allTextContents()
    .then((faces) => faces.map((f) => f.trim()))
}

/** Waits until the pool shows rolled faces, and returns them. */
async function rolledDice(page: Page): Promise<string[]> {
  await expect.poll(async () => (await diceOnScreen(page)).every((f) => /^\d+$/.test(f)) && (await diceOnScreen(page)).length > 0).toBe(true)
  return diceOnScreen(page)
}

const rolledLine = (dice: string[]) => `Rolled ${dice.join(', ')}.`

test('roll, undo, redo in the console; a killed host resumes the same step and dice; the log exports as Markdown', async ({
  page,
  host: started,
}) => {
  test.setTimeout(120_000)
  let host = started
  const step = page.getByTestId('step-name')

  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('session-name-input').fill('Log night')
  await page.getByTestId('start-session').click()
  await expect(page.getByTestId('session-name')).toHaveText('Log night')
  await page.getByTestId('challenge-select').selectOption(HAGGLE)
  await page.getByTestId('start-challenge').click()
  await expect(step).toHaveText('Set the Action (The Huddle)')
  await page.getByTestId('leader-pc-vell').click()
  for (const next of ['Add Dice Modifiers (Build the Pool)', 'Auto Result Modifiers (Auto Results)', 'Roll Remaining Dice']) {
    await page.getByTestId('step-next').click()
    await expect(step).toHaveText(next)
  }

  // Roll, undo (the dice come off: nothing is rerolled), redo (the very same dice come back).
  await page.getByTestId('roll-dice').click()
  const first = await rolledDice(page)
  await page.getByTestId('session-undo').click()
  await expect(page.getByTestId('roll-dice')).toBeEnabled()
  expect((await diceOnScreen(page)).some((f) => /^\d+$/.test(f))).toBe(false)
  await page.getByTestId('session-redo').click()
  await expect.poll(() => diceOnScreen(page)).toEqual(first)

  // Undo it again and roll anew: the first roll stays in the log, marked undone.
  await page.getByTestId('session-undo').click()
  await expect(page.getByTestId('roll-dice')).toBeEnabled()
  await page.getByTestId('roll-dice').click()
  const second = await rolledDice(page)

  // Killed with no chance to clean up, then started again on the same folder.
  host = await host.restart('kill')
  await everyStepByHand(page)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await expect(step).toHaveText('Roll Remaining Dice')
  await expect.poll(() => diceOnScreen(page)).toEqual(second)
  await expect(page.getByTestId('session-name')).toHaveText('Log night')

  // The log view: every roll, the undone one marked; filters; the state after the first roll.
  await page.getByTestId('nav-log').click()
  const lines = page.getByTestId('log-line')
  await expect(lines.filter({ hasText: 'Undo: ' + rolledLine(first) })).toHaveCount(2)
  await expect(lines.filter({ hasText: 'Redo: ' + rolledLine(first) })).toHaveCount(1)
  await page.getByTestId('log-filter-kind').selectOption('rolls')
  const rolls = page.getByTestId('log-summary')
  await expect(rolls).toHaveText([rolledLine(second), rolledLine(first)])
  const oldRoll = lines.nth(1)
  await expect(oldRoll.getByTestId('log-undone')).toBeVisible()
  await expect(lines.nth(0).getByTestId('log-undone')).toHaveCount(0)

  const firstSeq = await oldRoll.getAttribute('data-seq')
  await page.getByTestId(`log-open-past-${firstSeq}`).click()
  await expect(page.getByTestId('log-past-step')).toHaveText('Cohort turn, 4. Roll Remaining Dice')
  await expect(page.getByTestId('log-past-round')).toHaveText('1')
  await expectNoAxeViolations(page, 'GM console, the session as it stood after an entry')
  await expect.poll(() => page.locator('[data-testid^="log-past-die-"]').allTextContents()).toEqual(first)
  await page.getByTestId('log-past-close').click()
  await expect(page.getByTestId('log-past')).toHaveCount(0)

  await page.getByTestId('log-filter-kind').selectOption('')
  await page.getByTestId('log-search').fill('leads the cohort')
  await expect(page.getByTestId('log-summary')).toHaveText(['Vell Orin leads the Cohort.'])
  await page.getByTestId('log-search').fill('')

  // Export: Markdown, the GM copy, downloaded by the browser.
  await page.getByTestId('log-export').click()
  await page.getByTestId('export-format-markdown').check()
  await page.getByTestId('export-audience-gm').check()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-confirm').click()])
  expect(download.suggestedFilename()).toMatch(/^relics-of-anasta-demo-\d{4}-\d{2}-\d{2}-log-night\.md$/)
  const markdown = await readFile((await download.path())!, 'utf8')
  expect(markdown).toContain('# Log night')
  expect(markdown).toContain('## The Glass Market')
  expect(markdown).toContain('### Haggle with Oskar (Phantom, Common 3)')
  expect(markdown).toContain('#### Round 1')
  expect(markdown).toContain(`*Cohort turn, 4. Roll Remaining Dice* · ${rolledLine(second)}`)
  expect(markdown).toMatch(new RegExp(`~~.*${rolledLine(first).replace(/[.,]/g, '\\$&')}~~ · \\*\\(undone\\)\\*`))
  expect(markdown).toContain(`Undo: ${rolledLine(first)} · *GM only*`)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The player copy leaves the undone roll and the undo/redo bookkeeping out.
  await page.getByTestId('log-export').click()
  await page.getByTestId('export-audience-public').check()
  const [publicDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-confirm').click()])
  expect(publicDownload.suggestedFilename()).toMatch(/-players\.md$/)
  const players = await readFile((await publicDownload.path())!, 'utf8')
  expect(players).toContain(rolledLine(second))
  expect(players).not.toContain('Undo:')
  expect(players).not.toContain('~~')
})
