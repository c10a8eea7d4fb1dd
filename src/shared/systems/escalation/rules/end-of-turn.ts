import type { ConditionInstance, ConditionName } from './conditions'
import type { DamageType } from './types'
import { saveTargetOf } from './saves'
import { DEFAULT_ESCALATION_SETTINGS } from './settings'

/** One thing to do at the end of a turn, in order. `index` points into the combatant's conditions. */
export type EndOfTurnStep =
  | { step: 'ongoingDamage'; type: DamageType; amount: number; index: number }
  | { step: 'save'; condition: ConditionName; target: number; index: number }
  | { step: 'expire'; condition: ConditionName; index: number }

/**
 * E25, E68, EG28, EG47: the end of a combatant's turn: first ongoing damage, then a save for
 * each save-ends effect, then its "until the end of (its) turn" effects expire. Ongoing damage
 * of different types each deals its damage; of one type only the largest does (EG31: the
 * same condition does not stack). A dying combatant still takes it (EG21).
 */
export function endOfTurnSteps(
  ownerId: string,
  conditions: readonly ConditionInstance[],
  defaultSaveTarget = DEFAULT_ESCALATION_SETTINGS.defaultSaveTarget,
): EndOfTurnStep[] {
  const largestByType = new Map<DamageType, { amount: number; index: number }>()
  conditions.forEach((c, index) => {
    if (c.name !== 'ongoingDamage' || !c.ongoing) return
    const known = largestByType.get(c.ongoing.type)
    if (!known || c.ongoing.amount > known.amount) largestByType.set(c.ongoing.type, { amount: c.ongoing.amount, index })
  })
  const steps: EndOfTurnStep[] = [...largestByType].map(([type, { amount, index }]) => ({ step: 'ongoingDamage', type, amount, index }))
  conditions.forEach((c, index) => {
    const target = saveTargetOf(c.duration, defaultSaveTarget)
    if (target !== null) steps.push({ step: 'save', condition: c.name, target, index })
  })
  conditions.forEach((c, index) => {
    if (c.duration.kind === 'untilEndOfTurn' && c.duration.of === ownerId) steps.push({ step: 'expire', condition: c.name, index })
  })
  return steps
}

/** A point of the fight where durations may run out (digest §4). */
export type ExpiryPoint = { at: 'turnStart'; of: string } | { at: 'turnEnd'; of: string } | { at: 'roundEnd' } | { at: 'combatEnd' }

/**
 * Digest §4, EG28, EG38: a combatant's conditions after an expiry point: "until the start/end
 * of X's turn" end at that point of X's turn, "n rounds" count down at each round's end, and
 * everything but manual conditions ends with the combat. Save-ends effects end by saves only
 * (or at the combat's end).
 */
export function conditionsAfter(conditions: readonly ConditionInstance[], point: ExpiryPoint): ConditionInstance[] {
  const kept: ConditionInstance[] = []
  for (const c of conditions) {
    const d = c.duration
    if (point.at === 'combatEnd') {
      if (d.kind === 'manual') kept.push(c)
      continue
    }
    if (point.at === 'turnStart' && d.kind === 'untilStartOfTurn' && d.of === point.of) continue
    if (point.at === 'turnEnd' && d.kind === 'untilEndOfTurn' && d.of === point.of) continue
    if (point.at === 'roundEnd' && d.kind === 'rounds') {
      if (d.rounds > 1) kept.push({ ...c, duration: { kind: 'rounds', rounds: d.rounds - 1 } })
      continue
    }
    kept.push(c)
  }
  return kept
}
