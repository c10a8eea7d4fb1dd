import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  adjustedResults,
  checkAssignment,
  isSideComplete,
  legalDice,
  scoreResults,
  tidesShift,
  whyPlacementRefused,
  type Placement,
  type SimpleModifier,
} from '@shared/systems/relics'
import { defaultSettings } from '@shared/campaign'
import { arbitraryModifiers, arbitraryPlacements } from './fixtures'

const plusOneTwoDice: SimpleModifier = { id: 'p1', label: '+1 / 2d', side: 'beneficial', value: 1, dice: 2 }
const plusTwoOneDie: SimpleModifier = { id: 'p2', label: '+2 / 1d', side: 'beneficial', value: 2, dice: 1 }
const minusTwoTwoDice: SimpleModifier = { id: 'm2', label: '-2 / 2d', side: 'hindering', value: 2, dice: 2 }
const minor = defaultSettings().threatLevels[1]!

describe('Step 5, Adjust the Results: the worked example "[1, 3, 3, 4, 5]" with +1 / 2d and +2 / 1d', () => {
  const pool = [1, 3, 3, 4, 5]
  const modifiers = [plusOneTwoDice, plusTwoOneDie]

  it('"apply the +2 / 1d to the 5 to become [1, 3, 3, 4, 7]": one success, one Destiny, one Doom', () => {
    const placements: Placement[] = [{ modifierId: 'p2', dieIndex: 4 }]
    const results = adjustedResults(pool, modifiers, placements)
    expect(results).toEqual([1, 3, 3, 4, 7])
    const score = scoreResults(results)
    expect(score.net).toBe(1)
    expect(tidesShift(score, minor, 3, 'cohort')).toMatchObject({ destiny: 1, doom: 1 })
  })

  it('"They may not apply either +1 to the die already modified by the +2 / 1d"', () => {
    const placements: Placement[] = [{ modifierId: 'p2', dieIndex: 4 }]
    expect(whyPlacementRefused(5, modifiers, placements, { modifierId: 'p1', dieIndex: 4 })).toMatch(/two Beneficial/)
  })

  it('"apply it to the 1 ... and to the 4 ... [2, 3, 3, 5, 7]. A net of 3 successes, one Destiny, and no Doom"', () => {
    const placements: Placement[] = [
      { modifierId: 'p2', dieIndex: 4 },
      { modifierId: 'p1', dieIndex: 0 },
      { modifierId: 'p1', dieIndex: 3 },
    ]
    expect(checkAssignment(5, modifiers, placements)).toEqual([])
    const results = adjustedResults(pool, modifiers, placements)
    expect(results).toEqual([2, 3, 3, 5, 7])
    const score = scoreResults(results)
    expect(score.net).toBe(3)
    expect(tidesShift(score, minor, 3, 'cohort')).toMatchObject({ destiny: 1, doom: 0 })
  })

  it('"Or they could apply the +2 / 1d to the 1 to give [3, 3, 3, 4, 5]": one net success, no Destiny or Doom', () => {
    const results = adjustedResults(pool, modifiers, [{ modifierId: 'p2', dieIndex: 0 }])
    expect(results).toEqual([3, 3, 3, 4, 5])
    const score = scoreResults(results)
    expect(score.net).toBe(1)
    expect(tidesShift(score, minor, 3, 'cohort')).toMatchObject({ destiny: 0, doom: 0 })
  })

  it('a multi-die modifier "must apply each to a separate die" and no more dice than it has', () => {
    const once: Placement[] = [{ modifierId: 'p1', dieIndex: 0 }]
    expect(whyPlacementRefused(5, modifiers, once, { modifierId: 'p1', dieIndex: 0 })).toMatch(/separate die/)
    const twice: Placement[] = [...once, { modifierId: 'p1', dieIndex: 1 }]
    expect(whyPlacementRefused(5, modifiers, twice, { modifierId: 'p1', dieIndex: 2 })).toMatch(/already on all of them/)
    expect(whyPlacementRefused(5, modifiers, [], { modifierId: 'p1', dieIndex: 5 })).toMatch(/no die 6/)
    expect(whyPlacementRefused(5, modifiers, [], { modifierId: 'nope', dieIndex: 0 })).toMatch(/no Simple modifier/)
  })
})

