import { withinReach } from './reach'
import type { Hex } from './types'

/** An enemy of the actor as a possible Reaction Attack reads it: where it stands, its threat, whether it can react now. */
export interface Threatener {
  id: string
  at: Hex
  /** Its Reach with a melee weapon in hand; null when it holds none (AG14: it threatens nothing). */
  threat: number | null
  /** It has the RP and is free to react (not surprised, not held in a grapple, not down). */
  canReact: boolean
}

/**
 * A10, A11, A37: who may make a Reaction Attack when the actor leaves a hex, or takes a
 * provoking action in it: the enemies that threaten that hex and can react. With the grid off
 * (AG40) every enemy that can react may, on the GM's word.
 */
export function provokedBy(hex: Hex | null, enemies: readonly Threatener[]): string[] {
  return enemies.filter((e) => e.canReact && e.threat !== null && (hex === null || withinReach(e.at, hex, e.threat))).map((e) => e.id)
}

/**
 * A37, AG35: where a Move pauses for Reaction Attacks: the first hex of the path (the start
 * included) whose leaving provokes an enemy not yet offered one during this Move; with the
 * enemies it provokes. Null when the rest of the move provokes nobody.
 */
export function nextProvocation(
  from: Hex,
  path: readonly Hex[],
  enemies: readonly Threatener[],
  alreadyOffered: readonly string[],
): { index: number; at: Hex; by: string[] } | null {
  const fresh = enemies.filter((e) => !alreadyOffered.includes(e.id))
  let at = from
  for (let index = 0; index < path.length; index++) {
    const by = provokedBy(at, fresh)
    if (by.length) return { index, at, by }
    at = path[index]!
  }
  return null
}
