import { NATURAL_DICE, NATURAL_MAX } from '../rules/types'

/**
 * The largest net Advantage or Disadvantage the exact odds take: 3 + 17 = 20 dice, and 6^20
 * (about 3.7e15) is still a whole number a double holds exactly, so every count below is exact.
 */
export const MAX_NET_FOR_ODDS = 17

/** How many of the 6^dice equally likely rolls give each natural (index 3 to 18). */
export interface NaturalLaw {
  dice: number
  /** 6^dice, the number of equally likely rolls. */
  rolls: number
  /** counts[n]: rolls whose natural is n (indices 0-2 are 0). */
  counts: number[]
}

/** Pascal's triangle, rows 0 to 20. */
const CHOOSE: number[][] = (() => {
  const rows = [[1]]
  for (let i = 1; i <= NATURAL_DICE + MAX_NET_FOR_ODDS; i++) {
    const prev = rows[i - 1]!
    rows.push(Array.from({ length: i + 1 }, (_, j) => (j === 0 || j === i ? 1 : prev[j - 1]! + prev[j]!)))
  }
  return rows
})()

/**
 * R15, R16, E6: the exact law of the natural with `net` Advantage (negative: Disadvantage):
 * 3 + |net| d6, the highest (lowest) three kept. Counted, not sampled: faces are placed from
 * the kept end inward, choosing how many dice show each face (binomial weights); the first
 * three placed are the kept ones.
 */
export function naturalLaw(net: number): NaturalLaw {
  if (!Number.isInteger(net) || Math.abs(net) > MAX_NET_FOR_ODDS)
    throw new RangeError(`exact odds take up to ${MAX_NET_FOR_ODDS} net Advantage or Disadvantage, not ${net}`)
  const dice = NATURAL_DICE + Math.abs(net)
  const faces = net >= 0 ? [6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6]
  // ways[placed][kept][sum]
  const size = NATURAL_MAX + 1
  let ways = Array.from({ length: dice + 1 }, () => Array.from({ length: NATURAL_DICE + 1 }, () => new Array<number>(size).fill(0)))
  ways[0]![0]![0] = 1
  for (const face of faces) {
    const next = Array.from({ length: dice + 1 }, () => Array.from({ length: NATURAL_DICE + 1 }, () => new Array<number>(size).fill(0)))
    for (let placed = 0; placed <= dice; placed++)
      for (let kept = 0; kept <= NATURAL_DICE; kept++)
        for (let sum = 0; sum < size; sum++) {
          const w = ways[placed]![kept]![sum]!
          if (w === 0) continue
          const left = dice - placed
          for (let c = 0; c <= left; c++) {
            const taken = Math.min(c, NATURAL_DICE - kept)
            next[placed + c]![kept + taken]![sum + taken * face]! += w * CHOOSE[left]![c]!
          }
        }
    ways = next
  }
  return { dice, rolls: 6 ** dice, counts: ways[dice]![NATURAL_DICE]! }
}

/** P(natural = n) for n = 0..18 (0 below 3). */
export function naturalChances(net: number): number[] {
  const law = naturalLaw(net)
  return law.counts.map((c) => c / law.rolls)
}

/** P(natural + bonus >= target): a save, a Disengage or a Recharge roll (R15). */
export function chanceToReach(target: number, bonus = 0, net = 0): number {
  const law = naturalLaw(net)
  let count = 0
  law.counts.forEach((c, natural) => {
    if (natural + bonus >= target) count += c
  })
  return count / law.rolls
}
