import { ACTION_COST } from '../rules/costs'
import { hexKey, onMap } from '../rules/hex'
import { opposedWinner, type OpposedWinner } from '../rules/opposed'
import { tumbleLanding, whyTooLarge, whyTooLargeToTumble } from '../rules/special-actions'
import type { Hex } from '../rules/types'
import { actingFor, whyCannotMove, whyNotActing, whyUsedThisRound } from './acting'
import type { ApFightEvent } from './events'
import type { ApFight, CheckRecord } from './fight'
import { distanceBetween, occupancy, of, readCheck, skillSituation, threatOf, type Fighter } from './situation'

/*
 * The special actions that roll (Special Actions): Feint, Grapple, Shove, breaking free,
 * Tumble Through, each read from its event with its checks, for the refusals and the effects.
 */

type Refused = { refused: string }
type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>
const no = (refused: string): Refused => ({ refused })

/** An opposed special action read from its event. */
export interface OpposedPlan {
  actor: Fighter
  target: Fighter
  check: CheckRecord
  against: CheckRecord
  winner: OpposedWinner
}

/** A target in the fight, other than the actor. */
function targetOf(fight: ApFight, actor: Fighter, id: string): Fighter | Refused {
  const target = of(fight, id)
  if (!target || target.status !== 'fighting') return no(`${target?.name ?? id} is not in the fight to be a target.`)
  return target.id === actor.id ? no('The target must be someone else.') : target
}

/** A25, A27, AG22: grappling and shoving reach a neighbour only (with the grid on). */
function whyNotAdjacent(fight: ApFight, actor: Fighter, target: Fighter, what: string): string | null {
  const d = distanceBetween(fight, actor, target)
  return d === null || d === 1 ? null : `${what} needs ${target.name} in a neighbouring hex.`
}

function opposed(
  fight: ApFight,
  actor: Fighter,
  target: Fighter,
  skills: { mine: string; theirs: string; what: string },
  rolls: { check: Event<'grapple.rolled'>['check']; against: Event<'grapple.rolled'>['check'] },
): OpposedPlan | Refused {
  const check = readCheck(fight, actor.id, skills.what, skillSituation(actor, skills.mine), rolls.check)
  if ('refused' in check) return check
  const against = readCheck(
    fight,
    target.id,
    `${skills.theirs} to resist`,
    { ...skillSituation(target, skills.theirs), advantage: 0, sources: [] },
    rolls.against,
  )
  if ('refused' in against) return against
  return { actor, target, check, against, winner: opposedWinner(check, against) }
}

/** A23, AG21: Feint: 1 AP, once a round, at a target in one's threat range; Melee or Deception against its Melee or Agility. */
export function feintOf(fight: ApFight, event: Omit<Event<'feint.rolled'>, 'type'>): OpposedPlan | Refused {
  const acting = actingFor(fight, ACTION_COST.feint, 'A Feint')
  if ('refused' in acting) return acting
  const once = whyUsedThisRound(acting.who, 'feint')
  if (once) return no(once)
  const target = targetOf(fight, acting.who, event.target)
  if ('refused' in target) return target
  const threat = threatOf(acting.who)
  const d = distanceBetween(fight, acting.who, target)
  if (fight.grid.on && (threat === null || d === null || d > threat)) return no(`A Feint fakes a melee attack: ${target.name} must be in reach.`)
  return opposed(fight, acting.who, target, { mine: event.skill, theirs: event.defense, what: `Feint (${event.skill})` }, event)
}

/** A25: Grapple: 2 AP, a neighbour of one's size or smaller, neither already in a grapple; Athletics against Athletics. */
export function grappleOf(fight: ApFight, event: Omit<Event<'grapple.rolled'>, 'type'>): OpposedPlan | Refused {
  const acting = actingFor(fight, ACTION_COST.grapple, 'A Grapple')
  if ('refused' in acting) return acting
  const target = targetOf(fight, acting.who, event.target)
  if ('refused' in target) return target
  const size = whyTooLarge('Grapple', acting.who.stats.size, target.stats.size)
  if (size) return no(size)
  if (acting.who.stats.grapple) return no(`${acting.who.name} is in a grapple already.`)
  if (target.stats.grapple) return no(`${target.name} is in a grapple already.`)
  const near = whyNotAdjacent(fight, acting.who, target, 'A Grapple')
  if (near) return no(near)
  return opposed(fight, acting.who, target, { mine: 'Athletics', theirs: 'Athletics', what: 'Grapple (Athletics)' }, event)
}

