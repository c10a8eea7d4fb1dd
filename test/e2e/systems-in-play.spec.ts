import { expect, test } from './support/host-fixture'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const RELICS_WORDS = /Relics|Cohort|Destiny|Doom|Challenge|Moon/

test('a campaign the GM sets to play Zones alone shows no word of Relics of the Moon in the navigation, the top bar or on the player display', async ({
  browser,
  page,
  host,
}) => {
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('nav-relics')).toHaveText(/Moon Relics/)
  await page.getByTestId('nav-settings').click()
  for (const system of ['relics', 'escalation', 'actionPoints']) await page.getByTestId(`settings-in-play-${system}`).uncheck()
  await expect(page.getByTestId('settings-show-doom')).toHaveCount(0)
  await page.getByTestId('save-settings').click()
  await expect(page.getByTestId('settings-status')).toHaveText('✔ Saved')

  await expect(page.getByTestId('nav-relics')).toHaveCount(0)
  await expect(page.getByTestId('nav-traits')).toHaveCount(0)
  await expect(page.getByTestId('nav-run')).toContainText('Run a fight')
  expect(await page.locator('.gm-nav').innerText()).not.toMatch(RELICS_WORDS)
  expect(await page.locator('.gm-topbar .status-pill').allInnerTexts()).not.toContainEqual(expect.stringMatching(RELICS_WORDS))

  const context = await browser.newContext()
  const player = await context.newPage()
  await player.goto(host.playerUrl)
  await expect(player.getByTestId('player-status')).toHaveText('Waiting for the GM')
  await expect(player.getByRole('complementary', { name: 'The players and the story so far' })).toBeVisible()
  await expect(player.getByTestId('player-destiny')).toHaveCount(0)
  expect(await player.locator('.player-side').innerText()).not.toMatch(RELICS_WORDS)
  await context.close()

  const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8')) as { settings: { inPlay?: string[] } }
  expect(file.settings.inPlay).toEqual(['zones'])
})
