import type { Side } from '@shared/campaign'
import { whyRollRefused } from '../rules/roll'
import { isSideComplete, placedDice, whyPlacementRefused, type Placement } from '../rules/simple-modifiers'
import { suggestAssignment, suggestHinderingAssignment } from '../rules/suggest'
import { autoResultFace } from '../rules/auto-results'
import type { ChallengeContext, Decider, PoolState } from './context'
import { cohortBreakdown, poolDiceToRoll, rolledFaces } from './current-pool'
import { inBothTurns, withTurn, type EventRules } from './event-rule'

const DECIDER_NAME: Record<Decider, string> = { cohort: 'the players', gm: 'the GM' }

/** The pool exists from step 3 on; these events only come after it. */
function poolOf(context: ChallengeContext): PoolState {
  return context.current.pool!
}

function withPool(context: ChallengeContext, changes: Partial<PoolState>): ChallengeContext {
  return withTurn(context, { pool: { ...poolOf(context), ...changes } })
}

function whyDestinyAmountRefused(amount: number): string | null {
  return Number.isInteger(amount) && amount >= 1 ? null : 'Destiny goes in whole points, at least 1'
}

/** Cohort step 2 (ruling 3): Destiny one for one, no more than the pool holds or the cap allows. */
function whySpendRefused(context: ChallengeContext, amount: number): string | null {
  const bad = whyDestinyAmountRefused(amount)
  if (bad) return bad
  if (amount > context.destiny) return `The Destiny pool holds only ${context.destiny}`
  const pool = cohortBreakdown(context)
  if (amount > pool.destinyRoom) return `The pool would pass its cap of ${pool.cap} dice (3 per PC): at most ${pool.destinyRoom} more Destiny`
  return null
}

/** Step 5: a placement by the side that decides on that modifier. */
function whyAssignRefused(context: ChallengeContext, decider: Decider, placement: Placement): string | null {
  const pool = poolOf(context)
  const modifier = pool.simpleModifiers.find((m) => m.id === placement.modifierId)
  if (modifier && modifier.placedBy !== decider) return `${modifier.label} is placed by ${DECIDER_NAME[modifier.placedBy]}`
  return whyPlacementRefused(pool.dice.length, pool.simpleModifiers, pool.placements, placement)
}

function assign(context: ChallengeContext, placement: Placement): ChallengeContext {
  return withPool(context, { placements: [...poolOf(context).placements, { modifierId: placement.modifierId, dieIndex: placement.dieIndex }] })
}

const sideOf = (pool: PoolState, modifierId: string) => pool.simpleModifiers.find((m) => m.id === modifierId)?.side
const SIDE_NAME: Record<Side, string> = { beneficial: 'Beneficial', hindering: 'Hindering' }
const TAKE_BENEFICIAL_OFF = 'Take the Beneficial modifiers off first: Hindering ones are placed before them'

function whyUnassignRefused(context: ChallengeContext, placement: Placement): string | null {
  const pool = poolOf(context)
  const found = pool.placements.some((p) => p.modifierId === placement.modifierId && p.dieIndex === placement.dieIndex)
  if (!found) return `That modifier is not on die ${placement.dieIndex + 1}`
  if (sideOf(pool, placement.modifierId) === 'hindering' && placedDice('beneficial', pool.simpleModifiers, pool.placements) > 0)
    return TAKE_BENEFICIAL_OFF
  return null
}

function whySuggestionRefused(context: ChallengeContext, side: Side): string | null {
  const pool = poolOf(context)
  if (!pool.simpleModifiers.some((m) => m.side === side)) return `There is no ${SIDE_NAME[side]} Simple modifier in this pool`
  if (side === 'beneficial' && !isSideComplete('hindering', pool.simpleModifiers, pool.placements, pool.dice.length))
    return 'Place the Hindering modifiers first (or ask for their suggestion)'
  if (side === 'hindering' && placedDice('beneficial', pool.simpleModifiers, pool.placements) > 0) return TAKE_BENEFICIAL_OFF
  return null
}

function applySuggestion(context: ChallengeContext, side: Side): ChallengeContext {
  const pool = poolOf(context)
  const faces = rolledFaces(pool)
  const placements =
    side === 'beneficial' ? suggestAssignment(faces, pool.simpleModifiers, pool.placements) : suggestHinderingAssignment(faces, pool.simpleModifiers)
  return withPool(context, { placements })
}

/** Step 4: the host's faces go to the dice without an auto result, in pool order. */
function recordRoll(context: ChallengeContext, values: readonly number[]): ChallengeContext {
  const queue = [...values]
  const dice = poolOf(context).dice.map((die) => (autoResultFace(die.autoResults) === null ? { ...die, rolled: queue.shift() ?? null } : die))
  return withPool(context, { dice })
}

/** Steps 2, 4 and 5: Destiny into the pool, the roll, and the Simple modifiers. */
export const poolRules: EventRules<
  | 'cohort.spendDestiny'
  | 'cohort.returnDestiny'
  | 'pool.rolled'
  | 'cohort.assignSimpleModifier'
  | 'gm.assignSimpleModifier'
  | 'pool.unassignSimpleModifier'
  | 'pool.applySuggestion'
> = {
  'cohort.spendDestiny': {
    label: 'Spend Destiny for dice',
    steps: ['cohortTurn.buildPool'],
    refuse: (context, { amount }) => whySpendRefused(context, amount),
    apply: (context, { amount }) =>
      withTurn({ ...context, destiny: context.destiny - amount }, { destinySpent: context.current.destinySpent + amount }),
  },
  'cohort.returnDestiny': {
    label: 'Take Destiny back',
    steps: ['cohortTurn.buildPool'],
    refuse: (context, { amount }) =>
      whyDestinyAmountRefused(amount) ??
      (amount > context.current.destinySpent ? `Only ${context.current.destinySpent} Destiny went into the pool` : null),
    apply: (context, { amount }) =>
      withTurn({ ...context, destiny: context.destiny + amount }, { destinySpent: context.current.destinySpent - amount }),
  },
  'pool.rolled': {
    label: 'Roll the dice',
    steps: inBothTurns('rollRemainingDice'),
    refuse: (context, { values }) => {
      if (poolOf(context).dice.some((die) => die.rolled !== null)) return 'The dice are already rolled'
      return whyRollRefused(values, poolDiceToRoll(poolOf(context)))
    },
    apply: (context, { values }) => recordRoll(context, values),
  },
  'cohort.assignSimpleModifier': {
    label: 'Place a modifier (players)',
    steps: inBothTurns('adjustResults'),
    refuse: (context, placement) => whyAssignRefused(context, 'cohort', placement),
    apply: assign,
  },
  'gm.assignSimpleModifier': {
    label: 'Place a modifier (GM)',
    steps: inBothTurns('adjustResults'),
    refuse: (context, placement) => whyAssignRefused(context, 'gm', placement),
    apply: assign,
  },
  'pool.unassignSimpleModifier': {
    label: 'Take a modifier off a die',
    steps: inBothTurns('adjustResults'),
    refuse: whyUnassignRefused,
    apply: (context, { modifierId, dieIndex }) =>
      withPool(context, { placements: poolOf(context).placements.filter((p) => p.modifierId !== modifierId || p.dieIndex !== dieIndex) }),
  },
  'pool.applySuggestion': {
    label: 'Apply the suggested placement',
    steps: inBothTurns('adjustResults'),
    refuse: (context, { side }) => whySuggestionRefused(context, side),
    apply: (context, { side }) => applySuggestion(context, side),
  },
}
