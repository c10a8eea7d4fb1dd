import type { Combatant } from '../../../combat/types'
import { canTake } from '../rules/actions'
import { ABILITY_ACTION_LABEL, FREQUENCY_LABEL, isLimited, turnActionOf, whyAbilityUnusable } from '../rules/abilities'
import { hasCondition } from '../rules/conditions'
import { escalationFor } from '../rules/escalation-die'
import { rulesOf, type EscalationFight } from './fight'
import { engagedWith, provoke } from './opportunity'
import { whyNoTrigger } from './triggers'
import { of, spend, whyNotActing, whySurprised, withStats, type Event } from './steps'
import { rulesConditions, type EscalationStats, type FightAbility } from './stats'

export type { FightAbility, SpentAbility } from './stats'
export { abilitiesForFight } from './stats'

/*
 * Abilities in a fight (E26-E33, ruling 28): each combatant's, spent or not; an attacking one
 * is also an attack of the combatant's (rolled like any, its odds shown), a plain one is used
 * with `ability.use`. A spent or gated one is refused with the rule's reason.
 */

/** A combatant's ability by name. */
export function abilityOf(c: Combatant<EscalationStats>, name: string): FightAbility | undefined {
  return c.stats.abilities?.find((a) => a.name === name)
}

/**
 * E26-E33, E65: why `who` cannot use the ability now (spent, gated, its action not to be had,
 * Hampered, an Interrupt's trigger not seen), or null. `attacking`: the attack rolled with it
 * takes this action (null: none); `confirmed`: the GM confirms an Interrupt's trigger the
 * console cannot see.
 */
export function whyAbilityRefused(
  fight: EscalationFight,
  who: Combatant<EscalationStats>,
  ability: FightAbility,
  attacking?: { action: string | null },
  confirmed = false,
): string | null {
  const surprised = whySurprised(fight, who)
  if (surprised) return surprised
  const conditions = rulesConditions(who.conditions)
  const unusable = whyAbilityUnusable(ability, {
    spent: ability.spent,
    escalation: escalationFor(fight.escalation, conditions),
    powerLeft: who.stats.power?.left ?? null,
  })
  if (unusable) return unusable
  // E31, rules 3: a cost is paid from a pool; fights begun before pools were kept showed the cost only.
  if (ability.power && !who.stats.power && rulesOf(fight) >= 3)
    return `${ability.name} costs ${ability.power} Power, and ${who.name} keeps no Power: give the block its Power in prep (E31).`
  if (!attacking && hasCondition(conditions, 'hampered'))
    return `${who.name} is Hampered: basic attacks, Opportunity Attacks, moves, Rally and Sustain only (E65).`
  const kind = turnActionOf(ability.action)
  if (ability.action === 'interrupt') {
    if (fight.track.current === who.id) return `${ability.name} is an Interrupt: it is used out of turn (E26).`
    if (!who.stats.interruptAvailable) return `${who.name} has used an Interrupt since their last turn (EG12).`
    const trigger = whyNoTrigger(fight, who, ability, confirmed)
    if (trigger) return trigger
    return attacking && attacking.action !== null ? `${ability.name} is an Interrupt: it takes no action of a turn (E26).` : null
  }
  if (ability.action === 'free') return attacking && attacking.action !== null ? `${ability.name} is a Free action (E27).` : null
  const acting = whyNotActing(fight, who.id)
  if (acting) return acting
  if (attacking && attacking.action !== kind) return `${ability.name} takes a ${ABILITY_ACTION_LABEL[ability.action]} action (E23).`
  return canTake(who.stats.budget, kind!) ? null : `${ability.name} takes a ${ABILITY_ACTION_LABEL[ability.action]} action, and none is left (E23).`
}

/** E28, E26, E31: an ability used: spent until its rest unless At-Will, its Power paid, and an Interrupt's use of the round. */
export function markUsed(fight: EscalationFight, who: string, name: string): EscalationFight {
  const c = of(fight, who)
  const ability = c && abilityOf(c, name)
  if (!ability) return fight
  return {
    ...fight,
    track: withStats(fight.track, who, (s) => ({
      ...s,
      abilities: s.abilities?.map((a) => (a.name === name && isLimited(a.frequency) ? { ...a, spent: true } : a)),
      interruptAvailable: ability.action === 'interrupt' ? false : s.interruptAvailable,
      ...(s.power && ability.power && { power: { ...s.power, left: Math.max(0, s.power.left - ability.power) } }),
    })),
  }
}

/** Why `ability.use` is refused: no such ability, one that attacks (roll its attack), or the rules' reason. */
export function whyAbilityUseRefused(fight: EscalationFight, event: Event<'ability.use'>): string | null {
  const who = of(fight, event.who)
  if (!who || who.status !== 'fighting' || who.stats.outOfFight) return `${who?.name ?? event.who} is not in the fight to use an ability.`
  if (fight.track.phase !== 'turn') return 'The fight is not under way.'
  const ability = abilityOf(who, event.ability)
  if (!ability) return `${who.name} has no ability “${event.ability}”.`
  if (ability.attackIndex !== undefined) return `${ability.name} makes an attack: roll it from the attack form.`
  return whyAbilityRefused(fight, who, ability, undefined, event.confirmed)
}

/** E23, E28, E29: a plain ability used: its action spent, the ability spent, Opportunity Attacks offered when it Provokes. */
export function applyAbilityUse(fight: EscalationFight, event: Event<'ability.use'>): EscalationFight {
  const ability = abilityOf(of(fight, event.who)!, event.ability)!
  const kind = turnActionOf(ability.action)
  const used = markUsed(kind ? spend(fight, event.who, [kind]) : fight, event.who, ability.name)
  const engaged = engagedWith(fight, event.who)
  return ability.provokes && engaged.length ? provoke(used, event.who, 'provokes', engaged) : used
}

/** The ability's entry in a line of the log: "Encounter, Quick action". */
export function abilityWords(ability: Pick<FightAbility, 'frequency' | 'recharge' | 'action'>): string {
  const frequency = ability.frequency === 'recharge' ? `Recharge ${ability.recharge}+` : FREQUENCY_LABEL[ability.frequency]
  return `${frequency}, ${ABILITY_ACTION_LABEL[ability.action]} action`
}
