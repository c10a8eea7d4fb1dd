import { applyCore, isCombatCoreEvent } from '../../../combat/core-rules'
import { endTurn } from '../../../combat/flow'
import { addCondition, combatantOf, nextId, removeCondition } from '../../../combat/roster'
import { ACTION_COST, otherActionCost, PROVOKING } from '../rules/costs'
import { initiativeOrder, initiativeScore, readiedPlace, slotIn } from '../rules/initiative'
import { pushedTo, shoveEffects, TOTAL_DEFENSE_RP } from '../rules/special-actions'
import { isSuccess } from '../rules/types'
import { hexKey, onMap } from '../rules/hex'
import { attackLanded, attackRolled, counterRolled, provokeFor, reactionAttackRolled, reactionRolled } from './apply-chain'
import type { ApFightEvent } from './events'
import { actingNow, type ApFight } from './fight'
import { apHooks as hooks, beginFight, changeStats, withTrack } from './hooks'
import { advanceMove, continuePending, provoke } from './pending'
import { occupancy, of } from './situation'
import { breakFreeOf, feintOf, grappleOf, shoveOf, tumbleOf, type OpposedPlan } from './specials'
import { adjustResource, refundRp, spend } from './strike'

type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>

function must<T extends object>(value: T | { refused: string }): T {
  if ('refused' in value) throw new RangeError(value.refused)
  return value
}

/** A32, AG28: initiative scores from the d10s; the order sorted in setup, newcomers slotted in once the fight is on. */
function initiativeRolled(fight: ApFight, event: Event<'initiative.rolled'>): ApFight {
  let next = fight
  for (const { who, face } of event.rolls)
    next = changeStats(next, who, (s) => ({
      ...s,
      initiative: { roll: face, score: initiativeScore(face, s.agility, fight.settings.initiativeModifier) },
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

const conditionSpec = { name: 'prone', custom: false, duration: { kind: 'manual' as const }, source: null, ongoing: null, secret: false }

/** AG34: knocks a combatant Prone (a tracker condition the GM can also add or remove). */
function knockProne(fight: ApFight, who: string, source: string): ApFight {
  if (combatantOf(fight.track, who)?.conditions.some((c) => c.name === 'prone')) return fight
  const { id, track } = nextId(fight.track, 'cond')
  const round = Math.max(track.round, 1)
  return withTrack(fight, addCondition(track, who, { ...conditionSpec, source, id, label: 'Prone', round }))
}

function recordOpposed(fight: ApFight, plan: OpposedPlan, effects: string[]): ApFight {
  return { ...fight, lastResult: { checks: [plan.check, plan.against], damage: null, effects, about: [plan.actor.id, plan.target.id] } }
}

/** A23, AG21: a Feint that wins gives Advantage on the next physical attack against that target. */
function feintRolled(fight: ApFight, event: Event<'feint.rolled'>): ApFight {
  const plan = must(feintOf(fight, event))
  let next = changeStats(spend(fight, plan.actor.id, 'ap', ACTION_COST.feint), plan.actor.id, (s) => ({ ...s, once: { ...s.once, feint: true } }))
  const won = plan.winner === 'active'
  if (won) next = changeStats(next, plan.actor.id, (s) => ({ ...s, feint: { target: plan.target.id, expiresAfterTurn: s.turnsTaken + 1 } }))
  return recordOpposed(next, plan, [won ? `Advantage on the next attack against ${plan.target.name} (A23)` : 'the Feint fails'])
}

/** A25: a Grapple that wins holds both. */
function grappleRolled(fight: ApFight, event: Event<'grapple.rolled'>): ApFight {
  const plan = must(grappleOf(fight, event))
  let next = spend(fight, plan.actor.id, 'ap', ACTION_COST.grapple)
  const won = plan.winner === 'active'
  if (won) {
    next = changeStats(next, plan.actor.id, (s) => ({ ...s, grapple: { with: plan.target.id, role: 'grappler' } }))
    next = changeStats(next, plan.target.id, (s) => ({ ...s, grapple: { with: plan.actor.id, role: 'defender' } }))
  }
  return recordOpposed(next, plan, [won ? `${plan.target.name} is grappled (A25)` : 'the Grapple fails'])
}

/** A27, AG22: a Shove that wins pushes back one hex (if that hex is free) or knocks Prone, or both from a Hard Success. */
function shoveRolled(fight: ApFight, event: Event<'shove.rolled'>): ApFight {
  const plan = must(shoveOf(fight, event))
  let next = changeStats(spend(fight, plan.actor.id, 'ap', ACTION_COST.shove), plan.actor.id, (s) => ({ ...s, once: { ...s.once, shove: true } }))
  if (plan.winner !== 'active') return recordOpposed(next, plan, ['the Shove fails'])
  const effects = shoveEffects(event.choice, plan.check.level)
  const words: string[] = []
  if (effects.push && fight.grid.on) {
    const to = pushedTo(plan.actor.stats.position!, plan.target.stats.position!)
    const map = occupancy(next, plan.target)
    if (to && onMap(to, map.radius) && !map.taken.has(hexKey(to))) {
      next = changeStats(next, plan.target.id, (s) => ({ ...s, position: to }))
      words.push(`${plan.target.name} is pushed back to ${hexKey(to)}`)
    } else words.push(`${plan.target.name} cannot be pushed: the hex behind is taken (AG22)`)
  } else if (effects.push) words.push(`${plan.target.name} is pushed back a hex`)
  if (effects.prone) {
    next = knockProne(next, plan.target.id, plan.actor.id)
    words.push(`${plan.target.name} is knocked Prone`)
  }
  return recordOpposed(next, plan, words)
}

/** A25, AG47: breaking free ends the grapple for both. */
function breakFreeRolled(fight: ApFight, event: Event<'breakFree.rolled'>): ApFight {
  const plan = must(breakFreeOf(fight, event))
  let next = changeStats(fight, plan.actor.id, (s) => ({ ...s, once: { ...s.once, breakFree: true } }))
  if (plan.winner === 'active') {
    next = changeStats(
      changeStats(next, plan.actor.id, (s) => ({ ...s, grapple: null })),
      plan.target.id,
      (s) => ({ ...s, grapple: null }),
    )
    return recordOpposed(next, plan, [`${plan.actor.name} breaks free`])
  }
  return recordOpposed(next, plan, [`${plan.actor.name} is still held`])
}

/** A30, AG31: a Tumble that succeeds lands across the enemy with no Reaction Attacks; a failure stays put and provokes that enemy alone. */
function tumbleRolled(fight: ApFight, event: Event<'tumble.rolled'>): ApFight {
  const plan = must(tumbleOf(fight, event))
  const next = spend(fight, plan.actor.id, 'ap', ACTION_COST.tumble)
  if (isSuccess(plan.check.level)) {
    const moved = plan.landing ? changeStats(next, plan.actor.id, (s) => ({ ...s, position: plan.landing })) : next
    return {
      ...moved,
      lastResult: {
        checks: [plan.check],
        damage: null,
        effects: [`${plan.actor.name} tumbles past ${plan.target.name}`],
        about: [plan.actor.id, plan.target.id],
      },
    }
  }
  const failed = {
    ...next,
    lastResult: {
      checks: [plan.check],
      damage: null,
      effects: [`${plan.actor.name} fails to get past ${plan.target.name}`],
      about: [plan.actor.id, plan.target.id],
    },
  }
  return provoke(failed, plan.actor.id, 'fails to Tumble Through', [plan.target.id])
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
  const prone = combatantOf(fight.track, who)?.conditions.find((c) => c.name === 'prone')
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
