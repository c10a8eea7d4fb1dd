import type { z } from 'zod'
import { diceProblem, totalOf } from '../dice'
import { conditionFrom } from './conditions'
import { CombatActions, CombatHostEvents } from './core-events'
import { beginTurn, endTurn, type TurnHooks } from './flow'
import {
  addCondition,
  combatantOf,
  damage,
  gainTempHp,
  healing,
  newCombatant,
  nextId,
  removeCondition,
  setStatus,
  withCombatant,
  expire,
} from './roster'
import type { CombatTrack } from './types'

type Union<T extends readonly z.ZodType[]> = z.infer<T[number]>
/** The tracker's events, as every combat system logs them. */
export type CombatCoreEvent = Union<typeof CombatActions> | Union<typeof CombatHostEvents>

const CORE_TYPES: ReadonlySet<string> = new Set([...CombatActions, ...CombatHostEvents].map((e) => e.shape.type.value))

/** Whether a system's event is one of the tracker's own, so the system's switch need list only its own. */
export function isCombatCoreEvent<E extends { type: string }>(event: E): event is Extract<E, CombatCoreEvent> {
  return CORE_TYPES.has(event.type)
}

/** What a combat system tells the tracker besides its turns. */
export interface CombatHooks<S, F> extends TurnHooks<S, F> {
  /** After hit points changed: the system's thresholds (Staggered, dying, dead) on that combatant. */
  settle(fight: F, who: string, cause: { byCrit: boolean }): F
  /** The system's label for a condition of that name, or null when it has none. */
  conditionLabel(name: string): string | null
  /** The target of a save-ends condition that names none. */
  defaultSaveTarget(fight: F): number
  /** Why `who` may not take the next turn now (bands, sides), or null. */
  whyNotNext(fight: F, who: string): string | null
  /** What the fight's end does to the system's data (Death Saves cleared), after its conditions end. */
  onCombatEnd(fight: F): F
}

const TURN_EVENTS = new Set(['turn.next', 'turn.previous'])

/** The tracker's refusal of a target that is not (or no longer) in the fight. */
function whyNoTarget<S>(track: CombatTrack<S>, id: string): string | null {
  const who = combatantOf(track, id)
  if (!who) return `There is no combatant “${id}” in this fight.`
  if (who.status === 'removed') return `${who.name} was taken out of the fight.`
  return null
}

