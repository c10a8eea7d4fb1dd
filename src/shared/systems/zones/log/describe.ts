import { isCombatCoreEvent, type CombatCoreEvent } from '../../../combat/core-rules'
import { describeTrackerEvent } from '../../../combat/describe'
import { combatantOf } from '../../../combat/roster'
import type { Actor, StepText, SystemContext, Visibility } from '../../rule-system'
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

/** The fight's start (and who is surprised) and a turn's end. */
function describeTurns(event: CombatCoreEvent, before: ZonesFight, after: () => ZonesFight): StepText {
  if (event.type === 'combat.begin')
    return { gm: `The fight begins: round 1${before.surprised ? `; the ${SIDE_LABEL[before.surprised].toLowerCase()} are surprised` : ''}.` }
  const next = after()
  const round = next.track.round !== before.track.round ? `Round ${next.track.round} begins. ` : ''
  return {
    gm: `${names(before)(before.track.current)} ends their turn. ${round}${next.track.current ? `${names(next)(next.track.current)}'s turn.` : ''}`.trim(),
  }
}

/** How one event of a fight reads, for the GM and (where it differs) the players: the tracker's own events as every combat system words them. */
function describeFightEvent(event: ZonesEvent, before: ZonesFight, after: () => ZonesFight): StepText {
  if (isCombatCoreEvent(event)) return describeTrackerEvent(event, before.track, () => after().track, WORDS) ?? describeTurns(event, before, after)
  const name = names(before)
  const current = name(before.track.current)
  switch (event.type) {
    case 'setup.surprise':
      return { gm: event.side ? `The ${SIDE_LABEL[event.side].toLowerCase()} are surprised: they do not act in round 1.` : 'No side is surprised.' }
    case 'setup.order':
      return { gm: `The ${SIDE_LABEL[event.side].toLowerCase()} act in this order: ${event.ids.map(name).join(', ')}.` }
    case 'zone.place':
      return { gm: `${name(event.target)} stands in ${zoneName(before, event.zone)}.` }
    case 'action.spend':
      return { gm: `${current}: ${event.what} (the turn's Action).` }
    case 'turn.disengage':
      return { gm: `${current} disengages: leaving draws no free attack.` }
    case 'morale.choose':
      return { gm: `${name(event.target)} ${MORALE_LABEL[event.choice]}.` }
    case 'initiative.rolled': {
      const next = after()
      const side = event.side === null ? '' : `Side roll ${event.side}: the ${SIDE_LABEL[next.sideRoll!.first].toLowerCase()} begin. `
      const characters = event.characters.map((c) => {
        const who = combatantOf(next.track, c.who)!
        return `${who.name} ${c.face} + ${who.stats.attributes.DEX} = ${c.face + who.stats.attributes.DEX}`
      })
      return { gm: `${side}${characters.length ? `Initiative: ${characters.join(', ')}.` : ''}`.trim() }
    }
    case 'move.rolled': {
      const next = after()
      const free = event.freeAttacks.length ? strikesText(next) : null
      const arrived = next.positions[before.track.current!] === event.zone
      const move = arrived
        ? `${current} moves to ${zoneName(before, event.zone)}${event.spend === 'action' ? ', spending the Action on it' : ''}.`
        : `${current} falls before reaching ${zoneName(before, event.zone)}.`
      return free ? { gm: `${free.gm} ${move}`, players: `${free.players} ${move}` } : { gm: move }
    }
    case 'attack.rolled':
      return strikesText(after())
    case 'test.rolled':
    case 'duty.rolled': {
      const next = after()
      const who = combatantOf(next.track, next.lastTest!.who)
      const gm = testLine(next, next.lastTest!)
      const hurt = event.type === 'duty.rolled' && event.damage.length ? ` ${who?.name} takes the hazard's damage, at ${who?.hp} HP.` : ''
      return who?.stats.kind === 'pc'
        ? { gm: gm + hurt }
        : { gm: gm + hurt, players: `${who?.name} makes a Test for ${next.lastTest!.what}: ${next.lastTest!.passed ? 'passed' : 'failed'}.` }
    }
    case 'reaction.rolled': {
      const creature = before.track.combatants.find((c) => c.source.kind === 'npc' && c.source.id === event.npc)
      return { gm: `Reaction of ${creature?.name.replace(/ \d+$/, '') ?? event.npc}: ${event.face}, ${REACTION_LABEL[reactionOf(event.face)]}.` }
    }
    case 'morale.rolled': {
      const next = after()
      const lines = (next.lastMorale ?? []).map((m) => `${name(m.who)} ${m.natural} → ${m.total}, ${m.passed ? 'fights on' : 'breaks'}`)
      return { gm: `Morale Tests: ${lines.join('; ')}.` }
    }
    case 'party.rest':
    case 'weapons.adopted':
      return { gm: '' }
  }
}

