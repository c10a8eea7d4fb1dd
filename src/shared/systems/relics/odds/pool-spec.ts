import type { OddsSimpleModifier, PoolOddsSpec } from './types'

/**
 * The largest pool the odds accept. Three dice per PC (ruling 3) puts a twenty-PC Cohort
 * here; beyond it the exact enumeration would take seconds.
 */
export const MAX_ODDS_POOL = 60

/** Faces a d6 can show; auto results (step 3) go from 1 to 8. */
export const DIE_FACES = 6
const MAX_AUTO_RESULT = 8

/**
 * Simple modifiers of one side with one shift, merged: once every die holds at most one
 * modifier per side, "+1 / 2d" and "+1 / 1d" are three interchangeable "+1" dice.
 */
export interface ShiftGroup {
  /** Signed: what one die of the group adds to a die's result. */
  shift: number
  /** How many dice of the pool the group may take. */
  count: number
}

/** A checked pool, ready for both the exact odds and the brute force. */
export interface OddsPool {
  freeDice: number
  autoResults: number[]
  poolSize: number
  hindering: ShiftGroup[]
  beneficial: ShiftGroup[]
  /** Dice each side places: one per die at most, so never more than the pool (step 5). */
  hinderingDice: number
  beneficialDice: number
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0
}

function checkModifier(m: OddsSimpleModifier): void {
  if (m.side !== 'beneficial' && m.side !== 'hindering') throw new RangeError(`a Simple modifier has no side "${String(m.side)}"`)
  if (!isCount(m.value)) throw new RangeError(`a Simple modifier's value is a magnitude (0 or more), not ${m.value}`)
  if (!isCount(m.dice)) throw new RangeError(`a Simple modifier applies to 0 or more dice, not ${m.dice}`)
}

function checkAutoResults(autoResults: readonly number[], spec: PoolOddsSpec): void {
  for (const face of autoResults) {
    if (!Number.isInteger(face) || face < 1 || face > MAX_AUTO_RESULT) throw new RangeError(`an auto result is 1 to 8, not ${face}`)
    // Step 3 of the Challenge turn: A3, A7 and A8 exist only on Challenge pools (ruling 4).
    if (spec.context?.turn === 'cohort' && (face === 3 || face >= 7)) throw new RangeError(`A${face} only ever applies to Challenge pools`)
  }
}

function checkContext(spec: PoolOddsSpec): void {
  const c = spec.context ?? {}
  if (c.pcCount !== undefined && !isCount(c.pcCount)) throw new RangeError(`pcCount is a count, not ${c.pcCount}`)
  if (c.resolvedDice !== undefined && !isCount(c.resolvedDice)) throw new RangeError(`resolvedDice is a count, not ${c.resolvedDice}`)
  if (c.rating !== undefined && !isCount(c.rating)) throw new RangeError(`a Challenge rating is a count, not ${c.rating}`)
}

/**
 * Step 5 stacking: a modifier with more dice than the pool applies to every die of it, and a
 * side never places more modifier dice than the pool has dice.
 */
function shiftGroups(modifiers: readonly OddsSimpleModifier[], side: OddsSimpleModifier['side'], poolSize: number): ShiftGroup[] {
  const counts = new Map<number, number>()
  for (const m of modifiers) {
    if (m.side !== side || m.value === 0 || m.dice === 0) continue
    const shift = side === 'beneficial' ? m.value : -m.value
    counts.set(shift, Math.min(poolSize, (counts.get(shift) ?? 0) + Math.min(m.dice, poolSize)))
  }
  return [...counts].map(([shift, count]) => ({ shift, count })).sort((a, b) => a.shift - b.shift)
}

const placeable = (groups: readonly ShiftGroup[], poolSize: number) =>
  Math.min(
    poolSize,
    groups.reduce((sum, g) => sum + g.count, 0),
  )

/** Checks a spec and brings it to the form both enumerations share. Throws RangeError. */
export function oddsPool(spec: PoolOddsSpec): OddsPool {
  if (!isCount(spec.freeDice)) throw new RangeError(`a pool rolls 0 or more free dice, not ${spec.freeDice}`)
  const autoResults = [...(spec.autoResults ?? [])].sort((a, b) => a - b)
  checkAutoResults(autoResults, spec)
  const modifiers = spec.simple ?? []
  modifiers.forEach(checkModifier)
  checkContext(spec)
  const poolSize = spec.freeDice + autoResults.length
  if (poolSize > MAX_ODDS_POOL) throw new RangeError(`the odds handle pools of up to ${MAX_ODDS_POOL} dice, not ${poolSize}`)
  const hindering = shiftGroups(modifiers, 'hindering', poolSize)
  const beneficial = shiftGroups(modifiers, 'beneficial', poolSize)
  return {
    freeDice: spec.freeDice,
    autoResults,
    poolSize,
    hindering,
    beneficial,
    hinderingDice: placeable(hindering, poolSize),
    beneficialDice: placeable(beneficial, poolSize),
  }
}
