import type { Combatant, CombatSide, CombatTrack, ConditionInstance } from './types'
import { expiresAt, type ExpiryPoint } from './conditions'

/** The combatant with this id, or undefined. */
export function combatantOf<S>(track: CombatTrack<S>, id: string | null): Combatant<S> | undefined {
  return id === null ? undefined : track.combatants.find((c) => c.id === id)
}

/** The track with one combatant changed. */
export function withCombatant<S>(track: CombatTrack<S>, id: string, change: (c: Combatant<S>) => Combatant<S>): CombatTrack<S> {
  return { ...track, combatants: track.combatants.map((c) => (c.id === id ? change(c) : c)) }
}

/** A fresh tally for a fight's summary. */
export const NO_TALLY = { dealt: 0, taken: 0, healed: 0, fellInRound: null } as const

/** A combatant as it enters a fight: at full hit points, no conditions. */
export function newCombatant<S>(base: {
  id: string
  name: string
  side: CombatSide
  source: Combatant<S>['source']
  maxHp: number
  hp?: number
  hidden?: boolean
  revealOnTurn?: boolean
  joined?: number
  stats: S
}): Combatant<S> {
  return {
    id: base.id,
    name: base.name,
    side: base.side,
    source: base.source,
    hidden: base.hidden ?? false,
    revealOnTurn: base.revealOnTurn ?? false,
    hp: base.hp ?? base.maxHp,
    maxHp: base.maxHp,
    tempHp: 0,
    status: 'fighting',
    conditions: [],
    joined: base.joined ?? 0,
    tally: { ...NO_TALLY },
    stats: base.stats,
  }
}

/**
 * Damage to a combatant: temporary hit points first, then hit points, which may fall below 0
 * (some systems read the depth). Counted in the summary for the target and its source.
 */
export function damage<S>(
  track: CombatTrack<S>,
  targetId: string,
  amount: number,
  sourceId: string | null,
): { track: CombatTrack<S>; absorbed: number; lost: number } {
  const target = combatantOf(track, targetId)
  if (!target || amount <= 0) return { track, absorbed: 0, lost: 0 }
  const absorbed = Math.min(target.tempHp, amount)
  const lost = amount - absorbed
  let next = withCombatant(track, targetId, (c) => ({
    ...c,
    tempHp: c.tempHp - absorbed,
    hp: c.hp - lost,
    tally: { ...c.tally, taken: c.tally.taken + amount },
  }))
  if (sourceId && sourceId !== targetId && combatantOf(next, sourceId))
    next = withCombatant(next, sourceId, (c) => ({ ...c, tally: { ...c.tally, dealt: c.tally.dealt + amount } }))
  return { track: next, absorbed, lost }
}

/** Healing: from below 0 it starts at 0 (as every system here reads it), never above the maximum. */
export function healing<S>(track: CombatTrack<S>, targetId: string, amount: number): { track: CombatTrack<S>; healed: number } {
  const target = combatantOf(track, targetId)
  if (!target || amount <= 0) return { track, healed: 0 }
  const from = Math.max(0, target.hp)
  const hp = Math.max(target.hp, Math.min(target.maxHp, from + amount))
  const healed = hp - from
  return { track: withCombatant(track, targetId, (c) => ({ ...c, hp, tally: { ...c.tally, healed: c.tally.healed + healed } })), healed }
}

/** Temporary hit points do not stack: a new grant replaces the old one only if higher. */
export function gainTempHp<S>(track: CombatTrack<S>, targetId: string, amount: number): CombatTrack<S> {
  return withCombatant(track, targetId, (c) => ({ ...c, tempHp: Math.max(c.tempHp, amount) }))
}

/** Marks a combatant out of the fight (or back in); the round it fell is kept for the summary. */
export function setStatus<S>(track: CombatTrack<S>, id: string, status: Combatant<S>['status']): CombatTrack<S> {
  return withCombatant(track, id, (c) => {
    if (c.status === status) return c
    const fell = status === 'down' || status === 'dead'
    return { ...c, status, tally: { ...c.tally, fellInRound: fell ? (c.tally.fellInRound ?? Math.max(track.round, 1)) : c.tally.fellInRound } }
  })
}

/**
 * Conditions on every combatant without those that run out at `point`. At the end of a turn, an
 * "until the end of X's next turn" given during that turn now counts from the next one.
 */
export function expire<S>(track: CombatTrack<S>, point: ExpiryPoint): CombatTrack<S> {
  let changed = false
  const combatants = track.combatants.map((c) => {
    let touched = false
    const kept = c.conditions.flatMap((condition) => {
      if (expiresAt(condition, point)) {
        touched = true
        return []
      }
      const d = condition.duration
      if (point.at === 'turnEnd' && d.kind === 'untilEndOfTurn' && d.of === point.of && d.ongoing) {
        touched = true
        return [{ ...condition, duration: { kind: d.kind, of: d.of } }]
      }
      return [condition]
    })
    if (!touched) return c
    changed = true
    return { ...c, conditions: kept }
  })
  return changed ? { ...track, combatants } : track
}

/** A new id for something the fight hands out, and the track that remembers it is taken. */
export function nextId<S>(track: CombatTrack<S>, prefix: string): { id: string; track: CombatTrack<S> } {
  return { id: `${prefix}-${track.serial + 1}`, track: { ...track, serial: track.serial + 1 } }
}

/** Adds a condition to a combatant. */
export function addCondition<S>(track: CombatTrack<S>, targetId: string, condition: ConditionInstance): CombatTrack<S> {
  return withCombatant(track, targetId, (c) => ({ ...c, conditions: [...c.conditions, condition] }))
}

/** Removes one condition instance, wherever it is. */
export function removeCondition<S>(track: CombatTrack<S>, conditionId: string): CombatTrack<S> {
  return {
    ...track,
    combatants: track.combatants.map((c) =>
      c.conditions.some((x) => x.id === conditionId) ? { ...c, conditions: c.conditions.filter((x) => x.id !== conditionId) } : c,
    ),
  }
}

/** The condition with this id and who bears it. */
export function conditionOf<S>(track: CombatTrack<S>, conditionId: string): { bearer: Combatant<S>; condition: ConditionInstance } | undefined {
  for (const bearer of track.combatants) {
    const condition = bearer.conditions.find((c) => c.id === conditionId)
    if (condition) return { bearer, condition }
  }
  return undefined
}

/** Combatants still in the fight on a side. */
export function standing<S>(track: CombatTrack<S>, side: CombatSide): Combatant<S>[] {
  return track.combatants.filter((c) => c.side === side && c.status === 'fighting')
}
