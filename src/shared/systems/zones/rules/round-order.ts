import { otherSide, sideSkipsRound } from './side-initiative'
import type { Side } from './types'

/** One side's block of turns in a round. */
export interface SideBlock {
  side: Side
  ids: string[]
}

/**
 * Z1, Z4, R21, Z2, ZG15: a round's turns: the side that won the roll acts as a block, then
 * the other; characters in initiative order, enemies in the GM's. A surprised side's block
 * is left out of round 1.
 */
export function roundBlocks(input: { first: Side; round: number; surprised: Side | null; players: string[]; enemies: string[] }): SideBlock[] {
  const sides = [input.first, otherSide(input.first)]
  return sides
    .filter((side) => !sideSkipsRound(side, input.surprised, input.round))
    .map((side) => ({ side, ids: side === 'players' ? input.players : input.enemies }))
    .filter((block) => block.ids.length > 0)
}
