import type { Side } from './types'

/** Z3, R21: the GM's 1d6 for the side that begins: 1-3 the enemies, 4-6 the characters. */
export function firstSide(face: number): Side {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`the side roll is a d6 and shows 1 to 6, not ${face}`)
  return face <= 3 ? 'enemies' : 'players'
}

/** The side that does not begin. */
export function otherSide(side: Side): Side {
  return side === 'players' ? 'enemies' : 'players'
}

/** Z2, ZG15, R21: a surprised side does not act in round 1, whichever side the roll put first. */
export function sideSkipsRound(side: Side, surprised: Side | null, round: number): boolean {
  return surprised === side && round === 1
}
