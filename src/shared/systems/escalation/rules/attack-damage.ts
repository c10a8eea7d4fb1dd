import type { AttackOutcome } from './attack'
import type { DamageType, Resistance } from './types'

/**
 * EG3 (campaign setting): what a crit doubles. `whole` (default): the whole hit damage, dice
 * and flat bonuses alike; `dice`: only the dice, flat bonuses added once.
 */
export type CritDoubling = 'whole' | 'dice'

/** Rolled hit damage split as EG3 needs it (see `evaluateDice`: `fromDice`, `constant`). */
export interface HitDamage {
  fromDice: number
  constant: number
}

/** E13: an attack dealing several types is Weak-affected if the target is Weak to any one of them. */
export function isWeakTo(weaknesses: readonly DamageType[], attackTypes: readonly DamageType[]): boolean {
  return typesOrWeapon(attackTypes).some((type) => weaknesses.includes(type))
}

/**
 * E12 and EG42: the Resist X+ that applies to an attack, or null. With several damage types
 * the target must resist every one of them, and the lowest X among them applies (the attack
 * is halved only when the natural is below every matching X). Several entries for one type:
 * the highest X.
 */
export function applicableResist(resistances: readonly Resistance[], attackTypes: readonly DamageType[]): number | null {
  let lowest: number | null = null
  for (const type of typesOrWeapon(attackTypes)) {
    const matching = resistances.filter((r) => r.type === type).map((r) => r.threshold)
    if (matching.length === 0) return null
    const best = Math.max(...matching)
    lowest = lowest === null ? best : Math.min(lowest, best)
  }
  return lowest
}

/** E10: untyped damage is weapon damage. */
const typesOrWeapon = (types: readonly DamageType[]): readonly DamageType[] => (types.length === 0 ? ['weapon'] : types)

/** E12: Resist X+ halves when the natural is below X. */
export function resisted(natural: number, resist: number | null): boolean {
  return resist !== null && natural < resist
}

/** EG5: every halving rounds down (1 halves to 0). */
export const halve = (amount: number): number => Math.floor(amount / 2)

export interface AttackDamageInput {
  outcome: AttackOutcome
  natural: number
  /** The rolled hit damage; needed for a hit or a crit. */
  hit?: HitDamage | null
  /** E7, E9, EG40: the miss damage (0, the PC's Level, or the ability's). */
  miss?: number
  /** From `applicableResist`: X of the Resist that applies, or null. */
  resist?: number | null
  /** EG3 (campaign setting), default `whole`. */
  critDoubling?: CritDoubling
  /** E60: the attacker is Confused. */
  attackerConfused?: boolean
}

export interface AttackDamage {
  /** What the target takes. */
  damage: number
  /** Rolled damage with flat bonuses, before crit or Resist (E60's base). */
  beforeMultipliers: number
  doubled: boolean
  halved: boolean
  /** E60: what a Confused attacker takes on a natural odd hit or miss. */
  confusedSelfDamage: number
}

/**
 * E3, E4, E12, EG3, EG5, EG6, EG40, EG43, EG44, E60: the damage one attack deals. Order: the roll with
 * its flat bonuses, then x2 on a crit, then Resist halves (rounding down at the end). Miss
 * damage applies only to a plain miss: a crit fail deals nothing. Resist halves miss damage
 * too (EG44: the attack dealt it). Damage below 0 is 0 (EG43). A Confused attacker whose natural is
 * odd and who hit or missed takes half the damage before crit and Resist.
 */
export function attackDamage(input: AttackDamageInput): AttackDamage {
  const { outcome, natural } = input
  let beforeMultipliers = 0
  let raw = 0
  if (outcome === 'hit' || outcome === 'crit') {
    if (!input.hit) throw new RangeError(`a ${outcome} needs its rolled hit damage`)
    beforeMultipliers = input.hit.fromDice + input.hit.constant
    raw =
      outcome === 'hit'
        ? beforeMultipliers
        : (input.critDoubling ?? 'whole') === 'whole'
          ? 2 * beforeMultipliers
          : 2 * input.hit.fromDice + input.hit.constant
  } else if (outcome === 'miss') {
    beforeMultipliers = input.miss ?? 0
    raw = beforeMultipliers
  }
  const clamped = Math.max(0, raw)
  const halved = clamped > 0 && resisted(natural, input.resist ?? null)
  const damage = halved ? halve(clamped) : clamped
  const confused = (input.attackerConfused ?? false) && natural % 2 === 1 && outcome !== 'critFail'
  return {
    damage,
    beforeMultipliers,
    doubled: outcome === 'crit',
    halved,
    confusedSelfDamage: confused ? halve(Math.max(0, beforeMultipliers)) : 0,
  }
}
