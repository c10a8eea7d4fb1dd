import type { Side } from '@shared/campaign'
import { frozenState } from '../../../session/frozen'
import type { ChallengeContext } from '../machine/context'
import { positionOf, stepsOf } from '../machine/steps'
import { OddsWorkExceeded, poolOdds, type PoolOdds, type PoolOddsSpec } from '../odds'
import type { Turn } from '../rules/tides'
import { oddsPoolOf, oddsSpecOf } from './odds-spec'

/** Odds are shown before the roll: the Huddle, Build the Pool, Auto Results, Roll Remaining Dice. */
const STEPS_WITH_ODDS = 4

/**
 * The most enumeration steps a view waits for: about a tenth of a second on a slow laptop.
 * Pools with a handful of Simple modifier dice take far fewer; the ones past it are those
 * with many Simple modifier dice on both sides, whose placements multiply.
 */
export const ODDS_WORK_LIMIT = 2_000_000

/** Specs computed lately, newest last: a view recomputed without a change to the pool costs a lookup. */
const MEMO_SIZE = 32

/** What the GM sees before rolling: the exact odds of this turn's pool, or why they are not shown. */
export interface OddsView {
  turn: Turn
  /** From step 3 the pool is formed; before it the figures follow every toggle of the Huddle and Destiny spent. */
  poolFormed: boolean
  /** Step 4 after the roll: the figures are the odds the pool had before it. */
  rolled: boolean
  /** Before the Cohort's leader is chosen, every PC counts as assisting. */
  leaderChosen: boolean
  /** Whether this pool's criticals and botches shift the tides: the Cohort's turn against a threat with tides (ruling 8). */
  tides: boolean
  /** Challenge dice resolved before this round, and the rating (Cohort step 7). */
  resolved: { dice: number; rating: number }
  pool: {
    dice: number
    freeDice: number
    autoResults: number[]
    simpleModifiers: { label: string; side: Side }[]
  }
  /** Exact figures under both sides' best play of the Simple modifiers; null when withheld. */
  odds: PoolOdds | null
  /** Why exact odds are not shown, in words for the GM; null when they are. */
  withheld: string | null
}

type Figures = Pick<OddsView, 'odds' | 'withheld'>

const known = new Map<string, Figures>()

function modifierDice(spec: PoolOddsSpec, poolSize: number): number {
  return (spec.simple ?? []).reduce((sum, m) => sum + Math.min(m.dice, poolSize), 0)
}

function compute(spec: PoolOddsSpec): Figures {
  try {
    return { odds: poolOdds(spec, { workLimit: ODDS_WORK_LIMIT }), withheld: null }
  } catch (error) {
    const poolSize = spec.freeDice + (spec.autoResults?.length ?? 0)
    if (error instanceof OddsWorkExceeded)
      return {
        odds: null,
        withheld: `Exact odds are not shown: ${modifierDice(spec, poolSize)} Simple modifier dice on a pool of ${poolSize} dice can be placed in too many ways to count while you wait. They come back with fewer Simple modifiers in play.`,
      }
    if (error instanceof RangeError) return { odds: null, withheld: `Exact odds are not shown: ${error.message}.` }
    throw error
  }
}

/** The figures of a spec, memoised: the same spec always gives the same figures. */
function figuresOf(spec: PoolOddsSpec): Figures {
  const key = JSON.stringify(spec)
  let figures = known.get(key)
  if (figures) known.delete(key)
  else figures = frozenState(compute(spec))
  known.set(key, figures)
  if (known.size > MEMO_SIZE) known.delete(known.keys().next().value!)
  return figures
}

/**
 * The odds panel of a running Challenge at steps 1 to 4 of either turn (null otherwise): the
 * exact distribution of net successes and the figures read off it (step 6's Disaster, Cohort
 * steps 7 and 8, Challenge step 7's Stress) for the pool as built so far. A pool past the
 * limit of work has its figures withheld with the reason, never approximated.
 */
export function oddsView(snapshot: { value: unknown; context: ChallengeContext }): OddsView | null {
  const at = positionOf(snapshot.value)
  if (at.turn === null || stepsOf(at.turn).indexOf(at.step) >= STEPS_WITH_ODDS) return null
  const { context } = snapshot
  const pool = oddsPoolOf(context, at.turn)
  const spec = oddsSpecOf(context, at.turn, pool)
  return {
    turn: at.turn,
    poolFormed: context.current.pool !== null,
    rolled: pool.dice.some((die) => die.rolled !== null),
    leaderChosen: context.leaderId !== null,
    tides: at.turn === 'cohort' && context.challenge.threat.tides,
    resolved: { dice: context.resolvedDice, rating: context.challenge.rating },
    pool: {
      dice: pool.dice.length,
      freeDice: spec.freeDice,
      autoResults: [...(spec.autoResults ?? [])],
      simpleModifiers: pool.simpleModifiers.map((m) => ({ label: m.label, side: m.side })),
    },
    ...figuresOf(spec),
  }
}
