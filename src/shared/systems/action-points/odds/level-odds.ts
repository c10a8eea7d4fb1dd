import type { ActionPointsSettings } from '../rules/settings'
import { levelThresholds } from '../rules/success-levels'
import { SUCCESS_LEVELS, type Advantage, type SuccessLevel } from '../rules/types'

/** The chance of each success level, out of a whole denominator: exact, with no rounding. */
export interface LevelOdds {
  /** Ways to reach each level, out of `outOf`. */
  ways: Record<SuccessLevel, number>
  /** 100 for one d100, 10,000 for two (Advantage or Disadvantage). */
  outOf: number
}

/** How many of the 100 faces give each level with one die (R22, AG2), counted from the thresholds rather than face by face. */
function singleDie(skill: number, fumbles: ActionPointsSettings['fumbles']): Record<SuccessLevel, number> {
  const t = levelThresholds(skill)
  // The faces 1-99 a level covers: capped at 99 (00 always fails), 01 always at least Normal.
  const upTo = (n: number) => Math.min(99, n)
  const fumbleFrom = fumbles === 'highRollsWhenUnskilled' && skill < 50 ? 96 : 100
  const critical = upTo(t.critical)
  const major = upTo(t.major) - critical
  const hard = upTo(t.hard) - upTo(t.major)
  const normal = Math.max(upTo(t.normal), 1) - Math.max(upTo(t.hard), 0)
  const successes = critical + major + hard + normal
  const fumble = 101 - fumbleFrom
  return { fumble, failure: 100 - successes - fumble, normal, hard, major, critical }
}

/**
 * The exact chance of each success level of a check before it is rolled (R22, AG2, AG3):
 * with Advantage the lower of two d100 counts, with Disadvantage the higher. Worked from the
 * level thresholds: with two dice the chance of "level L or better" is 1 - (1 - p)² with
 * Advantage and p² with Disadvantage, where p is one die's.
 */
export function levelOdds(skill: number, advantage: Advantage, fumbles: ActionPointsSettings['fumbles'] = 'doubleZero'): LevelOdds {
  const one = singleDie(skill, fumbles)
  if (advantage === 0) return { ways: one, outOf: 100 }
  // Levels best first: the ways to reach "this level or better" with one die, then with two.
  const best = [...SUCCESS_LEVELS].reverse()
  const ways = {} as Record<SuccessLevel, number>
  let atLeastBefore = 0
  let cumulative = 0
  for (const level of best) {
    cumulative += one[level]
    const twoDice = advantage > 0 ? 10_000 - (100 - cumulative) ** 2 : cumulative ** 2
    ways[level] = twoDice - atLeastBefore
    atLeastBefore = twoDice
  }
  return { ways, outOf: 10_000 }
}

/** A level's chance as a fraction. */
export function chanceOf(odds: LevelOdds, level: SuccessLevel): number {
  return odds.ways[level] / odds.outOf
}
