import { z } from 'zod'
import type { ConditionDuration, ConditionInstance } from './types'

const Ref = z.string().min(1).max(80)

/** A duration as the GM gives it: "N rounds" counts from the round it is applied in. */
export const DurationSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('untilStartOfTurn'), of: Ref }),
  z.strictObject({ kind: z.literal('untilEndOfTurn'), of: Ref }),
  z.strictObject({ kind: z.literal('saveEnds'), target: z.number().int().min(2).max(20).optional() }),
  z.strictObject({ kind: z.literal('rounds'), rounds: z.number().int().min(1).max(100) }),
  z.strictObject({
    kind: z.literal('untilTest'),
    test: z.string().min(1).max(40),
    target: z.number().int().min(1).max(100),
    needsAction: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('encounter') }),
  z.strictObject({ kind: z.literal('manual') }),
])
export type DurationSpec = z.infer<typeof DurationSpec>

/** A condition as the GM applies it: one of the system's, or a custom one with the GM's words. */
export const ConditionSpec = z.strictObject({
  name: z.string().trim().min(1, 'name the condition').max(60),
  custom: z.boolean(),
  duration: DurationSpec,
  source: Ref.nullable(),
  ongoing: z.strictObject({ amount: z.number().int().min(1).max(999), type: z.string().min(1).max(30) }).nullable(),
  secret: z.boolean(),
})
export type ConditionSpec = z.infer<typeof ConditionSpec>

/**
 * The instance a spec makes in `round`, with its id; `defaultSaveTarget` for a save-ends effect
 * that names none. `current` is whose turn is under way: "until the end of X's next turn" given
 * during X's own turn lasts through X's next one, not only to the end of this one.
 */
export function conditionFrom(
  spec: ConditionSpec,
  id: string,
  round: number,
  label: string,
  defaultSaveTarget: number,
  current: string | null = null,
): ConditionInstance {
  const d = spec.duration
  const duration: ConditionDuration =
    d.kind === 'rounds'
      ? { kind: 'rounds', rounds: d.rounds, lastRound: round + d.rounds - 1 }
      : d.kind === 'saveEnds'
        ? { kind: 'saveEnds', target: d.target ?? defaultSaveTarget }
        : d.kind === 'untilEndOfTurn' && d.of === current
          ? { ...d, ongoing: true }
          : d
  return { id, name: spec.name, label, custom: spec.custom, source: spec.source, duration, round, ongoing: spec.ongoing, secret: spec.secret }
}

/** A point of the fight where durations may run out (combat digest §4). */
export type ExpiryPoint = { at: 'turnStart'; of: string } | { at: 'turnEnd'; of: string } | { at: 'roundEnd'; round: number } | { at: 'combatEnd' }

/**
 * Whether a condition runs out at a point: "until the start/end of X's next turn" at that
 * point of X's turn, "N rounds" at the end of its last round, and everything but the GM's
 * manual ones when the fight ends. Save-ends and until-a-Test conditions end by their roll.
 */
export function expiresAt(condition: ConditionInstance, point: ExpiryPoint): boolean {
  const d = condition.duration
  switch (point.at) {
    case 'combatEnd':
      return d.kind !== 'manual'
    case 'turnStart':
      return d.kind === 'untilStartOfTurn' && d.of === point.of
    case 'turnEnd':
      return d.kind === 'untilEndOfTurn' && d.of === point.of && !d.ongoing
    case 'roundEnd':
      return d.kind === 'rounds' && d.lastRound <= point.round
  }
}

/** "until the end of Kira's next turn", "save ends (11+)", "2 rounds": a duration in words. */
export function durationWords(duration: ConditionDuration, nameOf: (id: string) => string): string {
  switch (duration.kind) {
    case 'untilStartOfTurn':
      return `until the start of ${nameOf(duration.of)}'s next turn`
    case 'untilEndOfTurn':
      return `until the end of ${nameOf(duration.of)}'s next turn`
    case 'saveEnds':
      return `save ends (${duration.target}+)`
    case 'rounds':
      return `until the end of round ${duration.lastRound}`
    case 'untilTest':
      return `until a ${duration.test} test (${duration.target}) is passed${duration.needsAction ? ', as an action' : ''}`
    case 'encounter':
      return 'for the encounter'
    case 'manual':
      return 'until removed'
  }
}
