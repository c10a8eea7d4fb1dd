import type { Attribute, CombatantView, Edge, TestOdds } from '@shared/systems/zones'
import { combineEdges } from '@shared/systems/zones/rules/test'
import { testOdds } from '@shared/systems/zones/odds/test-odds'
import { chancePercent } from '@shared/words'

/** Exact odds as the table reads them: a percent to a tenth, and the count of rolls behind it ("60% (12 in 20)"). */
export function oddsWords(odds: TestOdds): string {
  return `${chancePercent(odds.chance)} (${odds.passing} in ${odds.outOf})`
}

export const EDGE_WORDS: Record<Edge, string> = { normal: 'plain', advantage: 'with Advantage', disadvantage: 'with Disadvantage' }

/**
 * R20, Z26, ZG14: the exact odds of a Test the GM calls for a combatant, as the host will roll
 * it: the GM's edge with the combatant's Weakened, d20 + the attribute against the DR.
 */
export function calledTestOdds(who: CombatantView, attribute: Attribute, dr: number, gmEdge: Edge): { edge: Edge; odds: TestOdds } {
  const edge = combineEdges([gmEdge, who.hinderances.includes('weakened') ? 'disadvantage' : 'normal'])
  return { edge, odds: testOdds({ attribute: who.attributes[attribute] ?? 0, edge, dr }) }
}

/** An attribute with its sign, as a bonus reads (+2, −1). */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`
}
