import { conditionsInForce, type ConditionInstance } from './conditions'

/** What provoked Opportunity Attacks: moving while engaged (E36), a ranged attack (E36), or an ability marked Provokes (E29). */
export type Provocation = 'move' | 'ranged' | 'provokes'

/** The provocations in words, for the console and the log. */
export const PROVOCATION_WORDS: Record<Provocation, string> = {
  move: 'moving away without Disengaging',
  ranged: 'a ranged attack while engaged',
  provokes: 'an ability that provokes',
}

/**
 * EG26, EG56: the attack an Opportunity Attack uses: the first melee one (a PC's Basic Melee
 * Attack, an NPC's first attack not marked ranged), or null when there is none (no melee stance).
 */
export function opportunityAttackOf(attacks: readonly { ranged?: boolean }[]): number | null {
  const index = attacks.findIndex((a) => !a.ranged)
  return index < 0 ? null : index
}

/**
 * E41, E64, EG7, EG26, EG56: why an enemy engaged with the provoker may not take an
 * Opportunity Attack, or null: it must be in the fight, in a melee stance (a melee attack to
 * make), not Grabbed, and not of the side surprised in the Surprise Round.
 */
export function whyNoOpportunityAttack(taker: {
  name: string
  fighting: boolean
  conditions: readonly ConditionInstance[]
  meleeAttack: number | null
  surprised: boolean
}): string | null {
  if (!taker.fighting) return `${taker.name} is out of the fight.`
  if (taker.surprised) return `${taker.name} is surprised (EG7).`
  if (taker.meleeAttack === null) return `${taker.name} has no melee attack (EG26).`
  if (conditionsInForce(taker.conditions).has('grabbed')) return `${taker.name} is Grabbed: no Opportunity Attacks (E64).`
  return null
}
