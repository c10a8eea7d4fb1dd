import { describe, expect, it } from 'vitest'
import { diceForNatural, naturalFrom, netAdvantage } from '@shared/systems/escalation/rules'

const natural = (faces: number[], net: number) => {
  const result = naturalFrom(faces, net)
  if (!result.ok) throw new Error(result.reason)
  return result.value
}

describe('naturals with Advantage and Disadvantage (R15, R16, E6)', () => {
  it('R16 Advantage and Disadvantage cancel one for one', () => {
    expect(netAdvantage(3, 1)).toBe(2)
    expect(netAdvantage(1, 3)).toBe(-2)
    expect(netAdvantage(2, 2)).toBe(0)
  })

  it('R15 a plain natural is the sum of 3d6', () => {
    expect(diceForNatural(0)).toBe(3)
    expect(natural([2, 5, 6], 0)).toEqual({ natural: 13, kept: [6, 5, 2], dropped: [] })
  })

  it('E6 each net Advantage rolls one more d6 and keeps the highest three', () => {
    expect(diceForNatural(2)).toBe(5)
    expect(natural([1, 6, 2, 4, 3], 2)).toEqual({ natural: 13, kept: [6, 4, 3], dropped: [2, 1] })
  })

  it('E6 each net Disadvantage rolls one more d6 and keeps the lowest three', () => {
    expect(diceForNatural(-1)).toBe(4)
    expect(natural([6, 1, 5, 2], -1)).toEqual({ natural: 8, kept: [1, 2, 5], dropped: [6] })
  })

  it('R16 the faces must be the dice the net count rolls, each 1 to 6', () => {
    expect(naturalFrom([3, 3, 3], 1)).toEqual({ ok: false, reason: 'The roll must have 4 d6 (3 and one per net Advantage), not 3' })
    expect(naturalFrom([3, 3, 3, 3], -2)).toMatchObject({ ok: false, reason: expect.stringContaining('5 d6 (3 and one per net Disadvantage)') })
    expect(naturalFrom([3, 7, 3], 0)).toEqual({ ok: false, reason: 'A d6 shows 1 to 6, not 7' })
    expect(naturalFrom([3, 3, 3], 0.5)).toMatchObject({ ok: false })
  })
})
