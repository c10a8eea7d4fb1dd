import { dieOutcome, SUCCESSES_BY_OUTCOME } from '../rules/scoring'

/** The part of step 6's tally the odds report: summed over dice, so deltas add up too. */
export interface OutcomeCounts {
  net: number
  /** Dice showing 1 or less (botches and major botches). */
  botches: number
  /** Dice showing 7 or 8. */
  criticals: number
  /** Dice showing 9 or more. */
  overpowering: number
}

/*
 * The order in which the rolling side prefers outcomes is ruling 6's (more net successes,
 * then fewer botch dice, then more criticals), with one more key the odds need: exact
 * figures for the tides require a single best outcome, and two placements can tie on all
 * three keys yet differ in overpowering dice ([9, 7, 4, 4] against [8, 6, 5, 5]). The
 * rolling side then takes more overpowering dice, the richer outcome in Destiny. "Criticals"
 * are 7-8 only, as in step 6 and the rules' `FinalResult`.
 *
 * Every key is a sum over dice, so the order is one number per die in base RADIX. Sums over
 * up to RADIX / 2 - 1 dice still compare lexicographically and decode exactly.
 */
const RADIX = 1024
const HALF = RADIX / 2

/** The most dice whose merits may be summed and still decode. */
export const MAX_MERIT_DICE = HALF - 1

/** Step 6 (ruling 1) for one final die value. */
export function dieCounts(value: number): OutcomeCounts {
  const outcome = dieOutcome(value)
  return {
    net: SUCCESSES_BY_OUTCOME[outcome],
    botches: outcome === 'botch' || outcome === 'majorBotch' ? 1 : 0,
    criticals: outcome === 'critical' ? 1 : 0,
    overpowering: outcome === 'overpowering' ? 1 : 0,
  }
}

/** Ruling 6's preference for the rolling side as one number: higher is better. */
export function dieMerit(value: number): number {
  const c = dieCounts(value)
  return ((c.net * RADIX - c.botches) * RADIX + c.criticals) * RADIX + c.overpowering
}

/** Splits a signed digit off a merit sum. */
function lowDigit(merit: number): [digit: number, rest: number] {
  let digit = ((merit % RADIX) + RADIX) % RADIX
  if (digit >= HALF) digit -= RADIX
  return [digit, (merit - digit) / RADIX]
}

/** The counts behind a sum of `dieMerit` values (or a difference of such sums). */
export function decodeMerit(merit: number): OutcomeCounts {
  const [overpowering, a] = lowDigit(merit)
  const [criticals, b] = lowDigit(a)
  const [negBotches, net] = lowDigit(b)
  // 0 - x rather than -x: a count of 0 must read as 0, not -0.
  return { net, botches: 0 - negBotches, criticals, overpowering }
}
