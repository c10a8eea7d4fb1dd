import { describe, expect, it } from 'vitest'
import type { ApState } from '@shared/systems/action-points'
import { successChance } from '@shared/systems/action-points/policy'
import { attackOptions } from '@shared/systems/action-points/views/options'
import { campaignWith, HitTally, PARTY, playMany, strongAndWeak } from './support'

const fightOf = (state: unknown) => (state as ApState).fight!.snapshot.context
const SUCCESS = new Set(['normal', 'hard', 'major', 'critical'])

describe('the Action-points policy in the encounter simulator', () => {
  it('A4 A15 R22 each simulated attack check succeeds as often as the exact odds the fight page shows (within 4 standard deviations)', async () => {
    const tally = new HitTally()
    const campaign = campaignWith('actionPoints', 'npc-sand-raider', 6)
    await playMany(campaign, { system: 'actionPoints', encounterId: 'enc-sim', pcIds: PARTY, fights: 10 }, (move, before, after) => {
      const roll = move.kind === 'roll' ? (move.roll as { type: string; attacker: string; target: string; weapon: number }) : null
      if (roll?.type !== 'attack') return
      const option = attackOptions(fightOf(before)).find((o) => o.target === roll.target && o.weapon === roll.weapon)!
      // A10: a provoking attack is held while the Reaction Attacks it drew are made.
      const pending = fightOf(after).pending
      const top = pending?.attacks.at(-1) ?? pending?.held ?? undefined
      const succeeded = top !== undefined && top.attacker === roll.attacker && top.target === roll.target && SUCCESS.has(top.check.level)
      tally.add(successChance(option.odds), succeeded)
    })
    expect(tally.attacks).toBeGreaterThan(150)
    expect(tally.deviations(), `${tally.hits} hits of ${tally.attacks}, ${tally.expected.toFixed(1)} expected`).toBeLessThan(4)
  }, 120_000)

  it('a party far stronger than its enemies wins nearly always; one character alone against a horde nearly never', async () => {
    const { strong, weak } = await strongAndWeak('actionPoints', { npcId: 'npc-sand-raider', count: 1 }, { npcId: 'npc-dune-wyrm', count: 2 })
    expect(strong.win).toBeGreaterThanOrEqual(0.95)
    expect(weak.win).toBeLessThanOrEqual(0.05)
  }, 120_000)
})
