import type { CheckResult } from './success-levels'
import { isSuccess, levelRank } from './types'

/** Who wins an opposed check: the acting side, the other side, or nobody (both failed). */
export type OpposedWinner = 'active' | 'passive' | 'neither'

/**
 * AG1, AG33: an opposed check. A side that fails cannot win; if both fail nobody does (the
 * action fails). Between two successes the higher level wins, then the larger margin under
 * the skill, and if that ties too the acting side (the attacker, the one who Feints or
 * Shoves): a reaction or a resistance must beat it. `activeBump` raises the acting side's
 * level for the comparison only (A18: a larger attacker against a Parry), and never turns a
 * failure into a success (AG13).
 */
export function opposedWinner(active: CheckResult, passive: CheckResult, activeBump = 0): OpposedWinner {
  const activeWins = isSuccess(active.level)
  const passiveWins = isSuccess(passive.level)
  if (!activeWins && !passiveWins) return 'neither'
  if (!passiveWins) return 'active'
  if (!activeWins) return 'passive'
  const a = levelRank(active.level) + activeBump
  const p = levelRank(passive.level)
  if (a !== p) return a > p ? 'active' : 'passive'
  if (active.margin !== passive.margin) return active.margin > passive.margin ? 'active' : 'passive'
  return 'active'
}
