import type { Hex } from '@shared/systems/action-points'
import { hexDistance, hexesWithin, hexKey, onMap } from '@shared/systems/action-points/rules/hex'
import { initialsOf } from '../../components/pictures/initials'

/** The size of a hex on the drawn map: the distance from its centre to a corner. */
export const HEX_SIZE = 10

const SQRT3 = Math.sqrt(3)

/** A hex's centre on the drawing (pointy-top hexes, axial coordinates). */
export function centreOf(h: Hex): { x: number; y: number } {
  return { x: HEX_SIZE * SQRT3 * (h.q + h.r / 2), y: HEX_SIZE * 1.5 * h.r }
}

/** The corners of a hex, as an SVG polygon's points; `scale` below 1 draws a smaller hex inside it (the keyboard's ring). */
export function cornersOf(h: Hex, scale = 1): string {
  const { x, y } = centreOf(h)
  const size = HEX_SIZE * scale
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30)
    return `${(x + size * Math.cos(angle)).toFixed(2)},${(y + size * Math.sin(angle)).toFixed(2)}`
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

/** A token's short mark: the initials of its name and any number in it ("Sand Raider 2" → "SR2"), as a portrait not given shows them. */
export const tokenMark = initialsOf

/** A name short enough to stand under a token: the whole name up to ten letters, else its first word. */
const SHORT_NAME = 10

/**
 * The tokens' labels where they are read from across a room. A token standing clear (no other
 * token within two hexes) is labelled by its name, or the name's first word, under it. A
 * crowded one, or one whose name is numbered ("Sand Raider 2": the number tells it apart), is
 * labelled inside by its mark (`tokenMark`), cut to its first letter and number ("S2") when
 * crowded, so neighbours' labels do not run together; the full mark stays where the short one
 * would be the same as another token's.
 */
export function tokenLabels(tokens: readonly { name: string; at: Hex }[]): { text: string; inside: boolean }[] {
  const first = tokens.map((t, i) => {
    const crowded = tokens.some((o, j) => j !== i && hexDistance(o.at, t.at) <= 2)
    const word = t.name.split(/[\s,]+/)[0] ?? ''
    const short = t.name.length <= SHORT_NAME ? t.name : word.length <= SHORT_NAME ? word : ''
    if (!crowded && short && !/\d$/.test(t.name)) return { text: short, inside: false, mark: null }
    const mark = tokenMark(t.name)
    const number = t.name.match(/\d+$/)?.[0]
    return { text: crowded && number && mark.length > 3 ? `${mark[0]}${number}` : mark, inside: true, mark }
  })
  const seen = new Map<string, number>()
  for (const label of first) seen.set(label.text, (seen.get(label.text) ?? 0) + 1)
  return first.map((label) => ({ text: label.mark && seen.get(label.text)! > 1 ? label.mark : label.text, inside: label.inside }))
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

/**
 * Where an arrow key takes the focus on the map (A34): Left and Right go to the neighbours in
 * the same row; Up and Down go to a neighbour in the row above or below, to the left of centre
 * from an even row and to the right from an odd one, so that holding Up climbs straight up the
 * screen. Any neighbour is one or two presses away. At the map's edge the focus stays where it
 * is; a key that is not an arrow gives null.
 */
export function hexAfterKey(h: Hex, key: string, radius: number): Hex | null {
  const odd = Math.abs(h.r) % 2 === 1
  const step: Record<string, Hex> = {
    ArrowLeft: { q: -1, r: 0 },
    ArrowRight: { q: 1, r: 0 },
    ArrowUp: odd ? { q: 1, r: -1 } : { q: 0, r: -1 },
    ArrowDown: odd ? { q: 0, r: 1 } : { q: -1, r: 1 },
  }
  const d = step[key]
  if (!d) return null
  const next = { q: h.q + d.q, r: h.r + d.r }
  return onMap(next, radius) ? next : h
}

/** A hex's name for a screen reader: its coordinates, who stands there, and whether it can be picked now. */
export function hexName(h: Hex, standing: readonly { name: string; current?: boolean; down?: boolean }[], reachable: boolean | null): string {
  const who = standing.map((t) => `${t.name}${t.current ? ' (acting)' : ''}${t.down ? ' (down)' : ''}`).join(', ')
  const pick = reachable === null ? '' : reachable ? ', can be reached' : ', out of reach'
  return `Hex ${h.q},${h.r}${who ? `: ${who}` : ', empty'}${pick}`
}
