import { applyCore, isCombatCoreEvent } from '../../../combat/core-rules'
import { endTurn } from '../../../combat/flow'
import { removeCondition } from '../../../combat/roster'
import { ACTION_COST, otherActionCost, PROVOKING } from '../rules/costs'
import { combatantModifier, initiativeOrder, readiedPlace, slotIn } from '../rules/initiative'
import { TOTAL_DEFENSE_RP } from '../rules/special-actions'
import { attackLanded, attackRolled, counterRolled, provokeFor, reactionAttackRolled, reactionRolled } from './apply-chain'
import type { ApFightEvent } from './events'
import { actingNow, type ApFight } from './fight'
import { apHooks as hooks, beginFight, changeStats, withTrack } from './hooks'
import { advanceMove, continuePending } from './pending'
import { breakFreeRolled, feintRolled, grappleRolled, shoveRolled, tumbleRolled } from './apply-specials'
import { of } from './situation'
import { adjustResource, refundRp, spend } from './strike'
import { fighterOf } from './lookup'

type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>

/** A32, AG28: initiative scores from the d10s; the order sorted in setup, newcomers slotted in once the fight is on. */
function initiativeRolled(fight: ApFight, event: Event<'initiative.rolled'>): ApFight {
  let next = fight
  for (const { who, face } of event.rolls)
    next = changeStats(next, who, (s) => ({
      ...s,
      initiative: { roll: face, score: face + combatantModifier(s.initiativeModifier, s.agility, fight.settings.initiativeModifier).value },
    }))
  const entries = next.track.combatants
    .filter((c) => c.stats.initiative && c.status !== 'removed')
    .map((c) => ({ id: c.id, score: c.stats.initiative!.score, agility: c.stats.agility }))
  if (fight.track.phase === 'setup')
    return {
      ...next,
      initiative: initiativeOrder(
        entries,
        next.track.combatants.map((c) => c.id),
      ),
    }
  let order = next.initiative
  for (const { who } of event.rolls)
    order = slotIn(
      order,
      entries,
      entries.find((e) => e.id === who)!,
    )
  return { ...next, initiative: order }
}

/** A4, A5, A28: a Move pays 1 AP (2 at most a turn) and goes hex by hex; a Step goes one hex once a round, provoking nothing. */
function moveAction(fight: ApFight, event: Event<'action.move' | 'action.step'>): ApFight {
  const who = actingNow(fight)!
  if (event.type === 'action.step') {
    const stepped = changeStats(spend(fight, who, 'ap', ACTION_COST.step), who, (s) => ({ ...s, once: { ...s.once, step: true } }))
    return event.to ? changeStats(stepped, who, (s) => ({ ...s, position: event.to })) : stepped
  }
  const paid = changeStats(spend(fight, who, 'ap', ACTION_COST.move), who, (s) => ({ ...s, moveAp: s.moveAp + 1 }))
  return fight.grid.on ? advanceMove(paid, who, event.path, []) : paid
}

function turnAction(
  fight: ApFight,
  event: Event<'action.take' | 'action.draw' | 'action.sheathe' | 'action.flowState' | 'action.totalDefense'>,
): ApFight {
  const who = actingNow(fight)!
  switch (event.type) {
    case 'action.take': {
      const cost = otherActionCost(event.kind, event.cost)
      let next = spend(fight, who, 'ap', cost.ok ? cost.value : 0)
      if (event.kind === 'stand') next = withTrack(next, removeProne(next, who))
      return PROVOKING.has(event.kind) ? provokeFor(next, who, event.kind) : next
    }
    case 'action.draw':
      return changeStats(spend(fight, who, 'ap', ACTION_COST.draw), who, (s) => ({
        ...s,
        weapons: s.weapons.map((w, i) => (i === event.weapon ? { ...w, heldIn: event.hand } : w)),
      }))
    case 'action.sheathe':
      return changeStats(spend(fight, who, 'ap', ACTION_COST.sheathe), who, (s) => ({
        ...s,
        weapons: s.weapons.map((w, i) => (i === event.weapon ? { ...w, heldIn: null } : w)),
      }))
    case 'action.flowState':
      return changeStats(spend(fight, who, 'ap', ACTION_COST.flowState), who, (s) => ({ ...s, flowState: true }))
    case 'action.totalDefense': {
      // A29, AG23: the rest of the AP goes with the turn.
      const braced = refundRp(
        changeStats(spend(fight, who, 'ap', ACTION_COST.totalDefense), who, (s) => ({ ...s, totalDefense: true })),
        who,
        TOTAL_DEFENSE_RP,
      )
      return endTurn(braced, hooks)
    }
  }
}

