import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkResult,
  keptRoll,
  levelRank,
  levelThresholds,
  netAdvantage,
  opposedWinner,
  successLevel,
  SUCCESS_LEVELS,
  type CheckResult,
} from '@shared/systems/action-points/rules'

const check = (skill: number, roll: number): CheckResult => checkResult(skill, roll, { fumbles: 'doubleZero' })

describe('d100 checks (R22, AG2, AG3)', () => {
  it('R22 a skill of 60: Critical up to 6, Major up to 12, Hard up to 30, Normal up to 60, then Failure', () => {
    expect(levelThresholds(60)).toEqual({ critical: 6, major: 12, hard: 30, normal: 60 })
    expect([1, 6, 7, 12, 13, 30, 31, 60, 61, 99].map((roll) => successLevel(roll, 60))).toEqual([
      'critical',
      'critical',
      'major',
      'major',
      'hard',
      'hard',
      'normal',
      'normal',
      'failure',
      'failure',
    ])
  })

  it('R22 thresholds round down: a skill of 45 crits on 4 or less, not on 5', () => {
    expect(successLevel(4, 45)).toBe('critical')
    expect(successLevel(5, 45)).toBe('major')
    expect(successLevel(22, 45)).toBe('hard')
    expect(successLevel(23, 45)).toBe('normal')
  })

  it('R22 01 always succeeds, even with no skill; 00 always fails, even above 100', () => {
    expect(successLevel(1, 0)).toBe('normal')
    expect(successLevel(1, 5)).toBe('major')
    expect(successLevel(100, 150)).toBe('fumble')
    expect(successLevel(99, 150)).toBe('normal')
  })

  it('AG2 00 is a fumble; with the campaign setting, 96-99 fumble too for a skill below 50', () => {
    expect(successLevel(100, 40)).toBe('fumble')
    expect(successLevel(97, 40)).toBe('failure')
    expect(successLevel(97, 40, 'highRollsWhenUnskilled')).toBe('fumble')
    expect(successLevel(95, 40, 'highRollsWhenUnskilled')).toBe('failure')
    expect(successLevel(97, 50, 'highRollsWhenUnskilled')).toBe('failure')
  })

  it('R22 a success level never rises as the roll goes up (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom('doubleZero', 'highRollsWhenUnskilled' as const),
        (skill, roll, rule) => {
          expect(levelRank(successLevel(roll + 1, skill, rule))).toBeLessThanOrEqual(levelRank(successLevel(roll, skill, rule)))
        },
      ),
    )
  })

  it('R22 a success level never falls as the skill goes up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 149 }), fc.integer({ min: 1, max: 100 }), (skill, roll) => {
        expect(levelRank(successLevel(roll, skill + 1))).toBeGreaterThanOrEqual(levelRank(successLevel(roll, skill)))
      }),
    )
  })

  it('AG3 Advantage keeps the lower of two d100, Disadvantage the higher; a wrong number of dice does not read', () => {
    expect(keptRoll([70, 12], 1)).toBe(12)
    expect(keptRoll([70, 12], -1)).toBe(70)
    expect(keptRoll([33], 0)).toBe(33)
    expect(keptRoll([33], 1)).toBeNull()
    expect(keptRoll([33, 40], 0)).toBeNull()
    expect(keptRoll([0], 0)).toBeNull()
  })

  it('AG3 Advantage and Disadvantage do not stack, and one of each cancels', () => {
    expect(netAdvantage({ advantage: 3, disadvantage: 0 })).toBe(1)
    expect(netAdvantage({ advantage: 0, disadvantage: 2 })).toBe(-1)
    expect(netAdvantage({ advantage: 2, disadvantage: 1 })).toBe(0)
    expect(netAdvantage({ advantage: 0, disadvantage: 0 })).toBe(0)
  })

  it('R22 a level the GM enters by hand stands, whatever the die', () => {
    expect(checkResult(50, 90, { fumbles: 'doubleZero' }, 'hard')).toEqual({ skill: 50, roll: 90, level: 'hard', margin: -40 })
  })
})

describe('opposed checks (AG1, AG33, AG13)', () => {
  it('AG1 the higher level wins', () => {
    expect(opposedWinner(check(50, 20), check(50, 40))).toBe('active')
    expect(opposedWinner(check(50, 40), check(50, 4))).toBe('passive')
  })

  it('AG33 at the same level the larger margin under the skill wins', () => {
    // Both Normal: 60 - 45 = 15 beats 50 - 40 = 10.
    expect(opposedWinner(check(60, 45), check(50, 40))).toBe('active')
    expect(opposedWinner(check(50, 40), check(60, 45))).toBe('passive')
  })

  it('AG33 the same level and margin: the acting side wins (a reaction must beat the attack)', () => {
    expect(opposedWinner(check(50, 40), check(50, 40))).toBe('active')
  })

  it('AG1 a failure never wins; both failing, nobody does', () => {
    expect(opposedWinner(check(50, 60), check(50, 50))).toBe('passive')
    expect(opposedWinner(check(50, 50), check(50, 90))).toBe('active')
    expect(opposedWinner(check(50, 60), check(50, 90))).toBe('neither')
  })

  it('A18 AG13 a bump raises the acting side a level for the comparison: a Large Normal beats a Medium Normal parry', () => {
    expect(opposedWinner(check(50, 40), check(80, 45), 1)).toBe('active')
    expect(opposedWinner(check(50, 40), check(80, 45), 0)).toBe('passive')
  })

  it('AG13 a bump never turns a failure into a success', () => {
    expect(opposedWinner(check(50, 60), check(50, 50), 1)).toBe('passive')
  })

  it('AG13 a bump counts even above Critical: a Large Critical beats a Medium Critical', () => {
    expect(opposedWinner(check(50, 5), check(90, 1), 1)).toBe('active')
  })

  it('AG1 AG33 exactly one side wins when either succeeds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 100 }),
        (as, ar, ps, pr) => {
          const a = check(as, ar)
          const p = check(ps, pr)
          const winner = opposedWinner(a, p)
          const anySuccess = levelRank(a.level) >= 2 || levelRank(p.level) >= 2
          expect(winner === 'neither').toBe(!anySuccess)
        },
      ),
    )
  })
})

describe('the success levels, worst first', () => {
  it('R22 AG2 the scale reads fumble, failure, Normal, Hard, Major, Critical', () => {
    expect(SUCCESS_LEVELS.map(levelRank)).toEqual([0, 1, 2, 3, 4, 5])
  })
})
