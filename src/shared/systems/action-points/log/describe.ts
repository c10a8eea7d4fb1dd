import { isCombatCoreEvent, type CombatCoreEvent } from '../../../combat/core-rules'
import { describeTrackerEvent } from '../../../combat/describe'
import { fightStepText, type FightInvolvement } from '../../../combat/secrecy'
import type { Actor, StepText, SystemContext } from '../../rule-system'
import { forAll } from '../../step-text'
import { OTHER_ACTION_LABEL } from '../rules/costs'
import { LEVEL_LABEL, REACTION_LABEL, RESOURCE_LABEL } from '../rules/types'
import { hexKey } from '../rules/hex'
import { actingNow, type ApFight, type CheckRecord, type ResultRecord } from '../combat/fight'
import type { ApFightEvent } from '../combat/events'
import type { ApStep } from '../session/apply'
import type { ApState } from '../session/state'
import { fighterOf } from '../combat/lookup'

function names(fight: ApFight | undefined) {
  return (id: string | null | undefined) => (id ? (fight && fighterOf(fight.track, id)?.name) || id : 'someone')
}

const isPc = (fight: ApFight, id: string) => fighterOf(fight.track, id)?.side === 'players'

/** A check for the GM: the dice, the skill, the level. */
function checkWords(fight: ApFight, c: CheckRecord): string {
  const dice = c.faces.length > 1 ? `${c.faces.join(' and ')} (${c.advantage > 0 ? 'Advantage' : 'Disadvantage'}, ${c.roll} counts)` : `${c.roll}`
  return `${names(fight)(c.who)}'s ${c.what}: ${dice} against ${c.skill}, ${LEVEL_LABEL[c.level]}${c.entered ? ' (as the GM entered it)' : ''}`
}

