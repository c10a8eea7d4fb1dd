import { rollDice, type RandomSource } from '@shared/dice'
import { combatantOf } from '@shared/combat/roster'
import { zonesSystem, type ZonesEvent, type ZonesRoll, type ZonesState } from '@shared/systems/zones'
import { dutyTest } from '@shared/systems/zones/combat/duty'
import type { StrikeRoll } from '@shared/systems/zones/combat/events'
import type { ZonesFight } from '@shared/systems/zones/combat/fight'
import { freeAttacksOn } from '@shared/systems/zones/combat/place'
import { damageDiceOf, freeAttackWeapon, planStrike, strikeDice, strikeTest, testEdge, type StrikePlan } from '@shared/systems/zones/combat/strike'
import { attackOutcome } from '@shared/systems/zones/rules/attack'
import { d20sFor, resolveTest } from '@shared/systems/zones/rules/test'
import type { Campaign } from '@shared/campaign'
import type { Refused } from '../host-system'
import { rollHpChange } from '../hp-rolls'

const refused = (reason: string): Refused => ({ refused: reason })

/** Dice that stand in for the real ones while the rules check a roll before any die is cast. */
const STAND_IN: RandomSource = { face: (sides) => Math.min(10, sides) }

const d20s = (dice: RandomSource, count: number) => Array.from({ length: count }, () => dice.face(20))

/** One attack's dice: the Test's d20s, then the damage dice only when it lands. */
function rollStrike(plan: StrikePlan, request: Omit<StrikeRoll, 'faces' | 'damage'>, dice: RandomSource): StrikeRoll {
  const need = strikeDice(plan)
  const faces = d20s(dice, need.d20s)
  const test = strikeTest(plan, faces)
  const hit =
    test.ok &&
    attackOutcome({
      roller: plan.roller,
      natural: test.value.natural,
      passed: test.value.passed,
      attackerIsCharacter: plan.attacker.stats.kind === 'pc',
    }).hit
  return { ...request, faces, damage: hit ? need.damage.map((sides) => sides.map((s) => dice.face(s))) : [] }
}

/** The free attacks `who` leaving draws (Z22), each with the attacker's first melee weapon (ZR9). */
function rollFreeAttacks(fight: ZonesFight, who: string, dice: RandomSource): StrikeRoll[] | Refused {
  const rolls: StrikeRoll[] = []
  for (const attacker of freeAttacksOn(fight, who)) {
    const request = { attacker, target: who, weapon: freeAttackWeapon(combatantOf(fight.track, attacker)!), offhand: null, edge: 'normal' as const }
    const plan = planStrike(fight, request)
    if ('refused' in plan) return refused(plan.refused)
    rolls.push(rollStrike(plan, request, dice))
  }
  return rolls
}

/** The event a roll makes with these dice, or why not. */
function made(request: ZonesRoll, fight: ZonesFight, dice: RandomSource): ZonesEvent | Refused {
  const current = fight.track.current
  switch (request.type) {
    case 'initiative': {
      const side = fight.sideRoll ? null : dice.face(6)
      const waiting = fight.track.combatants.filter((c) => c.side === 'players' && c.status !== 'removed' && c.stats.initiative === null)
      return { type: 'initiative.rolled', side, characters: waiting.map((c) => ({ who: c.id, face: dice.face(6) })) }
    }
    case 'move': {
      if (!current) return refused('It is nobody’s turn.')
      const freeAttacks = rollFreeAttacks(fight, current, dice)
      return 'refused' in freeAttacks ? freeAttacks : { type: 'move.rolled', zone: request.zone, spend: request.spend, freeAttacks }
    }
    case 'attack': {
      if (!current) return refused('It is nobody’s turn.')
      const strike = { attacker: current, target: request.target, weapon: request.weapon, offhand: request.offhand, edge: request.edge }
      const plan = planStrike(fight, strike)
      return 'refused' in plan ? refused(plan.refused) : { type: 'attack.rolled', strike: rollStrike(plan, strike, dice) }
    }
    case 'test': {
      const who = combatantOf(fight.track, request.who)
      if (!who) return refused(`There is no combatant “${request.who}” in this fight.`)
      const { type: _, ...asked } = request
      return { type: 'test.rolled', ...asked, faces: d20s(dice, d20sFor(testEdge(who, request.edge))) }
    }
    case 'duty': {
      const test = dutyTest(fight)
      if ('refused' in test) return refused(test.refused)
      const faces = d20s(dice, d20sFor(test.edge))
      const rolled = resolveTest({ faces, attribute: test.bonus, edge: test.edge, dr: test.dr })
      const failed = rolled.ok && !rolled.value.passed && damageDiceOf(test.damage) !== null
      return { type: 'duty.rolled', faces, damage: failed ? rollDice(damageDiceOf(test.damage)!, dice).faces : [] }
    }
    case 'reaction':
      return { type: 'reaction.rolled', npc: request.npc, face: dice.face(10) }
    case 'morale':
      return {
        type: 'morale.rolled',
        tests: request.who.map((id) => {
          const who = combatantOf(fight.track, id)
          return { who: id, faces: d20s(dice, who ? d20sFor(testEdge(who)) : 1) }
        }),
      }
    case 'damage':
    case 'healing':
      return rollHpChange(request, dice)
  }
}

/**
 * The host's dice for Zones: the side roll and initiative, moves with their free attacks,
 * attacks, Tests, duties, reactions and morale. The same roll is first made with stand-in
 * dice and checked by the rules, so a refused roll leaves the host's dice as they were.
 */
export function rollZones(request: ZonesRoll, state: ZonesState, campaign: Campaign, dice: RandomSource): ZonesEvent | Refused {
  const fight = state.fight?.snapshot.context
  if (!fight) return refused('No fight is running: start one from an encounter.')
  const check = made(request, fight, STAND_IN)
  if ('refused' in check) return check
  const reason = zonesSystem.whyRefused(state, { kind: 'event', event: check }, { campaign })
  if (reason) return refused(reason)
  return made(request, fight, dice)
}
