import type { Page } from '@playwright/test'
import { expect, test } from './support/host-fixture'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expectNoAxeViolations } from './support/axe'

/** One stat block per combat system: a line it cannot take first, then the block as it should be. */
const PASTES = [
  {
    system: 'escalation',
    label: 'Escalation',
    name: 'Goblin Skirmisher',
    bad: 'Goblin Skirmisher\nLevel 2\nAC 17, PD\nHP 30',
    problem: "line 3: 'AC 17, PD' — an Escalation defense needs a number after AC, PD or MD",
    unsaid: 'no PD or MD pasted: the 10s shown are only placeholders',
    good: 'Goblin Skirmisher\nLevel 2\nInitiative +5, Fast\nAC 17, PD 13, MD 11\nHP 30\nSpear +7 vs AC — 2d6+3 damage\nMiss: 2 damage',
    preview: 'Spear +7 vs AC — 2d6+3 damage',
    block: { level: 2, hp: 30, ac: 17, pd: 13, md: 11, band: 'fast', attacks: [{ name: 'Spear', bonus: 7, defense: 'AC', miss: '2 damage' }] },
  },
  {
    system: 'zones',
    label: 'Zones',
    name: 'Cave Bear',
    bad: 'Cave Bear\nLevel 3\nHP 18\nCON +3\nClaws — 1d8, melee',
    problem: "line 4: 'CON +3' — a Zones stat block has no such line",
    good: 'Cave Bear\nLevel 3\nHP 18\nSTR +3, DEX +1, WIL +0\nSkill +4\nClaws — 1d8, melee\nAttitude Hostile',
    preview: 'STR +3, DEX +1, WIL +0',
    block: { level: 3, hp: 18, str: 3, skill: 4, damage: '1d8', attacks: [{ name: 'Claws', damage: '1d8', reach: 'melee' }], attitude: 'hostile' },
  },
  {
    system: 'actionPoints',
    label: 'Action points',
    name: 'Bandit Captain',
    bad: 'Bandit Captain\nHP 24\nAgility 55\nWeapon: Crossbow — ranged, 1d10, two-handed',
    problem: "line 4: 'Weapon: Crossbow — ranged, 1d10, two-handed' — a ranged weapon needs a Range",
    good: 'Bandit Captain\nHP 24\nAgility 55\nMove 4\nSkills: Melee 60, Ranged 45\nWeapon: Sabre — melee, 1d8+1, one-handed, main hand, finesse',
    preview: 'Skills: Melee 60, Ranged 45',
    block: {
      hp: 24,
      agility: 55,
      moveSpeed: 4,
      skills: { Melee: 60, Ranged: 45 },
      weapons: [{ name: 'Sabre', kind: 'melee', finesse: true, heldIn: 'main' }],
    },
  },
] as const

async function openPaste(page: Page, label: string): Promise<void> {
  await page.getByTestId('npc-paste-open').click()
  await expect(page.getByRole('dialog', { name: 'Paste stat block' })).toBeVisible()
  // The box takes focus as the dialog opens, ready for the paste.
  await expect(page.getByTestId('npc-paste-text')).toBeFocused()
  await page.getByTestId('npc-paste-system').selectOption({ label })
}

test('a stat block pasted in each combat system shows its preview and its problems, and Confirm makes the NPC', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await expect(page.getByTestId('campaign-name')).toHaveText('Relics of Anasta (demo)')
  await page.getByTestId('nav-npcs').click()

  for (const [i, paste] of PASTES.entries()) {
    await page.getByTestId('new-npc').click()
    await openPaste(page, paste.label)
    await page.getByTestId('npc-paste-text').fill(paste.bad)
    await expect(page.getByTestId('npc-paste-problems')).toContainText(paste.problem)
    await expect(page.getByTestId('npc-paste-confirm')).toBeDisabled()
    if ('unsaid' in paste) await expect(page.getByTestId('npc-paste-unsaid').first()).toContainText(paste.unsaid)
    if (i === 0) await expectNoAxeViolations(page, 'GM console, a pasted stat block with a problem')

    await page.getByTestId('npc-paste-text').fill(paste.good)
    await expect(page.getByTestId('npc-paste-problems')).toHaveCount(0)
    await expect(page.getByTestId('npc-paste-preview')).toContainText(paste.preview)
    await page.getByTestId('npc-paste-confirm').click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('npc-paste-open')).toBeFocused()
    await expect(page.getByTestId('npc-name')).toHaveValue(paste.name)
    await expect(page.getByTestId(`npc-toggle-${paste.system}`)).toBeChecked()
    await page.getByTestId('create-npc').click()
    await expect(page.getByTestId('save-status')).toHaveText('✔ Saved')
    await expect(page.getByRole('option', { name: new RegExp(paste.name) })).toBeVisible()
  }

  const file = JSON.parse(await readFile(join(host.dataDir, 'demo-campaign.json'), 'utf8'))
  for (const paste of PASTES) {
    const npc = file.npcs.find((n: { name: string }) => n.name === paste.name)
    expect(npc.statBlocks[paste.system]).toMatchObject(paste.block)
  }
})

test('Cancel on a pasted stat block changes nothing on the NPC', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await page.getByTestId('nav-npcs').click()
  await page.getByTestId('new-npc').click()
  await page.getByTestId('npc-name').fill('Kept Name')
  await openPaste(page, 'Zones')
  await page.getByTestId('npc-paste-text').fill(PASTES[1].good)
  await expect(page.getByTestId('npc-paste-preview')).toContainText('Cave Bear')
  await page.getByTestId('npc-paste-cancel').click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('npc-paste-open')).toBeFocused()
  await expect(page.getByTestId('npc-name')).toHaveValue('Kept Name')
  await expect(page.getByTestId('npc-toggle-zones')).not.toBeChecked()
  await expectNoAxeViolations(page, 'GM console, an NPC after a paste was cancelled')
})
