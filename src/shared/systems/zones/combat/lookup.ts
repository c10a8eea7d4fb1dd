import type { Combatant } from '../../../combat/types'
import { rangeBetween, type ZoneGraph } from '../rules/zone-graph'
import type { Range } from '../rules/types'
import type { ZonesStats } from './stats'

/*
 * Lookups a fight's views and rules make many times per step, made once per version of what
 * they read: a step replaces the combatants' list and keeps the battlefield, so a fight of
 * 200 finds a combatant by its id without scanning the list, and the range between two
 * zones without walking the graph (views and refusals stay linear in the combatants).
 */

const indexes = new WeakMap<readonly Combatant<ZonesStats>[], Map<string, Combatant<ZonesStats>>>()

/** The combatant with this id in this list (the fight's roster at one step), or undefined. */
export function combatantById(combatants: readonly Combatant<ZonesStats>[], id: string | null): Combatant<ZonesStats> | undefined {
  if (id === null) return undefined
  let index = indexes.get(combatants)
  if (!index) indexes.set(combatants, (index = new Map(combatants.map((c) => [c.id, c]))))
  return index.get(id)
}

const matrices = new WeakMap<ZoneGraph, Record<string, Record<string, Range>>>()

/** Z7: the range from every zone to every other zone of a battlefield (drawn once per fight). */
export function zoneRanges(graph: ZoneGraph): Record<string, Record<string, Range>> {
  let matrix = matrices.get(graph)
  if (!matrix) {
    matrix = Object.fromEntries(
      graph.zones.map((from) => [from.id, Object.fromEntries(graph.zones.map((to) => [to.id, rangeBetween(graph, from.id, to.id)]))]),
    )
    matrices.set(graph, matrix)
  }
  return matrix
}
