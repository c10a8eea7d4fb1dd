import { applicableResist, isWeakTo } from '../rules/attack-damage'
import { attackModifiers, type AttackModifiers } from '../rules/condition-effects'
import { spiritOnAttack } from '../rules/fight-in-spirit'
import { CONDITION_NAMES, type ConditionInstance, type ConditionName } from '../rules/conditions'
import type { DamageType, Defense, Resistance } from '../rules/types'
import { attackOdds, type AttackOdds, type AttackOddsSpec } from './attack-odds'

/**
 * One side of an attack as the rules read it: the combatant's id, its conditions (the text's
 * ones count, a custom one has no effect the rules know), its defenses, Resists, weaknesses
 * and no-recovery penalty. The fight's combatants and the GM view's alike have this shape, so
 * the host's roll and the odds the GM sees before it come from the same rules.
 */
export interface AttackParticipant {
  id: string
  conditions: readonly { name: string; custom: boolean; source: string | null }[]
  defenses: Record<Defense, number>
  resists: readonly Resistance[]
  weaknesses: readonly DamageType[]
  /** E49: -1 to attacks and defenses per heal without a recovery. */
  penalty: number
}

/** What an attack brings of its own: its bonus, the defense it targets, its damage types and whether it adds the escalation die. */
export interface AttackTerms {
  bonus: number
  defense: Defense
  types: readonly DamageType[]
  usesEscalation: boolean
}

/** The fight as an attack reads it: the escalation die on the table and the crit ruling in force. */
export interface AttackTable {
  escalation: number
  critAlwaysHits: boolean
}

const KNOWN: ReadonlySet<string> = new Set(CONDITION_NAMES)

/** The text's conditions on a party, as the attack rules take them (their durations play no part in an attack). */
function ruled(party: AttackParticipant): ConditionInstance[] {
  return party.conditions.flatMap((c) =>
    c.custom || !KNOWN.has(c.name) ? [] : [{ name: c.name as ConditionName, source: c.source, duration: { kind: 'manual' as const }, ongoing: null }],
  )
}

/** E13, E14, E59-E72, R16, EG10, E42: what conditions, Fight in Spirit and the situation make of one attacker/target pair. */
export function situationOf(
  attacker: AttackParticipant,
  target: AttackParticipant,
  attack: AttackTerms,
  escalation: number,
  extraAdvantage: number,
): AttackModifiers {
  const spirit = spiritOnAttack(attacker.conditions, target.conditions)
  return attackModifiers({
    attacker: { id: attacker.id, conditions: ruled(attacker) },
    target: { id: target.id, conditions: ruled(target) },
    targetWeak: isWeakTo(target.weaknesses, attack.types),
    escalationDie: escalation,
    usesEscalation: attack.usesEscalation,
    extraAdvantage: Math.max(0, extraAdvantage) + spirit.advantage,
    extraDisadvantage: Math.max(0, -extraAdvantage) + spirit.disadvantage,
  })
}

/** E1, E2, EG11, E49: the attack's total bonus (the GM's situational bonus included) and the target's defense, with no-recovery penalties. */
export function numbersOf(
  attacker: AttackParticipant,
  target: AttackParticipant,
  attack: AttackTerms,
  bonus: number,
): { bonus: number; defense: number } {
  return { bonus: attack.bonus + bonus - attacker.penalty, defense: target.defenses[attack.defense] - target.penalty }
}

/**
 * E1-E6, E12-E14, E67, R16: everything the exact odds of one attack need, from the two
 * parties, the attack and the table, with the GM's extra Advantage (negative: Disadvantage)
 * and bonus. The same rules decide the host's roll (`attackOutcome`).
 */
export function attackOddsSpec(
  attacker: AttackParticipant,
  target: AttackParticipant,
  attack: AttackTerms,
  table: AttackTable,
  extra: { advantage: number; bonus: number },
): AttackOddsSpec {
  const situation = situationOf(attacker, target, attack, table.escalation, extra.advantage)
  return {
    ...numbersOf(attacker, target, attack, extra.bonus),
    escalation: situation.escalation,
    net: situation.net,
    critThreshold: situation.critThreshold,
    critAlwaysHits: table.critAlwaysHits,
    resist: applicableResist(target.resists, attack.types),
    invisibleSave: situation.invisibleSaveTarget === null ? null : { target: situation.invisibleSaveTarget },
  }
}

/**
 * E1-E6, E12-E14, E67, R16: the exact odds of one attack against one target before it is
 * rolled, and what they were worked from. The GM's runner and a player's device both read
 * their chances here, so the two never disagree.
 */
export function attackOddsAgainst(
  attacker: AttackParticipant,
  target: AttackParticipant,
  attack: AttackTerms,
  table: AttackTable,
  extra: { advantage: number; bonus: number },
): { spec: AttackOddsSpec; odds: AttackOdds } {
  const spec = attackOddsSpec(attacker, target, attack, table, extra)
  return { spec, odds: attackOdds(spec) }
}
