import { conditionsInForce, type ConditionInstance } from './conditions'

/** E19: the escalation die never shows more than 6. */
export const ESCALATION_MAX = 6

/** E18: where the die starts in round 1: 0, or 1 after an explicit PC ambush (GM option). */
export type EscalationStart = 0 | 1

/**
 * E19, R18, E18: the escalation die in round `round` (1, 2, ...): 0 in round 1, then +1 at the
 * start of each round up to 6, i.e. min(round - 1, 6); min(round, 6) when a PC ambush started
 * it at 1. EG7: the surprise round is not round 1; pass round 0 for it and the die is 0.
 */
export function escalationDie(round: number, start: EscalationStart = 0): number {
  if (!Number.isInteger(round) || round < 0) throw new RangeError(`a round is 0 (the surprise round) or a whole number from 1, not ${round}`)
  if (round === 0) return 0
  return Math.min(round - 1 + start, ESCALATION_MAX)
}

/**
 * E69, EG32: the escalation die as a combatant counts it: 0 while Shaken, for everything it
 * keys off (attack bonus, Escalation X+ gates, parity, the Rally bonus).
 */
export function escalationFor(die: number, conditions: readonly Pick<ConditionInstance, 'name'>[]): number {
  return conditionsInForce(conditions).has('shaken') ? 0 : die
}

/**
 * E1, E19, EG10: what the die adds to one attack: PC attacks always add it; an NPC attack
 * only when its stat block says so (off unless flagged).
 */
export function escalationBonus(die: number, usesEscalation: boolean): number {
  return usesEscalation ? die : 0
}

/** E20: abilities keyed to an even or odd die; 0 counts as neither. */
export function escalationParity(die: number): 'even' | 'odd' | 'neither' {
  if (die === 0) return 'neither'
  return die % 2 === 0 ? 'even' : 'odd'
}

/** E32: an "Escalation X+" ability is usable only while the die (as its user counts it) is X or more. */
export function meetsEscalationGate(die: number, gate: number): boolean {
  return die >= gate
}
