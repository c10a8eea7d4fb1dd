/** What Cohort step 7 did to the Challenge. */
export interface Resolution {
  readonly before: number
  readonly newlyResolved: number
  /** Resolved dice so far, never above the rating (the dice beyond it change nothing). */
  readonly resolvedDice: number
  readonly rating: number
  readonly challengeResolved: boolean
}

/**
 * Cohort step 7, Resolve Challenge Dice: each net success resolves one Challenge die, dice
 * stay resolved from round to round, and a net of zero or less resolves nothing (it never
 * frees dice). The Challenge is resolved once all its rating's dice are.
 */
export function resolveChallengeDice(resolvedDice: number, rating: number, net: number): Resolution {
  const after = Math.min(rating, resolvedDice + Math.max(0, net))
  return {
    before: resolvedDice,
    newlyResolved: after - resolvedDice,
    resolvedDice: after,
    rating,
    challengeResolved: after >= rating,
  }
}
