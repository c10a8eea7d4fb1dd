import type { Range } from './types'

/** Z5, Z8: one zone of the battlefield: its name, what holds there, and the zones Nearby. */
export interface Zone {
  readonly id: string
  readonly name: string
  /** Z8: what holds in the zone, in the GM's words. */
  readonly conditions: string
  /** Z8, ZG22: how many creatures fit (a bridge, a corridor), or null for no limit. */
  readonly capacity: number | null
  /** Z8, ZG21: a Test the zone forces on those in it each turn, or null. */
  readonly hazard: Hazard | null
  /** The zone's conditions are the GM's until noticed (a trap, spores): the players see the zone, not them. */
  readonly secret: boolean
}

/** Z8, ZG21: a zone's hazard: the Test, its DR, and the damage a failure deals (empty: the GM applies what happens). */
export interface Hazard {
  readonly attribute: 'STR' | 'DEX' | 'WIL'
  readonly dr: number
  readonly damage: string
  readonly what: string
}

/** Z5: the battlefield as a graph: its zones and which are adjacent (ZR4: adjacency goes both ways). */
export interface ZoneGraph {
  readonly zones: readonly Zone[]
  readonly links: Readonly<Record<string, readonly string[]>>
}

/** ZR4: the graph with each link both ways, whichever side named it (a new graph, its caller's to log). */
export function linkBothWays(zones: readonly Zone[], pairs: readonly [string, string][]): { zones: Zone[]; links: Record<string, string[]> } {
  const links: Record<string, string[]> = Object.fromEntries(zones.map((z) => [z.id, []]))
  for (const [a, b] of pairs) {
    if (a === b || !links[a] || !links[b]) continue
    if (!links[a].includes(b)) links[a].push(b)
    if (!links[b].includes(a)) links[b].push(a)
  }
  return { zones: [...zones], links }
}

/**
 * Z7: how many zones apart two zones are, counting steps between adjacent zones; null when
 * no path joins them.
 */
export function zoneSteps(graph: ZoneGraph, from: string, to: string): number | null {
  if (from === to) return 0
  const seen = new Set([from])
  let frontier = [from]
  for (let steps = 1; frontier.length > 0; steps++) {
    const next: string[] = []
    for (const id of frontier)
      for (const near of graph.links[id] ?? []) {
        if (near === to) return steps
        if (!seen.has(near)) {
          seen.add(near)
          next.push(near)
        }
      }
    frontier = next
  }
  return null
}

/** Z7: the range for so many steps: 0 Close, 1 Nearby, 2 Far-Away, more (or no way there, ZR5) Distant. */
export function rangeOfSteps(steps: number | null): Range {
  if (steps === 0) return 'close'
  if (steps === 1) return 'nearby'
  if (steps === 2) return 'farAway'
  return 'distant'
}

/** Z7: the range between two zones of the battlefield. */
export function rangeBetween(graph: ZoneGraph, from: string, to: string): Range {
  return rangeOfSteps(zoneSteps(graph, from, to))
}

/** Z9: the zones a move reaches: those Nearby. */
export function nearbyZones(graph: ZoneGraph, from: string): readonly string[] {
  return graph.links[from] ?? []
}
