import type { Page } from '@playwright/test'
import { revealRaiderAmbush, type DemoChange } from './support/demo-host'
import { expectNoAxeViolations } from './support/axe'
import { press, turnOf } from './support/keyboard'
import { expect, test } from './support/host-fixture'
import type { RunningHost } from './support/web-host'

/*
 * Ruling 28: abilities in the demo Escalation fight, in the GM console against the real web
 * host with seeded dice. Ixa has Encounter, Recharge and Escalation 2+ abilities, an Encounter
 * attack and an Interrupt offered when she is attacked; the Sand Raiders have an Encounter, a
 * Recharge and an Escalation 3+ ability.
 */
const RAIDER = (n: number) => `npc-sand-raider-${n}`
const ABILITIES = [
  { name: 'Steel Nerve', frequency: 'encounter', action: 'quick' },
  { name: 'Searing Strike', frequency: 'encounter', action: 'standard', attack: { defense: 'PD', damage: '2d6 fire', types: ['fire'] } },
  { name: 'Rolling Flame', frequency: 'recharge', recharge: 11, action: 'move' },
  { name: 'Final Word', frequency: 'atWill', action: 'quick', escalation: 2 },
  { name: 'Riposte', frequency: 'atWill', action: 'interrupt', trigger: 'An enemy attacks her', triggerOn: 'attacked' },
]
const RAIDER_ABILITIES = [
  { name: 'Sand Spray', frequency: 'encounter', action: 'quick' },
  { name: 'Dune Fury', frequency: 'recharge', recharge: 13, action: 'move' },
  { name: 'Blood Frenzy', frequency: 'atWill', action: 'quick', escalation: 3 },
]

type Blocks = { id: string; statBlocks: Record<string, object> }[]
/** Ixa and the raiders with the abilities above in their Escalation blocks. */
const withAbilities: DemoChange = (campaign) => {
  const ixa = (campaign.characters as Blocks).find((c) => c.id === 'pc-ixa')!
  ixa.statBlocks.escalation = { ...ixa.statBlocks.escalation, abilities: ABILITIES }
  const raider = (campaign.npcs as Blocks).find((n) => n.id === 'npc-sand-raider')!
  raider.statBlocks.escalation = { ...raider.statBlocks.escalation, abilities: RAIDER_ABILITIES }
}
test.use({ hostSetup: { demo: withAbilities, diceSeed: 11 } })

/** The GM shows the raiders' ambush, starts a session and begins the fight: round 1, Ixa's turn. */
async function beginAmbush(page: Page, host: RunningHost): Promise<void> {
  await page.goto(host.gmUrl)
  await revealRaiderAmbush(page)
  await page.keyboard.press('Alt+8')
  await press(page.getByTestId('start-session'))
  await press(page.getByTestId('fight-start'))
  await press(page.getByTestId('fight-begin'))
  await expect(page.getByTestId('fight-round')).toHaveText('Round 1')
}

