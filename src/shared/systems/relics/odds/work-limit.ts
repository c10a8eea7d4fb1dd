/**
 * The exact odds enumerate: step 5's placement game and the rolls grouped by profile. Most
 * pools take a few thousand steps, but a Huddle full of Simple modifiers can ask for hundreds
 * of millions, which no GM should wait for. A caller that must stay responsive gives a limit
 * in steps, a count rather than a clock, so the same pool gets the same answer on every
 * machine and in every replay.
 */

/** Thrown when a pool's exact odds need more enumeration steps than the caller allowed. */
export class OddsWorkExceeded extends Error {
  constructor(readonly limit: number) {
    super(`the exact odds of this pool need more than ${limit} enumeration steps`)
    this.name = 'OddsWorkExceeded'
  }
}

/** Counts enumeration steps against a limit; throws OddsWorkExceeded once past it. */
export class WorkMeter {
  private left: number

  constructor(readonly limit = Infinity) {
    this.left = limit
  }

  spend(steps: number): void {
    this.left -= steps
    if (this.left < 0) throw new OddsWorkExceeded(this.limit)
  }
}
