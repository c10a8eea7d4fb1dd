import { D20, DEFAULT_DR, type Edge } from './types'
import { allowed, refused, type RuleResult } from './result'

/**
 * ZG14: Advantage and Disadvantage do not stack, and one of each cancels to a plain roll.
 * Each source says which it gives; the Test is rolled with what is left.
 */
export function combineEdges(edges: readonly Edge[]): Edge {
  const up = edges.includes('advantage')
  const down = edges.includes('disadvantage')
  if (up === down) return 'normal'
  return up ? 'advantage' : 'disadvantage'
}

/** R20: a plain Test rolls one d20; Advantage or Disadvantage roll two. */
export function d20sFor(edge: Edge): number {
  return edge === 'normal' ? 1 : 2
}

/** A Test read from its dice: the d20 that counts (the natural), the one left out, the total and whether it passed. */
export interface TestRoll {
  natural: number
  dropped: number | null
  total: number
  dr: number
  passed: boolean
}

/**
 * R20, Z12: a Test is d20 + attribute against a DR (12 unless stated), passing when the total
 * is at least the DR; with Advantage the higher of two d20 counts, with Disadvantage the
 * lower. `naturals` (ZG3, ZG4) makes a natural 20 always pass and a natural 1 always fail, as
 * attacks and avoidance Tests do. The faces must be the d20s the edge rolls.
 */
export function resolveTest(input: {
  faces: readonly number[]
  attribute: number
  edge: Edge
  dr?: number
  naturals?: boolean
}): RuleResult<TestRoll> {
  const { faces, attribute, edge } = input
  const dr = input.dr ?? DEFAULT_DR
  const needed = d20sFor(edge)
  if (faces.length !== needed)
    return refused(
      `A ${edge === 'normal' ? 'plain Test rolls one d20' : `Test with ${edge === 'advantage' ? 'Advantage' : 'Disadvantage'} rolls two d20`}, not ${faces.length}.`,
    )
  const bad = faces.find((f) => !Number.isInteger(f) || f < 1 || f > D20)
  if (bad !== undefined) return refused(`A d20 shows 1 to 20, not ${bad}.`)
  const sorted = [...faces].sort((a, b) => (edge === 'disadvantage' ? a - b : b - a))
  const natural = sorted[0]!
  const total = natural + attribute
  const passed = input.naturals && natural === D20 ? true : input.naturals && natural === 1 ? false : total >= dr
  return allowed({ natural, dropped: sorted[1] ?? null, total, dr, passed })
}