/** A27, AG22: Shove: 1 AP, once a round, a neighbour of one's size or smaller; Athletics against Athletics. */
export function shoveOf(fight: ApFight, event: Omit<Event<'shove.rolled'>, 'type'>): OpposedPlan | Refused {
  const acting = actingFor(fight, ACTION_COST.shove, 'A Shove')
  if ('refused' in acting) return acting
  const once = whyUsedThisRound(acting.who, 'shove')
  if (once) return no(once)
  const target = targetOf(fight, acting.who, event.target)
  if ('refused' in target) return target
  const size = whyTooLarge('Shove', acting.who.stats.size, target.stats.size)
  if (size) return no(size)
  const near = whyNotAdjacent(fight, acting.who, target, 'A Shove')
  if (near) return no(near)
  return opposed(
    fight,
    acting.who,
    target,
    { mine: 'Athletics', theirs: 'Athletics', what: `Shove (${event.choice === 'push' ? 'push back' : 'knock prone'})` },
    event,
  )
}

/** A25, AG47: the grappled combatant's try to break free: once a round, on its own turn, no AP; Athletics against the grappler's. */
export function breakFreeOf(fight: ApFight, event: Omit<Event<'breakFree.rolled'>, 'type'>): OpposedPlan | Refused {
  const id = fight.interjection?.who ?? fight.track.current
  if (!id) return no('It is nobody’s turn.')
  const reason = whyNotActing(fight, id, { breakingFree: true })
  if (reason) return no(reason)
  const who = of(fight, id)!
  if (who.stats.grapple?.role !== 'defender') return no(`${who.name} is not held in a grapple.`)
  if (who.stats.once.breakFree) return no(`${who.name} has tried to break free this round (A25).`)
  const grappler = of(fight, who.stats.grapple.with)
  if (!grappler) return no('The grappler is gone.')
  return opposed(fight, who, grappler, { mine: 'Athletics', theirs: 'Athletics', what: 'Break free (Athletics)' }, event)
}

/** A Tumble Through read from its event. */
export interface TumblePlan {
  actor: Fighter
  target: Fighter
  check: CheckRecord
  landing: Hex | null
}

/** A30, AG31: Tumble Through: 1 AP, next to an enemy of Medium size or smaller, to the free hex straight across; an Agility check. */
export function tumbleOf(fight: ApFight, event: Omit<Event<'tumble.rolled'>, 'type'>): TumblePlan | Refused {
  const acting = actingFor(fight, ACTION_COST.tumble, 'Tumble Through')
  if ('refused' in acting) return acting
  const moving = whyCannotMove(acting.who)
  if (moving) return no(moving)
  const target = targetOf(fight, acting.who, event.target)
  if ('refused' in target) return target
  if (target.side === acting.who.side) return no('Tumble Through gets past an enemy; allies are passed freely (A35).')
  const size = whyTooLargeToTumble(target.stats.size)
  if (size) return no(size)
  let landing: Hex | null = null
  if (fight.grid.on) {
    const near = whyNotAdjacent(fight, acting.who, target, 'Tumble Through')
    if (near) return no(near)
    landing = tumbleLanding(acting.who.stats.position!, target.stats.position!)
    const map = occupancy(fight, acting.who)
    if (!landing || !onMap(landing, map.radius)) return no('The far side of that enemy is off the map.')
    if (map.taken.has(hexKey(landing))) return no(`Someone stands in ${hexKey(landing)}, on the far side (A35).`)
  }
  const check = readCheck(fight, acting.who.id, 'Tumble Through (Agility)', skillSituation(acting.who, 'Agility'), event.check)
  if ('refused' in check) return check
  return { actor: acting.who, target, check, landing }
}
