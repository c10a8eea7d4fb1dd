import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  hexBeyond,
  hexDistance,
  hexesWithin,
  hexLine,
  neighbours,
  onMap,
  threatenedHexCount,
  sizeReach,
  reachWith,
  withinReach,
} from '@shared/systems/action-points/rules'

const hex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) })

describe('the hex map (Movement In Combat, axial coordinates)', () => {
  it('A34 a hex has six neighbours, each one hex away', () => {
    const around = neighbours({ q: 2, r: -1 })
    expect(around).toHaveLength(6)
    expect(around.every((h) => hexDistance(h, { q: 2, r: -1 }) === 1)).toBe(true)
  })

  it('A34 distance is a metric: zero only to itself, symmetric, and never shorter than a detour (property)', () => {
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        expect(hexDistance(a, a)).toBe(0)
        expect(hexDistance(a, b)).toBe(hexDistance(b, a))
        if (a.q !== b.q || a.r !== b.r) expect(hexDistance(a, b)).toBeGreaterThan(0)
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c))
      }),
    )
  })

  it('A34 a step to a neighbour changes the distance to anywhere by at most one (property)', () => {
    fc.assert(
      fc.property(hex, hex, fc.integer({ min: 0, max: 5 }), (a, b, d) => {
        const n = neighbours(a)[d]!
        expect(Math.abs(hexDistance(n, b) - hexDistance(a, b))).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('A34 a straight line walks from one end to the other, one neighbour at a time (property)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const line = hexLine(a, b)
        expect(line[0]).toEqual(a)
        expect(line.at(-1)).toEqual(b)
        expect(line).toHaveLength(hexDistance(a, b) + 1)
        for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1)
      }),
    )
  })

  it('A36 Reach 1 threatens 6 hexes, Reach 2 18, Reach 3 36', () => {
    expect([1, 2, 3].map(threatenedHexCount)).toEqual([6, 18, 36])
    expect(hexesWithin({ q: 0, r: 0 }, 2).filter((h) => hexDistance(h, { q: 0, r: 0 }) > 0)).toHaveLength(18)
  })

  it('A36 Small and Medium have Reach 1, Large 2, Huge 3; a weapon may reach further; Reach values do not stack', () => {
    expect((['small', 'medium', 'large', 'huge'] as const).map(sizeReach)).toEqual([1, 1, 2, 3])
    expect(reachWith({ size: 'medium', reach: null }, 2)).toBe(2)
    expect(reachWith({ size: 'large', reach: null }, 2)).toBe(2)
    expect(reachWith({ size: 'huge', reach: null }, 2)).toBe(3)
    expect(reachWith({ size: 'medium', reach: 2 }, null)).toBe(2)
  })

  it('A37 the threat range is every hex within Reach', () => {
    expect(withinReach({ q: 0, r: 0 }, { q: 2, r: -1 }, 2)).toBe(true)
    expect(withinReach({ q: 0, r: 0 }, { q: 2, r: 1 }, 2)).toBe(false)
  })

  it('AG22 AG31 the hex beyond a neighbour lies straight across; not for hexes that are not neighbours', () => {
    expect(hexBeyond({ q: 0, r: 0 }, { q: 1, r: 0 })).toEqual({ q: 2, r: 0 })
    expect(hexBeyond({ q: 0, r: 0 }, { q: 0, r: 1 })).toEqual({ q: 0, r: 2 })
    expect(hexBeyond({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeNull()
  })

  it('a round map of radius 2 holds 19 hexes', () => {
    expect(hexesWithin({ q: 0, r: 0 }, 3).filter((h) => onMap(h, 2))).toHaveLength(19)
  })
})
