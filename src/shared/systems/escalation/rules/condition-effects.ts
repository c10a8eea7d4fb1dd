import { CONDITIONS, CONDITION_LABEL, conditionsInForce, type ConditionInstance, type ConditionName } from './conditions'
import { escalationBonus, escalationFor } from './escalation-die'
import { DEFAULT_CRIT_THRESHOLD, critThreshold } from './attack'

/** One side of an attack as its conditions see it. */
export interface AttackParty {
  id: string
  conditions: readonly ConditionInstance[]
}

/** What conditions and the situation make of one attacker/target pair. */
export interface AttackSituation {
  attacker: AttackParty
  target: AttackParty
  /** E13: the target is Weak to one of the attack's damage types. */
  targetWeak?: boolean
  /** The escalation die on the table. */
  escalationDie: number
  /** E1, EG10: PC attacks add the die; an NPC attack only if flagged. */
  usesEscalation: boolean
  /** A crit threshold other than 17 from the ability itself (rare). */
  baseCritThreshold?: number
  /** Advantage or Disadvantage from elsewhere (Fight in Spirit, a Dicey Move, an ability). */
  extraAdvantage?: number
  extraDisadvantage?: number
}

/** Where one count of Advantage, Disadvantage or crit range came from, for the log. */
export interface SituationSource {
  condition: ConditionName
  on: 'attacker' | 'target'
  effect: string
}

export interface AttackModifiers {
  advantage: number
  disadvantage: number
  /** Advantage minus Disadvantage (R16). */
  net: number
  /** The lowest natural that crits. */
  critThreshold: number
  /** What the escalation die adds to this attack (0 when Shaken or not used). */
  escalation: number
  /** E67, EG33: the attacker must first make an 11+ save (target Invisible). */
  invisibleSaveTarget: number | null
  /** E60: the attacker is Confused (odd naturals hurt it). */
  attackerConfused: boolean
  sources: SituationSource[]
}

/**
 * E59, EG31, E61, E64, E66, E67, E69-E72, E13-E14: the Advantage count, crit threshold and
 * escalation die use of one attack from both sides' conditions. Conditions with different
 * names stack; the same name counts once however many instances carry it. Grabbed gives
 * Advantage only to the attacker that grabbed (its source). Helpless counts as Stunned.
 */
export function attackModifiers(situation: AttackSituation): AttackModifiers {
  const sources: SituationSource[] = []
  let advantage = situation.extraAdvantage ?? 0
  let disadvantage = situation.extraDisadvantage ?? 0
  const onAttacker = conditionsInForce(situation.attacker.conditions)
  const onTarget = conditionsInForce(situation.target.conditions)
  for (const name of onAttacker) {
    const effects = CONDITIONS[name]
    if (effects.attackDisadvantage > 0) {
      disadvantage += effects.attackDisadvantage
      sources.push({ condition: name, on: 'attacker', effect: `${effects.attackDisadvantage} Disadvantage (${CONDITION_LABEL[name]})` })
    }
  }
  let vulnerable = false
  for (const name of onTarget) {
    const effects = CONDITIONS[name]
    const fromThisAttacker =
      !effects.attackedAdvantageOnlyFromSource || situation.target.conditions.some((c) => c.name === name && c.source === situation.attacker.id)
    if (effects.attackedAdvantage > 0 && fromThisAttacker) {
      advantage += effects.attackedAdvantage
      sources.push({ condition: name, on: 'target', effect: `${effects.attackedAdvantage} Advantage (target ${CONDITION_LABEL[name]})` })
    }
    if (effects.critThresholdDrop > 0) {
      vulnerable = true
      sources.push({ condition: name, on: 'target', effect: `crits ${effects.critThresholdDrop} lower (target ${CONDITION_LABEL[name]})` })
    }
  }
  const invisible = onTarget.has('invisible') ? CONDITIONS.invisible.attackersSaveFirst : null
  const die = escalationFor(situation.escalationDie, situation.attacker.conditions)
  return {
    advantage,
    disadvantage,
    net: advantage - disadvantage,
    critThreshold: critThreshold({ weak: situation.targetWeak ?? false, vulnerable, base: situation.baseCritThreshold ?? DEFAULT_CRIT_THRESHOLD }),
    escalation: escalationBonus(die, situation.usesEscalation),
    invisibleSaveTarget: invisible,
    attackerConfused: onAttacker.has('confused'),
    sources,
  }
}

/** E62, EG31: Disadvantage on a save from the saver's conditions (Enervated, once). */
export function saveDisadvantageFrom(conditions: readonly ConditionInstance[]): number {
  let total = 0
  for (const name of conditionsInForce(conditions)) total += CONDITIONS[name].saveDisadvantage
  return total
}
