import { isCombatCoreEvent, type CombatCoreEvent } from '../../../combat/core-rules'
import { describeTrackerEvent } from '../../../combat/describe'
import { combatantOf } from '../../../combat/roster'
import { fightStepText, type FightInvolvement } from '../../../combat/secrecy'
import { turnEndWords, turnOverWords } from '../../../combat/turn-words'
import type { Actor, StepText, SystemContext } from '../../rule-system'
import { forAll } from '../../step-text'
import { MORALE_LABEL } from '../rules/morale'
import { REACTION_LABEL, reactionOf } from '../rules/reaction'
import { SIDE_LABEL } from '../rules/types'
import type { StrikeRecord, TestRecord, ZonesFight } from '../combat/fight'
import type { ZonesStep } from '../session/apply'
import type { ZonesEvent } from '../session/events'
import type { ZonesState } from '../session/state'

const EDGE_WORDS = { normal: '', advantage: ' with Advantage', disadvantage: ' with Disadvantage' } as const

function names(fight: ZonesFight | undefined) {
  return (id: string | null) => (id ? (fight && combatantOf(fight.track, id)?.name) || id : 'someone')
}

const zoneName = (fight: ZonesFight, id: string) => fight.battlefield.zones.find((z) => z.id === id)?.name ?? id

const dice = (t: { natural: number; dropped: number | null }) => (t.dropped === null ? `${t.natural}` : `${t.natural} (and ${t.dropped})`)

function testLine(fight: ZonesFight, t: TestRecord): string {
  return `${names(fight)(t.who)} Tests ${t.attribute}${EDGE_WORDS[t.edge]} for ${t.what}: ${dice(t)} → ${t.total} vs DR ${t.dr}, ${t.passed ? 'passed' : 'failed'}.`
}

/** One strike for the GM (every number) or the players (the characters' own dice only). */
function strikeLine(fight: ZonesFight, s: StrikeRecord, audience: 'gm' | 'players'): string {
  const name = names(fight)
  const character = s.roller === 'attacker' ? combatantOf(fight.track, s.attacker)?.stats.kind === 'pc' : true
  const roll =
    audience === 'gm' || character
      ? ` (${s.roller === 'defender' ? `${name(s.target)} avoids: ` : ''}${dice(s.test)} → ${s.test.total} vs DR ${s.test.dr})`
      : ''
  const came = s.hit
    ? `${s.roller === 'defender' ? 'it lands' : 'a hit'}${s.doubleDice ? ', a natural 20: the damage dice doubled' : ''}${s.doubleDamage ? ', a natural 1: double damage' : ''}${s.byHand ? ' (damage by hand)' : `, ${s.damage} damage`}`
    : s.roller === 'defender'
      ? 'avoided'
      : 'a miss'
  return `${name(s.attacker)} attacks ${name(s.target)} with ${s.weapon}${roll}: ${came}${s.marked ? `; a usage is marked on ${s.marked}` : ''}.`
}

function strikesText(fight: ZonesFight): StepText {
  const strikes = fight.lastAttack?.strikes ?? []
  return { gm: strikes.map((s) => strikeLine(fight, s, 'gm')).join(' '), players: strikes.map((s) => strikeLine(fight, s, 'players')).join(' ') }
}

/** Zones' words for the tracker's: a Hinderance that ends unnamed is an effect. */
const WORDS = { tempHp: 'temporary HP', aCondition: 'An effect' }

/** The fight's start (and who is surprised) and a turn's end; the turn lines are the GM's, the table follows the turns on screen. */
function describeTurns(event: CombatCoreEvent, before: ZonesFight, after: () => ZonesFight): StepText {
  if (event.type === 'combat.begin')
    return forAll(`The fight begins: round 1${before.surprised ? `; the ${SIDE_LABEL[before.surprised].toLowerCase()} are surprised` : ''}.`)
  return { gm: turnEndWords(before.track, after().track, roundBegins) }
}

const roundBegins = (round: number) => `Round ${round} begins.`

