import type { Hex } from './types'

/*
 * The battle map's geometry (Movement In Combat: a ~5 ft hex grid) in axial coordinates:
 * distance, neighbours, lines. Pure arithmetic on whole numbers.
 */

/** The six directions of a hex's neighbours. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
]

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r
}

/** A hex as a map key: "q,r". */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r }
}

export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r }
}

/** How many hexes apart two hexes are (the steps of the shortest walk). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q
  const dr = a.r - b.r
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

/** The six hexes around one. */
export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => hexAdd(h, d))
}

/** Every hex within `radius` of a centre, the centre included, nearest first. */
export function hexesWithin(centre: Hex, radius: number): Hex[] {
  const found: Hex[] = []
  for (let q = -radius; q <= radius; q++)
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) found.push({ q: centre.q + q, r: centre.r + r })
  return found.sort((a, b) => hexDistance(centre, a) - hexDistance(centre, b))
}

/** Whether a hex lies on a round map of this radius around hex 0,0. */
export function onMap(h: Hex, radius: number): boolean {
  return hexDistance(h, { q: 0, r: 0 }) <= radius
}

/** Rounds fractional cube coordinates to the hex they fall in. */
function roundHex(q: number, r: number): Hex {
  const s = -q - r
  let rq = Math.round(q)
  let rr = Math.round(r)
  const rs = Math.round(s)
  const dq = Math.abs(rq - q)
  const dr = Math.abs(rr - r)
  const ds = Math.abs(rs - s)
  if (dq > dr && dq > ds) rq = -rr - rs
  else if (dr > ds) rr = -rq - rs
  return { q: rq + 0, r: rr + 0 }
}

/**
 * The hexes a straight line from `a` to `b` passes through, both ends included. Nudged a
 * hair off the exact line, as usual for hex lines, so a line along an edge picks one side
 * the same way every time.
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b)
  if (n === 0) return [a]
  const line: Hex[] = []
  for (let i = 0; i <= n; i++) {
    const t = i / n
    line.push(roundHex(a.q + 1e-6 + (b.q - a.q) * t, a.r + 1e-6 + (b.r - a.r) * t))
  }
  return line
}

/** The hex beyond `to` seen from `from`, for two neighbours (a push straight back, a tumble to the far side); null when they are not neighbours. */
export function hexBeyond(from: Hex, to: Hex): Hex | null {
  return hexDistance(from, to) === 1 ? hexAdd(to, hexSubtract(to, from)) : null
}
