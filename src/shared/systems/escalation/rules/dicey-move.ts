/** E39, EG36: the Difficulties a GM sets for a Dicey Move, within what 3d6 and a modifier can reach. */
export const DICEY_DIFFICULTY = { min: 5, max: 30, usual: 15 } as const

/**
 * E39, EG36: a Dicey Move's skill check: the natural (3d6, with Advantage per R16) plus the
 * GM's modifier for the character's skill reaches the Difficulty the GM set for the place.
 */
export function diceyMoveSucceeds(check: { natural: number; modifier: number; difficulty: number }): boolean {
  return check.natural + check.modifier >= check.difficulty
}