test('E26-E33 ruling 28 the GM uses Ixa’s Encounter ability, which is then spent with the rule’s reason, and rolls her ability attack with its odds shown', async ({
  page,
  host,
}) => {
  test.setTimeout(120_000)
  await beginAmbush(page, host)

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

test('E26 E28 E32 E50 ruling 28 a PC and an NPC spend Encounter and Recharge abilities, are refused gated ones with the reason, an attack offers Ixa’s Interrupt, and a Quick Rest rolls the Recharge and brings back the Encounter one', async ({
  page,
  host,
}) => {
  test.setTimeout(180_000)
  await beginAmbush(page, host)
  const why = (name: string) => page.getByTestId(`ability-why-${name}`)
  const spentBadge = (name: string) => page.getByTestId(`ability-${name}`).locator('.run-badge', { hasText: 'spent' })

  // Ixa: an Encounter and a Recharge ability spent, each with the rest that brings it back; the Escalation 2+ one refused.
  await press(page.getByTestId('combatant-pc-ixa'))
  await expect(why('Final Word')).toHaveText('Final Word needs the escalation die at 2+; it is 0 (E32).')
  await expect(page.getByTestId('ability-use-Final Word')).toBeDisabled()
  await press(page.getByTestId('ability-use-Steel Nerve'))
  await press(page.getByTestId('ability-use-Rolling Flame'))
  await expect(why('Steel Nerve')).toHaveText('Steel Nerve is spent: it returns at the next Quick or Full Rest (E28).')
  await expect(why('Rolling Flame')).toHaveText(
    'Rolling Flame is spent: it returns when its Recharge roll at a Quick Rest succeeds, or at a Full Rest (E28).',
  )
  await expect(spentBadge('Rolling Flame')).toBeVisible()
  await expect(page.getByTestId('ability-trigger-Riposte')).toHaveText('Offered when: it is attacked (E26).')
  await expectNoAxeViolations(page, 'GM console, a PC’s spent and gated abilities')

  // A raider: the same for an NPC.
  await turnOf(page, RAIDER(1))
  await press(page.getByTestId(`combatant-${RAIDER(1)}`))
  await expect(why('Blood Frenzy')).toHaveText('Blood Frenzy needs the escalation die at 3+; it is 0 (E32).')
  await press(page.getByTestId('ability-use-Sand Spray'))
  await press(page.getByTestId('ability-use-Dune Fury'))
  await expect(why('Sand Spray')).toHaveText('Sand Spray is spent: it returns at the next Quick or Full Rest (E28).')
  await expect(spentBadge('Dune Fury')).toBeVisible()
  await expectNoAxeViolations(page, 'GM console, an NPC’s spent and gated abilities')

  // E26: the raider attacks Ixa, and her Interrupt for being attacked is offered; she takes it.
  await page.getByTestId('attack-choice').selectOption({ index: 0 })
  for (const pc of ['pc-ixa', 'pc-tamsin', 'pc-vell', 'pc-dax']) {
    const box = page.getByTestId(`attack-target-${pc}`)
    if ((await box.isChecked()) !== (pc === 'pc-ixa')) await box.press('Space')
  }
  await expect(page.getByTestId('attack-target-pc-ixa')).toBeChecked()
  await press(page.getByTestId('attack-roll'))
  const offers = page.getByTestId('interrupts')
  await expect(offers).toContainText('Ixa Marrow: Riposte (Sand Raider 1 attacked Ixa Marrow)')
  await expectNoAxeViolations(page, 'GM console, an Interrupt on offer')
  await press(page.getByTestId('interrupt-take-pc-ixa-Riposte'))
  await expect(offers).toHaveCount(0)
  await press(page.getByTestId('combatant-pc-ixa'))
  await expect(why('Riposte')).toHaveText('Ixa Marrow has used an Interrupt since their last turn (EG12).')

  // Between fights: what Ixa spent is listed; a Quick Rest, her recovery at its average (E50).
  await press(page.getByTestId('fight-end'))
  await page.getByTestId('end-reason').fill('The raiders flee into the dunes')
  await press(page.getByTestId('end-submit'))
  // The summary comes with the end's answer and may draw once more as its push lands: Enter is
  // pressed again only while the summary still stands, never twice on a closed fight.
  const spent = page.getByTestId('rest-spent-pc-ixa')
  await expect(async () => {
    if (!(await spent.isVisible())) await press(page.getByTestId('fight-close'))
    await expect(spent).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect(spent).toContainText('Steel Nerve, Encounter; Rolling Flame, Recharge 11+')
  await page.getByLabel('Recoveries Ixa Marrow spends').fill('1')
  await page.getByTestId('rest-average-pc-ixa').press('Space')
  await expect(page.getByTestId('rest-average-pc-ixa')).toBeChecked()
  await expectNoAxeViolations(page, 'GM console, spent abilities between fights')
  await press(page.getByTestId('rest-quick'))
  await expect(page.getByTestId('rest-pc-ixa')).not.toContainText('Steel Nerve')

  // The log says which came back: the host rolled 3d6 for the Recharge.
  await page.getByTestId('nav-log').click()
  const rest = page.getByTestId('log-summary').filter({ hasText: 'A Quick Rest' }).first()
  await expect(rest).toHaveText(
    /^A Quick Rest: Ixa Marrow takes 1 at the average \(14 each\); Ixa Marrow's Steel Nerve returns, Ixa Marrow's Rolling Flame (recharges|stays spent) \((\d+) vs 11\+\)\.$/,
  )
  const recharged = (await rest.textContent())!.includes('Rolling Flame recharges')
  await expectNoAxeViolations(page, 'GM console, the log after a Quick Rest')

  // The next fight: Ixa's Encounter ability is back, the Recharge one as its roll said; the raiders' are fresh.
  await page.getByTestId('nav-run').click()
  await press(page.getByTestId('fight-start'))
  await press(page.getByTestId('fight-begin'))
  await press(page.getByTestId('combatant-pc-ixa'))
  await expect(page.getByTestId('ability-use-Steel Nerve')).toBeEnabled()
  await expect(spentBadge('Steel Nerve')).toHaveCount(0)
  await expect(spentBadge('Rolling Flame')).toHaveCount(recharged ? 0 : 1)
  await press(page.getByTestId(`combatant-${RAIDER(1)}`))
  await expect(spentBadge('Sand Spray')).toHaveCount(0)
  await expect(spentBadge('Dune Fury')).toHaveCount(0)
  await expectNoAxeViolations(page, 'GM console, abilities back after a Quick Rest')
})
