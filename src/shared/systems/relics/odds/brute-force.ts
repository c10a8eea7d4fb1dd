import { dieOutcome, SUCCESSES_BY_OUTCOME } from '../rules/scoring'
import type { OutcomeCounts } from './die-merit'
import { DIE_FACES, oddsPool } from './pool-spec'
import { summarizeOdds } from './summary'
import { TallyBuilder } from './tally'
import type { OddsSimpleModifier, PoolOdds, PoolOddsSpec } from './types'

/** 6^8 rolls times every pair of placements is as far as plain enumeration should go. */
export const BRUTE_FORCE_MAX_POOL = 8

/** Step 6 (ruling 1) on the final values `values[i] + hindering[i] + beneficial[i]`, the plain way. */
function tallyOf(values: readonly number[], hindering: readonly number[], beneficial: readonly number[]): OutcomeCounts {
  const counts = { net: 0, botches: 0, criticals: 0, overpowering: 0 }
  for (let i = 0; i < values.length; i++) {
    const outcome = dieOutcome(values[i]! + hindering[i]! + beneficial[i]!)
    counts.net += SUCCESSES_BY_OUTCOME[outcome]
    if (outcome === 'botch' || outcome === 'majorBotch') counts.botches++
    if (outcome === 'critical') counts.criticals++
    if (outcome === 'overpowering') counts.overpowering++
  }
  return counts
}

/** Ruling 6's order, then more overpowering dice: positive when `a` is better for the roller. */
function compareOutcomes(a: OutcomeCounts, b: OutcomeCounts): number {
  return a.net - b.net || b.botches - a.botches || a.criticals - b.criticals || a.overpowering - b.overpowering
}

/**
 * Every legal placement of one side's Simple modifiers as a shift per die (step 5): each
 * modifier on distinct dice, at most one modifier of the side per die, and as many modifier
 * dice as the pool has room for, a modifier with more dice than the pool on all of them.
 */
function placements(poolSize: number, modifiers: readonly OddsSimpleModifier[]): number[][] {
  const left = modifiers.map((m) => Math.min(m.dice, poolSize))
  const total = Math.min(
    poolSize,
    left.reduce((s, n) => s + n, 0),
  )
  const found: number[][] = []
  const shifts = new Array<number>(poolSize).fill(0)
  const walk = (die: number, placed: number) => {
    if (die === poolSize) {
      if (placed === total) found.push([...shifts])
      return
    }
    shifts[die] = 0
    walk(die + 1, placed)
    modifiers.forEach((m, j) => {
      if (left[j]! === 0) return
      left[j]!--
      shifts[die] = m.side === 'beneficial' ? m.value : -m.value
      walk(die + 1, placed + 1)
      shifts[die] = 0
      left[j]!++
    })
  }
  walk(0, 0)
  return found
}

/** Step 5 by exhaustion: the Hindering placement minimising the roller's best answer. */
function minMax(values: readonly number[], hindering: readonly number[][], beneficial: readonly number[][]): OutcomeCounts {
  let worst: OutcomeCounts | null = null
  for (const h of hindering) {
    let best: OutcomeCounts | null = null
    for (const b of beneficial) {
      const outcome = tallyOf(values, h, b)
      if (best === null || compareOutcomes(outcome, best) > 0) best = outcome
    }
    if (worst === null || compareOutcomes(best!, worst) < 0) worst = best
  }
  return worst!
}

/**
 * Step 5 on one roll by exhaustion, for a pool of `poolSize` dice: returns the scorer of a
 * roll's values under both sides' best play (the yardstick for simulations of big pools).
 */
export function exhaustiveBestPlay(poolSize: number, modifiers: readonly OddsSimpleModifier[]): (values: readonly number[]) => OutcomeCounts {
  const hindering = placements(
    poolSize,
    modifiers.filter((m) => m.side === 'hindering'),
  )
  const beneficial = placements(
    poolSize,
    modifiers.filter((m) => m.side === 'beneficial'),
  )
  return (values) => minMax(values, hindering, beneficial)
}

/**
 * The yardstick for `poolOdds`: every one of the 6^n rolls of the free dice, and for each
 * every legal Hindering placement against every legal Beneficial one, no grouping of
 * modifiers and no capped profiles. Rolls that are reorderings of each other share one
 * answer (memoised by sorted values). Pools of up to BRUTE_FORCE_MAX_POOL dice.
 */
export function bruteForceOdds(spec: PoolOddsSpec): PoolOdds {
  const pool = oddsPool(spec)
  if (pool.poolSize > BRUTE_FORCE_MAX_POOL) throw new RangeError(`brute force stops at ${BRUTE_FORCE_MAX_POOL} dice`)
  const bestPlay = exhaustiveBestPlay(pool.poolSize, spec.simple ?? [])
  const known = new Map<string, OutcomeCounts>()
  const tally = new TallyBuilder(pool.poolSize)
  const roll = new Array<number>(pool.freeDice).fill(1)
  const rolls = DIE_FACES ** pool.freeDice
  for (let r = 0; r < rolls; r++) {
    for (let i = 0, rest = r; i < pool.freeDice; i++, rest = Math.floor(rest / DIE_FACES)) roll[i] = 1 + (rest % DIE_FACES)
    const values = [...roll, ...pool.autoResults].sort((a, b) => a - b)
    const key = values.join(',')
    let outcome = known.get(key)
    if (!outcome) known.set(key, (outcome = bestPlay(values)))
    tally.add(1, outcome)
  }
  return summarizeOdds(tally.build(rolls), spec.context)
}
