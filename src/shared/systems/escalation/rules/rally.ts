import { canTake, spendAction, type TurnBudget } from './actions'
import type { ConditionInstance } from './conditions'
import { escalationFor } from './escalation-die'
import { ONE_ROUND_SAVE_TARGET, saveTargetOf } from './saves'
import { DEFAULT_ESCALATION_SETTINGS } from './settings'
import { allowed, refused, type RuleResult } from './result'

/** E44, EG27: Rally is a Standard action on one's own turn, as often as one has Standard actions. */
export function whyRallyRefused(turn: { ownTurn: boolean; budget: TurnBudget }): string | null {
  if (!turn.ownTurn) return 'Rally is taken on your own turn'
  if (!canTake(turn.budget, 'standard')) return 'Rally takes a Standard action, and none is left this turn'
  return null
}

/** The effect a Rally's save is against: one save-ends effect (ongoing damage included), or a one-round effect. */
export type RallyTarget = { condition: ConditionInstance } | { oneRound: true }

/**
 * E44, EG32, EG15: the save a Rally makes after its healing: against one save-ends effect at
 * that effect's target, or against a one-round effect at 13+; the save adds the escalation
 * die as the rallying combatant counts it (0 while Shaken).
 */
export function rallySave(
  against: RallyTarget,
  escalationDie: number,
  conditions: readonly ConditionInstance[],
  defaultSaveTarget = DEFAULT_ESCALATION_SETTINGS.defaultSaveTarget,
): RuleResult<{ target: number; bonus: number }> {
  const bonus = escalationFor(escalationDie, conditions)
  if ('oneRound' in against) return allowed({ target: ONE_ROUND_SAVE_TARGET, bonus })
  const target = saveTargetOf(against.condition.duration, defaultSaveTarget)
  if (target === null) return refused('Rally saves against ongoing damage, a save-ends effect, or a one-round effect')
  return allowed({ target, bonus })
}

/** E44: Rally spends the Standard action (the recovery is spent with `useRecovery`). */
export function spendRally(turn: { ownTurn: boolean; budget: TurnBudget }): RuleResult<TurnBudget> {
  const why = whyRallyRefused(turn)
  if (why) return refused(why)
  const spent = spendAction(turn.budget, 'standard')
  return spent.ok ? allowed(spent.value.budget) : spent
}
