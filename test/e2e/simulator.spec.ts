import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { docsScreenshot } from './support/docs-screenshot'

test('the GM simulates an encounter from its editor: progress, a cancel, then the verdict with its seed, and the last answer beside the next', async ({
  page,
  host,
}) => {
  // Each simulation plays real fights on a machine shared with other work.
  test.setTimeout(240_000)
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-encounters').click()
  await page.getByRole('option', { name: /Raider ambush/i }).click()
  const simulation = page.getByTestId('simulation')
  await expect(simulation).toBeVisible()

  // A long simulation shows its progress and stops when cancelled.
  await page.getByTestId('simulation-fights').fill('20000')
  await page.getByTestId('simulate').click()
  await expect(page.getByTestId('simulation-progress')).toBeVisible()
  await page.getByTestId('simulation-cancel').click()
  await expect(page.getByTestId('simulation-progress')).toBeHidden()
  await expect(page.getByTestId('simulation-report')).toBeHidden()

  await page.getByTestId('simulation-fights').fill('10')
  await page.getByTestId('simulation-seed').fill('4242')
  await page.getByTestId('simulate').click()
  await expect(page.getByTestId('simulation-verdict')).toHaveText(/^(Easy|Moderate|Hard|Deadly): /, { timeout: 60_000 })
  await expect(page.getByTestId('simulation-summary')).toContainText('of 10 fights')
  await expect(page.getByTestId('simulation-summary')).toContainText('Seed 4242')
  const first = await page.getByTestId('simulation-verdict').textContent()
  await expectNoAxeViolations(page, 'GM console, an encounter simulated in its editor')

  await page.getByTestId('simulation-seed').fill('4243')
  await page.getByTestId('simulate').click()
  await expect(page.getByTestId('simulation-previous')).toHaveText(`Last time: ${first} (seed 4242).`, { timeout: 60_000 })
  await page.getByTestId('simulation-report').scrollIntoViewIfNeeded()
  await docsScreenshot(page, 'simulator.png')
})