describe('Step 5, the worked example "[2, 3, 3, 5, 6]" with -2 / 2d then +1 / 2d', () => {
  const pool = [2, 3, 3, 5, 6]
  const modifiers = [minusTwoTwoDice, plusOneTwoDice]

  it('Hindering modifiers go first: the +1 / 2d waits for the -2 / 2d', () => {
    expect(whyPlacementRefused(5, modifiers, [], { modifierId: 'p1', dieIndex: 1 })).toMatch(/Hindering modifiers are placed before/)
  })

  it('"Apply a -2 to the 2 and 3 ... [0, 1, 3, 5, 6]", then "+1 / 2d to the 1 and the 6 giving ... [0, 2, 3, 5, 7]"', () => {
    const hindering: Placement[] = [
      { modifierId: 'm2', dieIndex: 0 },
      { modifierId: 'm2', dieIndex: 1 },
    ]
    expect(adjustedResults(pool, modifiers, hindering)).toEqual([0, 1, 3, 5, 6])
    expect(isSideComplete('hindering', modifiers, hindering, 5)).toBe(true)
    const all = [...hindering, { modifierId: 'p1', dieIndex: 1 }, { modifierId: 'p1', dieIndex: 4 }]
    expect(checkAssignment(5, modifiers, all)).toEqual([])
    expect(adjustedResults(pool, modifiers, all)).toEqual([0, 2, 3, 5, 7])
  })

  it('"a Beneficial(+) Simple modifier may be applied to a die that already has a Hindering(-)" one', () => {
    const hindering: Placement[] = [
      { modifierId: 'm2', dieIndex: 0 },
      { modifierId: 'm2', dieIndex: 1 },
    ]
    expect(legalDice(5, modifiers, hindering, 'p1')).toEqual([0, 1, 2, 3, 4])
  })

  it('two Hindering modifiers never stack on one die', () => {
    const other: SimpleModifier = { id: 'm1', label: '-1 / 1d', side: 'hindering', value: 1, dice: 1 }
    const placed: Placement[] = [{ modifierId: 'm2', dieIndex: 0 }]
    expect(whyPlacementRefused(5, [...modifiers, other], placed, { modifierId: 'm1', dieIndex: 0 })).toMatch(/two Hindering/)
  })

  it('checkAssignment gives a reason for each refused placement', () => {
    const refusals = checkAssignment(5, modifiers, [
      { modifierId: 'p1', dieIndex: 0 },
      { modifierId: 'm2', dieIndex: 0 },
      { modifierId: 'm2', dieIndex: 0 },
    ])
    expect(refusals.map((r) => r.reason)).toEqual([
      expect.stringMatching(/separate die/),
      expect.stringMatching(/Hindering modifiers are placed before/),
    ])
  })
})

describe('Step 5 properties (ruling 6)', () => {
  it('property: a legal assignment never stacks two Beneficial or two Hindering modifiers on one die', () => {
    fc.assert(
      fc.property(arbitraryModifiers, fc.integer({ min: 1, max: 8 }), arbitraryPlacements, (modifiers, poolSize, proposed) => {
        const refused = new Set(checkAssignment(poolSize, modifiers, proposed).map((r) => r.placement))
        const legal = proposed.filter((p) => !refused.has(p))
        for (const side of ['beneficial', 'hindering'] as const) {
          const dice = legal.filter((p) => modifiers.find((m) => m.id === p.modifierId)?.side === side).map((p) => p.dieIndex)
          expect(new Set(dice).size).toBe(dice.length)
        }
        for (const m of modifiers) expect(legal.filter((p) => p.modifierId === m.id).length).toBeLessThanOrEqual(m.dice)
      }),
    )
  })
})
