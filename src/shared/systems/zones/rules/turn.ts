import { whyNoActions, whyNoMove } from './hinderances'

/** Z9: what is left of a turn: its move to a Nearby zone, its one Action, and whether that Action went on disengaging (Z23). */
export interface TurnBudget {
  readonly move: boolean
  readonly action: boolean
  readonly disengaged: boolean
}

/** Z9: a turn starts with its move and its Action. */
export const FRESH_TURN: TurnBudget = { move: true, action: true, disengaged: false }

/** Which part of the turn a move spends: the turn's move, or the Action spent on another move (Z9). */
export type MoveSpend = 'move' | 'action'

/**
 * Z9, ZG23, Z27-Z29: why a move may not be made now, or null: the turn's move first, the
 * Action for a second one (in either order, ZG23); a Stuck or Paralysed combatant does not
 * move, and a Distracted one may not spend its Action on it.
 */
export function whyMoveRefused(budget: TurnBudget, spend: MoveSpend, hinderances: readonly string[], who: string): string | null {
  const hindered = whyNoMove(hinderances, who)
  if (hindered) return hindered
  if (spend === 'move') return budget.move ? null : `${who} has moved this turn already: another move takes the Action (Z9).`
  const noActions = whyNoActions(hinderances, who)
  if (noActions) return noActions
  return budget.action ? null : `${who} has taken the turn's Action already (Z9).`
}

/** Z9, Z10, Z27, Z29: why an Action may not be taken now, or null. */
export function whyActionRefused(budget: TurnBudget, hinderances: readonly string[], who: string): string | null {
  return whyNoActions(hinderances, who) ?? (budget.action ? null : `${who} has taken the turn's Action already (Z9).`)
}

/** What is left after a move or an Action. */
export function spend(budget: TurnBudget, part: MoveSpend, disengaging = false): TurnBudget {
  return part === 'move' ? { ...budget, move: false } : { ...budget, action: false, disengaged: budget.disengaged || disengaging }
}
