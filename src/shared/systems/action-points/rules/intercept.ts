import { hexDistance, hexEquals, hexesWithin, hexKey, hexLine } from './hex'
import type { HexSet } from './movement'
import type { Hex } from './types'

/** A20: how far an interceptor may move to take the attack. */
export const INTERCEPT_HEXES = 3

/**
 * A20, AG39: the hexes an interceptor may move to, within 3 hexes of it (counted straight,
 * as the crow flies over the grid) and free (or its own): against a melee attack, a hex next
 * to both the ally and the attacker; against a ranged one (or a single-target spell), a hex
 * directly between them, on the straight line from the attacker to the ally.
 */
export function interceptSpots(interceptor: Hex, ally: Hex, attacker: Hex, melee: boolean, taken: HexSet): Hex[] {
  const free = (h: Hex) => hexEquals(h, interceptor) || !taken.has(hexKey(h))
  const candidates = melee
    ? hexesWithin(ally, 1).filter((h) => hexDistance(h, ally) === 1 && hexDistance(h, attacker) === 1)
    : hexLine(attacker, ally).slice(1, -1)
  return candidates.filter((h) => free(h) && hexDistance(interceptor, h) <= INTERCEPT_HEXES)
}

/**
 * A20: the optional swap: the interceptor takes the ally's hex and moves the ally one hex (to
 * a free neighbour of its hex, the interceptor's chosen hex included), beyond the 3 hexes.
 */
export function whySwapRefused(ally: Hex, allyTo: Hex, spot: Hex, taken: HexSet): string | null {
  if (hexDistance(ally, allyTo) !== 1) return 'The ally moves one hex, to a neighbour of its hex (A20).'
  return hexEquals(allyTo, spot) || !taken.has(hexKey(allyTo)) ? null : `Someone already stands in ${hexKey(allyTo)}.`
}
