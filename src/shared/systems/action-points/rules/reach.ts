import { hexDistance } from './hex'
import { SIZES, type Hex, type Size } from './types'

/** A36: the Reach a size gives: 1 for Small and Medium, +1 for each size above Medium. */
export function sizeReach(size: Size): number {
  return Math.max(1, SIZES.indexOf(size))
}

/**
 * A36: a creature's Reach with a weapon: the highest of its size's (or its sheet's) and the
 * weapon's; Reach values do not stack.
 */
export function reachWith(creature: { size: Size; reach: number | null }, weaponReach: number | null): number {
  return Math.max(creature.reach ?? sizeReach(creature.size), weaponReach ?? 0)
}

/** A36, A37: whether a hex lies within a Reach of a creature's hex (its threat range). */
export function withinReach(from: Hex, to: Hex, reach: number): boolean {
  return hexDistance(from, to) <= reach
}

/** A37: how many hexes a Reach threatens around its creature (6 for Reach 1, 18 for 2, 36 for 3). */
export function threatenedHexCount(reach: number): number {
  return 3 * reach * (reach + 1)
}
