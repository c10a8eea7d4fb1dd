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

/** Whether the players may see this combatant, and so read its name or aim at it from a device: a hidden one is the GM's alone. */
export function seenByPlayers(track: CombatTrack<unknown>, id: string): boolean {
  const c = track.combatants.find((x) => x.id === id)
  return !!c && !c.hidden
}

/** A combatant's name as a PC's player may read it: "Someone" while it is hidden from the players. */
export function nameForPlayers(track: CombatTrack<unknown>, id: string): string {
  return seenByPlayers(track, id) ? track.combatants.find((c) => c.id === id)!.name : 'Someone'
}

/** Why a player may not aim at this combatant (one the players do not see), in words that name nobody; null when they may. */
export function whyUnseenTarget(track: CombatTrack<unknown>, id: string): string | null {
  return seenByPlayers(track, id) ? null : 'From a device, a player aims only at those the players can see.'
}

/** The headline a PC's player reads while the fight goes on: their turn, or whose it is (a hidden combatant's names nobody). */
export function turnHeadline(track: CombatTrack<unknown>, pcId: string): string {
  const me = track.combatants.find((c) => c.id === pcId)
  if (track.current === pcId && me) return `${me.name}'s turn`
  return track.current && seenByPlayers(track, track.current) ? `${nameForPlayers(track, track.current)}'s turn` : 'Waiting'
}

/** Whether the PC `pcId` fights in this fight: a player has choices only for a PC in it. */
export function pcInFight(track: CombatTrack<unknown> | undefined, pcId: string): track is CombatTrack<unknown> {
  return !!track && track.phase === 'turn' && track.combatants.some((c) => c.id === pcId && c.source.kind === 'pc')
}
