import { expect } from '@playwright/test'
import { expectPhonesUsable, fightWithPhones, HIDDEN, nextTurnOf, type Phone, type Table } from './support/phones'

/*
 * An Action-points fight at the table with two players on their phones (support/phones.ts
 * tells the journey and each check): one Sand Raider between Ixa and Vell on the demo's map, the
 * hidden one far off. Besides attacking on their turns, a player answers the raider's attack
 * on their PC from the phone.
 */
const RAIDER = 'npc-sand-raider-1'

/** A15-A19: the GM rolls the raider's attack at the phone's PC; the phone is offered its reactions with cost and odds and dodges. */
async function dodgeOn(table: Table, phone: Phone): Promise<void> {
  const answer = await table.gm.request('run.roll', {
    system: 'actionPoints',
    roll: { type: 'attack', attacker: RAIDER, target: phone.pc, weapon: 0, advantage: 0, bonus: 0 },
  })
  expect(answer).toMatchObject({ ok: true })
  await expect(phone.page.getByTestId('device-headline')).toHaveText(`Sand Raider attacks ${phone.name}: react?`)
  const options = phone.page.getByTestId('device-option')
  for (const reaction of ['Dodge', 'Parry', 'Block', 'Riposte'])
    await expect(options.filter({ hasText: `Reaction: ${reaction}` })).toContainText(/\d RP/)
  await expect(options.filter({ hasText: 'Reaction: Let it land' })).toBeEnabled()
  const dodge = options.filter({ hasText: 'Reaction: Dodge' })
  await expect(dodge).toContainText(/1 RP · \d+(\.\d)?% to succeed/)
  await expect(dodge).toBeEnabled()
  await dodge.tap()
  await expect(table.gmPage.getByTestId('session-undo')).toContainText(`${phone.name} (player)`)
  await expect(table.gmPage.getByTestId('session-undo')).toContainText('Dodge')
}

fightWithPhones(
  'A4 A15 each player attacks from their phone on their PC’s turn and one dodges the raider’s attack on their PC; a late tap is refused, the GM undoes a player’s step and locks a phone; no phone or screen shows another’s secret or the hidden raider',
  {
    system: 'actionPoints',
    encounter: 'enc-wyrm-rises',
    diceSeed: 5,
    initiative: true,
    sheet: 'RP',
    change: (encounter) => {
      const hidden = (encounter.combatants as { npcId: string }[]).filter((c) => c.npcId === 'npc-quillon')
      encounter.combatants = [{ npcId: 'npc-sand-raider', count: 1 }, ...hidden]
      const positions = { 'pc-ixa': { q: 0, r: 0 }, [RAIDER]: { q: 1, r: 0 }, 'pc-vell': { q: 0, r: 1 }, [HIDDEN]: { q: 0, r: -7 } }
      encounter.setup = { grid: true, radius: 8, surprised: null, positions }
    },
  },
  async (table, _first, second) => {
    await nextTurnOf(table, RAIDER)
    await dodgeOn(table, second)
    await expectPhonesUsable(table, `${second.name} reacting`)
  },
)
