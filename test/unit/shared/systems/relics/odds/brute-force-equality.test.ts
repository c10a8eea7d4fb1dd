import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bruteForceOdds, poolOdds, type OddsSimpleModifier, type PoolOddsSpec } from '@shared/systems/relics/odds'
import { expectSameOdds, minus, plus } from './helpers'

const EXACT = 1e-12

/** Every Simple modifier with a value of 1 or 2 on 1 or 2 dice, of either side. */
const KINDS: OddsSimpleModifier[] = [1, 2].flatMap((value) => [1, 2].flatMap((dice) => [plus(value, dice), minus(value, dice)]))

/** No modifier, each one alone, and every pair (a pair may repeat a kind). */
const MODIFIER_SETS: OddsSimpleModifier[][] = [[], ...KINDS.map((m) => [m]), ...KINDS.flatMap((a, i) => KINDS.slice(i).map((b) => [a, b]))]

const AUTO_SETS = [[], [1], [5], [8], [3, 6], [1, 7]]

/** Every pool of up to 6 dice: free dice plus one of the auto result sets. */
const POOLS = AUTO_SETS.flatMap((autoResults) => Array.from({ length: 7 - autoResults.length }, (_, freeDice) => ({ freeDice, autoResults })))

describe('poolOdds against brute force (steps 4-8, rulings 1, 6, 8)', () => {
  it.each(POOLS)(
    'step 5 best play on $freeDice free dice + autos $autoResults: every modifier set of up to 2 equals brute force within 1e-12',
    (pool) => {
      for (const simple of MODIFIER_SETS) {
        const spec: PoolOddsSpec = { ...pool, simple, context: { pcCount: 3, rating: 3, resolvedDice: 1 } }
        expectSameOdds(poolOdds(spec), bruteForceOdds(spec), EXACT)
      }
    },
  )

  it('step 5 best play on random small pools (up to 3 modifiers of value 0-3 on 0-3 dice) equals brute force within 1e-12', () => {
    const modifier = fc.record({
      value: fc.integer({ min: 0, max: 3 }),
      dice: fc.integer({ min: 0, max: 3 }),
      side: fc.constantFrom('beneficial' as const, 'hindering' as const),
    })
    const spec = fc
      .record({
        freeDice: fc.integer({ min: 0, max: 5 }),
        autoResults: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }),
        simple: fc.array(modifier, { maxLength: 3 }),
        pcCount: fc.integer({ min: 1, max: 5 }),
        turn: fc.constantFrom('challenge' as const, undefined),
      })
      .filter((s) => s.freeDice + s.autoResults.length <= 6)
    fc.assert(
      fc.property(spec, ({ pcCount, turn, ...pool }) => {
        const full: PoolOddsSpec = { ...pool, context: { pcCount, turn } }
        expectSameOdds(poolOdds(full), bruteForceOdds(full), EXACT)
      }),
      { numRuns: 150 },
    )
  })

  it('brute force refuses pools too large to enumerate', () => {
    expect(() => bruteForceOdds({ freeDice: 9 })).toThrow(RangeError)
  })
})
