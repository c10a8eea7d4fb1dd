import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  adjustedResults,
  checkAssignment,
  compareForRollingSide,
  isSideComplete,
  scoreResults,
  suggestAssignment,
  suggestHinderingAssignment,
  type Placement,
  type SimpleModifier,
} from '@shared/systems/relics'
import { allLegalAssignments, arbitraryModifiers } from './fixtures'

const score = (base: readonly number[], modifiers: readonly SimpleModifier[], placements: readonly Placement[]) =>
  scoreResults(adjustedResults(base, modifiers, placements))

const smallPool = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 })

describe('Step 5, suggested assignment (ruling 6)', () => {
  it('finds the text\'s best play for "[1, 3, 3, 4, 5]" with +1 / 2d and +2 / 1d: [2, 3, 3, 5, 7], net 3', () => {
    const modifiers: SimpleModifier[] = [
      { id: 'p1', label: '+1 / 2d', side: 'beneficial', value: 1, dice: 2 },
      { id: 'p2', label: '+2 / 1d', side: 'beneficial', value: 2, dice: 1 },
    ]
    const suggestion = suggestAssignment([1, 3, 3, 4, 5], modifiers, [])
    expect(adjustedResults([1, 3, 3, 4, 5], modifiers, suggestion)).toEqual([2, 3, 3, 5, 7])
  })

  it('keeps the Hindering placements of "[2, 3, 3, 5, 6]" with -2 / 2d and answers with the +1 / 2d', () => {
    const modifiers: SimpleModifier[] = [
      { id: 'm2', label: '-2 / 2d', side: 'hindering', value: 2, dice: 2 },
      { id: 'p1', label: '+1 / 2d', side: 'beneficial', value: 1, dice: 2 },
    ]
    const hindering: Placement[] = [
      { modifierId: 'm2', dieIndex: 0 },
      { modifierId: 'm2', dieIndex: 1 },
    ]
    const suggestion = suggestAssignment([2, 3, 3, 5, 6], modifiers, hindering)
    expect(suggestion.slice(0, 2)).toEqual(hindering)
    // The text's own answer, [0, 2, 3, 5, 7], is the best one: a botch gone and a critical made.
    expect(adjustedResults([2, 3, 3, 5, 6], modifiers, suggestion)).toEqual([0, 2, 3, 5, 7])
  })

  it('property: the suggestion is legal, complete and never worse than any legal assignment (brute force)', () => {
    fc.assert(
      fc.property(smallPool, arbitraryModifiers, (base, modifiers) => {
        const hindering = suggestHinderingAssignment(base, modifiers)
        const suggestion = suggestAssignment(base, modifiers, hindering)
        expect(checkAssignment(base.length, modifiers, suggestion)).toEqual([])
        expect(isSideComplete('beneficial', modifiers, suggestion, base.length)).toBe(true)
        const best = score(base, modifiers, suggestion)
        for (const other of allLegalAssignments(base.length, modifiers, hindering))
          expect(compareForRollingSide(best, score(base, modifiers, other))).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 150 },
    )
  })

  it('property: the Hindering suggestion is the worst for the rolling side after its best answer', () => {
    fc.assert(
      fc.property(smallPool, arbitraryModifiers, (base, modifiers) => {
        const bestAnswer = (hindering: Placement[]) => score(base, modifiers, suggestAssignment(base, modifiers, hindering))
        const suggested = suggestHinderingAssignment(base, modifiers)
        expect(checkAssignment(base.length, modifiers, suggested)).toEqual([])
        expect(isSideComplete('hindering', modifiers, suggested, base.length)).toBe(true)
        const hinderingOnly = modifiers.filter((m) => m.side === 'hindering')
        for (const other of allLegalAssignments(base.length, hinderingOnly)) {
          if (!isSideComplete('hindering', modifiers, other, base.length)) continue
          expect(compareForRollingSide(bestAnswer(suggested), bestAnswer(other))).toBeLessThanOrEqual(0)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('handles a 30-die pool with five Hindering and five Beneficial modifier dice (face equivalence)', () => {
    const base = Array.from({ length: 30 }, (_, i) => (i % 6) + 1)
    const modifiers: SimpleModifier[] = [
      { id: 'h1', label: '-2 / 3d', side: 'hindering', value: 2, dice: 3 },
      { id: 'h2', label: '-1 / 2d', side: 'hindering', value: 1, dice: 2 },
      { id: 'b1', label: '+1 / 3d', side: 'beneficial', value: 1, dice: 3 },
      { id: 'b2', label: '+2 / 1d', side: 'beneficial', value: 2, dice: 1 },
      { id: 'b3', label: '+3 / 1d', side: 'beneficial', value: 3, dice: 1 },
    ]
    const hindering = suggestHinderingAssignment(base, modifiers)
    const suggestion = suggestAssignment(base, modifiers, hindering)
    expect(checkAssignment(30, modifiers, suggestion)).toEqual([])
    expect(suggestion).toHaveLength(10)
  })
})
