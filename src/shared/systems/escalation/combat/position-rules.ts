import type { Combatant } from '../../../combat/types'
import { canTake, spendActions } from '../rules/actions'
import { conditionsInForce } from '../rules/conditions'
import { disengageDifficulty, disengageSucceeds, whyDisengageRefused } from '../rules/disengage'
import { diceyMoveSucceeds } from '../rules/dicey-move'
import { moveCost, type MoveTo } from '../rules/positions'
import type { EscalationFightEvent } from './events'
import type { EscalationFight } from './fight'
import { disengageNet } from './grabbed'
import { declineOpportunity, provoke, whyNotDecline } from './opportunity'
import { engage, isGone, place, popOff, separate, standFree } from './positions'
import { checkNatural, of, spend, whyNotActing, whySurprised, withStats, type Event } from './steps'
import { positionOf, rulesConditions, type EscalationStats } from './stats'

/*
 * The rules of positions (E34-E41, EG54-EG58): placing, moving and engaging, Disengaging and
 * popping off, Intercepting, the Opportunity Attacks moving offers, and Dicey Moves. Each event
 * has its refusal here (asked through `whyFightRefused`) and what it does.
 */

const POSITION_TYPES = [
  'position.place',
  'position.move',
  'position.popOff',
  'intercept',
  'opportunity.decline',
  'disengage.rolled',
  'diceyMove.rolled',
] as const
export type PositionEvent = Event<(typeof POSITION_TYPES)[number]>

/** Whether an event is one of positions', so the fight's switch need not list them. */
export function isPositionEvent(event: EscalationFightEvent): event is PositionEvent {
  return (POSITION_TYPES as readonly string[]).includes(event.type)
}

/** Why a combatant has no place to take in the fight (EG56), or null. */
function whyGoneFrom(c: Combatant<EscalationStats> | undefined, id: string): string | null {
  if (!c) return `There is no combatant “${id}” in this fight.`
  return isGone(c) ? `${c.name} is out of the fight: it has no place in it.` : null
}

function whyGone(fight: EscalationFight, id: string): string | null {
  return whyGoneFrom(of(fight, id), id)
}

/** E71: Stuck forbids moving, disengaging, popping free and any change of position. */
function whyStuck(c: Combatant<EscalationStats>, doing: string): string | null {
  return conditionsInForce(rulesConditions(c.conditions)).has('stuck') ? `${c.name} is Stuck: it cannot ${doing} (E71).` : null
}

/** E34, EG54: why `who` cannot engage `other` (the combatant named `id`), or null. */
function whyNotEnemy(who: Combatant<EscalationStats>, other: Combatant<EscalationStats> | undefined, id: string): string | null {
  const gone = whyGoneFrom(other, id)
  if (gone || !other) return gone
  if (other.id === who.id) return `${who.name} cannot engage itself.`
  if (other.side === who.side) return `${other.name} is on ${who.name}’s side: allies stand Next To each other, they do not engage (E34).`
  if (positionOf(who.stats).engaged.includes(other.id)) return `${who.name} is engaged with ${other.name} already.`
  return null
}

/** E34, EG54, EG23: the Move actions a move leaves to pay, after a Disengage's carried move; or why it cannot be made. */
export function movePrice(
  who: Combatant<EscalationStats>,
  to: MoveTo,
  enemy: Combatant<EscalationStats> | undefined,
): { pay: number } | { refused: string } {
  const cost = moveCost(positionOf(who.stats), to, enemy && positionOf(enemy.stats))
  if (!cost.ok) return { refused: `${cost.reason}.` }
  return { pay: Math.max(0, cost.value - (who.stats.carriedMove ? 1 : 0)) }
}

/** A move's answer: the Move actions it spends (null when it cannot be made at all), and why it cannot be made now. */
export interface MoveAnswer {
  pay: number | null
  why: string | null
}

/**
 * E34, E24, E71: the moves of the current combatant `who`, asked one at a time: what each would
 * spend and why it cannot be made now (null: it can). What does not depend on the destination
 * is checked once, and the price once per kind of place, so the turn panel can ask for every
 * enemy of a fight of 200 at each step. Combatants are passed in as found (`id` names one that
 * was not).
 */
