import { combatantOf } from '../../../combat/roster'
import type { StepText } from '../../rule-system'
import { forAll } from '../../step-text'
import { SPIRIT_BENEFIT_LABEL } from '../rules/fight-in-spirit'
import { PROVOCATION_WORDS } from '../rules/opportunity'
import { DISTANCE_LABEL, moveWords } from '../rules/positions'
import type { EscalationFight } from '../combat/fight'
import { movePrice } from '../combat/position-rules'
import { positionOf } from '../combat/stats'
import type { EscalationEvent } from '../session/events'

type PositionStep = Extract<
  EscalationEvent,
  {
    type:
      | 'position.place'
      | 'position.move'
      | 'position.popOff'
      | 'intercept'
      | 'opportunity.decline'
      | 'diceyMove.rolled'
      | 'combatant.outOfFight'
      | 'spirit.fight'
  }
>

/** "Sand Raider 1", "Sand Raider 1 and Sand Raider 2", "A, B and C". */
function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

const actions = (n: number) => (n === 0 ? 'the Disengage’s move' : `${n} Move action${n === 1 ? '' : 's'}`)

/** What the fight now offers after a provocation, in words. */
function offered(after: EscalationFight, name: (id: string) => string): string {
  const offer = after.opportunity
  if (!offer) return ''
  return ` ${list(offer.from.map(name))} may take an Opportunity Attack (${PROVOCATION_WORDS[offer.cause]}).`
}

/**
 * How a step of positions (E34-E42) reads in the log. The players' line is the GM's except for
 * a Dicey Move, whose Difficulty stays with the GM; a line naming a hidden combatant is the
 * GM's alone (the tracker's `tableMayRead`).
 */
export function describePositionEvent(event: PositionStep, before: EscalationFight, after: () => EscalationFight): StepText {
  const name = (id: string) => combatantOf(before.track, id)?.name ?? id
  switch (event.type) {
    case 'position.place': {
      const where = DISTANCE_LABEL[event.distance]
      const engaged = event.engagedWith.length ? `engaged with ${list(event.engagedWith.map(name))}` : 'free'
      return forAll(`${name(event.who)} is placed ${where === 'Far' ? 'Far from the fight' : where}, ${engaged}.`)
    }
    case 'position.move': {
      const who = combatantOf(before.track, event.who)!
      const price = movePrice(who, event.to, event.enemy === null ? undefined : combatantOf(before.track, event.enemy))
      const left = positionOf(who.stats).engaged.filter((id) => id !== event.enemy)
      const leaving = left.length ? `, leaving ${list(left.map(name))} without Disengaging` : ''
      const paid = 'pay' in price ? ` (${actions(price.pay)})` : ''
      return forAll(`${who.name} ${moveWords(event.to, event.enemy && name(event.enemy))}${paid}${leaving}.${offered(after(), name)}`)
    }
    case 'position.popOff':
      return forAll(`${name(event.who)} pops off ${list(event.from.map(name))} without a Disengage check.`)
    case 'intercept': {
      const ally = before.interceptable ? name(before.interceptable.target) : 'an ally'
      return forAll(
        `${name(event.who)} intercepts ${name(event.mover)}, which was engaging ${ally}: ${name(event.mover)} is engaged with ${name(event.who)} instead.`,
      )
    }
    case 'opportunity.decline': {
      const provoker = before.opportunity ? name(before.opportunity.provoker) : 'the provoker'
      return forAll(
        event.who === null
          ? `The Opportunity Attacks on ${provoker} are let go.`
          : `${name(event.who)} lets the Opportunity Attack on ${provoker} go.`,
      )
    }
    case 'diceyMove.rolled': {
      const save = after().lastSave!
      const outcome = save.success ? 'success' : 'failure'
      return {
        gm: `${name(event.who)} makes a Dicey Move (${event.what}): ${save.natural} vs Difficulty ${event.difficulty}, ${outcome}.`,
        players: `${name(event.who)} makes a Dicey Move (${event.what}): ${outcome}.`,
      }
    }
    case 'combatant.outOfFight':
      return forAll(
        event.on
          ? `${name(event.target)} is out of the fight for good, and Fights in Spirit on their turns.`
          : `${name(event.target)} is back in the fight.`,
      )
    case 'spirit.fight':
      return forAll(
        `${name(event.who)} fights in spirit for ${name(event.ally)}: ${SPIRIT_BENEFIT_LABEL[event.benefit]} until the start of ${name(event.who)}'s next turn (“${event.reason}”).`,
      )
  }
}
