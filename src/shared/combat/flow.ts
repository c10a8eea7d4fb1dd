import { combatantOf, expire, withCombatant } from './roster'
import type { Combatant, CombatTrack } from './types'

/**
 * What a combat system tells the tracker about its turns. `F` is the system's whole fight
 * state, which holds the tracker's part (`track`/`withTrack`).
 */
export interface TurnHooks<S, F> {
  track(fight: F): CombatTrack<S>
  withTrack(fight: F, track: CombatTrack<S>): F
  /** This round's order, from the combatants as they stand (initiative, bands, sides). */
  roundOrder(fight: F): string[]
  /** Whether a combatant takes a turn when it comes round (a dying PC does: its Death Save). */
  takesTurn(combatant: Combatant<S>, fight: F): boolean
  /** What a new round brings (the escalation die). */
  onRoundStart(fight: F): F
  /** What a turn's start brings: its actions, and duties (a Death Save) that come first. */
  onTurnStart(fight: F, who: string): F
  /** What a turn's end brings, before it is over: ongoing damage, then saves as duties. */
  onTurnEnd(fight: F, who: string): F
}

/**
 * Why `who` cannot take a step of its own turn now: the fight has not begun or is over, a
 * duty (a save at a turn's end) comes first, or the turn is someone else's. Null when it may.
 */
export function whyNotTheirTurn<S>(track: CombatTrack<S>, who: string): string | null {
  if (track.phase !== 'turn') return track.phase === 'setup' ? 'Begin the fight first.' : 'The fight is over.'
  const [duty] = track.duties
  if (duty) return `First: ${duty.label}.`
  if (track.current !== who) return `It is not ${combatantOf(track, who)?.name ?? who}'s turn.`
  return null
}

/** The first combatant still to act this round, in order, who takes turns; null when the round is done. */
export function firstUp<S, F>(fight: F, hooks: TurnHooks<S, F>): string | null {
  const track = hooks.track(fight)
  for (const id of track.order) {
    if (track.acted.includes(id)) continue
    const who = combatantOf(track, id)
    if (who && hooks.takesTurn(who, fight)) return id
  }
  return null
}

/** Starts a round: its order, nobody has acted yet; then what the round brings. */
export function openRound<S, F>(fight: F, hooks: TurnHooks<S, F>, round: number, surprise = false): F {
  const track = hooks.track(fight)
  const opened = hooks.withTrack(fight, { ...track, phase: 'turn', round, surprise, order: [], acted: [], current: null })
  const ordered = hooks.withTrack(opened, { ...hooks.track(opened), order: hooks.roundOrder(opened) })
  return hooks.onRoundStart(ordered)
}

/** Starts `who`'s turn: revealed if the GM chose so for its first turn; its "until the start of my turn" effects end. */
export function beginTurn<S, F>(fight: F, hooks: TurnHooks<S, F>, who: string): F {
  let track: CombatTrack<S> = { ...hooks.track(fight), current: who }
  if (combatantOf(track, who)?.revealOnTurn) track = withCombatant(track, who, (c) => ({ ...c, hidden: false, revealOnTurn: false }))
  return hooks.onTurnStart(hooks.withTrack(fight, expire(track, { at: 'turnStart', of: who })), who)
}

/**
 * The next turn: `chosen` if given, else the first still to act; when the round is done, the
 * next round opens first. A fight where nobody can act any more stays between turns.
 */
export function startNextTurn<S, F>(fight: F, hooks: TurnHooks<S, F>, chosen: string | null = null): F {
  let next = fight
  let who = chosen ?? firstUp(next, hooks)
  if (!who) {
    const track = hooks.track(next)
    // The surprise round is round 0; round 1 follows it (EG7, A33, ZG15).
    next = openRound(hooks.withTrack(next, expire(track, { at: 'roundEnd', round: track.round })), hooks, track.round + 1)
    who = firstUp(next, hooks)
    if (!who) return next
  }
  return beginTurn(next, hooks, who)
}

/** Ends the current turn once its duties are done: it counts as taken; "until the end of my turn" effects end. */
export function closeTurn<S, F>(fight: F, hooks: TurnHooks<S, F>): F {
  const track = hooks.track(fight)
  const who = track.current
  if (!who) return fight
  const closed = expire(
    { ...track, acted: track.acted.includes(who) ? track.acted : [...track.acted, who], current: null },
    { at: 'turnEnd', of: who },
  )
  return hooks.withTrack(fight, closed)
}

/**
 * The GM moves on: the current turn's end runs (ongoing damage, saves to roll). With nothing
 * left to roll it is over and the next one starts; otherwise the fight waits on its duties,
 * and `continueAfterDuties` takes it on once they are done.
 */
export function endTurn<S, F>(fight: F, hooks: TurnHooks<S, F>, chosen: string | null = null): F {
  const who = hooks.track(fight).current
  if (!who) return startNextTurn(fight, hooks, chosen)
  const ended = hooks.onTurnEnd(fight, who)
  const track = hooks.track(ended)
  if (track.duties.length > 0) return hooks.withTrack(ended, { ...track, closing: true, nextChoice: chosen })
  return startNextTurn(closeTurn(ended, hooks), hooks, chosen)
}

/**
 * After a duty is done: once none is left of a turn that was ending, the turn is over and
 * the next one starts (the GM's choice of who goes next, if they made one). Duties of a turn's
 * start leave the turn to go on.
 */
export function continueAfterDuties<S, F>(fight: F, hooks: TurnHooks<S, F>): F {
  const track = hooks.track(fight)
  if (track.duties.length > 0 || !track.closing) return fight
  const chosen = track.nextChoice
  return startNextTurn(closeTurn(hooks.withTrack(fight, { ...track, closing: false, nextChoice: null }), hooks), hooks, chosen)
}
