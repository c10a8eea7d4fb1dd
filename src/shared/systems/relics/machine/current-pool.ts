import { modifierLabel, type Side, type TraitModifier } from '@shared/campaign'
import { autoResultFace, placeAutoResults, threatAutoResults, type AutoResultModifier } from '../rules/auto-results'
import { buildChallengePool, buildCohortPool, diceSources, type PoolBreakdown } from '../rules/pool'
import { diceConverted } from '../rules/resolved-dice'
import { diceToRoll } from '../rules/roll'
import { adjustedResults } from '../rules/simple-modifiers'
import type { Turn } from '../rules/tides'
import { deciderOf, opponent, type ChallengeContext, type PoolSimpleModifier, type PoolState } from './context'

/** A modifier that lands in the pool being rolled this turn. */
interface TurnModifier {
  id: string
  label: string
  side: Side
  modifier: TraitModifier
}

/**
 * The modifiers in this turn's pool: the traits activated in the Huddle (only those that
 * land in this pool can be activated) and the Disaster traits of the side rolling it.
 */
function turnModifiers(context: ChallengeContext, turn: Turn): TurnModifier[] {
  const activated = context.current.activations.flatMap((a) => (a.modifier ? [{ id: a.id, label: a.label, side: a.side, modifier: a.modifier }] : []))
  const disasters = context.disasterTraits
    .filter((d) => d.actingSide === turn)
    .map((d) => ({ id: `disaster/${d.id}`, label: `${d.name} (Disaster)`, side: 'hindering' as const, modifier: d.modifier }))
  return [...activated, ...disasters].map((m) => ({ ...m, label: `${m.label} ${modifierLabel(m.side, m.modifier)}` }))
}

/** Cohort step 2, Build the Pool, from what the Huddle and this step declared so far. */
export function cohortBreakdown(context: ChallengeContext): PoolBreakdown {
  return buildCohortPool({
    cohort: context.cohort,
    leaderId: context.leaderId,
    challengeType: context.challenge.type,
    expertiseDice: context.expertiseDice,
    overrides: context.current.contributionOverrides,
    addDice: turnModifiers(context, 'cohort').flatMap((m) =>
      m.modifier.kind === 'addDice' ? [{ label: m.label, side: m.side, dice: m.modifier.dice }] : [],
    ),
    destinySpent: context.current.destinySpent,
    destinyAvailable: context.destiny,
  })
}

/** Step 2 for either turn: the Challenge pool is its rating (ruling 3). */
export function turnBreakdown(context: ChallengeContext, turn: Turn): PoolBreakdown {
  return turn === 'cohort' ? cohortBreakdown(context) : buildChallengePool(context.challenge.rating)
}

/** RG1: resolved dice the traits in play this turn let roll free in the Challenge's pool. */
export function freedDice(context: ChallengeContext): number {
  return context.current.activations.reduce((sum, a) => sum + (a.frees ?? 0), 0)
}

/**
 * Leaving step 2: the dice of the pool with their sources, then step 3's auto results (on
 * the Challenge turn, resolved dice first become the threat's auto result, but those a
 * trait frees roll as free dice, RG1), and the Simple
 * modifiers waiting for step 5 with the side that places each: Beneficial ones the side
 * rolling, Hindering ones its opponent.
 */
export function formPool(context: ChallengeContext, turn: Turn): PoolState {
  const breakdown = turnBreakdown(context, turn)
  const modifiers = turnModifiers(context, turn)
  const autoResults: AutoResultModifier[] = modifiers.flatMap((m) =>
    m.modifier.kind === 'autoResult' ? [{ id: m.id, label: m.label, side: m.side, value: m.modifier.value, dice: m.modifier.dice }] : [],
  )
  const converted = diceConverted(context.resolvedDice, freedDice(context))
  const start = turn === 'challenge' ? threatAutoResults(breakdown.total, converted, context.challenge.threat) : []
  const placement = placeAutoResults(breakdown.total, autoResults, start)
  const simpleModifiers: PoolSimpleModifier[] = modifiers.flatMap((m) =>
    m.modifier.kind === 'simple'
      ? [
          {
            id: m.id,
            label: m.label,
            side: m.side,
            value: m.modifier.value,
            dice: m.modifier.dice,
            placedBy: deciderOf(m.side === 'beneficial' ? turn : opponent(turn)),
          },
        ]
      : [],
  )
  return {
    owner: turn,
    breakdown,
    dice: diceSources(breakdown).map((source, i) => ({ source, autoResults: placement.marks[i] ?? [], rolled: null })),
    unplacedAutoResults: placement.unplaced,
    simpleModifiers,
    placements: [],
  }
}

/** Each die's face before Simple modifiers: its auto result, else its roll, else null. */
export function poolFaces(pool: PoolState): (number | null)[] {
  return pool.dice.map((die) => autoResultFace(die.autoResults) ?? die.rolled)
}

/** Step 4: dice still to roll. */
export function poolDiceToRoll(pool: PoolState): number {
  return diceToRoll(poolFaces(pool))
}

/** Faces of a fully rolled pool (an unrolled die counts as 0 and is never asked for). */
export function rolledFaces(pool: PoolState): number[] {
  return poolFaces(pool).map((face) => face ?? 0)
}

/** Step 5: the final values of the dice. */
export function poolResults(pool: PoolState): number[] {
  return adjustedResults(rolledFaces(pool), pool.simpleModifiers, pool.placements)
}