function whyBadRoll(expression: string, faces: readonly number[], total: number): string | null {
  const problem = diceProblem(expression)
  if (problem) return problem
  try {
    return totalOf(expression, faces) === Math.max(0, total) || Math.max(0, totalOf(expression, faces)) === total
      ? null
      : `The dice of ${expression} do not make ${total}.`
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Why the tracker refuses one of its events now, or null: the phase it belongs to, the
 * duties that come first, a target that is not in the fight, a condition no rule names.
 */
export function whyCoreRefused<S, F>(fight: F, hooks: CombatHooks<S, F>, event: CombatCoreEvent): string | null {
  const track = hooks.track(fight)
  if (track.phase === 'over') return `The fight is over (${track.ending?.reason ?? 'ended'}).`
  if (TURN_EVENTS.has(event.type) && track.phase === 'setup') return 'Begin the fight first.'
  switch (event.type) {
    case 'combat.begin':
      if (track.phase !== 'setup') return 'The fight has begun already.'
      if (!track.combatants.some((c) => c.status === 'fighting')) return 'Nobody is in this fight yet.'
      return null
    case 'turn.next': {
      const [duty] = track.duties
      if (duty) return `First: ${duty.label}.`
      if (event.who === undefined) return null
      const who = combatantOf(track, event.who)
      if (!who || who.status === 'removed') return `There is no combatant “${event.who}” in this fight.`
      if (event.who === track.current) return `It is ${who.name}'s turn already.`
      if (track.acted.includes(event.who)) return `${who.name} has taken a turn this round.`
      if (!hooks.takesTurn(who, fight)) return `${who.name} takes no turn now.`
      return hooks.whyNotNext(fight, event.who)
    }
    case 'turn.previous': {
      if (track.duties.length > 0) return `First: ${track.duties[0]!.label}.`
      if (track.acted.length === 0) return 'No turn has been taken this round yet.'
      return null
    }
    case 'combatant.damage':
    case 'combatant.heal':
    case 'combatant.tempHp':
    case 'combatant.reveal':
    case 'combatant.hide':
    case 'combatant.rename':
    case 'combatant.status':
    case 'combatant.remove': {
      const reason = whyNoTarget(track, event.target)
      if (reason) return reason
      if (event.type === 'combatant.damage' && event.source !== null) return whyNoTarget(track, event.source)
      if (event.type === 'combatant.reveal' && !combatantOf(track, event.target)!.hidden)
        return `${combatantOf(track, event.target)!.name} is not hidden.`
      if (event.type === 'combatant.remove' && event.target === track.current) return 'End this turn before taking the combatant out of the fight.'
      return null
    }
    case 'condition.add': {
      const reason = whyNoTarget(track, event.target)
      if (reason) return reason
      const { condition } = event
      if (!condition.custom && hooks.conditionLabel(condition.name) === null)
        return `${condition.name} is not a condition of these rules: add it as a custom one.`
      const d = condition.duration
      if ((d.kind === 'untilStartOfTurn' || d.kind === 'untilEndOfTurn') && !combatantOf(track, d.of))
        return `There is no combatant “${d.of}” whose turn could end it.`
      if (condition.source !== null && !combatantOf(track, condition.source)) return `There is no combatant “${condition.source}” to cause it.`
      return null
    }
    case 'condition.remove': {
      const reason = whyNoTarget(track, event.target)
      if (reason) return reason
      return combatantOf(track, event.target)!.conditions.some((c) => c.id === event.condition)
        ? null
        : 'That condition is not on this combatant (any more).'
    }
    case 'combat.end':
      return null
    case 'combatant.revealAll':
      return track.combatants.some((c) => c.hidden && c.status !== 'removed') ? null : 'Nobody in this fight is hidden from the players.'
    case 'combatant.joined': {
      const taken = new Set(track.combatants.map((c) => c.id))
      const clash = event.combatants.find((c, i) => taken.has(c.id) || event.combatants.findIndex((o) => o.id === c.id) !== i)
      return clash ? `A combatant “${clash.id}” is in this fight already.` : null
    }
    case 'damage.rolled':
      return whyNoTarget(track, event.target) ?? whyBadRoll(event.expression, event.faces, event.total)
    case 'healing.rolled':
      return whyNoTarget(track, event.target) ?? whyBadRoll(event.expression, event.faces, event.total)
  }
}

/** Where a turn went back to: the last one taken this round is current again, as it was when it ended. */
function previousTurn<S>(track: CombatTrack<S>): CombatTrack<S> {
  const back = track.acted.at(-1)!
  return { ...track, acted: track.acted.slice(0, -1), current: back }
}

/**
 * What one of the tracker's events does. `begin` is the system's own start (a surprise round,
 * its first round). Pure; called only for events `whyCoreRefused` allowed.
 */
export function applyCore<S, F>(fight: F, hooks: CombatHooks<S, F>, event: CombatCoreEvent, begin: (fight: F) => F): F {
  const track = hooks.track(fight)
  const put = (next: CombatTrack<S>) => hooks.withTrack(fight, next)
  switch (event.type) {
    case 'combat.begin':
      return begin(fight)
    case 'turn.next':
      return endTurn(fight, hooks, event.who ?? null)
    case 'turn.previous':
      return put(previousTurn(track))
    case 'combatant.damage':
      return hooks.settle(put(damage(track, event.target, event.amount, event.source).track), event.target, { byCrit: false })
    case 'damage.rolled':
      return hooks.settle(put(damage(track, event.target, event.total, event.source).track), event.target, { byCrit: false })
    case 'combatant.heal':
      return hooks.settle(put(healing(track, event.target, event.amount).track), event.target, { byCrit: false })
    case 'healing.rolled':
      return hooks.settle(put(healing(track, event.target, event.total).track), event.target, { byCrit: false })
    case 'combatant.tempHp':
      return put(gainTempHp(track, event.target, event.amount))
    case 'condition.add': {
      const { id, track: counted } = nextId(track, 'cond')
      const label = event.condition.custom ? event.condition.name : (hooks.conditionLabel(event.condition.name) ?? event.condition.name)
      const round = Math.max(track.round, 1)
      return put(addCondition(counted, event.target, conditionFrom(event.condition, id, round, label, hooks.defaultSaveTarget(fight), track.current)))
    }
    case 'condition.remove':
      return put(removeCondition(track, event.condition))
    case 'combatant.reveal':
      return put(withCombatant(track, event.target, (c) => ({ ...c, hidden: false, revealOnTurn: false })))
    case 'combatant.hide':
      return put(withCombatant(track, event.target, (c) => ({ ...c, hidden: true, revealOnTurn: event.revealOnTurn })))
    case 'combatant.revealAll':
      return put({ ...track, combatants: track.combatants.map((c) => (c.hidden ? { ...c, hidden: false, revealOnTurn: false } : c)) })
    case 'combatant.rename':
      return put(withCombatant(track, event.target, (c) => ({ ...c, name: event.name })))
    case 'combatant.status':
      return put(setStatus(track, event.target, event.status))
    case 'combatant.remove':
      return put({ ...setStatus(track, event.target, 'removed'), order: track.order.filter((id) => id !== event.target) })
    case 'combatant.joined': {
      const joined = event.combatants.map((c) => newCombatant({ ...c, joined: track.round, stats: c.stats as S }))
      return put({ ...track, combatants: [...track.combatants, ...joined] })
    }
    case 'combat.end': {
      const ended = expire(
        {
          ...track,
          phase: 'over',
          current: null,
          duties: [],
          closing: false,
          nextChoice: null,
          ending: { reason: event.reason, round: track.round },
        },
        { at: 'combatEnd' },
      )
      return hooks.onCombatEnd(put(ended))
    }
  }
}

/** Starts a fight with no surprise: round 1, and its first turn. */
export function beginFirstRound<S, F>(fight: F, hooks: TurnHooks<S, F>, openRound: (fight: F, round: number) => F): F {
  const opened = openRound(fight, 1)
  const track = hooks.track(opened)
  const first = track.order.find((id) => {
    const who = combatantOf(track, id)
    return who !== undefined && hooks.takesTurn(who, opened)
  })
  return first ? beginTurn(opened, hooks, first) : opened
}
