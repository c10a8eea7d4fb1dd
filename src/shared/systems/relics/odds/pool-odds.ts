import { exactTally } from './exact-odds'
import { oddsPool } from './pool-spec'
import { summarizeOdds } from './summary'
import type { PoolOdds, PoolOddsSpec } from './types'
import { WorkMeter } from './work-limit'

export interface PoolOddsOptions {
  /**
   * The most enumeration steps the caller will wait for (a step is about a tenth of a
   * microsecond to a microsecond); past it, OddsWorkExceeded is thrown. No limit by default.
   */
  workLimit?: number
}

/**
 * Exact odds of a pool before the roll (steps 4 to 9), never sampled. The free dice are
 * rolled; step 5's Simple modifiers count as placed by each side's best play: Hindering ones
 * where they hurt the rolling side most, knowing the Beneficial ones follow, then Beneficial
 * ones by ruling 6's suggested best assignment (more net successes, then fewer botch dice,
 * then more criticals, then more overpowering dice). A modifier with more dice than the
 * pool applies to every die of it. Throws RangeError on a spec the rules do not allow, and
 * OddsWorkExceeded on one that needs more steps than `options.workLimit`.
 */
export function poolOdds(spec: PoolOddsSpec, options: PoolOddsOptions = {}): PoolOdds {
  return summarizeOdds(exactTally(oddsPool(spec), new WorkMeter(options.workLimit)), spec.context)
}
