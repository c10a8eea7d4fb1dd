import { isSuccess, LEVEL_LABEL, REACTION_LABEL } from '../rules/types'
import { OTHER_ACTION_LABEL, REACTION_COST } from '../rules/costs'
import type { ApFightEvent } from './events'
import type { ApFight, AttackInFlight, ResultRecord } from './fight'
import { changeStats } from './hooks'
import { continuePending, finishTop, pendingOf, provoke, withPending } from './pending'
import { attackOf, counterOf, reactionAttackOf, reactionOf } from './plans'
import { of } from './situation'
import { earnForReaction, land, refundRp, spend } from './strike'

/*
 * The reaction chain's links (A14-A20, AG35-AG38): an attack rolled, a Reaction Attack, a
 * reaction, an attack landing unanswered, a Riposte's counter. Each is one event; what waits
 * after it is in `pending`.
 */

type Event<T extends ApFightEvent['type']> = Extract<ApFightEvent, { type: T }>

function must<T extends object>(value: T | { refused: string }): T {
  if ('refused' in value) throw new RangeError(value.refused)
  return value
}

/** Records what came of a link of the chain; it speaks of the attack's two sides and of whoever rolled. */
const record = (fight: ApFight, attack: AttackInFlight, result: Omit<ResultRecord, 'about'>): ApFight => ({
  ...fight,
  lastResult: {
    ...result,
    about: [...new Set([attack.attacker, attack.target, ...result.checks.map((c) => c.who), ...(result.damage ? [result.damage.target] : [])])],
  },
})

/** An attack that failed its check simply misses: nothing to react to (A15, AG16). */
function missed(fight: ApFight, attack: AttackInFlight): ApFight {
  return record(fight, attack, { checks: [attack.check], damage: null, effects: ['a miss'] })
}

/** AG15, AG36: a ranged attack or a spell cast as an attack provokes from enemies threatening the attacker. */
function provokes(fight: ApFight, attack: AttackInFlight): boolean {
  const weapon = of(fight, attack.attacker)?.stats.weapons[attack.weapon]
  return weapon !== undefined && (weapon.kind === 'ranged' || weapon.spell)
}

/**
 * A4, A15, A23, AG16, AG36: an attack on one's turn: 2 AP; a Feint's Advantage on this target
 * is spent; a failed check misses; a success waits for its target's reaction. A provoking
 * attack first opens the window for Reaction Attacks, and is answered after them.
 */
export function attackRolled(fight: ApFight, event: Event<'attack.rolled'>): ApFight {
  const attack = must(attackOf(fight, event))
  let next = spend(fight, attack.attacker, 'ap', 2)
  if (of(next, attack.attacker)?.stats.feint?.target === attack.target && !of(next, attack.attacker)!.stats.weapons[attack.weapon]!.spell)
    next = changeStats(next, attack.attacker, (s) => ({ ...s, feint: null }))
  const hits = isSuccess(attack.check.level)
  next = hits ? record(next, attack, { checks: [attack.check], damage: null, effects: [] }) : missed(next, attack)
  if (provokes(next, attack)) {
    const opened = provoke(next, attack.attacker, of(next, attack.attacker)!.stats.weapons[attack.weapon]!.spell ? 'casts a spell' : 'shoots')
    if (opened !== next) return hits ? withPending(opened, { ...pendingOf(opened), held: attack }) : opened
  }
  return hits ? withPending(next, { ...pendingOf(next), attacks: [...pendingOf(next).attacks, attack] }) : next
}

/** A10, A14: a Reaction Attack: 1 RP; offered once; a success waits for the provoker's Dodge, Parry or Block. */
export function reactionAttackRolled(fight: ApFight, event: Event<'reactionAttack.rolled'>): ApFight {
  const attack = must(reactionAttackOf(fight, event))
  let next = spend(fight, attack.attacker, 'rp', REACTION_COST.reactionAttack)
  const p = pendingOf(next)
  next = withPending(next, { ...p, provoked: p.provoked && { ...p.provoked, offered: p.provoked.offered.filter((id) => id !== attack.attacker) } })
  if (!isSuccess(attack.check.level)) return continuePending(missed(next, attack))
  next = record(next, attack, { checks: [attack.check], damage: null, effects: [] })
  return withPending(next, { ...pendingOf(next), attacks: [...pendingOf(next).attacks, attack] })
}

/**
 * A15-A20, A42, AG8, AG32, AG37: a reaction to the attack in flight: its RP; the interceptor
 * (and a swapped ally) moves; a win turns the attack aside (or onto the interceptor), gives
 * +1 FP once a round, and a Critical Dodge or Parry refunds the RP; a Riposte that wins waits
 * for its counterattack; otherwise the attack lands with its multiplier.
 */
