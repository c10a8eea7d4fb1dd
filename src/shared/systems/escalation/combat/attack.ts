import { diceProblem, diceToRoll, evaluateDice } from '../../../dice'
import { combatantOf, damage } from '../../../combat/roster'
import type { Combatant } from '../../../combat/types'
import { resolveAttack, type AttackOutcome } from '../rules/attack'
import { applicableResist, attackDamage, isWeakTo } from '../rules/attack-damage'
import { spiritOnAttack } from '../rules/fight-in-spirit'
import { numbersOf, situationOf, type AttackParticipant } from '../odds/attack-spec'
import type { AttackModifiers } from '../rules/condition-effects'
import { hasCondition } from '../rules/conditions'
import { naturalFrom } from '../rules/natural'
import { saveSucceeds } from '../rules/saves'
import type { EscalationFight, AttackTargetRecord } from './fight'
import { rulesConditions, type EscalationAttack, type EscalationStats } from './stats'

/** Damage texts already read: a text is read on every attack's check, odds and words, and reading one tries up to eight notations. */
const notations = new Map<string, string | null>()
/** More damage texts than a campaign holds: past it the memo starts over rather than grow. */
const NOTATIONS_KEPT = 2000

/** The notation a damage text starts with ("2d6+3 fire damage" → "2d6+3"), or null when it has none the console can roll. */
export function damageNotation(text: string | null): string | null {
  if (text === null) return null
  const known = notations.get(text)
  if (known !== undefined) return known
  if (notations.size >= NOTATIONS_KEPT) notations.clear()
  const notation = leadingNotation(text)
  notations.set(text, notation)
  return notation
}

function leadingNotation(text: string): string | null {
  const words = text.trim().split(/\s+/)
  // The longest run of leading words that reads as notation: "7 damage" is 7, "2d6 + 3 fire" is 2d6 + 3.
  for (let n = Math.min(words.length, 8); n > 0; n--) {
    const lead = words.slice(0, n).join(' ')
    if (diceProblem(lead) === null) return lead
  }
  return null
}

/** A combatant as the attack rules read it (the GM view's combatants have the same shape). */
export function attackParticipant(c: Combatant<EscalationStats>): AttackParticipant {
  return {
    id: c.id,
    conditions: c.conditions,
    defenses: c.stats.defenses,
    resists: c.stats.resists,
    weaknesses: c.stats.weaknesses,
    penalty: c.stats.recoveries?.noRecoveryPenalty ?? 0,
  }
}

/** What an attack's dice mean against one target: the Advantage count and crit threshold from both sides' conditions. */
export function attackSituation(
  fight: EscalationFight,
  attacker: Combatant<EscalationStats>,
  target: Combatant<EscalationStats>,
  attack: EscalationAttack,
  extraAdvantage: number,
): AttackModifiers {
  return situationOf(attackParticipant(attacker), attackParticipant(target), attack, fight.escalation, extraAdvantage)
}

/** E1, E2, EG11, E49: the attack's total bonus and the target's defense, with no-recovery penalties. */
export function attackNumbers(
  attacker: Combatant<EscalationStats>,
  target: Combatant<EscalationStats>,
  attack: EscalationAttack,
  bonus: number,
): { bonus: number; defense: number } {
  return numbersOf(attackParticipant(attacker), attackParticipant(target), attack, bonus)
}

/** How an attack came out against one target, from its dice, before any damage is rolled. */
export function attackOutcome(
  fight: EscalationFight,
  roll: { attacker: string; attack: number; advantage: number; bonus: number; coupDeGrace: boolean },
  target: string,
  faces: readonly number[],
  invisibleFaces: readonly number[] | null,
): { outcome: AttackOutcome | 'noEffect'; natural: number; kept: number[]; dropped: number[]; total: number; why: AttackWhy } | { refused: string } {
  const attacker = combatantOf(fight.track, roll.attacker)
  const victim = combatantOf(fight.track, target)
  const attack = attacker?.stats.attacks[roll.attack]
  if (!attacker || !victim || !attack) return { refused: 'That attack or target is not in this fight.' }
  const situation = attackSituation(fight, attacker, victim, attack, roll.advantage)
  const natural = naturalFrom(faces, situation.net)
  if (!natural.ok) return { refused: natural.reason }
  const numbers = attackNumbers(attacker, victim, attack, roll.bonus)
  const resolved = resolveAttack({
    natural: natural.value.natural,
    ...numbers,
    escalation: situation.escalation,
    critThreshold: situation.critThreshold,
    critAlwaysHits: fight.settings.critAlwaysHits,
    autoCrit: roll.coupDeGrace,
  })
  const why = attackWhy(attacker, victim, attack, roll, situation)
  const base = { natural: resolved.natural, kept: natural.value.kept, dropped: natural.value.dropped, total: resolved.total, why }
  if (situation.invisibleSaveTarget !== null) {
    const save = naturalFrom(invisibleFaces ?? [], 0)
    if (!save.ok) return { refused: `The save against an Invisible target: ${save.reason}` }
    // E67, EG33: failing it, the attack has no effect at all: no hit, miss or crit.
    if (!saveSucceeds({ natural: save.value.natural, target: situation.invisibleSaveTarget })) return { ...base, outcome: 'noEffect' }
  } else if (invisibleFaces !== null) return { refused: 'Only an attack on an Invisible target rolls the save first.' }
  return { ...base, outcome: resolved.outcome }
}

