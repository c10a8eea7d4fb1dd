import { describe, expect, it } from 'vitest'
import type { EscalationState } from '@shared/systems/escalation'
import { attackOdds, attackOddsSpec } from '@shared/systems/escalation'
import { campaignWith, HitTally, PARTY, playMany, strongAndWeak } from './support'

const fightOf = (state: unknown) => (state as EscalationState).fight!.snapshot.context

describe('the Escalation policy in the encounter simulator', () => {
  it('E1-E6 R16 each simulated attack hits as often as the exact odds the fight page shows (within 4 standard deviations)', async () => {
    const tally = new HitTally()
    const campaign = campaignWith('escalation', 'npc-sand-raider', 6)
    await playMany(campaign, { system: 'escalation', encounterId: 'enc-sim', pcIds: PARTY, fights: 12 }, (move, before, after) => {
      const roll = move.kind === 'roll' ? (move.roll as { type: string; attacker: string; targets: string[]; attack: number }) : null
      if (roll?.type !== 'attack') return
      const fight = fightOf(before)
      const of = (id: string) => fight.track.combatants.find((c) => c.id === id)!
      const attacker = of(roll.attacker)
      const attack = attacker.stats.attacks[roll.attack]!
      const participant = (c: typeof attacker) => ({ ...c, ...c.stats, penalty: c.stats.recoveries?.noRecoveryPenalty ?? 0 })
      const spec = attackOddsSpec(
        participant(attacker),
        participant(of(roll.targets[0]!)),
        attack,
        { escalation: fight.escalation, critAlwaysHits: fight.settings.critAlwaysHits },
        { advantage: 0, bonus: 0 },
      )
      const outcome = fightOf(after).lastAttack!.targets[0]!.outcome
      tally.add(attackOdds(spec).hit, outcome === 'hit' || outcome === 'crit')
    })
    expect(tally.attacks).toBeGreaterThan(150)
    expect(tally.deviations()).toBeLessThan(4)
  }, 120_000)

  it('a party far stronger than its enemies wins nearly always; one PC alone against a horde nearly never', async () => {
    const { strong, weak } = await strongAndWeak('escalation', { npcId: 'npc-sand-raider', count: 1 }, { npcId: 'npc-sand-raider', count: 10 })
    expect(strong.win).toBeGreaterThanOrEqual(0.95)
    expect(weak.win).toBeLessThanOrEqual(0.05)
    expect(weak.pcs[0]!.drops).toBeGreaterThan(0.9)
  }, 120_000)
})
