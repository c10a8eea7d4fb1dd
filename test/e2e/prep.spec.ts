import type { Page } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'

async function created(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
}

test('traits, relics, NPCs, scenes and encounters made in the console survive a reload and land in the file', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')

  await page.getByTestId('nav-traits').click()
  await page.getByTestId('new-trait').click()
  await page.getByTestId('trait-name').fill('Dust Devil')
  await page.getByTestId('trait-side-hindering').check()
  await page.getByTestId('trait-target-opposing').check()
  await page.getByTestId('trait-modifier-kind').selectOption('simple')
  await page.getByTestId('trait-modifier-value').fill('1')
  await page.getByTestId('trait-modifier-dice').fill('2')
  await expect(page.getByTestId('trait-shorthand')).toHaveText('-1 / 2d')
  await expectNoAxeViolations(page, 'GM console, a new trait in its editor')
  await page.getByTestId('create-trait').click()
  await created(page)

  await page.getByTestId('nav-relics').click()
  await page.getByTestId('new-relic').click()
  await page.getByTestId('relic-name').fill('Moon Shard')
  await page.getByTestId('relic-ability').fill('Glows when Doom rises.')
  await page.getByTestId('relic-infused-by').selectOption('pc-ixa')
  await expectNoAxeViolations(page, 'GM console, a new relic in its editor')
  await page.getByTestId('create-relic').click()
  await created(page)

  await page.getByTestId('nav-npcs').click()
  await page.getByTestId('new-npc').click()
  await page.getByTestId('npc-name').fill('Glass Stalker')
  await page.getByTestId('npc-toggle-escalation').check()
  await page.getByTestId('npc-esc-hp').fill('60')
  await page.getByTestId('npc-esc-add-attack').click()
  await page.getByTestId('npc-esc-attack-0-name').fill('Bite')
  await page.getByTestId('npc-esc-attack-0-defense').selectOption('PD')
  await expectNoAxeViolations(page, 'GM console, a new npc in its editor')
  await page.getByTestId('create-npc').click()
  await created(page)

  await page.getByTestId('nav-scenes').click()
  await page.getByTestId('new-scene').click()
  await page.getByTestId('scene-name').fill('The Wreck')
  await page.getByTestId('add-event').click()
  await page.getByTestId('event-name').fill('Into the hull')
  await page.getByTestId('add-challenge-0').click()
  await page.getByTestId('challenge-name').fill('Climb the ribs')
  await page.getByTestId('challenge-type').selectOption('Sparrow')
  await page.getByTestId('challenge-rating').fill('4')
  await page.getByTestId('challenge-threat').selectOption('Minor')
  await page
    .getByTestId('challenge-traits')
    .getByLabel(/Dust Devil/)
    .check()
  await expectNoAxeViolations(page, 'GM console, a new scene in its editor')
  await page.getByTestId('create-scene').click()
  await created(page)

  await page.getByTestId('nav-encounters').click()
  await page.getByTestId('new-encounter').click()
  await page.getByTestId('encounter-name').fill('Stalker hunt')
  await page.getByTestId('encounter-add-combatant').click()
  await page.getByTestId('encounter-combatant-0-npc').selectOption({ label: 'Glass Stalker' })
  await page.getByTestId('encounter-combatant-0-count').fill('2')
  await expectNoAxeViolations(page, 'GM console, a new encounter in its editor')
  await page.getByTestId('create-encounter').click()
  await created(page)

  await page.reload()
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  await page.getByTestId('nav-traits').click()
  await page.getByRole('option', { name: /Dust Devil/ }).click()
  await expect(page.getByTestId('trait-shorthand')).toHaveText('-1 / 2d')
  await page.getByTestId('nav-relics').click()
  await expect(page.getByRole('option', { name: /Moon Shard · infused by Ixa Marrow/ })).toBeVisible()
  await page.getByTestId('nav-npcs').click()
  await page.getByRole('option', { name: /Glass Stalker/ }).click()
  await expect(page.getByTestId('npc-esc-attack-0-name')).toHaveValue('Bite')
  await page.getByTestId('nav-scenes').click()
  await page.getByRole('option', { name: /The Wreck/ }).click()
  await page.getByTestId('scene-node-challenge-0-0').click()
  await expect(page.getByTestId('challenge-name')).toHaveValue('Climb the ribs')
  await expect(page.getByTestId('challenge-traits').getByLabel(/Dust Devil/)).toBeChecked()
  await page.getByTestId('nav-encounters').click()
  await expect(page.getByRole('option', { name: /Stalker hunt · Escalation · 2 combatants/ })).toBeVisible()

  const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
  const trait = file.traits.find((t: { name: string }) => t.name === 'Dust Devil')
  expect(trait).toMatchObject({ side: 'hindering', target: 'opposing', modifier: { kind: 'simple', value: 1, dice: 2 } })
  expect(file.relics.find((r: { name: string }) => r.name === 'Moon Shard')).toMatchObject({ infusedBy: 'pc-ixa', destroyed: false })
  const npc = file.npcs.find((n: { name: string }) => n.name === 'Glass Stalker')
  expect(npc.statBlocks.escalation).toMatchObject({ hp: 60, attacks: [{ name: 'Bite', defense: 'PD' }] })
  const scene = file.scenes.find((s: { name: string }) => s.name === 'The Wreck')
  expect(scene.events[0]).toMatchObject({ name: 'Into the hull', id: expect.stringMatching(/^event-[0-9a-f]{8}$/) })
  expect(scene.events[0].challenges[0]).toMatchObject({ name: 'Climb the ribs', type: 'Sparrow', rating: 4, threat: 'Minor', traitIds: [trait.id] })
  expect(file.encounters.find((e: { name: string }) => e.name === 'Stalker hunt')).toMatchObject({
    system: 'escalation',
    combatants: [{ npcId: npc.id, count: 2 }],
  })

  // The trait is used by the Challenge: main refuses to delete it and says where.
  await page.getByTestId('nav-traits').click()
  await page.getByRole('option', { name: /Dust Devil/ }).click()
  await page.getByTestId('delete-trait').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('delete-refused')).toHaveText('This trait is still used by the scene “The Wreck”; remove it from there first.')
})
