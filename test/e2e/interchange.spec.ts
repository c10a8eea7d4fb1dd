import { readFile } from 'node:fs/promises'
import { expect, test } from './support/host-fixture'
import { expectNoAxeViolations } from './support/axe'
import { connect } from './support/wire-client'

test('prep exported from one campaign is previewed in another, imported on Confirm, and a bad file says where it is wrong', async ({
  page,
  host,
}) => {
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-settings').click()

  // Export the Sand Raider and two encounters; the Wyrm's encounter needs an NPC left unticked.
  const exportButton = page.getByTestId('prep-export')
  await exportButton.click()
  const exportDialog = page.getByTestId('prep-export-dialog')
  await exportDialog.getByTestId('prep-export-npc-sand-raider').check()
  await exportDialog.getByTestId('prep-export-enc-raider-ambush').check()
  await exportDialog.getByTestId('prep-export-enc-wyrm-rises').check()
  await expect(exportDialog).toContainText('needs Dune Wyrm: tick it too, unless the other campaign has it')
  await expectNoAxeViolations(page, 'GM console, Export prep')
  const downloading = page.waitForEvent('download')
  await exportDialog.getByTestId('prep-export-confirm').click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('relics-of-anasta-demo-prep.json')
  const content = await readFile((await download.path())!, 'utf8')
  await expect(exportDialog).toHaveCount(0)
  await expect(exportButton).toBeFocused()

  // Another campaign, opened elsewhere: the page follows it.
  const wire = await connect(host.origin, { role: 'gm', token: host.gmToken })
  await wire.request('campaign.create', { name: 'Second table' })
  wire.close()
  await expect(page.getByTestId('prep-export')).toBeVisible()

  // A broken file says where.
  const picker = page.getByTestId('prep-import-file')
  await picker.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{\n  "format": "gm-console-prep"\n  "items": []\n}'),
  })
  await expect(page.getByTestId('prep-import-failure')).toContainText('This is not a JSON file: expected "," or "}" at line 3, column 3.')
  await expect(page.getByTestId('prep-import-confirm')).toBeDisabled()
  await page.getByTestId('prep-import-cancel').click()
  await expect(page.getByTestId('prep-import-dialog')).toHaveCount(0)

  // Under the characters' limit, yet past what one request may carry once JSON escapes it: said, never sent.
  const escaped = `{"format": "gm-console-prep", "note": "${'\u0001'.repeat(3_000_000)}"}`
  await picker.setInputFiles({ name: 'noise.json', mimeType: 'application/json', buffer: Buffer.from(escaped) })
  await expect(page.getByTestId('prep-import-failure')).toContainText('Not sent: it takes 18.0 MB once written into a request')
  await page.getByTestId('prep-import-cancel').click()
  await expect(page.getByTestId('connection-reconnecting')).toHaveCount(0)
  await expect(page.getByTestId('connection-status')).toHaveText('● Connected')

  // The exported file: the preview says what comes, what stays out and why; nothing changes until Confirm.
  await picker.setInputFiles({ name: 'raiders.json', mimeType: 'application/json', buffer: Buffer.from(content) })
  const preview = page.getByTestId('prep-import-dialog')
  await expect(preview.getByTestId('prep-import-added')).toContainText('NPC “Sand Raider”')
  await expect(preview.getByTestId('prep-import-added')).toContainText('encounter “Raider Ambush”')
  await expect(preview.getByTestId('prep-import-left-out')).toContainText(
    'encounter “The Wyrm Rises”: it needs the NPC “npc-dune-wyrm”, which is neither in the file nor in this campaign',
  )
  await expectNoAxeViolations(page, 'GM console, Import prep preview')
  await preview.getByTestId('prep-import-confirm').click()
  await expect(preview).toHaveCount(0)

  await page.getByTestId('nav-npcs').click()
  await expect(page.getByRole('option', { name: /Sand Raider/ })).toBeVisible()
  await expect(page.getByRole('option', { name: /Dune Wyrm/ })).toHaveCount(0)
  await page.getByTestId('nav-encounters').click()
  await expect(page.getByRole('option', { name: /Raider Ambush/ })).toBeVisible()
  await expect(page.getByRole('option', { name: /The Wyrm Rises/ })).toHaveCount(0)
})
