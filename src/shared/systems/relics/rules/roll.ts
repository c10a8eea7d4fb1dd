/** Faces of the d6 the host rolls in step 4. */
export const DIE_FACES = 6

/** Step 4, Roll Remaining Dice: how many dice the host must roll (those without an auto result). */
export function diceToRoll(autoResultFaces: readonly (number | null)[]): number {
  return autoResultFaces.filter((face) => face === null).length
}

/**
 * Step 4, Roll Remaining Dice: the host rolls and sends the faces; they must be one per
 * die left to roll, each a whole number from 1 to 6.
 */
export function whyRollRefused(values: readonly number[], expected: number): string | null {
  if (values.length !== expected)
    return `The roll must have ${expected} ${expected === 1 ? 'die' : 'dice'} (the dice without an auto result), not ${values.length}`
  const bad = values.find((v) => !Number.isInteger(v) || v < 1 || v > DIE_FACES)
  if (bad !== undefined) return `A d6 shows 1 to 6, not ${bad}`
  return null
}
