import { describe, expect, it } from 'vitest'
import { hexDistance, hexesWithin, hexKey, neighbours, type Hex } from '@shared/systems/action-points'
import {
  centreOf,
  cornersOf,
  HEX_SIZE,
  hexAfterKey,
  hexName,
  mapHexes,
  tokenLabels,
  tokenMark,
  viewBoxAround,
  viewBoxOf,
} from '../../../../src/renderer/src/systems/action-points/hex-map'

const points = (polygon: string) => polygon.split(' ').map((p) => p.split(',').map(Number) as [number, number])
const gap = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y)

describe('the drawn hex map (A34: axial coordinates, pointy-top hexes)', () => {
  it('A34 the centre hex is at the origin, and each of its six neighbours is one hex width away', () => {
    expect(centreOf({ q: 0, r: 0 })).toEqual({ x: 0, y: 0 })
    for (const n of neighbours({ q: 0, r: 0 })) expect(gap(centreOf(n), { x: 0, y: 0 })).toBeCloseTo(HEX_SIZE * Math.sqrt(3), 6)
  })

  it('A34 hexes further apart on the grid are further apart on the drawing', () => {
    const from: Hex = { q: -2, r: 3 }
    const byDistance = hexesWithin(from, 4).map((h) => ({ d: hexDistance(from, h), px: gap(centreOf(from), centreOf(h)) }))
    for (const a of byDistance) for (const b of byDistance) if (a.d < b.d - 1) expect(a.px).toBeLessThan(b.px)
  })

  it('A34 a hex has six corners, each one hex size from its centre, shared with its neighbours', () => {
    const hex: Hex = { q: 1, r: -2 }
    const corners = points(cornersOf(hex))
    expect(corners).toHaveLength(6)
    for (const [x, y] of corners) expect(Math.hypot(x - centreOf(hex).x, y - centreOf(hex).y)).toBeCloseTo(HEX_SIZE, 1)
    const next = points(cornersOf({ q: 2, r: -2 }))
    const shared = corners.filter(([x, y]) => next.some(([u, v]) => Math.abs(u - x) < 0.02 && Math.abs(v - y) < 0.02))
    expect(shared).toHaveLength(2)
  })

  it('A34 a round map of radius 8 has 217 hexes, each once, and its box holds every corner', () => {
    const hexes = mapHexes(8)
    expect(hexes).toHaveLength(1 + 3 * 8 * 9)
    expect(new Set(hexes.map((h) => h.key)).size).toBe(hexes.length)
    const [x, y, w, h] = viewBoxOf(8).split(' ').map(Number) as [number, number, number, number]
    for (const { points: p } of hexes)
      for (const [px, py] of points(p)) {
        expect(px).toBeGreaterThanOrEqual(x)
        expect(px).toBeLessThanOrEqual(x + w)
        expect(py).toBeGreaterThanOrEqual(y)
        expect(py).toBeLessThanOrEqual(y + h)
      }
  })

  it('a token is marked with its name’s initials and any number in it', () => {
    expect(tokenMark('Sand Raider 2')).toBe('SR2')
    expect(tokenMark('Dune Wyrm')).toBe('DW')
    expect(tokenMark('Dax-7')).toBe('D7')
    expect(tokenMark('Ixa Marrow')).toBe('IM')
    expect(tokenMark('The Old Salt King')).toBe('TOS')
  })

  it('on the players’ screen a token standing clear is labelled by its name, a crowded one by its initials', () => {
    const labels = (...tokens: [string, number, number][]) => tokenLabels(tokens.map(([name, q, r]) => ({ name, at: { q, r } })))
    expect(labels(['Vell Orin', 0, 0], ['Tamsin Reed', 3, 0])).toEqual([
      { text: 'Vell Orin', inside: false },
      { text: 'Tamsin', inside: false },
    ])
    expect(labels(['Vell Orin', 0, 0], ['Ixa Marrow', 2, -1])).toEqual([
      { text: 'VO', inside: true },
      { text: 'IM', inside: true },
    ])
    // A number is what tells one raider from another: it keeps its mark even when clear, cut to a letter and the number when crowded.
    expect(labels(['Sand Raider 12', 0, 0], ['Ysolde Varkanthe-Morrowind, Sworn Warden', 5, 0])).toEqual([
      { text: 'SR12', inside: true },
      { text: 'Ysolde', inside: false },
    ])
    expect(labels(['Sand Raider 12', 0, 0], ['Sand Raider 3', 1, 0])).toEqual([
      { text: 'S12', inside: true },
      { text: 'SR3', inside: true },
    ])
    // Two kinds that would share a short mark keep their full ones.
    expect(labels(['Sand Raider 12', 0, 0], ['Salt Wraith 12', 1, 0])).toEqual([
      { text: 'SR12', inside: true },
      { text: 'SW12', inside: true },
    ])
  })
})

