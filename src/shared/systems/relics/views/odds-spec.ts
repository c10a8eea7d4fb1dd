import type { ChallengeContext, PoolState } from '../machine/context'
import { formPool } from '../machine/current-pool'
import type { PoolOddsSpec } from '../odds'
import { autoResultFace } from '../rules/auto-results'
import { cohortMembers } from '../rules/pool'
import type { Turn } from '../rules/tides'

/**
 * The pool the odds are about. From step 3 on it is the formed pool. Before that (the
 * Huddle, Build the Pool) it is the pool step 3 would form from what has been declared so
 * far: the machine's own `formPool`, so the breakdown, the placed auto results and the Simple
 * modifiers are exactly what leaving step 2 would give.
 */
export function oddsPoolOf(context: ChallengeContext, turn: Turn): PoolState {
  return context.current.pool ?? formPool(context, turn)
}

/**
 * The odds engine's spec of this turn's pool, before the roll (steps 1 to 4). Dice without
 * an auto result are the free dice (step 4 rolls them), the others count as showing their
 * auto result's face (step 3); a roll already made is left out, so the spec stays the one
 * the pool had before it. The context carries what the figures beyond the distribution
 * need: the Cohort's size for overpowering Destiny (ruling 8), whether the threat level
 * shifts the tides (ruling 4), and the resolved dice and rating for Cohort step 7.
 */
export function oddsSpecOf(context: ChallengeContext, turn: Turn, pool = oddsPoolOf(context, turn)): PoolOddsSpec {
  const faces = pool.dice.map((die) => autoResultFace(die.autoResults))
  return {
    freeDice: faces.filter((face) => face === null).length,
    autoResults: faces.filter((face): face is number => face !== null).sort((a, b) => a - b),
    simple: pool.simpleModifiers.map((m) => ({ value: m.value, dice: m.dice, side: m.side })),
    context: {
      turn,
      pcCount: cohortMembers(context.cohort).length,
      tides: context.challenge.threat.tides,
      resolvedDice: context.resolvedDice,
      rating: context.challenge.rating,
    },
  }
}
