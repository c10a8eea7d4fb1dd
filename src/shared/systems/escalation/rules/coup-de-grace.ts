import { spendActions, type TurnBudget } from './actions'
import { CONDITIONS, conditionsInForce, type ConditionInstance } from './conditions'
import type { ActionKind } from './types'
import { allowed, refused, type RuleResult } from './result'

/** E45: a Coup de Grace spends the Standard action with the Quick and Move actions. */
export const COUP_DE_GRACE_COST: readonly ActionKind[] = ['standard', 'move', 'quick']

/**
 * E45, E66, EG13: a Coup de Grace is an attack on one engaged, Helpless enemy that also spends
 * the Quick and Move actions (paid as substituted); it crits whatever it rolls (EG45).
 * Returns what is left of the turn, or why not.
 */
export function coupDeGrace(attempt: {
  budget: TurnBudget
  targets: readonly { conditions: readonly ConditionInstance[]; engaged: boolean }[]
}): RuleResult<TurnBudget> {
  if (attempt.targets.length !== 1) return refused('A Coup de Grace targets exactly one enemy')
  const [target] = attempt.targets
  const helpless = [...conditionsInForce(target!.conditions)].some((name) => CONDITIONS[name].coupDeGraceTarget)
  if (!helpless) return refused('A Coup de Grace needs a Helpless target')
  if (!target!.engaged) return refused('A Coup de Grace needs a target you are engaged with')
  const spent = spendActions(attempt.budget, COUP_DE_GRACE_COST)
  if (!spent.ok) return refused('A Coup de Grace takes the Standard, Move and Quick actions together')
  return allowed(spent.value.budget)
}
