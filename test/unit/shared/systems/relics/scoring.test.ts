import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compareForRollingSide, dieOutcome, scoreResults } from '@shared/systems/relics'

describe('Step 6, Final Result (ruling 1)', () => {
  it.each([
    [9, 'overpowering'],
    [12, 'overpowering'],
    [8, 'critical'],
    [7, 'critical'],
    [6, 'success'],
    [5, 'success'],
    [4, 'nothing'],
    [2, 'nothing'],
    [1, 'botch'],
    [0, 'botch'],
    [-1, 'majorBotch'],
    [-2, 'majorBotch'],
    [-4, 'majorBotch'],
  ] as const)('a final result of %i is %s', (value, outcome) => {
    expect(dieOutcome(value)).toBe(outcome)
  })

  it('tallies successes before botches, net after them, and counts dice of each kind', () => {
    expect(scoreResults([9, 7, 5, 3, 1, -1])).toEqual({
      results: [9, 7, 5, 3, 1, -1],
      net: 3 + 2 + 1 - 1 - 2,
      successes: 6,
      criticals: 1,
      overpowering: 1,
      botches: 1,
      majorBotches: 1,
      disaster: false,
    })
  })

  it('a net of -1 or less is a Disaster (step 6, last bullet)', () => {
    expect(scoreResults([1, 3, 5, 0]).disaster).toBe(true)
    expect(scoreResults([1, 5]).disaster).toBe(false)
    expect(scoreResults([]).net).toBe(0)
  })

  it('"[1, 3, 3, 4, 7] ... net result would be one success, one Destiny, and one Doom"', () => {
    const result = scoreResults([1, 3, 3, 4, 7])
    expect(result.net).toBe(1)
    expect(result.criticals).toBe(1)
    expect(result.botches).toBe(1)
  })

  it('property: scoring is monotonic in each die (raising one die never lowers the net)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -4, max: 12 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 4 }),
        (dice, at, raise) => {
          const i = at % dice.length
          const raised = dice.map((d, j) => (j === i ? d + raise : d))
          expect(scoreResults(raised).net).toBeGreaterThanOrEqual(scoreResults(dice).net)
          expect(compareForRollingSide(scoreResults(raised), scoreResults(dice))).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

describe('Ruling 6 preference', () => {
  it('prefers more net, then fewer botch dice, then more criticals', () => {
    expect(compareForRollingSide(scoreResults([5, 5]), scoreResults([7, 1]))).toBeGreaterThan(0)
    expect(compareForRollingSide(scoreResults([5, 3]), scoreResults([7, 1]))).toBeGreaterThan(0)
    expect(compareForRollingSide(scoreResults([7, 3]), scoreResults([5, 5]))).toBeGreaterThan(0)
  })
})
