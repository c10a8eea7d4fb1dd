import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkResult,
  defenseOdds,
  keptRoll,
  levelOdds,
  opposedOdds,
  opposedWinner,
  resolveDefense,
  successLevel,
  SUCCESS_LEVELS,
  type Advantage,
  type SuccessLevel,
} from '@shared/systems/action-points'

type Fumbles = 'doubleZero' | 'highRollsWhenUnskilled'

/** Every face of one or two d100, read by `successLevel` face by face: what the exact odds must equal. */
function bruteLevels(skill: number, advantage: Advantage, fumbles: Fumbles): Record<SuccessLevel, number> {
  const ways = Object.fromEntries(SUCCESS_LEVELS.map((l) => [l, 0])) as Record<SuccessLevel, number>
  const rolls =
    advantage === 0
      ? Array.from({ length: 100 }, (_, i) => [i + 1])
      : Array.from({ length: 10_000 }, (_, i) => [Math.floor(i / 100) + 1, (i % 100) + 1])
  for (const faces of rolls) ways[successLevel(keptRoll(faces, advantage)!, skill, fumbles)] += 1
  return ways
}

const advantage = fc.constantFrom<Advantage>(-1, 0, 1)
const fumbles = fc.constantFrom<Fumbles>('doubleZero', 'highRollsWhenUnskilled')

describe('exact odds of each success level before a check (R22, AG2, AG3)', () => {
  it('R22 AG2 AG3 the counted odds equal every face read one by one, for any skill, Advantage and fumble rule (brute force)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 130 }), advantage, fumbles, (skill, adv, rule) => {
        const odds = levelOdds(skill, adv, rule)
        expect(odds.ways).toEqual(bruteLevels(skill, adv, rule))
        expect(Object.values(odds.ways).reduce((a, b) => a + b, 0)).toBe(odds.outOf)
      }),
      { numRuns: 60 },
    )
  })

  it('R22 a skill of 50 with one die: 5% Critical, 5% Major, 15% Hard, 25% Normal, 49% Failure, 1% fumble', () => {
    expect(levelOdds(50, 0).ways).toEqual({ critical: 5, major: 5, hard: 15, normal: 25, failure: 49, fumble: 1 })
  })

  it('AG3 Advantage never lowers the chance of any level or better, Disadvantage never raises it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 110 }), (skill) => {
        const [worse, plain, better] = ([-1, 0, 1] as const).map((a) => levelOdds(skill, a))
        let atLeast = [0, 0, 0]
        for (const level of [...SUCCESS_LEVELS].reverse()) {
          atLeast = [
            atLeast[0]! + worse!.ways[level] / worse!.outOf,
            atLeast[1]! + plain!.ways[level] / 100,
            atLeast[2]! + better!.ways[level] / better!.outOf,
          ]
          expect(atLeast[0]).toBeLessThanOrEqual(atLeast[1]! + 1e-12)
          expect(atLeast[1]).toBeLessThanOrEqual(atLeast[2]! + 1e-12)
        }
      }),
      { numRuns: 40 },
    )
  })
})

describe('exact odds of an opposed check (AG1, AG33)', () => {
  it('AG1 AG33 one die each: the odds equal all 10,000 pairs resolved one by one (brute force)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 110 }), fc.integer({ min: 0, max: 110 }), fc.integer({ min: 0, max: 1 }), (a, p, bump) => {
        const counted = { active: 0, passive: 0, neither: 0 }
        for (let x = 1; x <= 100; x++)
          for (let y = 1; y <= 100; y++)
            counted[opposedWinner(checkResult(a, x, { fumbles: 'doubleZero' }), checkResult(p, y, { fumbles: 'doubleZero' }), bump)] += 1
        expect(opposedOdds({ skill: a, advantage: 0 }, { skill: p, advantage: 0 }, bump)).toEqual({ ...counted, outOf: 10_000 })
      }),
      { numRuns: 15 },
    )
  })

  it('AG3 with Advantage on the acting side the odds equal every triple of dice (brute force)', () => {
    const a = 55
    const p = 40
    const counted = { active: 0, passive: 0, neither: 0 }
    for (let x1 = 1; x1 <= 100; x1++)
      for (let x2 = 1; x2 <= 100; x2++) {
        const mine = checkResult(a, Math.min(x1, x2), { fumbles: 'doubleZero' })
        for (let y = 1; y <= 100; y++) counted[opposedWinner(mine, checkResult(p, y, { fumbles: 'doubleZero' }))] += 1
      }
    expect(opposedOdds({ skill: a, advantage: 1 }, { skill: p, advantage: 0 })).toEqual({ ...counted, outOf: 1_000_000 })
  })
})

describe('exact odds of a reaction against an attack already rolled (A15-A18, AG16)', () => {
  it('A15 A16 A17 the odds equal every reaction roll resolved one by one (brute force)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 30, max: 90 }),
        fc.integer({ min: 0, max: 100 }),
        advantage,
        fc.constantFrom('dodge', 'parry', 'block', 'riposte', 'intercept' as const),
        (attackRoll, attackSkill, skill, adv, kind) => {
          const attack = checkResult(attackSkill, attackRoll, { fumbles: 'doubleZero' })
          const counted = { wins: 0, refunds: 0, triples: 0 }
          const rolls =
            adv === 0
              ? Array.from({ length: 100 }, (_, i) => [i + 1])
              : Array.from({ length: 10_000 }, (_, i) => [Math.floor(i / 100) + 1, (i % 100) + 1])
          for (const faces of rolls) {
            const outcome = resolveDefense(kind, attack, checkResult(skill, keptRoll(faces, adv)!, { fumbles: 'doubleZero' }), 0)
            counted.wins += outcome.won ? 1 : 0
            counted.refunds += outcome.refund ? 1 : 0
            counted.triples += outcome.multiplier === 3 ? 1 : 0
          }
          expect(defenseOdds(kind, attack, { skill, advantage: adv }, 0)).toEqual({ ...counted, outOf: rolls.length })
        },
      ),
      { numRuns: 25 },
    )
  })
})
