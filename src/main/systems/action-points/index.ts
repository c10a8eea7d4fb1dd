import type { Campaign } from '@shared/campaign'
import type { RandomSource } from '@shared/dice'
import { whyNotHpDice } from '@shared/combat/hp-change'
import { joinFight } from '@shared/combat/from-campaign'
import {
  actionPointsSystem,
  type ApFightAction,
  type ApFightEvent,
  type ApFightRoll,
  type ApState,
  type CheckRoll,
} from '@shared/systems/action-points'
import { d100Count, type Advantage, type SuccessLevel } from '@shared/systems/action-points/rules'
import type { ApFight } from '@shared/systems/action-points/combat/fight'
import { pendingOf } from '@shared/systems/action-points/combat/pending'
import { damageDiceOf, reactionOf } from '@shared/systems/action-points/combat/plans'
import { actor, attackSituation, of, reactionSituation, skillSituation, unmodifiedSituation } from '@shared/systems/action-points/combat/situation'
import { AP_BLOCK_WORDS, AP_READER } from '@shared/systems/action-points/session/plan'
import type { HostSystem, Refused } from '../host-system'
import { rollHpChange } from '../hp-rolls'

const refused = (reason: string): Refused => ({ refused: reason })
type Roll<T extends ApFightRoll['type']> = Extract<ApFightRoll, { type: T }>

/** Stand-in dice for checking a request before any real die is rolled. */
const STAND_IN = 50

/** A check's d100s (AG3: two with Advantage or Disadvantage), with the GM's level when the campaign enters them (R22). */
function check(dice: RandomSource | null, advantage: Advantage, level: SuccessLevel | null | undefined): CheckRoll {
  return { faces: Array.from({ length: d100Count(advantage) }, () => (dice ? dice.face(100) : STAND_IN)), level: level ?? null }
}

function damageFaces(dice: RandomSource | null, sides: readonly number[]): number[] {
  return sides.map((s) => (dice ? dice.face(s) : 1))
}

/**
 * Builds an event with stand-in dice, asks the rules whether they would refuse it, and only
 * then builds it again with the host's dice: a refused roll leaves the dice as they were.
 */
function checkedRoll(
  state: ApState,
  campaign: Campaign,
  dice: RandomSource,
  build: (dice: RandomSource | null) => ApFightEvent | Refused,
): ApFightEvent | Refused {
  const stand = build(null)
  if ('refused' in stand) return stand
  const reason = actionPointsSystem.whyRefused(state, { kind: 'event', event: stand }, { campaign })
  return reason ? refused(reason) : build(dice)
}

/** The Advantage of an attack as the rules will read it, or a refusal (a weapon or target that is not there). */
function attackAdvantage(fight: ApFight, request: Roll<'attack'>): Advantage | Refused {
  const attacker = of(fight, request.attacker)
  const target = of(fight, request.target)
  const weapon = attacker?.stats.weapons[request.weapon]
  if (!attacker || !target || !weapon) return refused('That attacker, weapon or target is not in this fight.')
  return attackSituation(fight, attacker, weapon, target, {
    advantage: request.advantage,
    bonus: request.bonus,
    gangUp: request.gangUp ?? null,
    disarm: request.disarm ?? null,
  }).advantage
}

/** A15-A20: a reaction's check, then the damage dice of whoever the attack lands on (none when it is turned aside). */
function rollReaction(fight: ApFight, request: Roll<'reaction'>, dice: RandomSource | null): ApFightEvent | Refused {
  const reactor = of(fight, request.who)
  if (!reactor) return refused(`There is no combatant “${request.who}” in this fight.`)
  const base = { type: 'reaction.rolled' as const, who: request.who, kind: request.kind, to: request.to ?? null, allyTo: request.allyTo ?? null }
  const rolled = check(dice, reactionSituation(reactor, request.kind).advantage, request.level)
  const plan = reactionOf(fight, { ...base, check: rolled })
  if ('refused' in plan) return plan
  return { ...base, check: rolled, damageFaces: plan.victim === null ? [] : damageFaces(dice, damageDiceOf(fight, plan.attack)) }
}

