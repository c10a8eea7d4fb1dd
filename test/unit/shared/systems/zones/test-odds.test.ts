import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveTest, testOdds, type Edge } from '@shared/systems/zones'

/** Every roll of the d20s an edge rolls, read by the rules themselves. */
function bruteForce(attribute: number, edge: Edge, dr: number, naturals: boolean): { passing: number; outOf: number } {
  const rolls: number[][] = []
  for (let a = 1; a <= 20; a++) {
    if (edge === 'normal') rolls.push([a])
    else for (let b = 1; b <= 20; b++) rolls.push([a, b])
  }
  const passing = rolls.filter((faces) => {
    const test = resolveTest({ faces, attribute, edge, dr, naturals })
    if (!test.ok) throw new Error(test.reason)
    return test.value.passed
  }).length
  return { passing, outOf: rolls.length }
}

describe('exact odds of passing a Zones Test (R20, Z12, ZG3, ZG4)', () => {
  it('R20 property: the odds equal reading every roll, plain, with Advantage and with Disadvantage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -25, max: 25 }),
        fc.constantFrom<Edge>('normal', 'advantage', 'disadvantage'),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (attribute, edge, dr, naturals) => {
          const odds = testOdds({ attribute, edge, dr, naturals })
          expect({ passing: odds.passing, outOf: odds.outOf }).toEqual(bruteForce(attribute, edge, dr, naturals))
          expect(odds.chance).toBe(odds.passing / odds.outOf)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('R20 d20 + 2 against DR 12 passes 11 times in 20; Advantage 319 in 400; Disadvantage 121 in 400', () => {
    expect(testOdds({ attribute: 2, edge: 'normal' })).toEqual({ passing: 11, outOf: 20, chance: 0.55 })
    expect(testOdds({ attribute: 2, edge: 'advantage' }).passing).toBe(400 - 81)
    expect(testOdds({ attribute: 2, edge: 'disadvantage' }).passing).toBe(121)
  })

  it('ZG3 with naturals a hopeless attack still passes on a 20 and a sure one fails on a 1', () => {
    expect(testOdds({ attribute: -30, edge: 'normal', naturals: true }).passing).toBe(1)
    expect(testOdds({ attribute: 30, edge: 'normal', naturals: true }).passing).toBe(19)
    expect(testOdds({ attribute: 30, edge: 'normal' }).passing).toBe(20)
  })
})
