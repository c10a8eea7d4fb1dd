import type { Side } from '@shared/campaign'

/** A Simple modifier in the pool: "+# / Nd" or "-# / Nd". `value` is a magnitude. */
export interface SimpleModifier {
  readonly id: string
  readonly label: string
  readonly side: Side
  readonly value: number
  readonly dice: number
}

/** One die of a Simple modifier put on one die of the pool (`dieIndex` counts from 0). */
export interface Placement {
  readonly modifierId: string
  readonly dieIndex: number
}

export interface PlacementRefusal {
  placement: Placement
  reason: string
}

/** The signed amount a Simple modifier adds to a die. */
export function signedValue(modifier: Pick<SimpleModifier, 'side' | 'value'>): number {
  return modifier.side === 'beneficial' ? modifier.value : -modifier.value
}

/** Dice are numbered from 1 for people. */
function dieName(dieIndex: number): string {
  return `die ${dieIndex + 1}`
}

/**
 * Step 5 stacking: one die holds at most one modifier of each side, and a multi-die
 * modifier uses separate dice, so a side can place at most one modifier die per pool die.
 */
export function placeableDice(side: Side, modifiers: readonly SimpleModifier[], poolSize: number): number {
  const wanted = modifiers.filter((m) => m.side === side).reduce((sum, m) => sum + Math.min(m.dice, poolSize), 0)
  return Math.min(poolSize, wanted)
}

/** How many modifier dice of a side are on the pool. */
export function placedDice(side: Side, modifiers: readonly SimpleModifier[], placements: readonly Placement[]): number {
  const ids = new Set(modifiers.filter((m) => m.side === side).map((m) => m.id))
  return placements.filter((p) => ids.has(p.modifierId)).length
}

/**
 * Modifier dice of a side the pool still has room for. Any die without a modifier of that
 * side accepts any of its modifiers that still has dice, so a side can always go on placing
 * until none is left.
 */
export function diceLeftToPlace(side: Side, modifiers: readonly SimpleModifier[], placements: readonly Placement[], poolSize: number): number {
  return Math.max(0, placeableDice(side, modifiers, poolSize) - placedDice(side, modifiers, placements))
}

/** Whether a side has placed every modifier die the pool has room for. */
export function isSideComplete(side: Side, modifiers: readonly SimpleModifier[], placements: readonly Placement[], poolSize: number): boolean {
  return diceLeftToPlace(side, modifiers, placements, poolSize) === 0
}

/**
 * Step 5, Adjust the Results (rulings 2 and 6): why one more placement is not allowed, or
 * null. Refused: an unknown modifier, a die that does not exist, a multi-die modifier twice
 * on one die or on more dice than it has, two modifiers of the same side on one die, and
 * any Beneficial placement while Hindering dice are still to be placed.
 */
export function whyPlacementRefused(
  poolSize: number,
  modifiers: readonly SimpleModifier[],
  placements: readonly Placement[],
  next: Placement,
): string | null {
  const modifier = modifiers.find((m) => m.id === next.modifierId)
  if (!modifier) return `There is no Simple modifier "${next.modifierId}" in this pool`
  if (!Number.isInteger(next.dieIndex) || next.dieIndex < 0 || next.dieIndex >= poolSize)
    return `There is no ${dieName(next.dieIndex)}: the pool has ${poolSize} dice`
  const own = placements.filter((p) => p.modifierId === modifier.id)
  if (own.some((p) => p.dieIndex === next.dieIndex))
    return `${modifier.label} is already on ${dieName(next.dieIndex)}: each of its dice goes on a separate die`
  if (own.length >= modifier.dice)
    return `${modifier.label} applies to ${modifier.dice} ${modifier.dice === 1 ? 'die' : 'dice'} and is already on all of them`
  const left = diceLeftToPlace('hindering', modifiers, placements, poolSize)
  if (modifier.side === 'beneficial' && left > 0)
    return `Hindering modifiers are placed before Beneficial ones: ${left} Hindering ${left === 1 ? 'die is' : 'dice are'} still to place`
  const sameSide = placements.find((p) => p.dieIndex === next.dieIndex && modifiers.find((m) => m.id === p.modifierId)?.side === modifier.side)
  if (sameSide) {
    const other = modifiers.find((m) => m.id === sameSide.modifierId)!
    const word = modifier.side === 'beneficial' ? 'Beneficial' : 'Hindering'
    return `${dieName(next.dieIndex)} already has the ${word} modifier ${other.label}: two ${word} Simple modifiers never stack on one die`
  }
  return null
}

/**
 * Step 5, Adjust the Results: checks a whole proposed assignment. Hindering placements are
 * checked first (they come first at the table), then each placement against those before
 * it. Returns every refused placement with its reason; an empty list means legal.
 */
export function checkAssignment(poolSize: number, modifiers: readonly SimpleModifier[], placements: readonly Placement[]): PlacementRefusal[] {
  const sideOf = (p: Placement) => modifiers.find((m) => m.id === p.modifierId)?.side
  const ordered = [...placements.filter((p) => sideOf(p) !== 'beneficial'), ...placements.filter((p) => sideOf(p) === 'beneficial')]
  const accepted: Placement[] = []
  const refusals: PlacementRefusal[] = []
  for (const placement of ordered) {
    const reason = whyPlacementRefused(poolSize, modifiers, accepted, placement)
    if (reason) refusals.push({ placement, reason })
    else accepted.push(placement)
  }
  return refusals
}

/** The dice one modifier may go on next. */
export function legalDice(poolSize: number, modifiers: readonly SimpleModifier[], placements: readonly Placement[], modifierId: string): number[] {
  return Array.from({ length: poolSize }, (_, dieIndex) => dieIndex).filter(
    (dieIndex) => whyPlacementRefused(poolSize, modifiers, placements, { modifierId, dieIndex }) === null,
  )
}

/** Step 5: the dice after their Simple modifiers (the values step 6 totals). */
export function adjustedResults(baseValues: readonly number[], modifiers: readonly SimpleModifier[], placements: readonly Placement[]): number[] {
  const results = [...baseValues]
  for (const placement of placements) {
    const modifier = modifiers.find((m) => m.id === placement.modifierId)
    if (modifier && placement.dieIndex in results) results[placement.dieIndex]! += signedValue(modifier)
  }
  return results
}