function removeProne(fight: ApFight, who: string) {
  const prone = fighterOf(fight.track, who)?.conditions.find((c) => c.name === 'prone')
  return prone ? removeCondition(fight.track, prone.id) : fight.track
}

/** A26, AG18, AG44: readying, firing, finishing and calling off a readied action. */
function readyAction(fight: ApFight, event: Event<'turn.ready' | 'ready.fire' | 'ready.done' | 'ready.cancel'>): ApFight {
  switch (event.type) {
    case 'turn.ready': {
      const who = actingNow(fight)!
      const readied = changeStats(fight, who, (s) => ({
        ...s,
        readied: { trigger: event.trigger, what: event.what, cost: event.cost, round: fight.track.round },
      }))
      return endTurn(readied, hooks)
    }
    case 'ready.fire': {
      const owner = of(fight, event.who)!
      const cost = owner.stats.readied!.cost
      const before = actingNow(fight)
      const fired = changeStats(fight, event.who, (s) => ({ ...s, readied: null, resources: { ...s.resources, ap: cost } }))
      return { ...fired, interjection: { who: event.who }, initiative: before ? readiedPlace(fight.initiative, event.who, before) : fight.initiative }
    }
    case 'ready.done': {
      const who = fight.interjection!.who
      return { ...changeStats(fight, who, (s) => ({ ...s, resources: { ...s.resources, ap: 0 } })), interjection: null }
    }
    case 'ready.cancel':
      return changeStats(fight, event.who, (s) => ({ ...s, readied: null }))
  }
}

/** A25, AG19: the grappler keeps the grapple up (2 AP) or lets go; either settles the turn's first duty. */
function grappleUpkeep(fight: ApFight, event: Event<'grapple.keep' | 'grapple.release'>): ApFight {
  const who = actingNow(fight)!
  const duties = fight.track.duties.filter((d) => !(d.kind === 'grappleUpkeep' && d.who === who))
  let next = withTrack(fight, { ...fight.track, duties })
  if (event.type === 'grapple.keep') return spend(next, who, 'ap', ACTION_COST.grappleUpkeep)
  const held = of(next, who)!.stats.grapple!.with
  next = changeStats(next, who, (s) => ({ ...s, grapple: null }))
  return changeStats(next, held, (s) => ({ ...s, grapple: null }))
}

/** What an event does to an Action-points fight. Pure; only for events `whyFightRefused` allowed. */
export function applyFight(fight: ApFight, event: ApFightEvent): ApFight {
  if (isCombatCoreEvent(event)) return applyCore(fight, hooks, event, beginFight)
  switch (event.type) {
    case 'setup.surprise':
      return { ...fight, surprised: event.surprised }
    case 'initiative.order':
      return { ...fight, initiative: [...event.order] }
    case 'grid.set':
      return { ...fight, grid: { ...fight.grid, on: event.on } }
    case 'token.place':
      return changeStats(fight, event.target, (s) => ({ ...s, position: event.at }))
    case 'resource.adjust':
      return adjustResource(fight, event.target, event.resource, event.amount)
    case 'initiative.rolled':
      return initiativeRolled(fight, event)
    case 'action.move':
    case 'action.step':
      return moveAction(fight, event)
    case 'action.take':
    case 'action.draw':
    case 'action.sheathe':
    case 'action.flowState':
    case 'action.totalDefense':
      return turnAction(fight, event)
    case 'turn.ready':
    case 'ready.fire':
    case 'ready.done':
    case 'ready.cancel':
      return readyAction(fight, event)
    case 'reaction.pass': {
      const p = fight.pending!
      return continuePending({ ...fight, pending: { ...p, provoked: null } })
    }
    case 'grapple.keep':
    case 'grapple.release':
      return grappleUpkeep(fight, event)
    case 'attack.rolled':
      return attackRolled(fight, event)
    case 'reactionAttack.rolled':
      return reactionAttackRolled(fight, event)
    case 'reaction.rolled':
      return reactionRolled(fight, event)
    case 'attack.landed':
      return attackLanded(fight, event)
    case 'counter.rolled':
      return counterRolled(fight, event)
    case 'feint.rolled':
      return feintRolled(fight, event)
    case 'grapple.rolled':
      return grappleRolled(fight, event)
    case 'shove.rolled':
      return shoveRolled(fight, event)
    case 'breakFree.rolled':
      return breakFreeRolled(fight, event)
    case 'tumble.rolled':
      return tumbleRolled(fight, event)
  }
}
