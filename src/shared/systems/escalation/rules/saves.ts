import type { ConditionDuration } from './conditions'
import { NATURAL_MAX, NATURAL_MIN } from './types'
import { DEFAULT_ESCALATION_SETTINGS } from './settings'

/** E44, EG28: the save against a one-round effect (Rally). */
export const ONE_ROUND_SAVE_TARGET = 13

/** E28: the Recharge targets the text uses. */
export const RECHARGE_TARGETS = [9, 11, 13] as const

/**
 * EG15 (campaign setting): the target of a save against a condition: its own, else 11.
 * Null for durations that no save ends.
 */
export function saveTargetOf(duration: ConditionDuration, defaultTarget = DEFAULT_ESCALATION_SETTINGS.defaultSaveTarget): number | null {
  if (duration.kind !== 'saveEnds') return null
  return duration.target ?? defaultTarget
}

/**
 * R15, EG15: a save succeeds when its natural (3d6, with Advantage per R16) plus any listed
 * bonus reaches the target. A save has no crit or fumble (Death Saves aside, E53).
 */
export function saveSucceeds(save: { natural: number; target: number; bonus?: number }): boolean {
  if (!Number.isInteger(save.natural) || save.natural < NATURAL_MIN || save.natural > NATURAL_MAX)
    throw new RangeError(`a natural is 3 to 18, not ${save.natural}`)
  return save.natural + (save.bonus ?? 0) >= save.target
}

/** E28, R15: a Recharge N+ power comes back at a Quick Rest when 3d6 reaches N. */
export function rechargeSucceeds(natural: number, recharge: number): boolean {
  return saveSucceeds({ natural, target: recharge })
}
