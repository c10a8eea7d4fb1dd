import { damage } from '../../../combat/roster'
import { spendActions } from '../rules/actions'
import { COUP_DE_GRACE_COST } from '../rules/coup-de-grace'
import { hasCondition } from '../rules/conditions'
import { attackOutcome, damageDice, isBasicAttack, strike } from './attack'
import { escalationHooks as hooks, rulesOf, type AttackTargetRecord, type EscalationFight } from './fight'
import { recordHits } from './grabbed'
import { abilityOf, markUsed, whyAbilityRefused } from './abilities'
import { startSustaining } from './sustain'
import type { Combatant } from '../../../combat/types'
import { riderFires } from '../rules/abilities'
import { escalationFor } from '../rules/escalation-die'
import type { EscalationStats } from './stats'
import { engagedWith, opportunityTaken, provoke } from './opportunity'
import { of, spend, whyNotActing, whySurprised, type Event } from './steps'
import { isRangedAttack, rulesConditions } from './stats'

/*
 * An attack as a step of the fight (E1-E6, E29, E36, E41, E45, E64, E65): why it is refused,
 * and what it does, target by target, then to the Opportunity Attacks on offer.
 */

/** Why the rules refuse an attack now, or null (asked through `whyFightRefused`). */
export function whyAttackRefused(fight: EscalationFight, event: Event<'attack.rolled'>): string | null {
  const attacker = of(fight, event.attacker)
  if (!attacker || attacker.status === 'removed') return `There is no combatant “${event.attacker}” in this fight.`
  if (fight.track.phase !== 'turn') return fight.track.phase === 'setup' ? 'Begin the fight first.' : 'The fight is over.'
  if (attacker.status !== 'fighting') return `${attacker.name} is out of the fight.`
  if (attacker.stats.outOfFight) return `${attacker.name} is out of the fight for good: it may Fight in Spirit (E42).`
  const surprised = whySurprised(fight, attacker)
  if (surprised) return surprised
  const attack = attacker.stats.attacks[event.attack]
  if (!attack) return `${attacker.name} has no such attack.`
  const conditions = rulesConditions(attacker.conditions)
  if (hasCondition(conditions, 'hampered') && !isBasicAttack(attacker, event.attack)) return `${attacker.name} is Hampered: basic attacks only (E65).`
  if (hasCondition(conditions, 'grabbed') && (isRangedAttack(attack) || /ranged/i.test(attack.name)))
    return `${attacker.name} is Grabbed: no ranged attacks (E64).`
  if (event.coupDeGrace) {
    if (event.targets.length !== 1) return 'A Coup de Grace is made against one target (E45).'
    const target = of(fight, event.targets[0]!.target)
    if (!target || !hasCondition(rulesConditions(target.conditions), 'helpless')) return 'A Coup de Grace needs a Helpless target (E45, E66).'
    // Rules 2: the text's "an engaged, helpless enemy"; under rules 1 the fight allowed it from anywhere.
    if (rulesOf(fight) >= 2 && !engagedWith(fight, attacker.id).includes(target.id))
      return `A Coup de Grace needs ${attacker.name} engaged with ${target.name} (E45): place or move them engaged first.`
  }
  // Ruling 28, E26-E33: an attack made with an ability is refused when the ability is spent, gated or its action not to be had.
  const ability = attack.ability === undefined ? undefined : abilityOf(attacker, attack.ability)
  if (ability) {
    const refusal = whyAbilityRefused(fight, attacker, ability, { action: event.coupDeGrace ? 'standard' : event.action }, event.confirmed)
    if (refusal) return refusal
  }
  if (event.action !== null || event.coupDeGrace) {
    const reason = whyNotActing(fight, event.attacker)
    if (reason) return reason
    const kinds = event.coupDeGrace ? COUP_DE_GRACE_COST : [event.action!]
    const spent = spendActions(attacker.stats.budget, [...kinds])
    if (!spent.ok) return spent.reason
  }
  const dice = damageDice(attack)
  for (const roll of event.targets) {
    const target = of(fight, roll.target)
    if (!target || target.status === 'removed') return `There is no combatant “${roll.target}” in this fight.`
    const came = attackOutcome(fight, event, roll.target, roll.faces, roll.invisibleFaces)
    if ('refused' in came) return came.refused
    const hits = came.outcome === 'hit' || came.outcome === 'crit'
    if (roll.damageFaces.length !== (hits ? dice.hit.length : 0))
      return `The damage dice of ${attack.name} against ${target.name} do not match the attack.`
    if (roll.missFaces.length !== (came.outcome === 'miss' ? dice.miss.length : 0))
      return `The miss damage dice of ${attack.name} do not match the attack.`
  }
  return null
}

/** Ruling 28, E20, E69: each target's riders that fire on its natural and on the escalation die as the attacker counts it (not when the attack had no effect). */
function withRiders(fight: EscalationFight, attacker: Combatant<EscalationStats>, name: string, records: AttackTargetRecord[]): AttackTargetRecord[] {
  const riders = abilityOf(attacker, name)?.riders ?? []
  if (!riders.length) return records
  const die = escalationFor(fight.escalation, rulesConditions(attacker.conditions))
  return records.map((r) => {
    const fired = r.outcome === 'noEffect' ? [] : riders.filter((rider) => riderFires(rider, r.natural, die)).map((rider) => rider.effect)
    return fired.length ? { ...r, riders: fired } : r
  })
}

/** What an attack does: its actions spent, each target struck (E5), an Opportunity Attack's place used, a provocation's offer made. */
export function applyAttack(fight: EscalationFight, event: Event<'attack.rolled'>): EscalationFight {
  let next = event.coupDeGrace
    ? spend(fight, event.attacker, COUP_DE_GRACE_COST)
    : event.action
      ? spend(fight, event.attacker, [event.action])
      : fight
  const records: AttackTargetRecord[] = []
  let selfDamage = 0
  for (const roll of event.targets) {
    const struck = strike(next, event, roll)
    next = hooks.settle(struck.fight, roll.target, { byCrit: struck.byCrit })
    records.push(struck.record)
    selfDamage += struck.selfDamage
  }
  if (selfDamage > 0)
    next = hooks.settle({ ...next, track: damage(next.track, event.attacker, selfDamage, null).track }, event.attacker, { byCrit: false })
  const attacker = of(fight, event.attacker)!
  const attack = attacker.stats.attacks[event.attack]!
  const targets = attack.ability === undefined ? records : withRiders(fight, attacker, attack.ability, records)
  next = { ...next, lastAttack: { attacker: event.attacker, attack: attack.name, round: next.track.round, targets } }
  // E64: a hit this round frees its attacker of the Disadvantage of a Disengage from the one it hit.
  next = recordHits(
    next,
    event.attacker,
    records.filter((r) => r.outcome === 'hit' || r.outcome === 'crit').map((r) => r.target),
  )
  // E41: an Opportunity Attack uses its attacker's place in the offer; E29, E36: a provoking attack while engaged makes one.
  if (event.action === null)
    next = opportunityTaken(
      next,
      event.attacker,
      event.targets.map((t) => t.target),
    )
  if (attack.ability !== undefined) next = startSustaining(markUsed(next, event.attacker, attack.ability), event.attacker, attack.ability)
  const engaged = engagedWith(fight, event.attacker)
  if ((event.provokes ?? (attack.provokes || isRangedAttack(attack))) && engaged.length)
    next = provoke(next, event.attacker, isRangedAttack(attack) ? 'ranged' : 'provokes', engaged)
  return next
}
