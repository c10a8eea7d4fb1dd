import { combineEdges } from '../rules/test'
import type { Edge } from '../rules/types'
import { testOdds, type TestOdds } from './test-odds'

/** What an attack's odds are made of: who rolls, with what bonus, and what gives it its edge (an `AttackOption` has it). */
export interface AttackOdds {
  readonly roller: 'attacker' | 'defender' | null
  readonly bonus: number | null
  readonly naturals: boolean
  readonly edgeSources: readonly Edge[]
}

/**
 * ZG14, R20: an attack's odds with the GM's own Advantage or Disadvantage for the situation
 * added to what the range and Weakened give it: the edge the host will roll and the exact
 * chance that the attack lands, or null for an attack the rules refuse.
 */
export function attackOddsWith(option: AttackOdds, gmEdge: Edge): { edge: Edge; odds: TestOdds; hitChance: number } | null {
  if (option.bonus === null || option.roller === null) return null
  const edge = combineEdges([...option.edgeSources, gmEdge])
  const odds = testOdds({ attribute: option.bonus, edge, naturals: option.naturals })
  return { edge, odds, hitChance: option.roller === 'attacker' ? odds.chance : (odds.outOf - odds.passing) / odds.outOf }
}