describe('the players’ map zoomed to the tokens', () => {
  const box = (text: string) => text.split(' ').map(Number) as [number, number, number, number]

  it('A34 holds every token with hexes to spare, and is smaller than the whole map when they stand close', () => {
    const tokens: Hex[] = [
      { q: 0, r: 2 },
      { q: -1, r: 4 },
      { q: -2, r: 4 },
    ]
    const [x, y, w, h] = box(viewBoxAround(tokens, 3, 8))
    for (const t of tokens) {
      const c = centreOf(t)
      expect(c.x - x).toBeGreaterThan(HEX_SIZE * 3)
      expect(x + w - c.x).toBeGreaterThan(HEX_SIZE * 3)
      expect(c.y - y).toBeGreaterThan(HEX_SIZE * 3)
      expect(y + h - c.y).toBeGreaterThan(HEX_SIZE * 3)
    }
    const [, , fullW, fullH] = box(viewBoxOf(8))
    expect(w * h).toBeLessThan((fullW * fullH) / 2)
  })

  it('A34 never reaches past the whole map, and with no tokens shows it all', () => {
    const [x, y, w, h] = box(viewBoxAround([{ q: 8, r: -8 }], 3, 8))
    const [fx, fy, fw, fh] = box(viewBoxOf(8))
    expect(x).toBeGreaterThanOrEqual(fx)
    expect(y).toBeGreaterThanOrEqual(fy)
    expect(x + w).toBeLessThanOrEqual(fx + fw + 0.1)
    expect(y + h).toBeLessThanOrEqual(fy + fh + 0.1)
    expect(viewBoxAround([], 3, 8)).toBe(viewBoxOf(8))
  })
})

describe('the GM’s map for the keyboard (A34)', () => {
  it('A34 the arrow keys move the ring to a neighbouring hex; Up and Down keep to a column on the screen and every neighbour is two presses away at most', () => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']
    for (const from of hexesWithin({ q: 0, r: 0 }, 3)) {
      for (const key of keys) expect(hexDistance(from, hexAfterKey(from, key, 8)!)).toBe(1)
      const once = keys.map((a) => hexAfterKey(from, a, 8)!)
      const within2 = new Set([...once, ...once.flatMap((h) => keys.map((b) => hexAfterKey(h, b, 8)!))].map(hexKey))
      for (const n of neighbours(from)) expect(within2.has(hexKey(n))).toBe(true)
      // Up then Down comes back; two Ups climb straight up the drawing.
      expect(hexAfterKey(hexAfterKey(from, 'ArrowUp', 8)!, 'ArrowDown', 8)).toEqual(from)
      const twice = hexAfterKey(hexAfterKey(from, 'ArrowUp', 8)!, 'ArrowUp', 8)!
      expect(centreOf(twice).x).toBeCloseTo(centreOf(from).x, 6)
      expect(centreOf(twice).y).toBeLessThan(centreOf(from).y)
    }
  })

  it('A34 at the map’s edge the ring stays where it is; a key that is not an arrow moves nothing', () => {
    expect(hexAfterKey({ q: 2, r: 0 }, 'ArrowRight', 2)).toEqual({ q: 2, r: 0 })
    expect(hexAfterKey({ q: 0, r: 0 }, 'Enter', 2)).toBeNull()
  })

  it('A34 a hex is named by its coordinates, who stands there, and whether it can be picked now', () => {
    expect(hexName({ q: 1, r: -2 }, [{ name: 'Sand Raider 1', current: true }], false)).toBe('Hex 1,-2: Sand Raider 1 (acting), out of reach')
    expect(hexName({ q: 0, r: 0 }, [], true)).toBe('Hex 0,0, empty, can be reached')
    expect(hexName({ q: 0, r: 0 }, [{ name: 'Vell Orin', down: true }], null)).toBe('Hex 0,0: Vell Orin (down)')
  })
})
