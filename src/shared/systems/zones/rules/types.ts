/*
 * The words of the Zones text the rules below share: attributes, ranges, sides, edges,
 * Hinderances, reactions. Rule numbers (Z1-Z31, ZG1-ZG25) are those of the combat digest,
 * section 2; R20 and R21 are RULINGS.md; ZR1 and on are this folder's README.
 */

/** The attributes a Test adds (Z11, Z14, Z25): a character's STR, DEX, WIL; a creature's Skill too (Z21, Z31). */
export const ATTRIBUTES = ['STR', 'DEX', 'WIL', 'Skill'] as const
export type Attribute = (typeof ATTRIBUTES)[number]

/** Z7: the four ranges between two zones. */
export const RANGES = ['close', 'nearby', 'farAway', 'distant'] as const
export type Range = (typeof RANGES)[number]

export const RANGE_LABEL: Record<Range, string> = { close: 'Close', nearby: 'Nearby', farAway: 'Far-Away', distant: 'Distant' }

/** Z3: the two sides of a fight, the characters and the enemies. */
export type Side = 'players' | 'enemies'

export const SIDE_LABEL: Record<Side, string> = { players: 'Characters', enemies: 'Enemies' }

/** R20, ZG14: how a Test is rolled: one d20, or two keeping the higher (Advantage) or the lower (Disadvantage). */
export type Edge = 'normal' | 'advantage' | 'disadvantage'

/** Z11, Z15, Z16: a weapon or attack strikes a Close target (melee) or from afar (ranged). */
export type Reach = 'melee' | 'ranged'

/** R20: the Difficulty Rating of a Test unless another is given. */
export const DEFAULT_DR = 12

/** The sides of a d20. */
export const D20 = 20
