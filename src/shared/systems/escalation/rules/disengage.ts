import { conditionsInForce, type ConditionInstance } from './conditions'

/** E37: the Disengage Difficulty against one enemy. */
export const DISENGAGE_DIFFICULTY = 11

/** E37: 11 for one enemy, +1 for every enemy past the first. */
export function disengageDifficulty(enemies: number): number {
  if (!Number.isInteger(enemies) || enemies < 1) throw new RangeError(`a Disengage is from 1 enemy or more, not ${enemies}`)
  return DISENGAGE_DIFFICULTY + enemies - 1
}

/**
 * E64, EG31: Disadvantage on a Disengage: 1 when a grabber among the enemies left was not hit
 * by the disengaging combatant this round (once, however many grab it).
 */
export function disengageDisadvantage(
  conditions: readonly ConditionInstance[],
  fromEnemies: readonly string[],
  hitThisRound: readonly string[],
): number {
  const heldBy = conditions.filter((c) => c.name === 'grabbed' && c.source != null && fromEnemies.includes(c.source))
  return heldBy.some((c) => !hitThisRound.includes(c.source!)) ? 1 : 0
}

/** E71: Stuck forbids Disengaging (and popping free). */
export function whyDisengageRefused(conditions: readonly ConditionInstance[]): string | null {
  return conditionsInForce(conditions).has('stuck') ? 'A Stuck combatant cannot Disengage' : null
}

/**
 * E37, EG24: a Disengage succeeds when its natural (3d6, R15) plus any bonus reaches the
 * Difficulty; a natural 17+ or 3 means nothing more. Failing loses the move action.
 */
export function disengageSucceeds(check: { natural: number; enemies: number; bonus?: number }): boolean {
  return check.natural + (check.bonus ?? 0) >= disengageDifficulty(check.enemies)
}
