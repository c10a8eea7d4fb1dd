import { describe, expect, it } from 'vitest'
import { MAX_ODDS_POOL, bruteForceOdds, netEntries, poolOdds, probabilityOfNet } from '@shared/systems/relics/odds'
import { expectConsistent, expectSameOdds, minus, plus } from './helpers'

describe('poolOdds, step 6 Final Result (ruling 1)', () => {
  it('one free die: a 1 botches, 2-4 score nothing, 5-6 succeed', () => {
    const odds = poolOdds({ freeDice: 1 })
    expect(odds.distribution).toEqual({ [-1]: 1 / 6, 0: 3 / 6, 1: 2 / 6 })
    expect(odds.pAtLeastOneSuccess).toBeCloseTo(1 / 3, 15)
    expect(odds.pDisaster).toBeCloseTo(1 / 6, 15)
    expect(odds.expectedBotches).toBeCloseTo(1 / 6, 15)
  })

  it('an empty pool scores 0 for sure', () => {
    expect(poolOdds({ freeDice: 0 }).distribution).toEqual({ 0: 1 })
  })

  it('auto results are dice already showing their face (step 3): A8 is a certain critical', () => {
    const odds = poolOdds({ freeDice: 0, autoResults: [8] })
    expect(odds.distribution).toEqual({ 2: 1 })
    expect(odds.expectedCriticals).toBe(1)
  })
})

describe('poolOdds, step 5 Simple modifiers by best play (ruling 6)', () => {
  it("finds the text's play on [1, 3, 3, 4, 5] with +1 / 2d and +2 / 1d: [2, 3, 3, 5, 7], 3 successes, 1 critical, no botch", () => {
    const odds = poolOdds({ freeDice: 0, autoResults: [1, 3, 3, 4, 5], simple: [plus(1, 2), plus(2, 1)] })
    expect(odds.distribution).toEqual({ 3: 1 })
    expect(odds.expectedCriticals).toBe(1)
    expect(odds.expectedBotches).toBe(0)
  })

  it('places -2 / 2d on [2, 3, 3, 5, 6] where the +1 / 2d answer does least: net 1 with a botch left', () => {
    const odds = poolOdds({ freeDice: 0, autoResults: [2, 3, 3, 5, 6], simple: [minus(2, 2), plus(1, 2)] })
    expect(odds.distribution).toEqual({ 1: 1 })
    expect(odds.expectedBotches).toBe(1)
  })

  it("breaks a tie on ruling 6's three keys by overpowering dice, for both sides: [1, 4, 8, 8] with -1 / 1d, -3 / 1d, +1 / 1d", () => {
    // Hindering plays exist that leave net 3, one botch die and one critical with or without
    // an overpowering success; the Hindering side takes the one without.
    const spec = { freeDice: 0, autoResults: [1, 4, 8, 8], simple: [minus(1, 1), minus(3, 1), plus(1, 1)], context: { pcCount: 3 } }
    const odds = poolOdds(spec)
    expect(odds.distribution).toEqual({ 3: 1 })
    expect([odds.expectedBotches, odds.expectedCriticals, odds.expectedOverpowering]).toEqual([1, 1, 0])
    expectSameOdds(odds, bruteForceOdds(spec), 1e-15)
  })

  it('a modifier with more dice than the pool applies to every die of it', () => {
    const wide = poolOdds({ freeDice: 2, simple: [plus(1, 5), minus(1, 4)] })
    const fitted = poolOdds({ freeDice: 2, simple: [plus(1, 2), minus(1, 2)] })
    expectSameOdds(wide, fitted, 1e-15)
  })

  it('two modifiers of one side with one value act as one group of dice (+1 / 2d and +1 / 1d = +1 / 3d)', () => {
    const split = poolOdds({ freeDice: 5, simple: [plus(1, 2), plus(1, 1), minus(2, 1)] })
    const merged = poolOdds({ freeDice: 5, simple: [plus(1, 3), minus(2, 1)] })
    expectSameOdds(split, merged, 1e-15)
  })

  it('a Beneficial modifier can only help and a Hindering one only hurt', () => {
    const plain = poolOdds({ freeDice: 6, autoResults: [5] })
    expect(poolOdds({ freeDice: 6, autoResults: [5], simple: [plus(1, 2)] }).expectedNet).toBeGreaterThan(plain.expectedNet)
    expect(poolOdds({ freeDice: 6, autoResults: [5], simple: [minus(1, 2)] }).expectedNet).toBeLessThan(plain.expectedNet)
  })
})

describe('poolOdds, Cohort step 8 The Tides Shift (ruling 8)', () => {
  const overpowering = { freeDice: 0, autoResults: [8], simple: [plus(1, 1)] }

  it('an overpowering success is +1 Destiny per PC and +1 Doom', () => {
    const odds = poolOdds({ ...overpowering, context: { pcCount: 4 } })
    expect(odds.distribution).toEqual({ 3: 1 })
    expect(odds.expectedDestinyChange).toBe(4)
    expect(odds.expectedDoomChange).toBe(1)
  })

  it('a critical is +1 Destiny, a botch and a major botch +1 Doom each', () => {
    const plain = poolOdds({ freeDice: 0, autoResults: [1, 7], context: { pcCount: 2 } })
    expect([plain.expectedDestinyChange, plain.expectedDoomChange]).toEqual([1, 1])
    const majorBotch = poolOdds({ freeDice: 0, autoResults: [1, 1], simple: [minus(2, 1)], context: { pcCount: 2 } })
    expect(majorBotch.distribution).toEqual({ [-3]: 1 })
    expect([majorBotch.expectedDestinyChange, majorBotch.expectedDoomChange]).toEqual([0, 2])
  })

  it('nothing shifts without tides (a Common threat) nor on the Challenge turn', () => {
    for (const context of [
      { pcCount: 4, tides: false },
      { pcCount: 4, turn: 'challenge' as const },
    ]) {
      const odds = poolOdds({ ...overpowering, context })
      expect(odds.expectedDestinyChange).toBe(0)
      expect(odds.expectedDoomChange).toBe(0)
      expect(odds.expectedOverpowering).toBe(1)
    }
  })
})

