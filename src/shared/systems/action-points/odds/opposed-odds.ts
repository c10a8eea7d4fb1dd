import { opposedWinner } from '../rules/opposed'
import type { ActionPointsSettings } from '../rules/settings'
import { checkResult } from '../rules/success-levels'
import type { Advantage } from '../rules/types'

/** One side of an opposed check before it is rolled. */
export interface CheckSpec {
  skill: number
  advantage: Advantage
}

/** The chance of each outcome of an opposed check, exact, out of a whole denominator. */
export interface OpposedOdds {
  active: number
  passive: number
  neither: number
  outOf: number
}

/**
 * AG3: the ways each kept roll comes up: 1 of 100 with one die; with two, (101-r)² - (100-r)²
 * of 10,000 for the lower (Advantage) and r² - (r-1)² for the higher (Disadvantage).
 */
export function keptRollWays(advantage: Advantage): number[] {
  return Array.from({ length: 100 }, (_, i) => {
    const r = i + 1
    if (advantage === 0) return 1
    return advantage > 0 ? (101 - r) ** 2 - (100 - r) ** 2 : r ** 2 - (r - 1) ** 2
  })
}

/**
 * AG1, AG33: the exact chances of an opposed check: the acting side wins, the other side
 * wins, or both fail. Every pair of kept rolls is weighed (at most 100 × 100 pairs), each
 * resolved by `opposedWinner`, so the odds and the rules never disagree.
 */
export function opposedOdds(
  active: CheckSpec,
  passive: CheckSpec,
  activeBump = 0,
  fumbles: ActionPointsSettings['fumbles'] = 'doubleZero',
): OpposedOdds {
  const key = `${active.skill}/${active.advantage}/${passive.skill}/${passive.advantage}/${activeBump}/${fumbles}`
  const known = remembered.get(key)
  if (known) return { ...known }
  const odds = countOpposed(active, passive, activeBump, fumbles)
  // The console asks for the same few pairs at every view: a small memory of recent answers.
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!)
  remembered.set(key, odds)
  return { ...odds }
}

const REMEMBERED = 256
const remembered = new Map<string, OpposedOdds>()

function countOpposed(active: CheckSpec, passive: CheckSpec, activeBump: number, fumbles: ActionPointsSettings['fumbles']): OpposedOdds {
  const activeWays = keptRollWays(active.advantage)
  const passiveWays = keptRollWays(passive.advantage)
  const settings = { fumbles }
  const activeChecks = activeWays.map((_, i) => checkResult(active.skill, i + 1, settings))
  const passiveChecks = passiveWays.map((_, i) => checkResult(passive.skill, i + 1, settings))
  const odds: OpposedOdds = {
    active: 0,
    passive: 0,
    neither: 0,
    outOf: (active.advantage === 0 ? 100 : 10_000) * (passive.advantage === 0 ? 100 : 10_000),
  }
  activeChecks.forEach((a, i) =>
    passiveChecks.forEach((p, j) => {
      odds[opposedWinner(a, p, activeBump)] += activeWays[i]! * passiveWays[j]!
    }),
  )
  return odds
}