/** Why an attack's dice read as they did against one target: its crit threshold and its Advantage's sources, for the log. */
export interface AttackWhy {
  readonly critAt: number
  readonly advantage: { readonly net: number; readonly from: readonly string[] }
  /** Why a natural at or above `critAt` crits: "natural 17+", or the threshold's cause. */
  readonly critBecause: string
}

const count = (n: number, word: string) => `${Math.abs(n)} ${n > 0 ? 'Advantage' : 'Disadvantage'} (${word})`

/** E3, E13, E14, E42, E59-E72, R16: the crit threshold and each count of Advantage or Disadvantage, in the game's words. */
function attackWhy(
  attacker: Combatant<EscalationStats>,
  victim: Combatant<EscalationStats>,
  attack: EscalationAttack,
  roll: { advantage: number },
  situation: AttackModifiers,
): AttackWhy {
  const spirit = spiritOnAttack(attacker.conditions, victim.conditions)
  const from = [
    ...situation.sources.filter((s) => !s.effect.startsWith('crits')).map((s) => s.effect),
    ...(spirit.advantage ? [count(spirit.advantage, 'Fight in Spirit')] : []),
    ...(spirit.disadvantage ? [count(-spirit.disadvantage, 'target helped in spirit')] : []),
    ...(roll.advantage ? [count(roll.advantage, 'the GM')] : []),
  ]
  const weak = isWeakTo(victim.stats.weaknesses, attack.types)
  const vulnerable = hasCondition(rulesConditions(victim.conditions), 'vulnerable')
  const causes = [...(weak ? ['target Weak'] : []), ...(vulnerable ? ['target Vulnerable'] : [])]
  const critBecause = causes.length ? `natural ${situation.critThreshold}+: ${causes.join(', ')}` : `natural ${situation.critThreshold}+`
  return { critAt: situation.critThreshold, advantage: { net: situation.net, from }, critBecause }
}

/** The dice a hit and a miss of this attack roll (empty when its damage is words the GM applies). */
export function damageDice(attack: EscalationAttack): { hit: number[]; miss: number[] } {
  const hit = damageNotation(attack.damage)
  const miss = damageNotation(attack.miss)
  return { hit: hit ? diceToRoll(hit) : [], miss: miss ? diceToRoll(miss) : [] }
}

/**
 * E1-E6, E12-E14, E45, E60, EG3, EG5, EG6, EG40, EG43: one target of an attack: its outcome,
 * then its damage (hit or crit from the hit dice, the miss damage on a plain miss), halved by
 * a Resist the natural does not beat, taken by the target (temporary hit points first), and
 * half of it back on a Confused attacker whose natural is odd.
 */
export function strike(
  fight: EscalationFight,
  roll: { attacker: string; attack: number; advantage: number; bonus: number; coupDeGrace: boolean },
  target: { target: string; faces: number[]; invisibleFaces: number[] | null; damageFaces: number[]; missFaces: number[] },
): { fight: EscalationFight; record: AttackTargetRecord; selfDamage: number; byCrit: boolean } {
  const attacker = combatantOf(fight.track, roll.attacker)!
  const victim = combatantOf(fight.track, target.target)!
  const attack = attacker.stats.attacks[roll.attack]!
  const came = attackOutcome(fight, roll, target.target, target.faces, target.invisibleFaces)
  if ('refused' in came) throw new RangeError(came.refused)
  const defense = attack.defense
  const noDamage = {
    target: target.target,
    natural: came.natural,
    kept: came.kept,
    dropped: came.dropped,
    total: came.total,
    defense,
    damage: 0,
    halved: false,
    critAt: came.why.critAt,
    advantage: came.why.advantage,
    ...(came.outcome === 'crit' && { critBecause: roll.coupDeGrace ? 'a Coup de Grace (E45)' : came.why.critBecause }),
  }
  if (came.outcome === 'noEffect') return { fight, record: { ...noDamage, outcome: 'noEffect' }, selfDamage: 0, byCrit: false }
  const hitNotation = damageNotation(attack.damage)
  const missNotation = damageNotation(attack.miss)
  const hit = (came.outcome === 'hit' || came.outcome === 'crit') && hitNotation ? evaluateDice(hitNotation, target.damageFaces) : null
  const miss = came.outcome === 'miss' && missNotation ? evaluateDice(missNotation, target.missFaces).total : 0
  const dealt =
    (came.outcome === 'hit' || came.outcome === 'crit') && !hit
      ? null
      : attackDamage({
          outcome: came.outcome,
          natural: came.natural,
          hit: hit && { fromDice: hit.fromDice, constant: hit.constant },
          miss,
          resist: applicableResist(victim.stats.resists, attack.types),
          critDoubling: fight.settings.critDoubling,
          attackerConfused: hasCondition(rulesConditions(attacker.conditions), 'confused'),
        })
  const amount = dealt?.damage ?? 0
  const struck = { ...fight, track: damage(fight.track, target.target, amount, attacker.id).track }
  return {
    fight: struck,
    record: { ...noDamage, outcome: came.outcome, damage: amount, halved: dealt?.halved ?? false },
    selfDamage: dealt?.confusedSelfDamage ?? 0,
    byCrit: came.outcome === 'crit',
  }
}

/** Whether an attack is a basic one: a PC's Basic Melee or Ranged Attack, an NPC's first listed attack (E65). */
export function isBasicAttack(c: Combatant<EscalationStats>, index: number): boolean {
  return c.stats.kind === 'npc' ? index === 0 : (c.stats.attacks[index]?.name.startsWith('Basic ') ?? false)
}
