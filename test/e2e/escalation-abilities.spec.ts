import { expect, test } from '@playwright/test'
import { demoHostForEachTest, revealRaiderAmbush } from './support/demo-host'
import { expectNoAxeViolations } from './support/axe'
import { press } from './support/keyboard'

/*
 * Ruling 28: a PC's abilities in the demo Escalation fight, in the GM console against the real
 * web host with seeded dice. Ixa has an Encounter ability of her own and an Encounter attack.
 */
const RAIDER = (n: number) => `npc-sand-raider-${n}`
const ABILITIES = [
  { name: 'Steel Nerve', frequency: 'encounter', action: 'quick' },
  { name: 'Searing Strike', frequency: 'encounter', action: 'standard', attack: { defense: 'PD', damage: '2d6 fire', types: ['fire'] } },
]

const host = demoHostForEachTest(11, (campaign) => {
  const ixa = (campaign.characters as { id: string; statBlocks: Record<string, object> }[]).find((c) => c.id === 'pc-ixa')!
  ixa.statBlocks.escalation = { ...ixa.statBlocks.escalation, abilities: ABILITIES }
})

test('E26-E33 ruling 28 the GM uses Ixa’s Encounter ability, which is then spent with the rule’s reason, and rolls her ability attack with its odds shown', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(host().gmUrl)
  await revealRaiderAmbush(page)
  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await press(page.getByTestId('fight-start'))
  await press(page.getByTestId('fight-begin'))
  await expect(page.getByTestId('fight-round')).toHaveText('Round 1')

  await press(page.getByTestId('combatant-pc-ixa'))
  const panel = page.getByTestId('abilities-panel')
  await expect(panel).toContainText('Steel Nerve (Encounter, Quick action)')
  await expect(panel).toContainText('Searing Strike (Encounter, Standard action)')
  await expectNoAxeViolations(page, 'GM console, a PC’s abilities')
  await press(page.getByTestId('ability-use-Steel Nerve'))
  await expect(page.getByTestId('ability-why-Steel Nerve')).toHaveText('Steel Nerve is spent: it returns at the next Quick or Full Rest (E28).')
  await expect(page.getByTestId('ability-use-Steel Nerve')).toBeDisabled()
  await expect(page.getByTestId('turn-budget')).toContainText('Quick: spent')

  await page.getByTestId('attack-choice').selectOption({ index: 2 })
  // The attack aims at the nearest enemy by itself; the raider is ticked unless another is nearer.
  const raider = page.getByTestId(`attack-target-${RAIDER(1)}`)
  if (!(await raider.isChecked())) await raider.press('Space')
  await expect(raider).toBeChecked()
  await expect(page.getByTestId(`odds-${RAIDER(1)}`)).toContainText('%')
  await press(page.getByTestId('attack-roll'))
  await expect(page.getByTestId('last-roll')).toContainText('Searing Strike')
  await expect(page.getByTestId('ability-why-Searing Strike')).toHaveText('Searing Strike is spent: it returns at the next Quick or Full Rest (E28).')
})
