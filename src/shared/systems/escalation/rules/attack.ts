import { NATURAL_MAX, NATURAL_MIN } from './types'

/** E3, R17: an attack crits on a natural 17+ unless something lowers it. */
export const DEFAULT_CRIT_THRESHOLD = 17
/** E4, R17: a natural 3 is a crit fail. */
export const CRIT_FAIL_NATURAL = NATURAL_MIN

/**
 * E3, E13, E14, R17: the lowest natural that crits: 17; 16 against a target Weak to the
 * attack's damage or Vulnerable; 15 when both. `base` is for abilities that set their own.
 */
export function critThreshold(against: { weak: boolean; vulnerable: boolean; base?: number }): number {
  return (against.base ?? DEFAULT_CRIT_THRESHOLD) - (against.weak ? 1 : 0) - (against.vulnerable ? 1 : 0)
}

/** E1: a PC's attack bonus: Level + Volition + the rare listed bonuses (the escalation die is added apart). */
export function pcAttackBonus(pc: { level: number; volition: number }, otherBonuses = 0): number {
  return pc.level + pc.volition + otherBonuses
}

/** E2-E4, EG1, EG2: how an attack came out. */
export type AttackOutcome = 'crit' | 'hit' | 'miss' | 'critFail'

export interface AttackRoll {
  /** The kept 3d6 (R15, E6). */
  natural: number
  /** E1: Level + Volition + other bonuses for a PC; EG11: the stat block's bonus for an NPC. */
  bonus: number
  /** What the escalation die adds to this attack (see `escalationBonus`, `escalationFor`). */
  escalation: number
  /** E2: the target's AC, PD or MD, as the attack names it. */
  defense: number
  /** From `critThreshold` or `attackModifiers`. */
  critThreshold?: number
  /** EG1 (campaign setting, default true): a natural at or above the crit threshold always hits and crits. */
  critAlwaysHits?: boolean
  /** E45, EG45: a Coup de Grace crits whatever it rolls. */
  autoCrit?: boolean
}

export interface AttackResolution {
  outcome: AttackOutcome
  natural: number
  total: number
  hits: boolean
}

/**
 * E1-E4, EG1, EG2, E45, EG45: resolves one attack roll. Total = natural + bonus + escalation;
 * total >= defense hits. A natural at or above the crit threshold crits (and, with EG1's
 * default, hits even below the defense). A natural 3 is a crit fail: a miss with no miss
 * effects, even when its total reaches the defense. A Coup de Grace always crits.
 */
export function resolveAttack(roll: AttackRoll): AttackResolution {
  const { natural, bonus, escalation, defense } = roll
  if (!Number.isInteger(natural) || natural < NATURAL_MIN || natural > NATURAL_MAX)
    throw new RangeError(`a natural is the sum of three d6, 3 to 18, not ${natural}`)
  const total = natural + bonus + escalation
  const reaches = total >= defense
  const threshold = roll.critThreshold ?? DEFAULT_CRIT_THRESHOLD
  let outcome: AttackOutcome
  if (roll.autoCrit) outcome = 'crit'
  else if (natural === CRIT_FAIL_NATURAL) outcome = 'critFail'
  else if (natural >= threshold && (reaches || (roll.critAlwaysHits ?? true))) outcome = 'crit'
  else outcome = reaches ? 'hit' : 'miss'
  return { outcome, natural, total, hits: outcome === 'crit' || outcome === 'hit' }
}
