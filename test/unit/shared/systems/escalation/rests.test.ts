import { describe, expect, it } from 'vitest'
import { fullRest, quickRest, rechargesToRoll, tierFromLevel, type RestingPc } from '@shared/systems/escalation/rules'

const pc: RestingPc = {
  hp: 6,
  maxHp: 40,
  tempHp: 4,
  recoveriesLeft: 2,
  recoveriesMax: 8,
  noRecoveryPenalty: 1,
  powers: [
    { id: 'strike', frequency: 'atWill', expended: false },
    { id: 'surge', frequency: 'encounter', expended: true },
    { id: 'nova', frequency: 'daily', expended: true },
    { id: 'breath', frequency: 'recharge', recharge: 13, expended: true },
    { id: 'roar', frequency: 'recharge', recharge: 9, expended: true },
  ],
}

describe('rests (E57, E58, E28, EG29, EG50)', () => {
  it('E57 a Quick Rest heals with recoveries, restores Encounter powers and rolls each expended Recharge power', () => {
    expect(rechargesToRoll(pc).map((p) => p.id)).toEqual(['breath', 'roar'])
    const rested = quickRest(pc, [12, 15], { breath: 12, roar: 9 })
    if (!rested.ok) throw new Error(rested.reason)
    expect(rested.value).toMatchObject({ hp: 33, tempHp: 0, recoveriesLeft: 0, noRecoveryPenalty: 1 })
    expect(Object.fromEntries(rested.value.powers.map((p) => [p.id, p.expended]))).toEqual({
      strike: false,
      surge: false,
      nova: true,
      breath: true,
      roar: false,
    })
  })

  it('E57 EG50 a Quick Rest spends only the recoveries left, and needs every Recharge roll', () => {
    expect(quickRest(pc, [5, 5, 5], { breath: 10, roar: 10 })).toEqual({ ok: false, reason: 'Only 2 recoveries are left, not 3' })
    expect(quickRest(pc, [], { breath: 10 })).toEqual({ ok: false, reason: 'Roll the Recharge of roar' })
  })

  it('E54 EG21 a Quick Rest heals a PC below 0 from 0', () => {
    const rested = quickRest({ ...pc, hp: -8 }, [10], { breath: 3, roar: 3 })
    expect(rested.ok && rested.value.hp).toBe(10)
  })

  it('E58 E49 a Full Rest restores hit points, recoveries and every power, and ends the no-recovery penalty', () => {
    const rested = fullRest(pc)
    expect(rested).toMatchObject({ hp: 40, tempHp: 0, recoveriesLeft: 8, noRecoveryPenalty: 0 })
    expect(rested.powers.every((p) => !p.expended)).toBe(true)
  })

  it('EG34 tier 1 for levels 1-4, 2 for 5-7, 3 for 8 and up (campaign setting)', () => {
    expect([1, 4, 5, 7, 8, 10].map((level) => tierFromLevel(level))).toEqual([1, 1, 2, 2, 3, 3])
    expect(tierFromLevel(4, [4, 7])).toBe(2)
  })
})