/** How a step of a Zones session reads in the log. */
export function describeZones(step: ZonesStep, state: ZonesState, context: SystemContext, after: () => ZonesState): StepText {
  if (step.kind === 'close') return { gm: 'The fight is put away.' }
  if (step.kind === 'start') return { gm: 'A fight is set up.' }
  const { event } = step
  if (event.type === 'party.rest') return { gm: 'The party rests: every PC back to full HP.' }
  if (event.type === 'weapons.adopted') {
    const pc = context.campaign?.characters.find((c) => c.id === event.pc)?.name ?? event.pc
    return { gm: `The GM sets ${pc}'s usage marks: ${event.weapons.map((w) => `${w.name} ${w.usages}`).join(', ') || 'no weapons'}.` }
  }
  const fight = state.fight?.snapshot.context
  if (!fight) return { gm: event.type }
  return describeFightEvent(event, fight, () => after().fight!.snapshot.context)
}

/** The combatants an event names. */
function involved(event: ZonesEvent, fight: ZonesFight): string[] {
  const ids: string[] = []
  for (const key of ['target', 'who', 'source'] as const) {
    const value = (event as Record<string, unknown>)[key]
    if (typeof value === 'string') ids.push(value)
  }
  if (event.type === 'attack.rolled') ids.push(event.strike.attacker, event.strike.target)
  if (event.type === 'move.rolled') ids.push(...event.freeAttacks.map((s) => s.attacker))
  if (event.type === 'initiative.rolled') ids.push(...event.characters.map((c) => c.who))
  if (event.type === 'setup.order') ids.push(...event.ids)
  if (event.type === 'duty.rolled' && fight.track.duties[0]) ids.push(fight.track.duties[0].who)
  if (['move.rolled', 'action.spend', 'turn.disengage'].includes(event.type) && fight.track.current) ids.push(fight.track.current)
  return ids
}

/** Whether a Test is about something the players were not shown: a secret condition or a zone's secret hazard. */
function secretTest(event: ZonesEvent, fight: ZonesFight): boolean {
  if (event.type === 'test.rolled' && event.condition !== null)
    return combatantOf(fight.track, event.who)?.conditions.find((c) => c.id === event.condition)?.secret ?? false
  if (event.type !== 'duty.rolled') return false
  const duty = fight.track.duties[0]
  if (!duty) return false
  if (duty.kind === 'hazard') return fight.battlefield.zones.find((z) => z.id === fight.positions[duty.who])?.secret ?? false
  return combatantOf(fight.track, duty.who)?.conditions.find((c) => c.id === duty.condition)?.secret ?? false
}

/** Entries the players never read: the GM's own rolls (reactions, morale) and the turn lines that may name a hidden combatant. */
const GM_ONLY = new Set(['reaction.rolled', 'morale.rolled', 'turn.next', 'turn.previous'])

/**
 * Whether players may read an entry: never about a fight in an encounter they have not been
 * shown, nor about a hidden combatant, a secret condition or zone, nor the GM's reaction and
 * morale rolls (their outcomes show once they do, ZG19, ZG20); rests are theirs.
 */
export function zonesVisibility(step: ZonesStep, state: ZonesState, context: SystemContext): Visibility {
  if (step.kind === 'event' && step.event.type === 'party.rest') return 'public'
  if (step.kind === 'event' && step.event.type === 'weapons.adopted') return 'private'
  const encounterId = step.kind === 'start' ? step.run.item : state.fight?.snapshot.context.encounterId
  const encounter = context.campaign?.encounters.find((e) => e.id === encounterId)
  if (!encounter?.revealed) return 'private'
  if (step.kind !== 'event') return 'public'
  const fight = state.fight?.snapshot.context
  if (!fight) return 'private'
  const { event } = step
  if (GM_ONLY.has(event.type)) return 'private'
  if (event.type === 'condition.add' && event.condition.secret) return 'private'
  if (event.type === 'condition.remove' && combatantOf(fight.track, event.target)?.conditions.find((c) => c.id === event.condition)?.secret)
    return 'private'
  if (event.type === 'combatant.joined') return event.combatants.every((c) => !c.hidden) ? 'public' : 'private'
  // Hiding a combatant names it just as the table should stop hearing of it.
  if (event.type === 'combatant.hide') return 'private'
  if (secretTest(event, fight)) return 'private'
  return involved(event, fight).some((id) => combatantOf(fight.track, id)?.hidden) ? 'private' : 'public'
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
