import { isCombatCoreEvent, whyCoreRefused } from '../../../combat/core-rules'
import { ACTION_COST, otherActionCost, whyNoMoreMovement } from '../rules/costs'
import { hexKey } from '../rules/hex'
import { whyOrderRefused } from '../rules/initiative'
import { whyPathRefused, whyPlaceRefused, whyStepRefused } from '../rules/movement'
import { adjust } from '../rules/resources'
import { actingFor, waitingWords, whyCannotMove, whyNotActing, whyUsedThisRound } from './acting'
import type { ApFightEvent } from './events'
import { actingNow, isPending, rulesOf, type ApFight } from './fight'
import { AP_CONDITION_DURATIONS, apHooks as hooks } from './hooks'
import { pendingOf } from './pending'
import { attackOf, counterOf, reactionAttackOf, reactionOf, whyDamageFaces } from './plans'
import { occupancy, of, type Fighter } from './situation'
import { breakFreeOf, feintOf, grappleOf, shoveOf, tumbleOf } from './specials'
import { freeHands } from './stats'

type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>
const why = (result: object): string | null => ('refused' in result ? (result as { refused: string }).refused : null)

/** The initiative entries of those who have one, for the GM's tie order. */
function initiativeEntries(fight: ApFight) {
  return fight.track.combatants
    .filter((c) => c.status !== 'removed' && c.stats.initiative)
    .map((c) => ({ id: c.id, score: c.stats.initiative!.score, agility: c.stats.agility }))
}

/** A32, A35: the fight begins once everyone has an initiative and, on a grid, a hex of their own. */
function whyNotReadyToBegin(fight: ApFight): string | null {
  const fighting = fight.track.combatants.filter((c) => c.status === 'fighting')
  const unrolled = fighting.filter((c) => !c.stats.initiative)
  if (unrolled.length) return `Roll initiative first (A32): ${unrolled.map((c) => c.name).join(', ')}.`
  return fight.grid.on ? whyNotPlaced(fighting) : null
}

/** Everyone on the map, in a hex of their own. */
function whyNotPlaced(who: readonly Fighter[]): string | null {
  const unplaced = who.filter((c) => !c.stats.position)
  if (unplaced.length) return `Place ${unplaced.map((c) => c.name).join(', ')} on the map first.`
  const seen = new Map<string, string>()
  for (const c of who) {
    const key = hexKey(c.stats.position!)
    if (seen.has(key)) return `${seen.get(key)} and ${c.name} stand in one hex (${key}) (A35).`
    seen.set(key, c.name)
  }
  return null
}

function whyMove(fight: ApFight, event: Event<'action.move'>): string | null {
  const acting = actingFor(fight, ACTION_COST.move, 'A Move')
  if ('refused' in acting) return acting.refused
  const { who } = acting
  const reason = whyCannotMove(who) ?? whyNoMoreMovement(who.stats.moveAp)
  if (reason) return reason
  if (!fight.grid.on) return event.path.length ? 'The grid is off: a Move names no hexes (AG40).' : null
  if (!who.stats.position) return `Place ${who.name} on the map first.`
  return whyPathRefused(who.stats.position, event.path, who.stats.moveSpeed, occupancy(fight, who))
}

function whyStep(fight: ApFight, event: Event<'action.step'>): string | null {
  const acting = actingFor(fight, ACTION_COST.step, 'Take a Step')
  if ('refused' in acting) return acting.refused
  const { who } = acting
  const reason = whyCannotMove(who) ?? whyUsedThisRound(who, 'step')
  if (reason) return reason
  if (!fight.grid.on) return event.to ? 'The grid is off: a Step names no hex (AG40).' : null
  if (!event.to) return 'Say which hex to step to.'
  if (!who.stats.position) return `Place ${who.name} on the map first.`
  return whyStepRefused(who.stats.position, event.to, occupancy(fight, who))
}

function whyTake(fight: ApFight, event: Event<'action.take'>): string | null {
  const cost = otherActionCost(event.kind, event.cost)
  if (!cost.ok) return cost.reason
  const acting = actingFor(fight, cost.value, event.kind === 'free' ? 'A free action' : 'That action')
  if ('refused' in acting) return acting.refused
  if (event.kind === 'stand' && !acting.who.conditions.some((c) => c.name === 'prone' && !c.custom)) return `${acting.who.name} is not Prone.`
  return null
}

/** AG41: drawing an item into a free hand (a two-handed one into both); a natural weapon is always ready. */
function whyDraw(fight: ApFight, event: Event<'action.draw'>): string | null {
  const acting = actingFor(fight, ACTION_COST.draw, 'Drawing')
  if ('refused' in acting) return acting.refused
  const w = acting.who.stats.weapons[event.weapon]
  if (!w) return `${acting.who.name} has no such item.`
  if (w.dropped) return `${w.name} was knocked away (A22).`
  if (w.hands === 0) return `${w.name} is a natural weapon: always ready.`
  if (w.heldIn) return `${w.name} is in hand already.`
  if ((w.hands === 2) !== (event.hand === 'both')) return w.hands === 2 ? `${w.name} takes both hands.` : `${w.name} takes one hand.`
  const free = freeHands(acting.who.stats.weapons)
  const needs = event.hand === 'both' ? (['main', 'off'] as const) : [event.hand]
  return needs.every((h) => free.includes(h))
    ? null
    : `${acting.who.name} has no free ${event.hand === 'both' ? 'hands' : `${event.hand} hand`}: stow something first.`
}

