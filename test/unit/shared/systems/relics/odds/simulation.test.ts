import { describe, expect, it } from 'vitest'
import { seededSource } from '@shared/dice'
import { exhaustiveBestPlay, poolOdds, type PoolOddsSpec } from '@shared/systems/relics/odds'
import { minus, plus } from './helpers'

const ROLLS = 1_000_000
/** Six standard errors of a probability near 1/2 over a million rolls. */
const PROBABILITY_TOLERANCE = 0.003
/** Expected counts of dice vary more per roll than a 0/1 event; still about six standard errors. */
const EXPECTATION_TOLERANCE = 0.01

/**
 * Rolls the pool ROLLS times with a seeded source and scores each roll by exhaustive best
 * play (memoised per multiset of faces, since reorderings score alike).
 */
function simulate(spec: PoolOddsSpec, seed: number) {
  const autos = spec.autoResults ?? []
  const bestPlay = exhaustiveBestPlay(spec.freeDice + autos.length, spec.simple ?? [])
  const source = seededSource(seed)
  const known = new Map<number, ReturnType<typeof bestPlay>>()
  const byNet = new Map<number, number>()
  const sums = { botches: 0, criticals: 0, overpowering: 0 }
  const counts = new Array<number>(6)
  for (let r = 0; r < ROLLS; r++) {
    counts.fill(0)
    for (let d = 0; d < spec.freeDice; d++) counts[source.face(6) - 1]!++
    const key = counts.reduce((k, c) => k * (spec.freeDice + 1) + c, 0)
    let outcome = known.get(key)
    if (!outcome) {
      const values = [...counts.flatMap((c, f) => new Array<number>(c).fill(f + 1)), ...autos]
      known.set(key, (outcome = bestPlay(values)))
    }
    byNet.set(outcome.net, (byNet.get(outcome.net) ?? 0) + 1)
    sums.botches += outcome.botches
    sums.criticals += outcome.criticals
    sums.overpowering += outcome.overpowering
  }
  return { byNet, botches: sums.botches / ROLLS, criticals: sums.criticals / ROLLS, overpowering: sums.overpowering / ROLLS }
}

const SPECS: [string, PoolOddsSpec, number][] = [
  ['12 free dice, A5, +1 / 2d and -1 / 1d', { freeDice: 12, autoResults: [5], simple: [plus(1, 2), minus(1, 1)] }, 11],
  ['7 free dice, A6 and A8, +1 / 1d, +2 / 1d and -1 / 2d', { freeDice: 7, autoResults: [6, 8], simple: [plus(1, 1), plus(2, 1), minus(1, 2)] }, 22],
  ['14 free dice, +2 / 1d and -1 / 1d', { freeDice: 14, simple: [plus(2, 1), minus(1, 1)] }, 33],
]

describe('poolOdds against a million seeded rolls (steps 4-6, ruling 6 best play)', () => {
  it.each(SPECS)('exact odds of %s stay within 0.003 of the simulated frequencies', (_, spec, seed) => {
    const odds = poolOdds(spec)
    const simulated = simulate(spec, seed)
    const nets = new Set([...simulated.byNet.keys(), ...Object.keys(odds.distribution).map(Number)])
    for (const net of nets) {
      const frequency = (simulated.byNet.get(net) ?? 0) / ROLLS
      expect(Math.abs((odds.distribution[net] ?? 0) - frequency), `P(net = ${net})`).toBeLessThanOrEqual(PROBABILITY_TOLERANCE)
    }
    const frequencyWhere = (holds: (net: number) => boolean) => [...simulated.byNet].reduce((s, [net, n]) => (holds(net) ? s + n : s), 0) / ROLLS
    expect(Math.abs(odds.pAtLeastOneSuccess - frequencyWhere((net) => net >= 1))).toBeLessThanOrEqual(PROBABILITY_TOLERANCE)
    expect(Math.abs(odds.pDisaster - frequencyWhere((net) => net <= -1))).toBeLessThanOrEqual(PROBABILITY_TOLERANCE)
    expect(Math.abs(odds.expectedBotches - simulated.botches)).toBeLessThanOrEqual(EXPECTATION_TOLERANCE)
    expect(Math.abs(odds.expectedCriticals - simulated.criticals)).toBeLessThanOrEqual(EXPECTATION_TOLERANCE)
    expect(Math.abs(odds.expectedOverpowering - simulated.overpowering)).toBeLessThanOrEqual(EXPECTATION_TOLERANCE)
  })
})
