import { NATURAL_DICE } from './types'
import { allowed, refused, type RuleResult } from './result'

/** E6, R16: Advantage and Disadvantage cancel one for one; the sign says which is left. */
export function netAdvantage(advantage: number, disadvantage: number): number {
  return advantage - disadvantage
}

/** R15, R16: how many d6 a natural rolls: 3, plus one per net Advantage or Disadvantage. */
export function diceForNatural(net: number): number {
  return NATURAL_DICE + Math.abs(net)
}

/** A natural read from its dice. */
export interface Natural {
  /** The sum of the three kept dice. */
  natural: number
  /** The kept faces, highest first for Advantage, lowest first for Disadvantage. */
  kept: number[]
  /** The faces left out. */
  dropped: number[]
}

/**
 * R15, R16, E6: the natural of a roll from its faces. With net Advantage the highest three of
 * the 3 + net dice count, with net Disadvantage the lowest three. The faces must be exactly
 * the dice the net count rolls, each 1 to 6.
 */
export function naturalFrom(faces: readonly number[], net: number): RuleResult<Natural> {
  if (!Number.isInteger(net)) return refused(`The Advantage count must be a whole number, not ${net}`)
  const expected = diceForNatural(net)
  if (faces.length !== expected) {
    const why = net === 0 ? '' : ` (3 and one per net ${net > 0 ? 'Advantage' : 'Disadvantage'})`
    return refused(`The roll must have ${expected} d6${why}, not ${faces.length}`)
  }
  const bad = faces.find((f) => !Number.isInteger(f) || f < 1 || f > 6)
  if (bad !== undefined) return refused(`A d6 shows 1 to 6, not ${bad}`)
  const sorted = [...faces].sort((a, b) => (net >= 0 ? b - a : a - b))
  const kept = sorted.slice(0, NATURAL_DICE)
  return allowed({ natural: kept.reduce((a, b) => a + b, 0), kept, dropped: sorted.slice(NATURAL_DICE) })
}
