import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decodeMerit, dieCounts, dieMerit, MAX_MERIT_DICE } from '@shared/systems/relics/odds/die-merit'

const sumOf = (values: readonly number[]) =>
  values.map(dieCounts).reduce(
    (s, c) => ({
      net: s.net + c.net,
      botches: s.botches + c.botches,
      criticals: s.criticals + c.criticals,
      overpowering: s.overpowering + c.overpowering,
    }),
    { net: 0, botches: 0, criticals: 0, overpowering: 0 },
  )
const merit = (values: readonly number[]) => values.reduce((s, v) => s + dieMerit(v), 0)
const values = fc.array(fc.integer({ min: -6, max: 14 }), { maxLength: 40 })

describe("ruling 6's order as one number per die (step 6, ruling 1)", () => {
  it('a sum of die merits decodes to the summed counts, and so does a difference', () => {
    fc.assert(
      fc.property(values, values, (a, b) => {
        expect(decodeMerit(merit(a))).toEqual(sumOf(a))
        const [x, y] = [sumOf(a), sumOf(b)]
        expect(decodeMerit(merit(a) - merit(b))).toEqual({
          net: x.net - y.net,
          botches: x.botches - y.botches,
          criticals: x.criticals - y.criticals,
          overpowering: x.overpowering - y.overpowering,
        })
      }),
    )
  })

  it('compares pools by net, then fewer botch dice, then more criticals, then more overpowering dice', () => {
    fc.assert(
      fc.property(values, values, (a, b) => {
        const [x, y] = [sumOf(a), sumOf(b)]
        const order = x.net - y.net || y.botches - x.botches || x.criticals - y.criticals || x.overpowering - y.overpowering
        expect(Math.sign(merit(a) - merit(b))).toBe(Math.sign(order))
      }),
    )
  })

  it("never falls as a die's value rises, so placing a Beneficial die never hurts", () => {
    for (let v = -10; v < 15; v++) expect(dieMerit(v + 1)).toBeGreaterThanOrEqual(dieMerit(v))
  })

  it('keeps the order exact for as many dice as the decoding allows', () => {
    expect(decodeMerit(merit(new Array<number>(MAX_MERIT_DICE).fill(1)))).toEqual({
      net: -MAX_MERIT_DICE,
      botches: MAX_MERIT_DICE,
      criticals: 0,
      overpowering: 0,
    })
  })
})