/** How one event of a fight reads, for the GM and (where it differs) the players: the tracker's own events as every combat system words them. */
function describeFightEvent(event: ZonesEvent, before: ZonesFight, after: () => ZonesFight): StepText {
  if (isCombatCoreEvent(event)) return describeTrackerEvent(event, before.track, () => after().track, WORDS) ?? describeTurns(event, before, after)
  const name = names(before)
  const current = name(before.track.current)
  switch (event.type) {
    case 'setup.surprise':
      return forAll(event.side ? `The ${SIDE_LABEL[event.side].toLowerCase()} are surprised: they do not act in round 1.` : 'No side is surprised.')
    case 'setup.order':
      return forAll(`The ${SIDE_LABEL[event.side].toLowerCase()} act in this order: ${event.ids.map(name).join(', ')}.`)
    case 'zone.place':
      return forAll(`${name(event.target)} stands in ${zoneName(before, event.zone)}.`)
    case 'action.spend':
      return forAll(`${current}: ${event.what} (the turn's Action).`)
    case 'turn.disengage':
      return forAll(`${current} disengages: leaving draws no free attack.`)
    case 'morale.choose':
      return forAll(`${name(event.target)} ${MORALE_LABEL[event.choice]}.`)
    case 'initiative.rolled': {
      const next = after()
      const side = event.side === null ? '' : `Side roll ${event.side}: the ${SIDE_LABEL[next.sideRoll!.first].toLowerCase()} begin. `
      const characters = event.characters.map((c) => {
        const who = combatantOf(next.track, c.who)!
        return `${who.name} ${c.face} + ${who.stats.attributes.DEX} = ${c.face + who.stats.attributes.DEX}`
      })
      return forAll(`${side}${characters.length ? `Initiative: ${characters.join(', ')}.` : ''}`.trim())
    }
    case 'move.rolled': {
      const next = after()
      const free = event.freeAttacks.length ? strikesText(next) : null
      const arrived = next.positions[before.track.current!] === event.zone
      const move = arrived
        ? `${current} moves to ${zoneName(before, event.zone)}${event.spend === 'action' ? ', spending the Action on it' : ''}.`
        : `${current} falls before reaching ${zoneName(before, event.zone)}.`
      return free ? { gm: `${free.gm} ${move}`, players: `${free.players} ${move}` } : forAll(move)
    }
    case 'attack.rolled':
      return strikesText(after())
    case 'test.rolled':
    case 'duty.rolled': {
      const next = after()
      const who = combatantOf(next.track, next.lastTest!.who)
      const gm = testLine(next, next.lastTest!)
      const hurt = event.type === 'duty.rolled' && event.damage.length ? ` ${who?.name} takes the hazard's damage, at ${who?.hp} HP.` : ''
      // The last Test of a turn's end ends the turn: the GM's line says who is up (the table follows the turns on screen).
      const over = turnOverWords(before.track, next.track, roundBegins)
      const players =
        who?.stats.kind === 'pc' ? gm + hurt : `${who?.name} makes a Test for ${next.lastTest!.what}: ${next.lastTest!.passed ? 'passed' : 'failed'}.`
      return { gm: [gm + hurt, over].filter(Boolean).join(' '), players }
    }
    case 'reaction.rolled': {
      const creature = before.track.combatants.find((c) => c.source.kind === 'npc' && c.source.id === event.npc)
      // ZG19: the GM's own roll; its outcome shows once the creatures act on it.
      return { gm: `Reaction of ${creature?.name.replace(/ \d+$/, '') ?? event.npc}: ${event.face}, ${REACTION_LABEL[reactionOf(event.face)]}.` }
    }
    case 'morale.rolled': {
      const next = after()
      const lines = (next.lastMorale ?? []).map((m) => `${name(m.who)} ${m.natural} → ${m.total}, ${m.passed ? 'fights on' : 'breaks'}`)
      // ZG20: the GM's own rolls; who breaks shows once they do.
      return { gm: `Morale Tests: ${lines.join('; ')}.` }
    }
    // Told with the session's steps (`describeZones`): neither is a step of a fight.
    case 'party.rest':
    case 'weapons.adopted':
      return { gm: '' }
  }
}

