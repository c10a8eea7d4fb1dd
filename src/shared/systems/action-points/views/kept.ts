import { frozenState } from '../../../session/frozen'

/** How many places in a fight keep their values: the state now, and the few an undo or redo goes back to. */
const PLACES_KEPT = 4

/**
 * Values worked out once per key (a combatant) and kept while the rest of what they read stays
 * the same: the console's options for the acting combatant against each other combatant are
 * made again only for those a step changed, so a fight of 200 costs a look-up per combatant a
 * step, not its checks and odds again.
 *
 * `open` starts a pass with what every value reads besides its key (the actor, where the fight
 * stands), compared by identity. Each such place keeps its own values, and the last few places
 * are kept: undo gives back the very objects of the state before, so going back and forth
 * (or two fights' views in one process) finds its values again. `get` then gives a key's
 * value, made again when the key or its one `extra` read changed; a value made again that
 * comes out the same (a wound does not change the odds against its bearer) is the one kept, so
 * the lists built from them need not be built again (`keptList`).
 */
export function keptPer<K extends { id: string }, V>(): { open(gate: readonly unknown[]): void; get(key: K, extra: unknown, make: () => V): V } {
  type Place = { gate: readonly unknown[]; kept: Map<string, { key: K; extra: unknown; value: V }> }
  // The most recently opened place first.
  const places: Place[] = []
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((read, i) => read === b[i])
  return {
    open(next) {
      const at = places.findIndex((place) => same(place.gate, next))
      const place = at >= 0 ? places.splice(at, 1)[0]! : { gate: next, kept: new Map() }
      places.unshift(place)
      places.length = Math.min(places.length, PLACES_KEPT)
    },
    get(key, extra, make) {
      const kept = places[0]?.kept
      const hit = kept?.get(key.id)
      if (hit && hit.key === key && hit.extra === extra) return hit.value
      // Frozen where states are: a kept value is handed out again, so nothing may write into it.
      const made = frozenState(make())
      // Options are plain data: their JSON says whether two are the same.
      const value = hit && JSON.stringify(hit.value) === JSON.stringify(made) ? hit.value : made
      kept?.set(key.id, { key, extra, value })
      return value
    },
  }
}

/** The list made from these very parts in one of the last few places (see `keptPer`), or made now and kept. */
export function keptList<P, R>(): (parts: readonly P[], make: () => R) => R {
  // The most recently used first.
  const lists: { parts: readonly P[]; made: R }[] = []
  return (parts, make) => {
    const at = lists.findIndex((list) => list.parts.length === parts.length && list.parts.every((part, i) => part === parts[i]))
    const list = at >= 0 ? lists.splice(at, 1)[0]! : { parts, made: frozenState(make()) }
    lists.unshift(list)
    lists.length = Math.min(lists.length, PLACES_KEPT)
    return list.made
  }
}
