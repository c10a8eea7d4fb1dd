import type { CombatTrack } from './types'

/**
 * Why it is not the turn of the PC `pcId` in a fight on the tracker, in words its player
 * reads: no fight, not begun or over, the PC not in it, someone else's turn, or the PC out of
 * the fight. Every combat system asks this before it lets a player act on their turn.
 */
export function whyNotPcsTurn(track: CombatTrack<unknown> | undefined, pcId: string): string | null {
  if (!track) return 'No fight is under way.'
  const me = track.combatants.find((c) => c.id === pcId && c.source.kind === 'pc')
  if (!me) return 'This PC is not in the fight.'
  if (track.phase !== 'turn') return track.phase === 'setup' ? 'The fight has not begun.' : 'The fight is over.'
  if (track.current !== pcId) return `It is not ${me.name}'s turn.`
  if (me.status !== 'fighting') return `${me.name} is out of the fight.`
  return null
}

/** The headline a PC's player reads while the fight goes on: their turn, or whose it is (a hidden combatant's names nobody). */
export function turnHeadline(track: CombatTrack<unknown>, pcId: string): string {
  const me = track.combatants.find((c) => c.id === pcId)
  if (track.current === pcId && me) return `${me.name}'s turn`
  const acting = track.combatants.find((c) => c.id === track.current)
  return acting && !acting.hidden ? `${acting.name}'s turn` : 'Waiting'
}

/** Whether the PC `pcId` fights in this fight: a player has choices only for a PC in it. */
export function pcInFight(track: CombatTrack<unknown> | undefined, pcId: string): track is CombatTrack<unknown> {
  return !!track && track.phase === 'turn' && track.combatants.some((c) => c.id === pcId && c.source.kind === 'pc')
}
