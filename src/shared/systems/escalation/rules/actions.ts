import type { ActionKind } from './types'
import type { EscalationSettings } from './settings'
import { allowed, refused, type RuleResult } from './result'

/** E23: what is left of a turn's actions. `movesBarred` is EG35's stricter reading of Stunned. */
export interface TurnBudget {
  readonly standard: number
  readonly move: number
  readonly quick: number
  readonly movesBarred?: boolean
}

/** E24, EG13: what each kind of action may be paid with, cheapest first. */
const PAYABLE_WITH: Record<ActionKind, ActionKind[]> = {
  quick: ['quick', 'move', 'standard'],
  move: ['move', 'standard'],
  standard: ['standard'],
}

const LABEL: Record<ActionKind, string> = { standard: 'Standard', move: 'Move', quick: 'Quick' }

/**
 * E23, E71, EG35, E22, EG30: a turn's actions at its start: one Standard, one Move, one Quick.
 * Stunned takes the Move slot (EG35, campaign setting: or bars Move actions altogether). A
 * readied action that fired this round before this turn takes its slot (E22, EG30); a
 * better action may still be spent in its place, as with Stunned (EG48).
 */
export function turnBudget(start: {
  stunned: boolean
  readiedFired?: ActionKind | null
  stunnedMove?: EscalationSettings['stunnedMove']
}): TurnBudget {
  const barred = (start.stunnedMove ?? 'slotLost') === 'noMoveActions'
  const stunned = start.stunned ? { move: 0, ...(barred ? { movesBarred: true } : {}) } : {}
  const budget: TurnBudget = { standard: 1, move: 1, quick: 1, ...stunned }
  return start.readiedFired ? { ...budget, [start.readiedFired]: 0 } : budget
}

/** The slot that would pay for `kind`, or null (E24, EG13: cheapest that fits). */
function payer(budget: TurnBudget, kind: ActionKind): ActionKind | null {
  if (kind === 'move' && budget.movesBarred) return null
  return PAYABLE_WITH[kind].find((slot) => budget[slot] > 0) ?? null
}

/** E23, E24: whether an action of this kind can still be taken. */
export function canTake(budget: TurnBudget, kind: ActionKind): boolean {
  return payer(budget, kind) !== null
}

/**
 * E23, E24, EG13: spends one action of `kind`, paid by its own slot or, failing that, by a
 * better one (Standard for Move, Move or Standard for Quick; never the reverse).
 */
export function spendAction(budget: TurnBudget, kind: ActionKind): RuleResult<{ budget: TurnBudget; paidWith: ActionKind }> {
  const slot = payer(budget, kind)
  if (!slot) {
    if (kind === 'move' && budget.movesBarred) return refused('A Stunned combatant takes no Move action this turn')
    return refused(`No ${LABEL[kind]} action left this turn${kind === 'standard' ? '' : ', nor a better one to spend instead'}`)
  }
  return allowed({ budget: { ...budget, [slot]: budget[slot] - 1 }, paidWith: slot })
}

/**
 * EG13: spends several actions at once (Coup de Grace: Standard, Move and Quick), the most
 * demanding first so that substitution never wastes a better slot.
 */
export function spendActions(budget: TurnBudget, kinds: readonly ActionKind[]): RuleResult<{ budget: TurnBudget; paidWith: ActionKind[] }> {
  const order: ActionKind[] = ['standard', 'move', 'quick']
  const sorted = [...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))
  let current = budget
  const paidWith: ActionKind[] = []
  for (const kind of sorted) {
    const spent = spendAction(current, kind)
    if (!spent.ok) return spent
    current = spent.value.budget
    paidWith.push(spent.value.paidWith)
  }
  return allowed({ budget: current, paidWith })
}