/** A check for the players: a PC's dice and level; an enemy's level only. */
function checkForPlayers(fight: ApFight, c: CheckRecord): string {
  const who = names(fight)(c.who)
  const what = isPc(fight, c.who) ? c.what : c.what.replace(/ with .*$/, '')
  return isPc(fight, c.who) ? `${who}'s ${what}: ${c.roll} against ${c.skill}, ${LEVEL_LABEL[c.level]}` : `${who}'s ${what}: ${LEVEL_LABEL[c.level]}`
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The outcome of a roll for the GM and the players, from the fight after it: its checks (from
 * `from`: a reaction's line leaves out the attack's check, told when it was rolled), the
 * damage and what else came of it.
 */
function resultLines(after: ApFight, extra = '', from = 0): StepText {
  const result: ResultRecord | null = after.lastResult
  if (!result) return forAll(`${extra || 'Nothing is rolled'}.`)
  const name = names(after)
  const damage = result.damage
    ? `${name(result.damage.target)} takes ${result.damage.amount} damage${result.damage.multiplier > 1 ? ` (×${result.damage.multiplier})` : ''}`
    : ''
  const tail = [damage, ...result.effects].filter(Boolean).map(sentence).join('. ')
  const checks = result.checks.slice(from)
  const join = (lines: string[]) => `${[extra, ...lines, tail].filter(Boolean).join('. ')}.`
  return { gm: join(checks.map((c) => checkWords(after, c))), players: join(checks.map((c) => checkForPlayers(after, c))) }
}

/** A32, A33: the fight's start and the turns' changes, with the round each begins; the turn lines are the GM's, the table follows the turns on screen. */
function describeTurns(event: CombatCoreEvent, before: ApFight, after: () => ApFight): StepText {
  const next = after()
  if (event.type === 'combat.begin') return forAll(next.track.surprise ? 'The fight begins with the Surprise Round.' : 'The fight begins: round 1.')
  const round = next.track.round !== before.track.round ? `Round ${next.track.round} begins. ` : ''
  const ender = actingNow(before)
  const fp = (fight: ApFight) => fighterOf(fight.track, ender)?.stats.resources.fp ?? 0
  // A42: the FP lost at the turn's end (none after Flow State) is worth a line of the log.
  const decay = event.type === 'turn.next' && fp(next) < fp(before) ? ` (FP ${fp(before)} → ${fp(next)}, A42)` : ''
  return {
    gm: `${names(before)(ender)} ends their turn${decay}. ${round}${next.track.current ? `${names(next)(next.track.current)}'s turn.` : ''}`.trim(),
  }
}

/** How one event of a fight reads, for the GM and (where it differs) the players. */
function describeFightEvent(event: ApFightEvent, before: ApFight, after: () => ApFight): StepText {
  if (isCombatCoreEvent(event)) return describeTrackerEvent(event, before.track, () => after().track) ?? describeTurns(event, before, after)
  const name = names(before)
  const actor = name(actingNow(before))
  switch (event.type) {
    case 'setup.surprise':
      return forAll(
        event.surprised ? `Surprise: the ${event.surprised === 'players' ? 'PCs are' : 'enemies are'} caught unaware (A33).` : 'Nobody is surprised.',
      )
    case 'initiative.order':
      return forAll(`The GM orders the tied initiatives: ${event.order.map(name).join(', ')}.`)
    case 'grid.set':
      return forAll(event.on ? 'The hex map is on.' : 'The hex map is off: theatre of the mind.')
    case 'token.place':
      // The GM's setting of the map, as a GM's resource adjustment below: the table sees the tokens.
      return { gm: `${name(event.target)} is placed at ${hexKey(event.at)}.` }
    case 'resource.adjust':
      return {
        gm: `${name(event.target)} ${event.amount > 0 ? 'gains' : 'loses'} ${Math.abs(event.amount)} ${RESOURCE_LABEL[event.resource]}: ${event.reason}.`,
      }
    case 'initiative.rolled': {
      const next = after()
      const score = (id: string) => fighterOf(next.track, id)?.stats.initiative?.score
      return forAll(`Initiative (A32): ${event.rolls.map((r) => `${name(r.who)} ${r.face} → ${score(r.who)}`).join(', ')}.`)
    }
    case 'action.move': {
      const next = after()
      const at = fighterOf(next.track, actingNow(before) ?? '')?.stats.position
      const paused = next.pending?.move ? ', and stops where enemies may strike' : ''
      return forAll(`${actor} moves (1 AP)${at && before.grid.on ? ` to ${hexKey(at)}` : ''}${paused}.`)
    }
    case 'action.step':
      return forAll(`${actor} takes a Step (1 AP)${event.to ? ` to ${hexKey(event.to)}` : ''}.`)
    case 'action.take': {
      // The console fills in the action's own name when the GM says nothing more: "Stand up", not "Stand up, Stand up".
      const label = OTHER_ACTION_LABEL[event.kind]
      const more = event.what.trim() && event.what.trim().toLowerCase() !== label.toLowerCase() ? `, ${event.what.trim()}` : ''
      return forAll(`${actor}: ${label}${more}.`)
    }
    case 'action.draw':
      return forAll(`${actor} draws ${fighterOf(before.track, actingNow(before) ?? '')?.stats.weapons[event.weapon]?.name ?? 'an item'} (1 AP).`)
    case 'action.sheathe':
      return forAll(`${actor} stows ${fighterOf(before.track, actingNow(before) ?? '')?.stats.weapons[event.weapon]?.name ?? 'an item'} (1 AP).`)
    case 'action.flowState':
      return forAll(`${actor} enters a Flow State (1 AP): no FP lost at the end of this turn.`)
    case 'action.totalDefense':
      return forAll(`${actor} takes Total Defense (3 AP): +1 RP and Advantage on reactions until their next turn.`)
    case 'turn.ready':
      return { gm: `${actor} readies ${event.what} (${event.cost} AP) for when ${event.trigger}.`, players: `${actor} readies an action.` }
    case 'ready.fire':
      return forAll(`${name(event.who)}'s readied action fires.`)
    case 'ready.done':
      return forAll(`${name(before.interjection?.who)}'s readied action is done.`)
    case 'ready.cancel':
      return forAll(`${name(event.who)} calls off the readied action.`)
    case 'reaction.pass':
      return forAll(`No more Reaction Attacks against ${name(before.pending?.provoked?.by)}.`)
    case 'grapple.keep':
      return forAll(`${actor} keeps up the grapple (2 AP).`)
    case 'grapple.release':
      return forAll(`${actor} lets go of the grapple.`)
    case 'attack.rolled':
      return resultLines(
        after(),
        event.disarm ? `${name(event.attacker)} tries to Disarm ${name(event.target)}` : `${name(event.attacker)} attacks ${name(event.target)}`,
      )
    case 'reactionAttack.rolled':
      return resultLines(after(), `${name(event.who)} makes a Reaction Attack on ${name(before.pending?.provoked?.by)}`)
    case 'reaction.rolled':
      return resultLines(after(), `${name(event.who)} reacts: ${REACTION_LABEL[event.kind]}`, 1)
    case 'attack.landed':
      return resultLines(after(), 'No reaction: the attack lands', 1)
    case 'counter.rolled':
      return resultLines(after(), 'The Riposte strikes back')
    case 'feint.rolled':
    case 'grapple.rolled':
    case 'shove.rolled':
    case 'breakFree.rolled':
    case 'tumble.rolled':
      return resultLines(after())
  }
}

/** How a step of an Action-points session reads, before the tracker says whether the players may read it. */
function words(step: ApStep, state: ApState, after: () => ApState): StepText {
  const fight = state.fight?.snapshot.context
  if (step.kind === 'close') return forAll('The fight is put away.')
  if (step.kind === 'start') return forAll('A fight is set up.')
  if (!fight) return { gm: step.event.type }
  return describeFightEvent(step.event, fight, () => after().fight!.snapshot.context)
}

/**
 * How a step of an Action-points session reads in the log. The players read it only when the
 * tracker allows it (`tableMayRead`): never in an encounter they have not been shown, nor one
 * naming a hidden combatant (the acting one included), nor a secret condition.
 */
export function describeActionPoints(step: ApStep, state: ApState, context: SystemContext, after: () => ApState): StepText {
  return fightStepText(words(step, state, after), step, state, after, context.campaign, involved)
}

/** The combatants an event names: the acting one, whoever a pending attack or a readied action concerns. */
function involved(event: ApFightEvent, fight: ApFight): FightInvolvement {
  const ids: (string | null)[] = [actingNow(fight)]
  for (const key of ['target', 'who', 'attacker', 'source'] as const) {
    const value = (event as Record<string, unknown>)[key]
    if (typeof value === 'string') ids.push(value)
  }
  if (event.type === 'initiative.rolled') ids.push(...event.rolls.map((r) => r.who))
  if (event.type === 'initiative.order') ids.push(...event.order)
  const p = fight.pending
  if (p) ids.push(...p.attacks.flatMap((a) => [a.attacker, a.target]), ...(p.provoked ? [p.provoked.by] : []))
  if (fight.interjection) ids.push(fight.interjection.who)
  return { combatants: ids }
}

/** Who acted: the dice are the console's; the rest the GM's. */
export function actionPointsActor(event: ApFightEvent): Actor {
  return event.type.endsWith('.rolled') || event.type === 'attack.landed' ? 'console' : 'gm'
}

const ROLLED: ReadonlySet<string> = new Set([
  'initiative.rolled',
  'attack.rolled',
  'reactionAttack.rolled',
  'counter.rolled',
  'tumble.rolled',
  'reaction.rolled',
  'attack.landed',
  'feint.rolled',
  'grapple.rolled',
  'shove.rolled',
  'breakFree.rolled',
  'damage.rolled',
  'healing.rolled',
])
type Rolled = Extract<ApFightEvent, { type: `${string}.rolled` | 'attack.landed' }>
const isRolled = (event: ApFightEvent): event is Rolled => ROLLED.has(event.type)

/** The faces an event rolled, for exports. */
export function actionPointsDice(event: ApFightEvent): readonly number[] | null {
  if (!isRolled(event)) return null
  switch (event.type) {
    case 'initiative.rolled':
      return event.rolls.map((r) => r.face)
    case 'attack.rolled':
    case 'reactionAttack.rolled':
    case 'counter.rolled':
    case 'tumble.rolled':
      return event.check.faces
    case 'reaction.rolled':
      return [...event.check.faces, ...event.damageFaces]
    case 'attack.landed':
      return event.damageFaces
    case 'feint.rolled':
    case 'grapple.rolled':
    case 'shove.rolled':
    case 'breakFree.rolled':
      return [...event.check.faces, ...event.against.faces]
    case 'damage.rolled':
    case 'healing.rolled':
      return event.faces
  }
}
