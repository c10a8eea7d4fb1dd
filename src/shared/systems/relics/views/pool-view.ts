import type { Side } from '@shared/campaign'
import type { ChallengeContext, Decider, PoolState } from '../machine/context'
import { poolDiceToRoll, poolFaces, poolResults, turnBreakdown } from '../machine/current-pool'
import type { AutoResultMark, AutoResultPlacement } from '../rules/auto-results'
import type { PoolBreakdown } from '../rules/pool'
import { dieOutcome, type DieOutcome } from '../rules/scoring'
import { legalDice, signedValue } from '../rules/simple-modifiers'
import type { Turn } from '../rules/tides'

/** One die with its whole story: where it came from, auto results, roll, modifiers, result. */
export interface DieView {
  index: number
  source: string
  autoResults: readonly AutoResultMark[]
  rolled: number | null
  /** Its face before Simple modifiers: the auto result, else the roll, else null. */
  face: number | null
  simpleModifiers: { modifierId: string; label: string; side: Side; amount: number }[]
  /** Its value after Simple modifiers, once rolled. */
  final: number | null
  outcome: DieOutcome | null
}

export interface SimpleModifierView {
  id: string
  label: string
  side: Side
  value: number
  dice: number
  placedBy: Decider
  /** Dice it is on. */
  placedOn: number[]
  /** Dice it could go on next (the placing side's own event). */
  legalDice: number[]
}

export interface PoolView {
  owner: Turn
  /** Build the Pool: every source, running total and cap; live until step 3 forms the pool. */
  breakdown: PoolBreakdown
  /** The dice, from step 3 on. */
  dice: DieView[] | null
  /** Step 4: how many dice the host must roll now (0 once rolled). */
  diceToRoll: number
  simpleModifiers: SimpleModifierView[]
  unplacedAutoResults: AutoResultPlacement['unplaced']
}

function diceView(pool: PoolState): DieView[] {
  const faces = poolFaces(pool)
  const rolled = faces.every((f) => f !== null)
  const finals = rolled ? poolResults(pool) : null
  return pool.dice.map((die, index) => ({
    index,
    source: die.source,
    autoResults: die.autoResults,
    rolled: die.rolled,
    face: faces[index] ?? null,
    simpleModifiers: pool.placements
      .filter((p) => p.dieIndex === index)
      .flatMap((p) => {
        const m = pool.simpleModifiers.find((x) => x.id === p.modifierId)
        return m ? [{ modifierId: m.id, label: m.label, side: m.side, amount: signedValue(m) }] : []
      }),
    final: finals?.[index] ?? null,
    outcome: finals ? dieOutcome(finals[index]!) : null,
  }))
}

/** The pool of the turn in progress, as the GM's pool panel shows it. */
export function poolView(context: ChallengeContext, turn: Turn): PoolView {
  const pool = context.current.pool
  if (!pool) {
    return { owner: turn, breakdown: turnBreakdown(context, turn), dice: null, diceToRoll: 0, simpleModifiers: [], unplacedAutoResults: [] }
  }
  return {
    owner: pool.owner,
    breakdown: pool.breakdown,
    dice: diceView(pool),
    diceToRoll: poolDiceToRoll(pool),
    simpleModifiers: pool.simpleModifiers.map((m) => ({
      id: m.id,
      label: m.label,
      side: m.side,
      value: m.value,
      dice: m.dice,
      placedBy: m.placedBy,
      placedOn: pool.placements.filter((p) => p.modifierId === m.id).map((p) => p.dieIndex),
      legalDice: legalDice(pool.dice.length, pool.simpleModifiers, pool.placements, m.id),
    })),
    unplacedAutoResults: pool.unplacedAutoResults,
  }
}
