import type { Combatant } from '../../../combat/types'
import { opportunityAttackOf, whyNoOpportunityAttack, type Provocation } from '../rules/opportunity'
import type { EscalationFight } from './fight'
import { of, whySurprised } from './steps'
import { positionOf, rulesConditions, type EscalationStats } from './stats'

/** Why `taker` may not take an Opportunity Attack now, or null (E41, E64, EG7, EG26). */
export function whyNotTaker(fight: EscalationFight, taker: Combatant<EscalationStats>): string | null {
  return whyNoOpportunityAttack({
    name: taker.name,
    fighting: taker.status === 'fighting' && !taker.stats.outOfFight,
    conditions: rulesConditions(taker.conditions),
    meleeAttack: opportunityAttackOf(taker.stats.attacks),
    surprised: whySurprised(fight, taker) !== null,
  })
}

/** E41: who of those engaged with the provoker may take an Opportunity Attack at it. */
function takers(fight: EscalationFight, engaged: readonly string[]): string[] {
  return engaged.filter((id) => {
    const taker = of(fight, id)
    return taker !== undefined && whyNotTaker(fight, taker) === null
  })
}

/**
 * E36, E41, EG56: `provoker` provoked Opportunity Attacks from the enemies it was engaged with
 * (`engaged`, as they stood before it moved). The offer replaces any earlier one; none is made
 * when no enemy may take one.
 */
export function provoke(fight: EscalationFight, provoker: string, cause: Provocation, engaged: readonly string[]): EscalationFight {
  const from = takers(fight, engaged)
  return { ...fight, opportunity: from.length ? { provoker, cause, from } : null }
}

/** E41: the enemies engaged with `who` now, as the provocation of an attack reads them. */
export function engagedWith(fight: EscalationFight, who: string): readonly string[] {
  const c = of(fight, who)
  return c ? positionOf(c.stats).engaged : []
}

/** E41: an Opportunity Attack was made: its attacker's place in the offer is used (if it was at the provoker). */
export function opportunityTaken(fight: EscalationFight, attacker: string, targets: readonly string[]): EscalationFight {
  const offer = fight.opportunity
  if (!offer || !targets.includes(offer.provoker) || !offer.from.includes(attacker)) return fight
  const from = offer.from.filter((id) => id !== attacker)
  return { ...fight, opportunity: from.length ? { ...offer, from } : null }
}

/** EG56: the GM declines an Opportunity Attack for one enemy, or all that are left (`who` null). */
export function declineOpportunity(fight: EscalationFight, who: string | null): EscalationFight {
  const offer = fight.opportunity
  if (!offer) return fight
  const from = who === null ? [] : offer.from.filter((id) => id !== who)
  return { ...fight, opportunity: from.length ? { ...offer, from } : null }
}

/** Why the GM may not decline that Opportunity Attack. */
export function whyNotDecline(fight: EscalationFight, who: string | null): string | null {
  const offer = fight.opportunity
  if (!offer) return 'No Opportunity Attack is on offer.'
  if (who !== null && !offer.from.includes(who)) return `${of(fight, who)?.name ?? who} has no Opportunity Attack on offer.`
  return null
}
