import { combatantOf } from './roster'
import type { CombatTrack } from './types'

const nameIn = <S>(track: CombatTrack<S>, id: string) => combatantOf(track, id)?.name || id

/**
 * Whose turn comes next after a turn that has just ended ("Round 2 begins. Dax-7's turn."),
 * or nothing while the same turn goes on. `roundWords` is a system's own line for a new round.
 */
export function nextTurnWords<S>(before: CombatTrack<S>, next: CombatTrack<S>, roundWords: (round: number) => string): string {
  const round = next.round !== before.round ? roundWords(next.round) : ''
  return [round, next.current ? `${nameIn(next, next.current)}'s turn.` : ''].filter(Boolean).join(' ')
}

/**
 * The GM's line for the end of a turn. When what the turn's end brings must be rolled first
 * (a save, a Test), the turn is not over yet and nobody else is up: the line says what waits
 * ("Dax-7 ends their turn after Dax-7's save against Ongoing Damage."), and the roll's own line
 * says whose turn follows (`turnOverWords`). `said` is what else the end brought, as sentences.
 */
export function turnEndWords<S>(before: CombatTrack<S>, next: CombatTrack<S>, roundWords: (round: number) => string, said = ''): string {
  const who = before.current ? nameIn(before, before.current) : 'someone'
  if (next.closing && next.duties.length > 0) {
    const waits = next.duties.map((d) => d.label).join(', then ')
    return [`${who} ends their turn after ${waits}.`, said].filter(Boolean).join(' ')
  }
  return [`${who} ends their turn.`, said, nextTurnWords(before, next, roundWords)].filter(Boolean).join(' ')
}

/**
 * After a roll of what a turn's end brought: the turn is over once nothing is left to roll,
 * and this says who is up ("Sand Raider 2's turn."); nothing while the turn still waits on a
 * roll, or for a roll outside a turn's end.
 */
export function turnOverWords<S>(before: CombatTrack<S>, next: CombatTrack<S>, roundWords: (round: number) => string): string {
  if (!before.closing || next.closing) return ''
  return nextTurnWords(before, next, roundWords)
}