function whySheathe(fight: ApFight, event: Event<'action.sheathe'>): string | null {
  const acting = actingFor(fight, ACTION_COST.sheathe, 'Stowing')
  if ('refused' in acting) return acting.refused
  const w = acting.who.stats.weapons[event.weapon]
  return w?.heldIn ? null : `${acting.who.name} holds no such item.`
}

/** A26, AG18, AG44: readying sets the action's AP aside; it is not done while a readied action fires. */
function whyReady(fight: ApFight, event: Event<'turn.ready'>): string | null {
  if (fight.interjection) return 'A readied action cannot ready another.'
  const acting = actingFor(fight, event.cost, 'The readied action')
  return 'refused' in acting ? acting.refused : null
}

function whyFire(fight: ApFight, event: Event<'ready.fire'>): string | null {
  const { track } = fight
  if (track.phase !== 'turn') return 'The fight is not under way.'
  const who = of(fight, event.who)
  if (!who?.stats.readied) return `${who?.name ?? event.who} has no readied action waiting.`
  if (who.status !== 'fighting') return `${who.name} is out of the fight.`
  if (fight.interjection) return 'Another readied action is under way.'
  if (track.current === event.who) return 'A readied action fires on someone else’s turn (A26).'
  if (track.duties.length) return `First: ${track.duties[0]!.label}.`
  return waitingWords(fight)
}

function whyGrappleUpkeep(fight: ApFight, event: Event<'grapple.keep' | 'grapple.release'>): string | null {
  const id = actingNow(fight)
  if (!id) return 'It is nobody’s turn.'
  const reason = whyNotActing(fight, id, { duty: true })
  if (reason) return reason
  const c = of(fight, id)!
  if (c.stats.grapple?.role !== 'grappler') return `${c.name} holds nobody in a grapple.`
  const [duty] = fight.track.duties
  if (event.type === 'grapple.keep') {
    if (duty?.kind !== 'grappleUpkeep') return 'The grapple is kept up at the start of the turn (AG19).'
    if (c.stats.resources.ap < ACTION_COST.grappleUpkeep) return `Keeping the grapple costs 2 AP; ${c.name} has ${c.stats.resources.ap}: let go.`
  } else if (duty && duty.kind !== 'grappleUpkeep') return `First: ${duty.label}.`
  return null
}

function whySetup(
  fight: ApFight,
  event: Event<'setup.surprise' | 'initiative.order' | 'grid.set' | 'token.place' | 'resource.adjust'>,
): string | null {
  const { track } = fight
  if (track.phase === 'over') return 'The fight is over.'
  switch (event.type) {
    case 'setup.surprise':
      return track.phase === 'setup' ? null : 'Surprise is settled before the fight begins (A33).'
    case 'initiative.order':
      return whyOrderRefused(initiativeEntries(fight), event.order)
    case 'grid.set':
      if (event.on === fight.grid.on) return event.on ? 'The grid is on already.' : 'The grid is off already.'
      if (isPending(fight.pending)) return waitingWords(fight)
      return event.on ? whyNotPlaced(track.combatants.filter((c) => c.status === 'fighting' || c.status === 'down')) : null
    case 'token.place': {
      const who = of(fight, event.target)
      if (!who || who.status === 'removed') return `There is no combatant “${event.target}” in this fight.`
      if (isPending(fight.pending)) return waitingWords(fight)
      return whyPlaceRefused(event.at, occupancy(fight, who))
    }
    case 'resource.adjust': {
      const who = of(fight, event.target)
      if (!who || who.status === 'removed') return `There is no combatant “${event.target}” in this fight.`
      const next = adjust(who.stats.resources, event.resource, event.amount)
      return next.ok ? null : `${who.name}: ${next.reason}`
    }
  }
}

function whyInitiativeRolled(fight: ApFight, event: Event<'initiative.rolled'>): string | null {
  if (fight.track.phase === 'over') return 'The fight is over.'
  const lacking = fight.track.combatants.filter((c) => c.status !== 'removed' && !c.stats.initiative).map((c) => c.id)
  if (lacking.length === 0) return 'Everyone has an initiative already.'
  const rolled = event.rolls.map((r) => r.who)
  return rolled.length === lacking.length && lacking.every((id) => rolled.includes(id))
    ? null
    : 'Initiative is rolled for everyone who has none, once each (A32).'
}

function whyAttackRolled(fight: ApFight, event: Event<'attack.rolled'>): string | null {
  const acting = actingFor(fight, ACTION_COST.attack, event.disarm ? 'A Disarm' : 'An attack')
  if ('refused' in acting) return acting.refused
  if (acting.who.id !== event.attacker) return `It is not ${of(fight, event.attacker)?.name ?? event.attacker}'s turn.`
  return why(attackOf(fight, event))
}

