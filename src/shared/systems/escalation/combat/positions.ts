import { combatantOf } from '../../../combat/roster'
import type { Combatant, CombatTrack } from '../../../combat/types'
import type { Distance, Position } from '../rules/positions'
import { withStats } from './steps'
import { positionOf, type EscalationStats } from './stats'

/*
 * E34, E36, EG54: the engagements of a fight kept on its combatants. Engagement is mutual: each
 * edit here changes both sides, and those engaged with each other share one distance.
 */

type Track = CombatTrack<EscalationStats>

function setPosition(track: Track, id: string, position: Position): Track {
  return withStats(track, id, (s) => ({ ...s, position }))
}

/** Ends the engagement between `a` and `b`, on both sides. */
export function separate(track: Track, a: string, b: string): Track {
  let next = track
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const c = combatantOf(next, one)
    if (!c) continue
    const position = positionOf(c.stats)
    if (position.engaged.includes(other)) next = setPosition(next, one, { ...position, engaged: position.engaged.filter((id) => id !== other) })
  }
  return next
}

/** E37, E38: `who` pops off these enemies (all it is engaged with when none are named); it stays where it was. */
export function popOff(track: Track, who: string, from?: readonly string[]): Track {
  const c = combatantOf(track, who)
  if (!c) return track
  let next = track
  for (const other of from ?? positionOf(c.stats).engaged) next = separate(next, who, other)
  return next
}

/** Everyone engaged with `who`, and with them, and so on: those who stand in one place with it. */
function melee(track: Track, who: string): string[] {
  const seen = new Set([who])
  const queue = [who]
  while (queue.length) {
    const c = combatantOf(track, queue.shift()!)
    for (const id of c ? positionOf(c.stats).engaged : [])
      if (!seen.has(id)) {
        seen.add(id)
        queue.push(id)
      }
  }
  return [...seen]
}

/** EG54: `who` and everyone in one place with it are at `distance`. */
function putMelee(track: Track, who: string, distance: Distance): Track {
  let next = track
  for (const id of melee(track, who)) {
    const c = combatantOf(next, id)
    if (c && positionOf(c.stats).distance !== distance) next = setPosition(next, id, { ...positionOf(c.stats), distance })
  }
  return next
}

/** E34: `who` engages `enemy`, joining it where it stands (Nearby, or Far when it is engaged away from the fight). */
export function engage(track: Track, who: string, enemy: string): Track {
  const target = combatantOf(track, enemy)
  const mover = combatantOf(track, who)
  if (!target || !mover) return track
  const there = positionOf(target.stats)
  let next = setPosition(track, enemy, there.engaged.includes(who) ? there : { ...there, engaged: [...there.engaged, who] })
  const here = positionOf(combatantOf(next, who)!.stats)
  next = setPosition(next, who, { distance: here.distance, engaged: here.engaged.includes(enemy) ? here.engaged : [...here.engaged, enemy] })
  return putMelee(next, who, there.distance)
}

/** E34: `who` leaves every engagement and stands free at `distance`. */
export function standFree(track: Track, who: string, distance: Distance): Track {
  const next = popOff(track, who)
  return setPosition(next, who, { distance, engaged: [] })
}

/** EG54: the GM places `who`: engaged with these enemies (in one place with them, at `distance`), or free at `distance`. */
export function place(track: Track, who: string, distance: Distance, engagedWith: readonly string[]): Track {
  let next = standFree(track, who, distance)
  for (const enemy of engagedWith) next = engage(next, who, enemy)
  return engagedWith.length ? putMelee(next, who, distance) : next
}

/** EG56: whether a combatant has left the fight's places: dead, fled, taken out, or out of the fight for good (E42). */
export function isGone(c: Combatant<EscalationStats>): boolean {
  return c.status === 'dead' || c.status === 'fled' || c.status === 'removed' || c.stats.outOfFight === true
}

/**
 * EG56: engagements end with a combatant that is gone (dead, fled, taken out, out of the fight
 * for good). A down combatant stays engaged: an enemy still stands over it (E45). Only the
 * combatants whose engagements change are replaced.
 */
export function pruneGone(track: Track): Track {
  const gone = new Set(track.combatants.filter(isGone).map((c) => c.id))
  if (gone.size === 0) return track
  let changed = false
  const combatants = track.combatants.map((c) => {
    const position = c.stats.position
    if (!position?.engaged.length) return c
    const engaged = gone.has(c.id) ? [] : position.engaged.filter((id) => !gone.has(id))
    if (engaged.length === position.engaged.length) return c
    changed = true
    return { ...c, stats: { ...c.stats, position: { ...position, engaged } } }
  })
  return changed ? { ...track, combatants } : track
}