function rollFor(fight: ApFight, request: ApFightRoll, dice: RandomSource | null): ApFightEvent | Refused {
  switch (request.type) {
    case 'initiative': {
      const rolls = fight.track.combatants
        .filter((c) => c.status !== 'removed' && !c.stats.initiative)
        .map((c) => ({ who: c.id, face: dice ? dice.face(10) : 5 }))
      return rolls.length ? { type: 'initiative.rolled', rolls } : refused('Everyone has an initiative already.')
    }
    case 'attack': {
      const advantage = attackAdvantage(fight, request)
      if (typeof advantage !== 'number') return advantage
      const { level, ...rest } = request
      return { ...rest, type: 'attack.rolled', gangUp: request.gangUp ?? null, disarm: request.disarm ?? null, check: check(dice, advantage, level) }
    }
    case 'reactionAttack': {
      const who = of(fight, request.who)
      const weapon = who?.stats.weapons[request.weapon]
      if (!who || !weapon) return refused('That combatant or weapon is not in this fight.')
      return {
        type: 'reactionAttack.rolled',
        who: request.who,
        weapon: request.weapon,
        check: check(dice, unmodifiedSituation(who, weapon).advantage, request.level),
      }
    }
    case 'counter': {
      const top = pendingOf(fight).attacks.at(-1)
      const who = of(fight, top?.reaction?.who)
      const weapon = who?.stats.weapons[request.weapon]
      if (!who || !weapon) return refused('No Riposte is waiting for its counterattack.')
      return { type: 'counter.rolled', weapon: request.weapon, check: check(dice, unmodifiedSituation(who, weapon).advantage, request.level) }
    }
    case 'reaction':
      return rollReaction(fight, request, dice)
    case 'land': {
      const top = pendingOf(fight).attacks.at(-1)
      if (!top) return refused('No attack is waiting to land.')
      return { type: 'attack.landed', damageFaces: damageFaces(dice, damageDiceOf(fight, top)) }
    }
    case 'feint':
    case 'grapple':
    case 'shove':
    case 'breakFree':
      return rollOpposed(fight, request, dice)
    case 'tumble': {
      const me = actor(fight)
      if (!me) return refused('It is nobody’s turn.')
      return { type: 'tumble.rolled', target: request.target, check: check(dice, skillSituation(me, 'Agility').advantage, request.level) }
    }
    case 'damage':
    case 'healing':
      return rollHpChange(request, dice ?? { face: () => 1 })
  }
}

/** A23, A25, A27: an opposed special action: the actor's check (at Disadvantage while grappling) and the other side's. */
function rollOpposed(fight: ApFight, request: Roll<'feint' | 'grapple' | 'shove' | 'breakFree'>, dice: RandomSource | null): ApFightEvent | Refused {
  const me = actor(fight)
  if (!me) return refused('It is nobody’s turn.')
  const skill = request.type === 'feint' ? request.skill : 'Athletics'
  const mine = check(dice, skillSituation(me, skill).advantage, request.level)
  const theirs = check(dice, 0, request.againstLevel)
  switch (request.type) {
    case 'feint':
      return { type: 'feint.rolled', target: request.target, skill: request.skill, defense: request.defense, check: mine, against: theirs }
    case 'grapple':
      return { type: 'grapple.rolled', target: request.target, check: mine, against: theirs }
    case 'shove':
      return { type: 'shove.rolled', target: request.target, choice: request.choice, check: mine, against: theirs }
    case 'breakFree':
      return { type: 'breakFree.rolled', check: mine, against: theirs }
  }
}

/** The host's dice for Action points, each roll checked by the rules before its dice are rolled. */
function roll(request: ApFightRoll, state: ApState, campaign: Campaign, dice: RandomSource): ApFightEvent | Refused {
  const fight = state.fight?.snapshot.context
  if (!fight) return refused('No fight is running: start one from an encounter.')
  if (request.type === 'damage' || request.type === 'healing') {
    const problem = whyNotHpDice(request.expression, request.type === 'damage' ? 'damage' : 'heal')
    if (problem) return refused(problem)
  }
  return checkedRoll(state, campaign, dice, (d) => rollFor(fight, request, d))
}

/**
 * Action points' host part: its dice, and combatants read from the campaign (AG28: they join
 * off the map and without an initiative: the GM places them and the host rolls theirs).
 */
export const actionPointsHost = {
  id: actionPointsSystem.id,
  act: (action, state, { campaign }) =>
    action.type === 'combatant.add' ? joinFight(action, state.fight?.snapshot.context, campaign, AP_BLOCK_WORDS, () => AP_READER) : action,
  roll: (request, state, { campaign, dice }) => roll(request, state, campaign, dice),
  writeBack: () => null,
  adopt: () => null,
} satisfies HostSystem<ApState, ApFightEvent, ApFightAction, ApFightRoll>