function whyChainRolled(
  fight: ApFight,
  event: Event<'reactionAttack.rolled' | 'reaction.rolled' | 'attack.landed' | 'counter.rolled'>,
): string | null {
  if (fight.track.phase !== 'turn') return fight.track.phase === 'setup' ? 'Begin the fight first.' : 'The fight is over.'
  switch (event.type) {
    case 'reactionAttack.rolled':
      return why(reactionAttackOf(fight, event))
    case 'counter.rolled':
      return why(counterOf(fight, event))
    case 'reaction.rolled': {
      const plan = reactionOf(fight, event)
      if ('refused' in plan) return plan.refused
      return whyDamageFaces(fight, plan.attack, plan.victim !== null, event.damageFaces)
    }
    case 'attack.landed': {
      const top = pendingOf(fight).attacks.at(-1)
      if (!top) return 'No attack is waiting to land.'
      if (top.reaction) return `First: ${of(fight, top.reaction.who)?.name}'s Riposte counterattack.`
      return whyDamageFaces(fight, top, true, event.damageFaces)
    }
  }
}

/**
 * Rules 2: a condition lasts as these rules let one last; the text has no saves and no Tests,
 * so a save-ends or Test-ends condition (which nothing here would ever roll) is refused. A
 * fight begun under rules 1 took them, and replays so.
 */
function whyDurationRefused(fight: ApFight, kind: string): string | null {
  if (rulesOf(fight) < 2 || (AP_CONDITION_DURATIONS as readonly string[]).includes(kind)) return null
  return 'Action points has no saves or Tests to end a condition: let it last until removed, a turn, some rounds or the fight.'
}

/** Why the rules refuse an event of an Action-points fight now, or null: the fight's one home for the decision. */
export function whyFightRefused(fight: ApFight, event: ApFightEvent): string | null {
  if (isCombatCoreEvent(event)) {
    if (event.type === 'combat.begin' && fight.track.phase === 'setup') return whyNotReadyToBegin(fight) ?? whyCoreRefused(fight, hooks, event)
    if ((event.type === 'turn.next' || event.type === 'turn.previous') && fight.track.phase === 'turn') {
      const waiting = waitingWords(fight)
      if (waiting) return waiting
      if (fight.interjection) return `First: ${of(fight, fight.interjection.who)?.name}'s readied action (done, when it is).`
    }
    if (event.type === 'condition.add') {
      const why = whyDurationRefused(fight, event.condition.duration.kind)
      if (why) return why
    }
    return whyCoreRefused(fight, hooks, event)
  }
  switch (event.type) {
    case 'setup.surprise':
    case 'initiative.order':
    case 'grid.set':
    case 'token.place':
    case 'resource.adjust':
      return whySetup(fight, event)
    case 'action.move':
      return whyMove(fight, event)
    case 'action.step':
      return whyStep(fight, event)
    case 'action.take':
      return whyTake(fight, event)
    case 'action.draw':
      return whyDraw(fight, event)
    case 'action.sheathe':
      return whySheathe(fight, event)
    case 'action.flowState': {
      // A24: its effect is at the end of one's own turn; a readied action has none (its owner's turn ended when it was readied).
      if (fight.interjection)
        return 'Flow State keeps FP at the end of one’s own turn (A24): not in a readied action, which is someone else’s turn (AG44).'
      const acting = actingFor(fight, ACTION_COST.flowState, 'Flow State')
      if ('refused' in acting) return acting.refused
      return acting.who.stats.flowState ? 'Flow State is taken already this turn (A24).' : null
    }
    case 'action.totalDefense': {
      if (fight.interjection) return 'Total Defense ends a turn: not in a readied action.'
      return why(actingFor(fight, ACTION_COST.totalDefense, 'Total Defense'))
    }
    case 'turn.ready':
      return whyReady(fight, event)
    case 'ready.fire':
      return whyFire(fight, event)
    case 'ready.done':
      if (!fight.interjection) return 'No readied action is under way.'
      return waitingWords(fight)
    case 'ready.cancel':
      return of(fight, event.who)?.stats.readied ? null : 'No readied action is waiting.'
    case 'reaction.pass': {
      const p = pendingOf(fight)
      if (!p.provoked) return 'No Reaction Attacks are on offer.'
      return p.attacks.length ? 'First resolve the attack in flight.' : null
    }
    case 'grapple.keep':
    case 'grapple.release':
      return whyGrappleUpkeep(fight, event)
    case 'initiative.rolled':
      return whyInitiativeRolled(fight, event)
    case 'attack.rolled':
      return whyAttackRolled(fight, event)
    case 'reactionAttack.rolled':
    case 'reaction.rolled':
    case 'attack.landed':
    case 'counter.rolled':
      return whyChainRolled(fight, event)
    case 'feint.rolled':
      return why(feintOf(fight, event))
    case 'grapple.rolled':
      return why(grappleOf(fight, event))
    case 'shove.rolled':
      return why(shoveOf(fight, event))
    case 'breakFree.rolled':
      return why(breakFreeOf(fight, event))
    case 'tumble.rolled':
      return why(tumbleOf(fight, event))
  }
}
