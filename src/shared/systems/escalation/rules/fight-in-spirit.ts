/** E42: what a PC fighting in spirit may give one ally for a round. */
export const SPIRIT_BENEFITS = ['attacks', 'saves', 'defense'] as const
export type SpiritBenefit = (typeof SPIRIT_BENEFITS)[number]

/** E42: each benefit in words. */
export const SPIRIT_BENEFIT_LABEL: Record<SpiritBenefit, string> = {
  attacks: 'Advantage on attacks',
  saves: 'Advantage on saves',
  defense: 'Disadvantage on attacks against them',
}

/**
 * The name the benefit carries as a condition on the ally, so it shows with the others and
 * runs out by itself (EG28: until the start of the giver's next turn). Not one of the text's
 * conditions, so the GM cannot add it by hand; Fight in Spirit gives it.
 */
export const SPIRIT_CONDITION: Record<SpiritBenefit, string> = {
  attacks: 'inSpirit.attacks',
  saves: 'inSpirit.saves',
  defense: 'inSpirit.defense',
}

const has = (conditions: readonly { name: string }[], benefit: SpiritBenefit) => conditions.some((c) => c.name === SPIRIT_CONDITION[benefit])

/**
 * E42, EG59: what Fight in Spirit puts on one attack: one Advantage when the attacker holds the
 * benefit on its attacks, one Disadvantage when the target holds the one against attacks on
 * it. Several givers of one benefit count once (EG31).
 */
export function spiritOnAttack(
  attacker: readonly { name: string }[],
  target: readonly { name: string }[],
): { advantage: number; disadvantage: number } {
  return { advantage: has(attacker, 'attacks') ? 1 : 0, disadvantage: has(target, 'defense') ? 1 : 0 }
}

/** E42, EG59: one Advantage on every save (Death Saves and Last Gasp saves too) while the benefit lasts. */
export function spiritSaveAdvantage(conditions: readonly { name: string }[]): number {
  return has(conditions, 'saves') ? 1 : 0
}
