import { expect, test } from './support/host-fixture'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'
import type { RunningHost } from './support/web-host'

/*
 * Two writers never share a value silently: while a session runs it owns the Cohort's
 * Stress, so a GM's edit of it in Characters becomes the session's logged, undoable
 * adjustment, and an undo in the runner takes it back everywhere at once.
 */

/** Ixa's Stress as the campaign file on disk holds it. */
async function ixaStressOnDisk(host: RunningHost): Promise<number> {
  const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8')) as { characters: { id: string; stress: number }[] }
  return file.characters.find((pc) => pc.id === 'pc-ixa')!.stress
}

test('Stress edited in Characters during a session is the GM’s logged adjustment; undone with Ctrl+Z in the runner, the Characters page, the runner’s Cohort and the file agree', async ({
  page,
  host,
}) => {
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-run').click()
  await page.getByTestId('session-name-input').fill('Alley night')
  await page.getByTestId('start-session').click()
  await expect(page.getByTestId('session-name')).toHaveText('Alley night')
  const before = await ixaStressOnDisk(host)

  // The GM raises Ixa's Stress by three in Characters, as in prep.
  await page.getByTestId('nav-characters').click()
  await page.getByRole('option', { name: /Ixa Marrow/ }).click()
  const stress = page.getByTestId('pc-stress')
  await expect(stress).toHaveValue(String(before))
  await stress.fill(String(before + 3))
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
  await expect.poll(() => ixaStressOnDisk(host)).toBe(before + 3)
  await expectNoAxeViolations(page, 'Characters, Stress edited during a session')

  // The session took it over: the log tells it as the GM's adjustment, the Cohort the runner offers has it.
  await page.getByTestId('nav-run').click()
  const log = page.getByTestId('recent-log')
  const adjustment = `The GM sets Ixa Marrow to Stress ${before + 3}.`
  await expect(log.locator('li').first()).toContainText(adjustment)
  await expect(page.getByTestId('cohort-pc-ixa').locator('..')).toContainText(`Stress ${before + 3}`)

  // Ctrl+Z in the runner undoes the adjustment.
  await page.getByRole('heading', { name: 'Session log' }).click()
  await page.keyboard.press('Control+z')
  await expect(log.locator('li').first()).toContainText(`Undo: ${adjustment}`)
  await expect(log.locator('li.undone')).toContainText(adjustment)
  await expect(page.getByTestId('cohort-pc-ixa').locator('..')).toContainText(`Stress ${before}`)
  await expect.poll(() => ixaStressOnDisk(host)).toBe(before)

  // The runner's Cohort: a Challenge started now faces Ixa at the Stress the undo left.
  await page.getByTestId('start-challenge').click()
  await expect(page.getByTestId('stress-of-pc-ixa')).toHaveText(new RegExp(`^${before} / \\d+$`))
  await expectNoAxeViolations(page, 'the runner after the undo')

  // The Characters page agrees, and so does the file.
  await page.getByTestId('nav-characters').click()
  await page.getByRole('option', { name: /Ixa Marrow/ }).click()
  await expect(page.getByTestId('pc-stress')).toHaveValue(String(before))
  expect(await ixaStressOnDisk(host)).toBe(before)
})
