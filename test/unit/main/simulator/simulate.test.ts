import { describe, expect, it } from 'vitest'
import { fightsWord, reportOf, verdictOf, type FightRecord } from '@shared/simulation/report'
import { fightSeed, simulate, SimulationRefused } from '../../../../src/main/simulator/simulate'
import { campaignWith, PARTY } from './support'

const request = { system: 'escalation', encounterId: 'enc-sim', pcIds: PARTY, fights: 8, seed: 42, maxRounds: 30 }

describe('the encounter simulator', () => {
  it('the same seed gives the same figures, and the seed is reported; another seed plays other fights', async () => {
    const campaign = campaignWith('escalation', 'npc-sand-raider', 5)
    const first = await simulate(campaign, request)
    expect(await simulate(campaign, request)).toEqual(first)
    expect(first).toMatchObject({ seed: 42, fights: 8, system: 'escalation', encounterId: 'enc-sim' })
    expect(fightSeed(42, 0)).not.toBe(fightSeed(43, 0))
    expect(fightSeed(42, 0)).not.toBe(fightSeed(42, 1))
  }, 60_000)

  it('reports progress, and a cancelled simulation answers null', async () => {
    const campaign = campaignWith('escalation', 'npc-sand-raider', 2)
    const seen: number[] = []
    await simulate(campaign, { ...request, fights: 20 }, { progress: (done) => seen.push(done) })
    expect(seen).toEqual([10, 20])
    let asked = 0
    expect(await simulate(campaign, { ...request, fights: 50 }, { cancelled: () => ++asked > 1 })).toBeNull()
  }, 60_000)

  it('refuses in words an encounter that is missing, of another system, or a system it cannot play', async () => {
    const campaign = campaignWith('escalation', 'npc-sand-raider', 2)
    await expect(simulate(campaign, { ...request, encounterId: 'enc-nowhere' })).rejects.toThrow(/no encounter “enc-nowhere”/)
    await expect(simulate(campaign, { ...request, encounterId: 'enc-wreck-skirmish' })).rejects.toThrow(/not a fight of this system/)
    await expect(simulate(campaign, { ...request, system: 'relics', encounterId: 'enc-nowhere' })).rejects.toBeInstanceOf(SimulationRefused)
    await expect(simulate(campaign, { ...request, pcIds: ['pc-nobody'] })).rejects.toThrow(/no PC “pc-nobody”/)
  })

  it('sums up fights into chances, rounds, hit points lost, the deadliest enemy and a verdict in plain words', () => {
    const fight = (outcome: FightRecord['outcome'], dropped: boolean, rounds: number, hpLost: number): FightRecord => ({
      outcome,
      rounds,
      pcs: [{ id: 'pc-a', dropped, died: false, hpLost }],
      enemies: [
        { npcId: 'npc-wolf', dealt: hpLost },
        { npcId: 'npc-rat', dealt: 1 },
      ],
    })
    const records = [fight('won', true, 3, 20), ...Array.from({ length: 4 }, () => fight('won', false, 2, 5))]
    const report = reportOf(records, { system: 's', encounterId: 'e', seed: 9 }, new Map([['npc-wolf', 'Wolf']]))
    expect(report).toMatchObject({ win: 1, anyDrops: 0.2, rounds: { median: 2, p90: 3 }, deadliest: { name: 'Wolf', damagePerFight: 8 } })
    expect(report.pcs[0]).toMatchObject({ drops: 0.2, hpLost: { median: 5, p90: 20 } })
    expect(report.verdict).toBe('Hard: in 1 fight of 5 a PC goes down')
    expect(verdictOf({ win: 0.3, anyDrops: 1, anyDies: 0.5, stalled: 0 })).toBe('Deadly: the party loses or stalls in 7 fights of 10')
    expect(verdictOf({ win: 1, anyDrops: 0, anyDies: 0, stalled: 0 })).toBe('Easy: no PC goes down')
    expect(fightsWord(0.25)).toBe('1 fight of 4')
  })
})
