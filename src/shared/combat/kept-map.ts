import { frozenState } from '../session/frozen'

/** How many places a kept list remembers: the state now, and the few an undo or redo goes back to. */
const PLACES_KEPT = 4

/** What each element's value was made of last time in one place, and the values. */
interface Place<T, R> {
  gate: readonly unknown[]
  items: readonly T[]
  extras: readonly unknown[]
  made: readonly R[]
}

/** How a kept list is asked for: what every value reads besides its element, and how a value is made. */
export interface KeptMapAsk<T, R> {
  /** What every value reads besides its own element (the acting combatant, where the fight stands), compared by identity. */
  gate: readonly unknown[]
  /** Makes one element's value; it reads nothing but the element, the gate and the element's `extra`. */
  make: (item: T) => R
  /** One more thing an element's value reads (a gang-up count), compared by identity; asked of every element every time. */
  extra?: (item: T) => unknown
  /** An element whose value reads more than that (other combatants' names) is made afresh every time. */
  fresh?: (item: T) => boolean
  /** Whether a value made again that comes out alike (as JSON) is the one kept: worth it where a change of the element seldom changes its value. */
  alike?: boolean
}

const sameReads = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((read, i) => read === b[i])

/** Whether a list shares an element, in its place, with the one a place was made of: it is that list a few steps on or back. */
const sharesWith = <T>(place: Place<T, unknown>, items: readonly T[]) => place.items.some((item, i) => item === items[i])

/** The JSON of values kept, each written once: a kept value is compared again at every step that remakes it. */
const jsonOfKept = new WeakMap<object, string>()

function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  let json = jsonOfKept.get(value)
  if (json === undefined) jsonOfKept.set(value, (json = JSON.stringify(value)))
  return json
}

/** Plain data is alike when its JSON is; a value made that is not alike keeps its JSON for the next comparison. */
function sameJson(kept: unknown, made: unknown): boolean {
  const json = JSON.stringify(made)
  if (jsonOf(kept) === json) return true
  if (typeof made === 'object' && made !== null) jsonOfKept.set(made, json)
  return false
}

/**
 * A list made element by element from another, kept from one step to the next. A step of a
 * fight replaces only the combatants it changes, so a fight of 200 keeps 199 of its values by
 * an identity check each rather than a look-up, a variant or a freeze each: the GM's view is
 * made after every event, and its lists are most of its cost.
 *
 * Values are kept per place: the gate's reads, and a list that shares an element with this one
 * (the same fight a few steps on or back, not another fight whose gate reads alike). The last
 * few places are kept, so undo, which gives back the very objects of the state before, finds
 * its values again, as do two fights' views made in turn in one process.
 *
 * A value made again may be asked to be the old one where it comes out alike (a wound seldom
 * changes the odds against its bearer). When every value is the very one of the last call, so
 * is the list, and what is built from it (an order, a flattened list) may be kept by its
 * identity in turn (`keptFrom`).
 */
export function keptMap<T, R>(): (items: readonly T[], ask: KeptMapAsk<T, R>) => readonly R[] {
  // The most recently used place first.
  const places: Place<T, R>[] = []
  return (items, { gate, make, extra, fresh, alike = false }) => {
    const at = places.findIndex((place) => sameReads(place.gate, gate) && sharesWith(place, items))
    const last = at >= 0 ? places.splice(at, 1)[0] : undefined
    const extras = extra ? items.map((item) => extra(item)) : []
    let changed = !last || last.made.length !== items.length
    const made = items.map((item, i) => {
      const before = last?.made[i]
      if (last && last.items[i] === item && (!extra || last.extras[i] === extras[i]) && !fresh?.(item)) return before!
      // Frozen where states are: a kept value is handed out again, so nothing may write into it.
      const value = frozenState(make(item))
      if (alike && last && i < last.made.length && sameJson(before, value)) return before!
      changed = true
      return value
    })
    const place = { gate, items, extras, made: changed ? frozenState(made) : last!.made }
    places.unshift(place)
    places.length = Math.min(places.length, PLACES_KEPT)
    return place.made
  }
}

/** A value made from one object (a kept list) once and kept for as long as that very object is. */
export function keptFrom<P extends object, R>(): (part: P, make: (part: P) => R) => R {
  const made = new WeakMap<P, R>()
  return (part, make) => {
    if (made.has(part)) return made.get(part)!
    const value = frozenState(make(part))
    made.set(part, value)
    return value
  }
}

/** How many sets of reads a value kept by them remembers: a view may ask for this round's and the next, in each of two fights. */
const READS_KEPT = 8

/**
 * A value made from a few reads (a kept list, the order, who has acted), kept for the last few
 * sets of reads by identity: made again only when one of them is not the very one it was.
 */
export function keptBy<R>(): (reads: readonly unknown[], make: () => R) => R {
  // The most recently used first.
  const kept: { reads: readonly unknown[]; made: R }[] = []
  return (reads, make) => {
    const at = kept.findIndex((entry) => sameReads(entry.reads, reads))
    const entry = at >= 0 ? kept.splice(at, 1)[0]! : { reads, made: frozenState(make()) }
    kept.unshift(entry)
    kept.length = Math.min(kept.length, READS_KEPT)
    return entry.made
  }
}
