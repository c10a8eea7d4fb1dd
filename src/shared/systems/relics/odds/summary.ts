import type { OddsTally } from './tally'
import type { NetDistribution, OddsContext, PoolOdds } from './types'

function toDistribution(byNet: ReadonlyMap<number, number>): NetDistribution {
  const distribution: Record<number, number> = {}
  for (const net of [...byNet.keys()].sort((a, b) => a - b)) distribution[net] = byNet.get(net)!
  return distribution
}

function probabilityWhere(byNet: ReadonlyMap<number, number>, holds: (net: number) => boolean): number {
  let p = 0
  for (const [net, q] of byNet) if (holds(net)) p += q
  return p
}

/** Challenge step 7, Apply Stress: each Challenge success is one Stress, a net below 1 none. */
function stressLaw(byNet: ReadonlyMap<number, number>): NetDistribution {
  const stress = new Map<number, number>()
  for (const [net, p] of byNet) stress.set(Math.max(net, 0), (stress.get(Math.max(net, 0)) ?? 0) + p)
  return toDistribution(stress)
}

/**
 * Steps 6 to 9 read off a tally: Disaster (ruling 9), the tides (ruling 8: +1 Destiny per
 * critical, +1 Doom per botch and major botch die, per overpowering success +1 Destiny per PC
 * and +1 Doom; nothing on the Challenge turn or without tides), Challenge dice resolved
 * (Cohort step 7) and Stress (Challenge step 7).
 */
export function summarizeOdds(tally: OddsTally, context: OddsContext = {}): PoolOdds {
  const { netProbability: byNet, expected } = tally
  const challengeTurn = context.turn === 'challenge'
  const tidesShift = !challengeTurn && context.tides !== false
  const pcCount = context.pcCount ?? 1
  const resolved = context.resolvedDice ?? 0
  const rating = context.rating
  return {
    distribution: toDistribution(byNet),
    pAtLeastOneSuccess: probabilityWhere(byNet, (net) => net >= 1),
    pDisaster: probabilityWhere(byNet, (net) => net <= -1),
    expectedNet: expected.net,
    expectedCriticals: expected.criticals,
    expectedOverpowering: expected.overpowering,
    expectedBotches: expected.botches,
    expectedDestinyChange: tidesShift ? expected.criticals + expected.overpowering * pcCount : 0,
    expectedDoomChange: tidesShift ? expected.botches + expected.overpowering : 0,
    pResolvedThisRound: rating === undefined || challengeTurn ? null : probabilityWhere(byNet, (net) => resolved + Math.max(net, 0) >= rating),
    stressDistribution: challengeTurn ? stressLaw(byNet) : null,
  }
}