export function moveChecker(fight: EscalationFight, who: Combatant<EscalationStats>) {
  const track = fight.track
  const mover =
    track.phase !== 'turn' || track.duties.length || track.current !== who.id
      ? whyNotActing(fight, who.id)
      : who.status !== 'fighting' || who.stats.outOfFight
        ? `${who.name} is out of the fight.`
        : whyStuck(who, 'move')
  const priced = new Map<string, MoveAnswer>()
  const price = (to: MoveTo, enemy: Combatant<EscalationStats> | undefined): MoveAnswer => {
    const key = `${to}:${enemy ? positionOf(enemy.stats).distance : ''}`
    let answer = priced.get(key)
    if (!answer) {
      const cost = movePrice(who, to, enemy)
      if ('refused' in cost) answer = { pay: null, why: cost.refused }
      else {
        const spent = spendActions(who.stats.budget, Array<'move'>(cost.pay).fill('move'))
        const why = spent.ok ? null : `${spent.reason} (E34: this move takes ${cost.pay} Move action${cost.pay === 1 ? '' : 's'}).`
        answer = { pay: cost.pay, why }
      }
      priced.set(key, answer)
    }
    return answer
  }
  return (to: MoveTo, enemy: { id: string; found: Combatant<EscalationStats> | undefined } | null): MoveAnswer => {
    if (to === 'engage' && enemy === null) return { pay: null, why: 'Name the enemy to engage.' }
    if (to !== 'engage' && enemy !== null) return { pay: null, why: 'Only a move to engage names an enemy.' }
    const notEnemy = enemy && whyNotEnemy(who, enemy.found, enemy.id)
    const answer = notEnemy ? { pay: null, why: notEnemy } : price(to, enemy?.found)
    return mover ? { pay: answer.pay, why: mover } : answer
  }
}

function whyMoveRefused(fight: EscalationFight, event: Event<'position.move'>): string | null {
  const who = of(fight, event.who)
  if (!who) return whyNotActing(fight, event.who)
  return moveChecker(fight, who)(event.to, event.enemy === null ? null : { id: event.enemy, found: of(fight, event.enemy) }).why
}

function whyInterceptRefused(fight: EscalationFight, event: Event<'intercept'>): string | null {
  if (fight.track.phase !== 'turn') return 'The fight is not under way.'
  const gone = whyGone(fight, event.who)
  if (gone) return gone
  const who = of(fight, event.who)!
  if (who.status !== 'fighting') return `${who.name} is out of the fight.`
  const surprised = whySurprised(fight, who)
  if (surprised) return surprised
  const chance = fight.interceptable
  const mover = of(fight, event.mover)
  if (!chance || chance.mover !== event.mover || !mover) return `${mover?.name ?? event.mover} is not moving to engage anyone now (EG57).`
  if (chance.intercepting) return `${mover.name} is moving to Intercept: it cannot be Intercepted (E40).`
  const ally = of(fight, chance.target)!
  if (ally.id === who.id) return `${who.name} is the one being engaged: an Intercept protects an ally (E40).`
  if (ally.side !== who.side) return `${ally.name} is not an ally of ${who.name} (E40).`
  const here = positionOf(who.stats)
  if (here.engaged.length) return `${who.name} is engaged: only a free combatant Intercepts (E36).`
  if (here.distance !== 'nearby' || positionOf(ally.stats).distance !== 'nearby')
    return `${ally.name} is not Nearby ${who.name}: an Intercept is for an ally Nearby or Next To (E40).`
  const stuck = whyStuck(who, 'move to Intercept')
  if (stuck) return stuck
  const flying = (c: Combatant<EscalationStats>) => conditionsInForce(rulesConditions(c.conditions)).has('flying')
  if (flying(mover) && !flying(who)) return `${mover.name} is Flying: only a Flying combatant Intercepts it (E63).`
  if (fight.settings.interceptOncePerRound && who.stats.interceptUsed) return `${who.name} has Intercepted since its last turn (EG25).`
  return null
}

