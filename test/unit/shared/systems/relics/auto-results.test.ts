import { describe, expect, it } from 'vitest'
import { autoResultFace, diceToRoll, placeAutoResults, threatAutoResults, whyRollRefused, type AutoResultModifier } from '@shared/systems/relics'
import { defaultSettings } from '@shared/campaign'

const [common, minor] = defaultSettings().threatLevels
const auto = (id: string, side: 'beneficial' | 'hindering', value: number, dice: number): AutoResultModifier => ({
  id,
  label: `A${value} / ${dice}d`,
  side,
  value,
  dice,
})
const faces = (marks: ReturnType<typeof placeAutoResults>['marks']) => marks.map(autoResultFace)

describe('Step 3, Auto Results (rulings 2 and 7)', () => {
  it('"a Cohort has a dice pool of 5d6 ... A6 / 1d": one die shows 6 and four are rolled', () => {
    const placement = placeAutoResults(5, [auto('a6', 'beneficial', 6, 1)])
    expect(faces(placement.marks)).toEqual([6, null, null, null, null])
    expect(diceToRoll(faces(placement.marks))).toBe(4)
  })

  it('auto results go to dice without one first, Hindering before Beneficial', () => {
    const placement = placeAutoResults(3, [auto('a6', 'beneficial', 6, 1), auto('a1', 'hindering', 1, 1)])
    expect(faces(placement.marks)).toEqual([1, 6, null])
  })

  it('"A5 is applied before A6": with one die left the A6 is the one that stands', () => {
    const placement = placeAutoResults(1, [auto('a6', 'beneficial', 6, 1), auto('a5', 'beneficial', 5, 1)])
    expect(faces(placement.marks)).toEqual([6])
    expect(placement.marks[0]!.map((m) => m.modifierId)).toEqual(['a5', 'a6'])
  })

  it('with no fresh die, a Beneficial auto result overwrites the lowest face, and only if it raises it', () => {
    const placement = placeAutoResults(2, [auto('a1', 'hindering', 1, 1), auto('a6', 'beneficial', 6, 2), auto('a5', 'beneficial', 5, 1)])
    expect(faces(placement.marks)).toEqual([6, 6])
    expect(placement.unplaced).toEqual([])
    const wasted = placeAutoResults(1, [auto('a6', 'beneficial', 6, 2)])
    expect(faces(wasted.marks)).toEqual([6])
    expect(wasted.unplaced).toEqual([{ modifierId: 'a6', label: 'A6 / 2d', count: 1 }])
  })

  it('"the Cohort resolved three (3) dice of a Minor 5 Challenge ... three (3) of the five (5) dice in the pool will be A5"', () => {
    const marks = threatAutoResults(5, 3, minor!)
    expect(marks.map(autoResultFace)).toEqual([5, 5, 5, null, null])
    expect(diceToRoll(marks.map(autoResultFace))).toBe(2)
  })

  it('resolved dice beyond the rating count as the rating; Common converts to A3', () => {
    expect(threatAutoResults(2, 4, common!).map(autoResultFace)).toEqual([3, 3])
  })

  it('a Cohort Hindering auto result on the Challenge pool goes to a free die, not a resolved one', () => {
    const placement = placeAutoResults(5, [auto('a1', 'hindering', 1, 1)], threatAutoResults(5, 3, minor!))
    expect(faces(placement.marks)).toEqual([5, 5, 5, 1, null])
  })
})

describe('Step 4, Roll Remaining Dice', () => {
  it('takes one face from 1 to 6 per die left to roll', () => {
    expect(whyRollRefused([1, 6], 2)).toBeNull()
    expect(whyRollRefused([1], 2)).toMatch(/2 dice/)
    expect(whyRollRefused([0, 7], 2)).toMatch(/1 to 6/)
    expect(whyRollRefused([2.5], 1)).toMatch(/1 to 6/)
  })
})
