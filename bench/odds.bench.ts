import { poolOdds, type PoolOddsSpec } from '@shared/systems/relics/odds'
import { progress, report } from './support/report'
import { median, timeRuns } from './support/stats'

const plus = (value: number, dice: number) => ({ value, dice, side: 'beneficial' as const })
const minus = (value: number, dice: number) => ({ value, dice, side: 'hindering' as const })
const cohort = { turn: 'cohort' as const, pcCount: 4, tides: true, resolvedDice: 1, rating: 5 }

/** A leader with matching expertise, three helpers and Destiny: a big table's usual pool. */
const twelveDice: PoolOddsSpec = { freeDice: 12, autoResults: [6], simple: [plus(1, 2), minus(1, 1)], context: cohort }

/** The engine's stress case: ten PCs' worth of dice and a Simple modifier of each kind. */
const thirtyDice: PoolOddsSpec = {
  freeDice: 30,
  autoResults: [5, 6, 6],
  simple: [plus(1, 2), plus(2, 1), minus(1, 2)],
  context: { ...cohort, pcCount: 10 },
}

/** Median of `times` cold computations (poolOdds keeps nothing between calls). */
function oddsMs(spec: PoolOddsSpec, times: number): number {
  return median(timeRuns(() => poolOdds(spec), times))
}

progress('odds: 12 free dice')
report('odds.relics.12d6.ms', oddsMs(twelveDice, 200), 'ms')
progress('odds: 30 free dice')
report('odds.relics.30d6.ms', oddsMs(thirtyDice, 30), 'ms')
