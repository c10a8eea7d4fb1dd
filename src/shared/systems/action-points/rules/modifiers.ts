/*
 * What changes an attack's skill before it is rolled (Combat Mechanics; Range Penalties;
 * Two-Weapon Fighting). Each modifier comes with its words, so the console and the log can say
 * why the number is what it is.
 */

/** One change to a check's skill, with where it comes from. */
export interface Modifier {
  readonly label: string
  readonly value: number
}

/** A39, AG26: +10 to a melee attack when the attacker and at least one ally threaten the target. */
export const GANG_UP_BONUS = 10

/** A38, AG25: each range increment beyond the weapon's Range costs 10. */
export const RANGE_INCREMENT_PENALTY = 10

/** A41: the non-dominant hand's penalty. */
export const OFF_HAND_PENALTY = 10

/**
 * A38, AG25: the range penalty of a shot at `distance` hexes with a weapon of Range `range`:
 * none within the Range, then -10 for each increment beyond it (Shortbow 6: -10 at 7-12,
 * -20 at 13-18); there is no maximum.
 */
export function rangePenalty(distance: number, range: number): number {
  if (range <= 0 || distance <= range) return 0
  return -RANGE_INCREMENT_PENALTY * (Math.ceil(distance / range) - 1)
}

/** A39, AG26: the gang-up bonus: a melee attack, and another ally of the attacker threatening the target too. */
export function gangUpBonus(melee: boolean, alliesThreatening: number): number {
  return melee && alliesThreatening >= 1 ? GANG_UP_BONUS : 0
}

/** A41: -10 for an attack with the non-dominant hand, unless the weapon is Finesse or Brawl, or a perk removes it. */
export function offHandPenalty(offHand: boolean, weapon: { finesse: boolean; brawl: boolean }, perk: boolean): number {
  return offHand && !weapon.finesse && !weapon.brawl && !perk ? -OFF_HAND_PENALTY : 0
}

/** The skill after its modifiers. */
export function modifiedSkill(skill: number, modifiers: readonly Modifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, skill)
}
