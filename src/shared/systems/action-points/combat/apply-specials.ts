import { addCondition, nextId } from '../../../combat/roster'
import { ACTION_COST } from '../rules/costs'
import { hexKey, onMap } from '../rules/hex'
import { pushedTo, shoveEffects } from '../rules/special-actions'
import { isSuccess } from '../rules/types'
import type { ApFightEvent } from './events'
import type { ApFight } from './fight'
import { changeStats, withTrack } from './hooks'
import { provoke } from './pending'
import { occupancy } from './situation'
import { breakFreeOf, feintOf, grappleOf, shoveOf, tumbleOf, type OpposedPlan } from './specials'
import { spend } from './strike'
import { fighterOf } from './lookup'

/*
 * What the special actions that roll do (A23, A25, A27, A30): each read from its event with
 * its checks (`specials.ts`), then its effect.
 */

type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>

function must<T extends object>(value: T | { refused: string }): T {
  if ('refused' in value) throw new RangeError(value.refused)
  return value
}

const conditionSpec = { name: 'prone', custom: false, duration: { kind: 'manual' as const }, source: null, ongoing: null, secret: false }

/** AG34: knocks a combatant Prone (a tracker condition the GM can also add or remove). */
function knockProne(fight: ApFight, who: string, source: string): ApFight {
  if (fighterOf(fight.track, who)?.conditions.some((c) => c.name === 'prone')) return fight
  const { id, track } = nextId(fight.track, 'cond')
  const round = Math.max(track.round, 1)
  return withTrack(fight, addCondition(track, who, { ...conditionSpec, source, id, label: 'Prone', round }))
}

function recordOpposed(fight: ApFight, plan: OpposedPlan, effects: string[]): ApFight {
  return { ...fight, lastResult: { checks: [plan.check, plan.against], damage: null, effects, about: [plan.actor.id, plan.target.id] } }
}

/** A23, AG21: a Feint that wins gives Advantage on the next physical attack against that target. */
export function feintRolled(fight: ApFight, event: Event<'feint.rolled'>): ApFight {
  const plan = must(feintOf(fight, event))
  let next = changeStats(spend(fight, plan.actor.id, 'ap', ACTION_COST.feint), plan.actor.id, (s) => ({ ...s, once: { ...s.once, feint: true } }))
  const won = plan.winner === 'active'
  if (won) next = changeStats(next, plan.actor.id, (s) => ({ ...s, feint: { target: plan.target.id, expiresAfterTurn: s.turnsTaken + 1 } }))
  return recordOpposed(next, plan, [won ? `Advantage on the next attack against ${plan.target.name} (A23)` : 'the Feint fails'])
}

/** A25: a Grapple that wins holds both. */
export function grappleRolled(fight: ApFight, event: Event<'grapple.rolled'>): ApFight {
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
export function shoveRolled(fight: ApFight, event: Event<'shove.rolled'>): ApFight {
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
export function breakFreeRolled(fight: ApFight, event: Event<'breakFree.rolled'>): ApFight {
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
export function tumbleRolled(fight: ApFight, event: Event<'tumble.rolled'>): ApFight {
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
