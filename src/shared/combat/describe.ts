import type { StepText } from '../systems/rule-system'
import { forAll } from '../systems/step-text'
import type { CombatCoreEvent } from './core-rules'
import { combatantOf } from './roster'
import { asSentence } from './sentence'
import type { CombatTrack } from './types'

/** A system's own words for what the tracker says ("temporary HP"; "An effect" for a condition gone unnamed). */
export interface TrackerWords {
  tempHp: string
  aCondition: string
}

const WORDS: TrackerWords = { tempHp: 'temporary hit points', aCondition: 'A condition' }

/**
 * How the tracker's own events read in the log, the same in every combat system: hit points,
 * conditions, who is in the fight and who the table sees, the fight's end. The turn events
 * (`combat.begin`, `turn.next`) are each system's to word, since what they bring differs;
 * for those this gives null. The players have a line for what the table follows (hit points,
 * public conditions, who joins and leaves, the fight's end); going back a turn, a secret
 * condition, hiding and revealing are the GM's. Whether the players may read a line given
 * them is the tracker's to say, from the fight as it stands (`tableMayRead`).
 */
export function describeTrackerEvent<S>(
  event: CombatCoreEvent,
  before: CombatTrack<S>,
  after: () => CombatTrack<S>,
  words: TrackerWords = WORDS,
): StepText | null {
  const name = (id: string | null) => (id ? combatantOf(before, id)?.name || id : 'someone')
  switch (event.type) {
    case 'combat.begin':
    case 'turn.next':
      return null
    case 'turn.previous':
      return { gm: `Back to ${name(before.acted.at(-1) ?? null)}'s turn.` }
    case 'combatant.damage':
      return forAll(
        `${name(event.target)} takes ${event.amount} damage${event.source ? ` from ${name(event.source)}` : ''}${event.note ? ` (${event.note})` : ''}.`,
      )
    case 'damage.rolled':
      return forAll(
        `${name(event.target)} takes ${event.total} damage (${event.expression}: ${event.faces.join(', ') || 'no dice'})${event.note ? `: ${event.note}` : ''}.`,
      )
    case 'combatant.heal':
      return forAll(`${name(event.target)} heals ${event.amount}.`)
    case 'healing.rolled':
      return forAll(`${name(event.target)} heals ${event.total} (${event.expression}: ${event.faces.join(', ') || 'no dice'}).`)
    case 'combatant.tempHp':
      return forAll(`${name(event.target)} gains ${event.amount} ${words.tempHp}.`)
    case 'condition.add': {
      const label = event.condition.custom
        ? event.condition.name
        : (combatantOf(after(), event.target)?.conditions.at(-1)?.label ?? event.condition.name)
      // A secret one stays with the GM: the tracker says so (`tableMayRead`), not the words.
      // A condition's name is not always a word to follow "is" ("Ongoing Damage", "Sand in the eyes"): it is named after a colon.
      const gains = `${name(event.target)} gains ${words.aCondition.charAt(0).toLowerCase()}${words.aCondition.slice(1)}: ${label}`
      return { gm: `${gains}${event.condition.secret ? ' (secret)' : ''}.`, players: `${gains}.` }
    }
    case 'condition.remove': {
      const gone = combatantOf(before, event.target)?.conditions.find((c) => c.id === event.condition)
      return forAll(`${gone?.label ?? words.aCondition} ends on ${name(event.target)}.`)
    }
    case 'combatant.reveal':
      return { gm: `${name(event.target)} is revealed to the players.` }
    case 'combatant.revealAll': {
      const shown = before.combatants.filter((c) => c.hidden && c.status !== 'removed').map((c) => c.name)
      return { gm: `Everyone in the fight is revealed to the players: ${shown.join(', ')}.` }
    }
    case 'combatant.hide':
      return { gm: `${name(event.target)} is hidden from the players${event.revealOnTurn ? ' until their turn' : ''}.` }
    case 'combatant.rename':
      return forAll(`${name(event.target)} is now called ${event.name}.`)
    case 'combatant.status':
      return forAll(`${name(event.target)} is ${event.status === 'fighting' ? 'back in the fight' : event.status}.`)
    case 'combatant.remove':
      return forAll(`${name(event.target)} leaves the fight.`)
    case 'combatant.joined':
      return forAll(`${event.combatants.map((c) => c.name).join(', ')} join${event.combatants.length === 1 ? 's' : ''} the fight.`)
    case 'combat.end':
      return forAll(`The fight ends: ${asSentence(event.reason)}`)
  }
}