/** How a step of a Zones session reads, before the tracker says whether the players may read it. */
function words(step: ZonesStep, state: ZonesState, after: () => ZonesState): StepText {
  if (step.kind === 'close') return forAll('The fight is put away.')
  if (step.kind === 'start') return forAll('A fight is set up.')
  const fight = state.fight?.snapshot.context
  if (!fight) return { gm: step.event.type }
  return describeFightEvent(step.event, fight, () => after().fight!.snapshot.context)
}

/**
 * How a step of a Zones session reads in the log. A rest is the table's; the GM's usage marks
 * are the GM's. The players read a fight's step only when the tracker allows it
 * (`tableMayRead`): never in an encounter they have not been shown, about a hidden combatant,
 * a secret condition or a secret zone's hazard.
 */
export function describeZones(step: ZonesStep, state: ZonesState, context: SystemContext, after: () => ZonesState): StepText {
  if (step.kind === 'event' && step.event.type === 'party.rest') return forAll('The party rests: every PC back to full HP.')
  if (step.kind === 'event' && step.event.type === 'weapons.adopted') {
    const { event } = step
    const pc = context.campaign?.characters.find((c) => c.id === event.pc)?.name ?? event.pc
    return { gm: `The GM sets ${pc}'s usage marks: ${event.weapons.map((w) => `${w.name} ${w.usages}`).join(', ') || 'no weapons'}.` }
  }
  return fightStepText(words(step, state, after), step, state, after, context.campaign, involved)
}

/** The combatants an event names (the current one for its own steps), the conditions it concerns, and whether a secret zone's hazard is in it. */
function involved(event: ZonesEvent, fight: ZonesFight): FightInvolvement {
  const ids: string[] = []
  for (const key of ['target', 'who', 'source'] as const) {
    const value = (event as Record<string, unknown>)[key]
    if (typeof value === 'string') ids.push(value)
  }
  if (event.type === 'attack.rolled') ids.push(event.strike.attacker, event.strike.target)
  if (event.type === 'move.rolled') ids.push(...event.freeAttacks.map((s) => s.attacker))
  if (event.type === 'initiative.rolled') ids.push(...event.characters.map((c) => c.who))
  if (event.type === 'setup.order') ids.push(...event.ids)
  if (['move.rolled', 'action.spend', 'turn.disengage'].includes(event.type) && fight.track.current) ids.push(fight.track.current)
  const duty = event.type === 'duty.rolled' ? fight.track.duties[0] : undefined
  if (duty) ids.push(duty.who)
  // A Test to shake off a condition, or a duty for one, tells of it.
  const conditions = [
    ...(event.type === 'test.rolled' && event.condition !== null ? [{ of: event.who, id: event.condition }] : []),
    ...(duty && duty.kind !== 'hazard' ? [{ of: duty.who, id: duty.condition }] : []),
  ]
  const secretHazard = duty?.kind === 'hazard' && (fight.battlefield.zones.find((z) => z.id === fight.positions[duty.who])?.secret ?? false)
  return { combatants: ids, conditions, secret: secretHazard }
}

/** Who acted: the dice are the console's; the rest the GM's. */
export function zonesActor(event: ZonesEvent): Actor {
  return event.type.endsWith('.rolled') ? 'console' : 'gm'
}

type Rolled = Extract<ZonesEvent, { type: `${string}.rolled` }>
const isRolled = (event: ZonesEvent): event is Rolled => event.type.endsWith('.rolled')

/** The faces an event rolled, for exports. */
export function zonesDice(event: ZonesEvent): readonly number[] | null {
  if (!isRolled(event)) return null
  switch (event.type) {
    case 'initiative.rolled':
      return [...(event.side === null ? [] : [event.side]), ...event.characters.map((c) => c.face)]
    case 'move.rolled':
      return event.freeAttacks.flatMap((s) => [...s.faces, ...s.damage.flat()])
    case 'attack.rolled':
      return [...event.strike.faces, ...event.strike.damage.flat()]
    case 'test.rolled':
      return event.faces
    case 'duty.rolled':
      return [...event.faces, ...event.damage]
    case 'reaction.rolled':
      return [event.face]
    case 'morale.rolled':
      return event.tests.flatMap((t) => t.faces)
    case 'damage.rolled':
    case 'healing.rolled':
      return event.faces
  }
}
