/** What one final die result counts as (step 6, Final Result; ruling 1 beyond the table). */
export type DieOutcome = 'overpowering' | 'critical' | 'success' | 'nothing' | 'botch' | 'majorBotch'

/** Successes each outcome adds to (or removes from) the total. */
export const SUCCESSES_BY_OUTCOME: Readonly<Record<DieOutcome, number>> = {
  overpowering: 3,
  critical: 2,
  success: 1,
  nothing: 0,
  botch: -1,
  majorBotch: -2,
}

/** The tally of a pool's final results, in the words of step 6. */
export interface FinalResult {
  /** The final value of every die, in pool order. */
  readonly results: readonly number[]
  /** Successes after botches and major botches are taken away. */
  readonly net: number
  /** Successes before botches are taken away (a critical counts 2, an overpowering 3). */
  readonly successes: number
  /** Dice showing 7 or 8. */
  readonly criticals: number
  /** Dice showing 9 or more. */
  readonly overpowering: number
  /** Dice showing 0 or 1. */
  readonly botches: number
  /** Dice showing -1 or less. */
  readonly majorBotches: number
  /** A net of -1 or less (step 9, ruling 9). */
  readonly disaster: boolean
}

/**
 * Step 6, Final Result: the outcome of one final die value. The table stops at 9 and -2;
 * ruling 1 extends both ends, so 10 is still overpowering and -3 still a major botch.
 */
export function dieOutcome(result: number): DieOutcome {
  if (result >= 9) return 'overpowering'
  if (result >= 7) return 'critical'
  if (result >= 5) return 'success'
  if (result >= 2) return 'nothing'
  if (result >= 0) return 'botch'
  return 'majorBotch'
}

/** Step 6, Final Result (ruling 1): tallies a pool's final values. */
export function scoreResults(results: readonly number[]): FinalResult {
  const count = (outcome: DieOutcome) => results.filter((r) => dieOutcome(r) === outcome).length
  const criticals = count('critical')
  const overpowering = count('overpowering')
  const botches = count('botch')
  const majorBotches = count('majorBotch')
  const successes = count('success') + 2 * criticals + 3 * overpowering
  const net = successes - botches - 2 * majorBotches
  return {
    results: [...results],
    net,
    successes,
    criticals,
    overpowering,
    botches,
    majorBotches,
    disaster: net <= -1,
  }
}

/**
 * Ruling 6's order of preference for the side rolling a pool: more net successes, then
 * fewer botch dice (botches and major botches alike), then more criticals. Positive when
 * `a` is better for the rolling side than `b`.
 */
export function compareForRollingSide(a: FinalResult, b: FinalResult): number {
  if (a.net !== b.net) return a.net - b.net
  const botchDice = (r: FinalResult) => r.botches + r.majorBotches
  if (botchDice(a) !== botchDice(b)) return botchDice(b) - botchDice(a)
  return a.criticals - b.criticals
}
