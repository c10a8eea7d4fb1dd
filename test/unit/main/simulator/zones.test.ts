import { describe, expect, it } from 'vitest'
import type { ZonesState } from '@shared/systems/zones'
import { turnOptions } from '@shared/systems/zones/views/turn-options'
import { campaignWith, HitTally, PARTY, playMany, strongAndWeak } from './support'

const fightOf = (state: unknown) => (state as ZonesState).fight!.snapshot.context

describe('the Zones policy in the encounter simulator', () => {
  it('Z11-Z19 each simulated attack lands as often as the exact odds the fight page shows (within 4 standard deviations)', async () => {
    const tally = new HitTally()
    const campaign = campaignWith('zones', 'npc-sand-raider', 6)
    let flee = 0
    await playMany(campaign, { system: 'zones', encounterId: 'enc-sim', pcIds: PARTY, fights: 25 }, (move, before, after) => {
      if (move.kind === 'act' && (move.action as { type: string }).type === 'morale.choose') flee++
      const roll = move.kind === 'roll' ? (move.roll as { type: string; target: string; weapon: number; offhand: number | null }) : null
      if (roll?.type !== 'attack') return
      const option = turnOptions(fightOf(before))!.attacks.find(
        (o) => o.target === roll.target && o.weapon === roll.weapon && o.offhand === roll.offhand,
      )!
      tally.add(option.hitChance!, fightOf(after).lastAttack!.strikes[0]!.hit)
    })
    expect(tally.attacks).toBeGreaterThan(150)
    expect(tally.deviations()).toBeLessThan(4)
    // Z31: some raiders broke and fled once half of them were down.
    expect(flee).toBeGreaterThan(0)
  }, 120_000)

  it('a party far stronger than its enemies wins nearly always; one character alone against a horde nearly never', async () => {
    const { strong, weak } = await strongAndWeak('zones', { npcId: 'npc-sand-raider', count: 1 }, { npcId: 'npc-dune-wyrm', count: 3 })
    expect(strong.win).toBeGreaterThanOrEqual(0.95)
    expect(weak.win).toBeLessThanOrEqual(0.05)
  }, 120_000)
})