/** Why the rules refuse a position event now, or null (asked through `whyFightRefused`). */
export function whyPositionRefused(fight: EscalationFight, event: PositionEvent): string | null {
  switch (event.type) {
    case 'position.place': {
      if (fight.track.phase === 'over') return 'The fight is over.'
      const gone = whyGone(fight, event.who)
      if (gone) return gone
      const who = of(fight, event.who)!
      if (new Set(event.engagedWith).size !== event.engagedWith.length) return 'Name each enemy once.'
      const now = positionOf(who.stats).engaged
      for (const enemy of event.engagedWith) {
        // Placing again may keep an engagement it has.
        const notEnemy = now.includes(enemy) ? null : whyNotEnemy(who, of(fight, enemy), enemy)
        if (notEnemy) return notEnemy
      }
      return null
    }
    case 'position.move':
      return whyMoveRefused(fight, event)
    case 'position.popOff': {
      if (fight.track.phase === 'over') return 'The fight is over.'
      const gone = whyGone(fight, event.who)
      if (gone) return gone
      const who = of(fight, event.who)!
      const engaged = positionOf(who.stats).engaged
      const loose = event.from.find((id) => !engaged.includes(id))
      if (loose) return `${who.name} is not engaged with ${of(fight, loose)?.name ?? loose}.`
      return whyStuck(who, 'pop free')
    }
    case 'intercept':
      return whyInterceptRefused(fight, event)
    case 'opportunity.decline':
      return whyNotDecline(fight, event.who)
    case 'disengage.rolled': {
      const acting = whyNotActing(fight, event.who)
      if (acting) return acting
      const who = of(fight, event.who)!
      const stuck = whyDisengageRefused(rulesConditions(who.conditions))
      if (stuck) return `${stuck} (E71).`
      if (!canTake(who.stats.budget, 'move')) return 'Disengaging takes a Move action (E37).'
      const natural = checkNatural(event.faces, disengageNet(fight, event.who, event.advantage))
      return 'refused' in natural ? natural.refused : null
    }
    case 'diceyMove.rolled': {
      const acting = whyNotActing(fight, event.who)
      if (acting) return acting
      const who = of(fight, event.who)!
      if (who.status !== 'fighting' || who.stats.outOfFight) return `${who.name} is out of the fight.`
      const stuck = whyStuck(who, 'make a Dicey Move')
      if (stuck) return stuck
      if (!canTake(who.stats.budget, 'move')) return 'A Dicey Move takes a Move action (E39).'
      const natural = checkNatural(event.faces, event.advantage)
      return 'refused' in natural ? natural.refused : null
    }
  }
}

/**
 * E34, E36, E41, EG23, EG55, EG57: a move. It spends its Move actions (less a Disengage's
 * carried one), leaves every engagement (those it left may take Opportunity Attacks), and
 * stands free where it went or engages its enemy, whose allies may then Intercept.
 */
function applyMove(fight: EscalationFight, event: Event<'position.move'>): EscalationFight {
  const who = of(fight, event.who)!
  const left = positionOf(who.stats).engaged
  const price = movePrice(who, event.to, event.enemy === null ? undefined : of(fight, event.enemy)) as { pay: number }
  const paid = spend(fight, event.who, Array<'move'>(price.pay).fill('move'))
  let track = withStats(paid.track, event.who, (s) => ({ ...s, carriedMove: false }))
  if (event.to === 'engage') {
    const from = positionOf(who.stats).distance
    track = engage(standFree(track, event.who, from), event.who, event.enemy!)
  } else track = standFree(track, event.who, event.to)
  const moved: EscalationFight = {
    ...paid,
    track,
    interceptable: event.to === 'engage' ? { mover: event.who, target: event.enemy!, intercepting: false } : null,
  }
  return left.length ? provoke(moved, event.who, 'move', left) : moved
}

/** What a position event does. Pure; only for events `whyPositionRefused` allowed. */
export function applyPosition(fight: EscalationFight, event: PositionEvent): EscalationFight {
  const { track } = fight
  switch (event.type) {
    case 'position.place':
      return { ...fight, track: place(track, event.who, event.distance, event.engagedWith) }
    case 'position.move':
      return applyMove(fight, event)
    case 'position.popOff':
      return { ...fight, track: popOff(track, event.who, event.from) }
    case 'intercept': {
      // E40: the mover's engagement of the ally ends; it is engaged with the interceptor instead.
      const turned = engage(separate(track, event.mover, fight.interceptable!.target), event.who, event.mover)
      return {
        ...fight,
        track: withStats(turned, event.who, (s) => ({ ...s, interceptUsed: true })),
        interceptable: { mover: event.who, target: event.mover, intercepting: true },
      }
    }
    case 'opportunity.decline':
      return declineOpportunity(fight, event.who)
    case 'disengage.rolled': {
      const { natural } = checkNatural(event.faces, disengageNet(fight, event.who, event.advantage)) as { natural: number }
      const success = disengageSucceeds({ natural, enemies: event.enemies })
      const paid = spend(fight, event.who, ['move'])
      // E37, EG23: success pops it off every enemy it is engaged with; the move it took may carry it on.
      const after = success
        ? withStats(popOff(paid.track, event.who), event.who, (s) => ({ ...s, carriedMove: fight.settings.disengageCarriesMove }))
        : paid.track
      return {
        ...paid,
        track: after,
        lastSave: { who: event.who, what: 'Disengage', natural, target: disengageDifficulty(event.enemies), success, secret: false },
      }
    }
    case 'diceyMove.rolled': {
      const { natural } = checkNatural(event.faces, event.advantage) as { natural: number }
      const success = diceyMoveSucceeds({ natural, modifier: event.modifier, difficulty: event.difficulty })
      return {
        ...spend(fight, event.who, ['move']),
        lastSave: {
          who: event.who,
          what: `Dicey Move (${event.what})`,
          natural: natural + event.modifier,
          target: event.difficulty,
          success,
          secret: false,
        },
      }
    }
  }
}
