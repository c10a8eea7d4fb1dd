import { hexesWithin, hexKey, type Hex } from '@shared/systems/action-points'

/** The size of a hex on the drawn map: the distance from its centre to a corner. */
export const HEX_SIZE = 10

const SQRT3 = Math.sqrt(3)

/** A hex's centre on the drawing (pointy-top hexes, axial coordinates). */
export function centreOf(h: Hex): { x: number; y: number } {
  return { x: HEX_SIZE * SQRT3 * (h.q + h.r / 2), y: HEX_SIZE * 1.5 * h.r }
}

/** The corners of a hex, as an SVG polygon's points. */
export function cornersOf(h: Hex): string {
  const { x, y } = centreOf(h)
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30)
    return `${(x + HEX_SIZE * Math.cos(angle)).toFixed(2)},${(y + HEX_SIZE * Math.sin(angle)).toFixed(2)}`
  }).join(' ')
}

/** Every hex of a round map of this radius, with its key. */
export function mapHexes(radius: number): { key: string; hex: Hex; points: string }[] {
  return hexesWithin({ q: 0, r: 0 }, radius).map((hex) => ({ key: hexKey(hex), hex, points: cornersOf(hex) }))
}

/** The drawing's box: the whole map with a margin. */
export function viewBoxOf(radius: number): string {
  const w = HEX_SIZE * SQRT3 * (radius + 1)
  const h = HEX_SIZE * (1.5 * radius + 1.2)
  return `${(-w).toFixed(1)} ${(-h).toFixed(1)} ${(2 * w).toFixed(1)} ${(2 * h).toFixed(1)}`
}

/** A token's short mark: the initials of its name and any number in it ("Sand Raider 2" → "SR2"). */
export function tokenMark(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean)
  const letters = words.filter((w) => !/^\d+$/.test(w)).map((w) => w[0]!.toUpperCase())
  const number = name.match(/\d+$/)?.[0] ?? ''
  return `${letters.slice(0, number ? 2 : 3).join('')}${number}`
}

/**
 * A drawing's box around some hexes with `margin` hexes to spare on every side, never larger
 * than the whole map: the player display zooms to where the tokens stand, so a TV across the
 * room shows them large. No hexes: the whole map.
 */
export function viewBoxAround(hexes: Hex[], margin: number, radius: number): string {
  if (!hexes.length) return viewBoxOf(radius)
  const xs = hexes.map((h) => centreOf(h).x)
  const ys = hexes.map((h) => centreOf(h).y)
  const spare = HEX_SIZE * (margin * SQRT3 + 1)
  const [mx, my, mw, mh] = viewBoxOf(radius).split(' ').map(Number) as [number, number, number, number]
  const left = Math.max(mx, Math.min(...xs) - spare)
  const top = Math.max(my, Math.min(...ys) - spare)
  const right = Math.min(mx + mw, Math.max(...xs) + spare)
  const bottom = Math.min(my + mh, Math.max(...ys) + spare)
  return `${left.toFixed(1)} ${top.toFixed(1)} ${(right - left).toFixed(1)} ${(bottom - top).toFixed(1)}`
}
