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
  // The demo's Dune Wyrm, the entry's first revision, is listed as differing, read from its file without opening it.
  await expect(page.getByTestId('bestiary-other-campaigns')).toContainText(
    'Dune Wyrm: copied at revision 1, the entry is at revision 2; 1 difference (Description).',
  )

  const files = await readdir(host.dataDir)
  expect(files).toContain('bestiary')
  const second = JSON.parse(await readFile(join(host.dataDir, 'second-moon.json'), 'utf8')) as {
    npcs: { description: string; library?: { revision: number } }[]
  }
  expect(second.npcs).toEqual([expect.objectContaining({ description: 'Twice the size now.', library: expect.objectContaining({ revision: 2 }) })])
  await page.getByTestId('nav-npcs').click()
  await expect(page.getByTestId('npc-list')).toContainText('Dune Wyrm')

  // The library travels as a prep file: exported whole, and read back as another console's.
  await page.getByTestId('nav-bestiary').click()
  await page.getByTestId('bestiary-export').click()
  const downloading = page.waitForEvent('download')
  await page.getByTestId('bestiary-export-confirm').click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('bestiary-prep.json')
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { items: { item: { id: string; name: string } }[] }
  expect(exported.items.map((entry) => entry.item.name)).toEqual(['Dune Wyrm'])
  const hatchling = {
    ...exported,
    items: exported.items.map((entry) => ({ ...entry, item: { ...entry.item, id: 'beast-hatchling', name: 'Wyrm Hatchling' } })),
  }
  await page
    .getByTestId('bestiary-import-file')
    .setInputFiles({ name: 'hatchling.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(hatchling)) })
  const preview = page.getByTestId('prep-import-dialog')
  await expect(preview.getByTestId('prep-import-added')).toContainText('bestiary entry “Wyrm Hatchling”')
  await expectNoAxeViolations(page, 'GM console, the preview of a bestiary import')
  await preview.getByTestId('prep-import-confirm').click()
  await expect(preview).toHaveCount(0)
  await expect(page.getByTestId('bestiary-list')).toContainText('Wyrm Hatchling')
  const library = JSON.parse(await readFile(join(host.dataDir, 'bestiary', 'bestiary.json'), 'utf8')) as { entries: { name: string }[] }
  expect(library.entries.map((entry) => entry.name)).toEqual(['Dune Wyrm', 'Wyrm Hatchling'])
})