describe('poolOdds, Cohort step 7 and Challenge step 7', () => {
  it('Resolve Challenge Dice: P(resolved + max(net, 0) >= rating)', () => {
    const odds = poolOdds({ freeDice: 3, context: { rating: 4, resolvedDice: 2 } })
    const atLeastTwo = netEntries(odds.distribution).reduce((s, [net, p]) => (net >= 2 ? s + p : s), 0)
    expect(odds.pResolvedThisRound).toBeCloseTo(atLeastTwo, 15)
    expect(poolOdds({ freeDice: 3, context: { rating: 2, resolvedDice: 2 } }).pResolvedThisRound).toBeCloseTo(1, 15)
    expect(poolOdds({ freeDice: 3 }).pResolvedThisRound).toBeNull()
  })

  it('Apply Stress: on the Challenge turn each success is one Stress, a net of 0 or less none', () => {
    const odds = poolOdds({ freeDice: 2, autoResults: [5], context: { turn: 'challenge', rating: 3 } })
    const p = (net: number) => probabilityOfNet(odds.distribution, net)
    expect(odds.stressDistribution![0]).toBeCloseTo(p(-1) + p(0), 15)
    expect(odds.stressDistribution![1]).toBeCloseTo(p(1), 15)
    expect(odds.stressDistribution![3]).toBeCloseTo(p(3), 15)
    expect(odds.pResolvedThisRound).toBeNull()
    expect(poolOdds({ freeDice: 2 }).stressDistribution).toBeNull()
  })
})

describe('poolOdds, the law as a whole', () => {
  it.each([
    ['12 free dice, A5, +1 / 2d, -1 / 1d', { freeDice: 12, autoResults: [5], simple: [plus(1, 2), minus(1, 1)] }],
    ['30 free dice, A5 A5 A6, +1 / 2d, +2 / 1d, -1 / 2d', { freeDice: 30, autoResults: [5, 5, 6], simple: [plus(1, 2), plus(2, 1), minus(1, 2)] }],
    ['20 free dice, -2 / 3d, +1 / 1d', { freeDice: 20, simple: [minus(2, 3), plus(1, 1)] }],
    ['60 free dice, no modifier', { freeDice: MAX_ODDS_POOL }],
  ])('%s: sums to 1 and its P figures are read off it', (_, spec) => {
    expectConsistent(poolOdds(spec))
  })

  it('matches brute force on a Challenge pool with A7 and A8 on the Challenge turn', () => {
    const spec = { freeDice: 3, autoResults: [7, 8], simple: [minus(1, 2), plus(2, 1)], context: { turn: 'challenge' as const } }
    const odds = poolOdds(spec)
    const brute = bruteForceOdds(spec)
    expectSameOdds(odds, brute, 1e-12)
    for (const [stress, p] of netEntries(brute.stressDistribution!)) expect(odds.stressDistribution![stress]).toBeCloseTo(p, 12)
  })
})

describe('poolOdds refuses what the rules do not allow', () => {
  it.each([
    ['a negative pool', { freeDice: -1 }],
    ['fractional dice', { freeDice: 1.5 }],
    ['an auto result above 8', { freeDice: 1, autoResults: [9] }],
    ['an auto result below 1', { freeDice: 1, autoResults: [0] }],
    ['A7 on the Cohort turn (A3, A7, A8 are Challenge-only)', { freeDice: 1, autoResults: [7], context: { turn: 'cohort' as const } }],
    ['A3 on the Cohort turn', { freeDice: 1, autoResults: [3], context: { turn: 'cohort' as const } }],
    ['a negative modifier value (the side gives the sign)', { freeDice: 1, simple: [minus(-1, 1)] }],
    ['a pool beyond the odds limit', { freeDice: MAX_ODDS_POOL + 1 }],
    ['a negative rating', { freeDice: 1, context: { rating: -1 } }],
  ])('%s', (_, spec) => {
    expect(() => poolOdds(spec)).toThrow(RangeError)
  })
})

describe('reading a law of net successes', () => {
  it('probabilityOfNet reads a plain object or a Map, and a missing net as 0', () => {
    expect(probabilityOfNet({ 1: 0.5, [-1]: 0.5 }, -1)).toBe(0.5)
    expect(probabilityOfNet(new Map([[2, 1]]), 2)).toBe(1)
    expect(probabilityOfNet({ 1: 1 }, 3)).toBe(0)
    expect(probabilityOfNet(new Map<number, number>(), 0)).toBe(0)
  })

  it('netEntries lists either shape lowest net first', () => {
    expect(netEntries({ 2: 0.25, [-1]: 0.25, 0: 0.5 })).toEqual([
      [-1, 0.25],
      [0, 0.5],
      [2, 0.25],
    ])
    expect(
      netEntries(
        new Map([
          [3, 0.5],
          [-2, 0.5],
        ]),
      ),
    ).toEqual([
      [-2, 0.5],
      [3, 0.5],
    ])
  })
})