export function reactionRolled(fight: ApFight, event: Event<'reaction.rolled'>): ApFight {
  const plan = must(reactionOf(fight, event))
  let next = spend(fight, plan.reactor.id, 'rp', REACTION_COST[plan.kind])
  for (const move of plan.moves) next = changeStats(next, move.who, (s) => ({ ...s, position: move.to }))
  const effects: string[] = []
  if (plan.outcome.won) {
    next = earnForReaction(next, plan.reactor.id)
    effects.push(`${plan.reactor.name}'s ${plan.kind} wins`)
  }
  if (plan.outcome.refund) {
    next = refundRp(next, plan.reactor.id, 1)
    effects.push('1 RP back for a Critical (A16)')
  }
  const checks = [plan.attack.check, plan.check]
  // A18: the Parry's level as it counted against a larger attacker, in words and as data.
  const sizeBump = plan.counted && { who: plan.reactor.id, rolled: plan.check.level, counts: plan.counted }
  if (sizeBump)
    effects.push(`${plan.reactor.name}'s ${REACTION_LABEL[plan.kind]} counts as ${LEVEL_LABEL[sizeBump.counts]} against a larger attacker (A18)`)
  const bumped = sizeBump ? { sizeBump } : {}
  const answered = { answered: { attacker: plan.attack.attacker, target: plan.attack.target, reaction: { who: plan.reactor.id, kind: plan.kind } } }
  if (plan.kind === 'riposte' && plan.outcome.won) {
    const attacks = pendingOf(next).attacks.map((a, i, all) =>
      i === all.length - 1 ? { ...a, reaction: { who: plan.reactor.id, kind: plan.kind, check: plan.check, won: true } } : a,
    )
    return record(withPending(next, { ...pendingOf(next), attacks }), plan.attack, {
      checks,
      damage: null,
      effects: [...effects, 'the counterattack comes'],
      ...bumped,
    })
  }
  if (plan.victim === null) return finishTop(record(next, plan.attack, { checks, damage: null, effects, ...bumped, ...answered }))
  const landed = land(next, plan.attack, plan.victim, event.damageFaces, plan.multiplier)
  return finishTop(
    record(landed.fight, plan.attack, {
      checks,
      damage: plan.attack.disarm ? null : { target: plan.victim, amount: landed.dealt, multiplier: plan.multiplier },
      effects: [...effects, ...(plan.multiplier === 3 ? ['triple damage: a Critical met by a fumble (A17)'] : []), ...landed.effects],
      ...bumped,
      ...answered,
      ...(landed.disarm ? { disarm: landed.disarm } : {}),
    }),
  )
}

/** A44: the attack in flight lands unanswered: its damage (doubled on a Critical). */
export function attackLanded(fight: ApFight, event: Event<'attack.landed'>): ApFight {
  const attack = pendingOf(fight).attacks.at(-1)!
  const multiplier = attack.check.level === 'critical' ? 2 : 1
  const landed = land(fight, attack, attack.target, event.damageFaces, multiplier)
  return finishTop(
    record(landed.fight, attack, {
      checks: [attack.check],
      damage: attack.disarm ? null : { target: attack.target, amount: landed.dealt, multiplier },
      effects: landed.effects,
      answered: { attacker: attack.attacker, target: attack.target, reaction: null },
      ...(landed.disarm ? { disarm: landed.disarm } : {}),
    }),
  )
}

/** A19: a Riposte's counterattack: a miss ends the chain; a success waits for the parried attacker's Dodge, Parry or Block. */
export function counterRolled(fight: ApFight, event: Event<'counter.rolled'>): ApFight {
  const counter = must(counterOf(fight, event))
  if (!isSuccess(counter.check.level)) return finishTop(missed(fight, counter))
  const next = record(fight, counter, { checks: [counter.check], damage: null, effects: [] })
  return withPending(next, { ...pendingOf(next), attacks: [...pendingOf(next).attacks, counter] })
}

/** A10, AG15: an action that provokes (casting, a potion, standing up) opens the Reaction Attack window. */
export function provokeFor(fight: ApFight, who: string, kind: keyof typeof OTHER_ACTION_LABEL): ApFight {
  const words = { spell: 'casts a spell', potion: 'drinks a potion', stand: 'stands up' } as Partial<Record<string, string>>
  return words[kind] ? provoke(fight, who, words[kind]!) : fight
}
