import { expect, test } from './support/host-fixture'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'

test('an NPC saved into the bestiary is copied into another campaign, and the copy is updated on request once its entry changes', async ({
  page,
  host,
}) => {
  expect(page.viewportSize()).toEqual({ width: 1440, height: 900 })
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')

  await page.getByTestId('nav-bestiary').click()
  await expect(page.getByTestId('bestiary-list')).toContainText('The bestiary is empty')
  await page.getByTestId('bestiary-save-npc').selectOption({ label: 'Dune Wyrm' })
  await page.getByTestId('bestiary-save-level').fill('5')
  await page.getByTestId('bestiary-save-tags').fill('desert, boss')
  await page.getByTestId('bestiary-save-submit').click()
  await expect(page.getByTestId('bestiary-list')).toContainText('Dune Wyrm')
  await expect(page.getByTestId('bestiary-list')).toContainText('level 5')
  await expect(page.getByTestId('bestiary-entry')).toContainText('revision 1')
  await expectNoAxeViolations(page, 'GM console, the Bestiary page with an entry')

  await page.getByTestId('open-picker').click()
  await page.getByTestId('new-campaign-name').fill('Second Moon')
  await page.getByTestId('new-campaign-name').press('Enter')
  await expect(page.getByTestId('campaign-name')).toHaveText('Second Moon')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Keyboard first: / to search, Enter to copy what was found.
  await page.locator('body').press('/')
  await expect(page.getByTestId('bestiary-search')).toBeFocused()
  await page.keyboard.type('wyrm')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('bestiary-copies-same')).toBeVisible()

  await page.getByTestId('bestiary-description').fill('Twice the size now.')
  await page.getByTestId('bestiary-level').fill('6')
  await page.getByTestId('bestiary-save').click()
  await expect(page.getByTestId('bestiary-entry')).toContainText('revision 2')
  await expect(page.getByTestId('bestiary-list')).toContainText('level 6')
  const difference = page.getByTestId('bestiary-difference')
  await expect(difference).toHaveCount(1)
  await expect(difference.getByRole('rowheader')).toHaveText('Description')
  await expect(difference.getByTestId('bestiary-difference-library')).toHaveText('Twice the size now.')
  await expect(difference.getByTestId('bestiary-difference-copy')).toHaveText('A burrowing serpent the size of a barge.')
  await expectNoAxeViolations(page, 'GM console, a copy that differs from its bestiary entry')

  await page.getByRole('button', { name: 'Update this copy from the bestiary…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Dune Wyrm from the bestiary?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, 'GM console, confirming the update of a copy')
  await dialog.getByTestId('bestiary-update-confirm').click()
  await expect(page.getByTestId('bestiary-copies-same')).toBeVisible()

  const files = await readdir(host.dataDir)
  expect(files).toContain('bestiary')
  const second = JSON.parse(await readFile(join(host.dataDir, 'second-moon.json'), 'utf8')) as {
    npcs: { description: string; library?: { revision: number } }[]
  }
  expect(second.npcs).toEqual([expect.objectContaining({ description: 'Twice the size now.', library: expect.objectContaining({ revision: 2 }) })])
  await page.getByTestId('nav-npcs').click()
  await expect(page.getByTestId('npc-list')).toContainText('Dune Wyrm')
})
