import { hexDistance, hexEquals, hexKey, neighbours, onMap } from './hex'
import type { Hex } from './types'

/** A34: hexes of movement per AP when a sheet gives no Move Speed. */
export const DEFAULT_MOVE_SPEED = 6

/** Hexes by their keys ("2,-1"): a Set, or anything that answers whether it holds one. */
export interface HexSet {
  has(key: string): boolean
}

/** Who stands where, as movement reads the map: allies, enemies still fighting, and anyone else who takes up a hex. */
export interface MapOccupancy {
  /** Hexes of the mover's enemies still in the fight: no way through them (A35). */
  enemies: HexSet
  /** Every hex someone else stands or lies in: no ending a move there (A35). */
  taken: HexSet
  radius: number
}

/**
 * A34, A35, AG43: a Move along a path of hexes: each step to a neighbouring hex on the map, at
 * most Move Speed hexes, through allies' hexes but never an enemy's, ending in a hex nobody
 * else stands in.
 */
export function whyPathRefused(from: Hex, path: readonly Hex[], moveSpeed: number, map: MapOccupancy): string | null {
  if (path.length === 0) return 'Name the hexes of the move.'
  if (path.length > moveSpeed) return `A Move goes at most ${moveSpeed} hexes (Move Speed); this path has ${path.length}.`
  let at = from
  for (const [i, step] of path.entries()) {
    if (hexDistance(at, step) !== 1) return `Hex ${i + 1} of the path (${hexKey(step)}) is not next to the one before it.`
    if (!onMap(step, map.radius)) return `Hex ${hexKey(step)} is off the map.`
    if (map.enemies.has(hexKey(step))) return `An enemy stands in ${hexKey(step)}: go around, or Tumble Through (A35).`
    at = step
  }
  if (hexEquals(at, from)) return 'The move ends where it began.'
  return map.taken.has(hexKey(at)) ? `Someone already stands in ${hexKey(at)}: a move may not end there (A35).` : null
}

/** A28, A35: Take a Step: one hex to a free neighbour on the map. */
export function whyStepRefused(from: Hex, to: Hex, map: MapOccupancy): string | null {
  if (hexDistance(from, to) !== 1) return 'Take a Step moves to a neighbouring hex (A28).'
  if (!onMap(to, map.radius)) return `Hex ${hexKey(to)} is off the map.`
  return map.taken.has(hexKey(to)) ? `Someone already stands in ${hexKey(to)} (A35).` : null
}

/** A GM's placing of a token: on the map, in a hex nobody else stands in. */
export function whyPlaceRefused(at: Hex, map: MapOccupancy): string | null {
  if (!onMap(at, map.radius)) return `Hex ${hexKey(at)} is off the map (radius ${map.radius}).`
  return map.taken.has(hexKey(at)) ? `Someone already stands in ${hexKey(at)} (A35).` : null
}

/**
 * A34, A35: the shortest path (not counting the start) to each hex a Move can end in: through
 * allies but not enemies, on the map, at most Move Speed hexes, ending in a free hex. A Move
 * names its path; the console offers these.
 */
export function movesFrom(from: Hex, moveSpeed: number, map: MapOccupancy): Map<string, Hex[]> {
  const paths = new Map<string, Hex[]>([[hexKey(from), []]])
  let frontier: Hex[] = [from]
  for (let step = 0; step < moveSpeed && frontier.length; step++) {
    const next: Hex[] = []
    for (const at of frontier)
      for (const n of neighbours(at)) {
        const key = hexKey(n)
        if (paths.has(key) || !onMap(n, map.radius) || map.enemies.has(key)) continue
        paths.set(key, [...paths.get(hexKey(at))!, n])
        next.push(n)
      }
    frontier = next
  }
  paths.delete(hexKey(from))
  for (const key of [...paths.keys()]) if (map.taken.has(key)) paths.delete(key)
  return paths
}
