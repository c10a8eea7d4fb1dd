import { conditionFrom } from '../../../combat/conditions'
import { addCondition, nextId } from '../../../combat/roster'
import { canTake } from '../rules/actions'
import { SPIRIT_BENEFIT_LABEL, SPIRIT_CONDITION } from '../rules/fight-in-spirit'
import type { EscalationFightEvent } from './events'
import type { EscalationFight } from './fight'
import { of, spend, whyNotActing, withStats, type Event } from './steps'

/*
 * E42, EG59: Fight in Spirit. The GM marks a PC out of the fight for good (petrified, separated
 * from the party); it keeps its turns, and on each it may give one ally a benefit until the
 * start of its next turn (EG28), for the reason its player gives.
 */

export type SpiritEvent = Event<'combatant.outOfFight' | 'spirit.fight'>

/** Whether an event is one of Fight in Spirit's, so the fight's switch need not list them. */
export function isSpiritEvent(event: EscalationFightEvent): event is SpiritEvent {
  return event.type === 'combatant.outOfFight' || event.type === 'spirit.fight'
}

/** Why the rules refuse a Fight in Spirit event now, or null (asked through `whyFightRefused`). */
export function whySpiritRefused(fight: EscalationFight, event: SpiritEvent): string | null {
  if (event.type === 'combatant.outOfFight') {
    if (fight.track.phase === 'over') return 'The fight is over.'
    const pc = of(fight, event.target)
    if (!pc || pc.status === 'removed') return `There is no combatant “${event.target}” in this fight.`
    if (pc.stats.kind !== 'pc') return 'Only a PC Fights in Spirit (E42).'
    if ((pc.stats.outOfFight ?? false) === event.on) return `${pc.name} is ${event.on ? 'out of the fight already' : 'in the fight'}.`
    return null
  }
  const acting = whyNotActing(fight, event.who)
  if (acting) return acting
  const giver = of(fight, event.who)!
  if (!giver.stats.outOfFight) return `${giver.name} is not out of the fight: Fight in Spirit is for a PC out of it for good (E42).`
  if (!canTake(giver.stats.budget, 'standard')) return `${giver.name} has Fought in Spirit this turn (EG59).`
  const ally = of(fight, event.ally)
  if (!ally || ally.status === 'removed') return `There is no combatant “${event.ally}” in this fight.`
  if (ally.id === giver.id) return 'Fight in Spirit helps an ally, not oneself (E33).'
  if (ally.side !== giver.side) return `${ally.name} is not an ally of ${giver.name}.`
  if (ally.status === 'dead' || ally.status === 'fled' || ally.stats.outOfFight) return `${ally.name} is out of the fight.`
  return null
}

/** What a Fight in Spirit event does. Pure; only for events `whySpiritRefused` allowed. */
export function applySpirit(fight: EscalationFight, event: SpiritEvent): EscalationFight {
  if (event.type === 'combatant.outOfFight') return { ...fight, track: withStats(fight.track, event.target, (s) => ({ ...s, outOfFight: event.on })) }
  const giver = of(fight, event.who)!
  const { id, track } = nextId(fight.track, 'cond')
  const boon = conditionFrom(
    {
      name: SPIRIT_CONDITION[event.benefit],
      custom: false,
      duration: { kind: 'untilStartOfTurn', of: giver.id },
      source: giver.id,
      ongoing: null,
      secret: false,
    },
    id,
    Math.max(track.round, 1),
    `${SPIRIT_BENEFIT_LABEL[event.benefit]} (${giver.name} fights in spirit)`,
    fight.settings.defaultSaveTarget,
    track.current,
  )
  // EG59: it is what the PC does with its turn, counted as its Standard action (once a turn).
  return spend({ ...fight, track: addCondition(track, event.ally, boon) }, giver.id, ['standard'])
}
