import type { EscalationFightEvent } from './events'
import { NOTHING_OPEN, type EscalationFight } from './fight'

/** Who acts on their own turn in an event (so what they left open for others lapses, EG56, EG57), or null. */
export function actorOf(fight: EscalationFight, event: EscalationFightEvent): string | null {
  if (event.type === 'attack.rolled') return event.action === null && !event.coupDeGrace ? null : event.attacker
  if (event.type === 'action.spend') return fight.track.current
  if (event.type === 'stabilize') return event.helper
  const own = event.type === 'position.move' || event.type === 'disengage.rolled' || event.type === 'diceyMove.rolled'
  return own || event.type === 'rally.rolled' || event.type === 'spirit.fight' ? event.who : null
}

/** EG56, EG57: Opportunity Attacks a combatant provoked and an Intercept of its move lapse once it acts again, or the turn is left. */
export function lapse(fight: EscalationFight, event: EscalationFightEvent): EscalationFight {
  if (event.type === 'turn.previous' || event.type === 'combat.end' || event.type === 'party.flee') return { ...fight, ...NOTHING_OPEN }
  const actor = actorOf(fight, event)
  if (actor === null) return fight
  const { opportunity, interceptable } = fight
  if (opportunity?.provoker !== actor && interceptable?.mover !== actor) return fight
  return {
    ...fight,
    opportunity: opportunity?.provoker === actor ? null : (opportunity ?? null),
    interceptable: interceptable?.mover === actor ? null : (interceptable ?? null),
  }
}
