import { expect } from 'vitest'
import { netEntries, type OddsSimpleModifier, type PoolOdds } from '@shared/systems/relics/odds'

export const plus = (value: number, dice: number): OddsSimpleModifier => ({ value, dice, side: 'beneficial' })
export const minus = (value: number, dice: number): OddsSimpleModifier => ({ value, dice, side: 'hindering' })

/** Every figure of two odds agrees within `tolerance` (absent nets count as 0). */
export function expectSameOdds(actual: PoolOdds, expected: PoolOdds, tolerance: number): void {
  const nets = new Set([...netEntries(actual.distribution), ...netEntries(expected.distribution)].map(([net]) => net))
  for (const net of nets)
    expect(Math.abs((actual.distribution[net] ?? 0) - (expected.distribution[net] ?? 0)), `P(net = ${net})`).toBeLessThanOrEqual(tolerance)
  const figures = [
    'pAtLeastOneSuccess',
    'pDisaster',
    'expectedNet',
    'expectedCriticals',
    'expectedOverpowering',
    'expectedBotches',
    'expectedDestinyChange',
    'expectedDoomChange',
  ] as const
  for (const f of figures) expect(Math.abs(actual[f] - expected[f]), f).toBeLessThanOrEqual(tolerance)
  expect(actual.pResolvedThisRound === null).toBe(expected.pResolvedThisRound === null)
  if (actual.pResolvedThisRound !== null) expect(Math.abs(actual.pResolvedThisRound - expected.pResolvedThisRound!)).toBeLessThanOrEqual(tolerance)
}

/** The law sums to 1 and the P figures are read off it. */
export function expectConsistent(odds: PoolOdds): void {
  const entries = netEntries(odds.distribution)
  const sum = (holds: (net: number) => boolean) => entries.reduce((s, [net, p]) => (holds(net) ? s + p : s), 0)
  expect(sum(() => true)).toBeCloseTo(1, 12)
  for (const [, p] of entries) expect(p).toBeGreaterThan(0)
  expect(odds.pAtLeastOneSuccess).toBeCloseTo(
    sum((net) => net >= 1),
    12,
  )
  expect(odds.pDisaster).toBeCloseTo(
    sum((net) => net <= -1),
    12,
  )
  expect(odds.expectedNet).toBeCloseTo(
    entries.reduce((s, [net, p]) => s + net * p, 0),
    10,
  )
}
