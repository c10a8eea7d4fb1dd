import { durationWords } from './conditions'
import { keptMap } from './kept-map'
import { combatantOf } from './roster'
import { frozenState } from '../session/frozen'
import type { Combatant, CombatTrack, CombatTally, Duty } from './types'

/*
 * The tracker's part of every combat system's GM view: each system's view of a combatant and of
 * a fight extends these, so the console's tracker screens (order, hit points, conditions,
 * summary) serve every system alike.
 */

/** A condition as the GM sees it. */
export interface ConditionView {
  id: string
  name: string
  label: string
  custom: boolean
  /** How long it lasts, in words ("until the end of Ixa's next turn"). */
  lasts: string
  ongoing: { amount: number; type: string } | null
  secret: boolean
  source: string | null
}

/** A combatant as the GM sees it: what every system tracks. */
export interface TrackerCombatantView {
  id: string
  name: string
  side: Combatant<unknown>['side']
  kind: 'pc' | 'npc' | 'added'
  hidden: boolean
  revealOnTurn: boolean
  hp: number
  maxHp: number
  tempHp: number
  status: Combatant<unknown>['status']
  /** The system's word for how it stands: "unhurt", "Staggered", "dying", "dead". */
  standing: string
  conditions: ConditionView[]
  tally: CombatTally
  acted: boolean
  current: boolean
}

/** A fight's end: rounds, damage dealt and taken, who fell. */
export interface FightSummary {
  rounds: number
  combatants: ({ id: string; name: string; status: string } & CombatTally)[]
}

/** A fight as the GM sees it: what every system tracks. */
export interface TrackerView {
  phase: CombatTrack<unknown>['phase']
  round: number
  surprise: boolean
  current: string | null
  duties: readonly Duty[]
  ending: CombatTrack<unknown>['ending']
  /** Once over. */
  summary: FightSummary | null
}

/*
 * Why a system's own part is passed in rather than spread after: V8 (Node 20) builds an object
 * literal that starts with a spread and then adds keys the spread did not have on a slow path,
 * about a microsecond a key; the same keys written first and the spread last cost a fraction of
 * that. With twenty keys of its own, a combatant's view cost 25 µs the first way.
 */

/** The tracker's view of one combatant, then the system's `own` part; `standing` is the system's word for it. */
export function trackerCombatantView<S, Own extends object>(
  track: CombatTrack<S>,
  c: Combatant<S>,
  standing: string,
  own: Own,
): TrackerCombatantView & Own {
  const nameOf = (id: string) => combatantOf(track, id)?.name ?? id
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    kind: c.source.kind,
    hidden: c.hidden,
    revealOnTurn: c.revealOnTurn,
    hp: c.hp,
    maxHp: c.maxHp,
    tempHp: c.tempHp,
    status: c.status,
    standing,
    conditions: c.conditions.map((x) => ({
      id: x.id,
      name: x.name,
      label: x.label,
      custom: x.custom,
      lasts: durationWords(x.duration, nameOf),
      ongoing: x.ongoing,
      secret: x.secret,
      source: x.source,
    })),
    tally: c.tally,
    acted: track.acted.includes(c.id),
    current: track.current === c.id,
    ...own,
  }
}

/** The tracker's view of a fight, then the system's `own` part; `standingOf` gives the system's word for each combatant. */
export function trackerView<S, Own extends object>(track: CombatTrack<S>, standingOf: (c: Combatant<S>) => string, own: Own): TrackerView & Own {
  return {
    phase: track.phase,
    round: track.round,
    surprise: track.surprise,
    current: track.current,
    duties: track.duties,
    ending: track.ending,
    summary:
      track.phase === 'over'
        ? {
            rounds: track.round,
            combatants: track.combatants.map((c) => ({ id: c.id, name: c.name, status: standingOf(c), ...c.tally })),
          }
        : null,
    ...own,
  }
}

/** Whether a combatant's conditions last until someone's turn, so that their words name another combatant. */
function namesOthersInConditions(c: Combatant<unknown>): boolean {
  return c.conditions.some((x) => x.duration.kind === 'untilStartOfTurn' || x.duration.kind === 'untilEndOfTurn')
}

interface Cached<V, Variant> {
  acted: boolean
  current: boolean
  variant: Variant
  view: V
}

/**
 * A combatant's view made once per version of the combatant. Steps of a fight replace only the
 * combatants they change, so a fight of 200 keeps 199 views from the step before. A view may
 * read, besides the combatant itself, whether it has acted or holds the turn, and `variant`
 * (a setting); one whose durations name other combatants is made afresh each time, since a
 * rename or a reveal elsewhere changes its words.
 */
export function perCombatant<S, V, Variant = undefined>(
  build: (track: CombatTrack<S>, c: Combatant<S>, variant: Variant) => V,
): (track: CombatTrack<S>, c: Combatant<S>, variant: Variant) => V {
  const cache = new WeakMap<Combatant<S>, Cached<V, Variant>>()
  return (track, c, variant) => {
    const acted = track.acted.includes(c.id)
    const current = track.current === c.id
    const hit = cache.get(c)
    if (hit && hit.acted === acted && hit.current === current && hit.variant === variant) return hit.view
    // Frozen where states are: a kept view is handed out again, so nothing may write into it.
    const view = frozenState(build(track, c, variant))
    if (!namesOthersInConditions(c)) cache.set(c, { acted, current, variant, view })
    return view
  }
}

/** What a fight's list of combatant views reads besides each combatant, and how one is made. */
export interface KeptViewsAsk<S, V> {
  /** What every view reads besides its combatant, whether it has acted and whose turn it is (a setting, the positions), by identity. */
  reads: readonly unknown[]
  make: (c: Combatant<S>) => V
  /** A combatant whose view names another (whom it grapples) besides its conditions' durations: made afresh each time. */
  namesOthers?: (c: Combatant<S>) => boolean
}

/**
 * Every combatant's view in the fight's order, kept from the step before for each combatant
 * the step left as it was (`keptMap`): a view that names another combatant is made afresh, as
 * `perCombatant` makes it, since a rename or a reveal elsewhere changes its words.
 */
export function keptViews<S, V>(): (track: CombatTrack<S>, ask: KeptViewsAsk<S, V>) => readonly V[] {
  const kept = keptMap<Combatant<S>, V>()
  return (track, { reads, make, namesOthers }) =>
    kept(track.combatants, {
      gate: [track.acted, track.current, ...reads],
      make,
      fresh: (c) => namesOthersInConditions(c) || namesOthers?.(c) === true,
    })
}
