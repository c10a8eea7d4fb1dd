import { describe, expect, it } from 'vitest'
import {
  attackOdds,
  chanceToReach,
  expectedDamage,
  naturalChances,
  naturalLaw,
  MAX_NET_FOR_ODDS,
  type AttackOddsSpec,
} from '@shared/systems/escalation/odds'
import { bruteAttack, bruteNaturals, everyRoll } from './brute-force'

const EXACT = 1e-12
const NETS = [-4, -3, -2, -1, 0, 1, 2, 3, 4]
const BRUTE = new Map(NETS.map((net) => [net, bruteNaturals(net)]))

describe("the natural's exact law (R15, R16, E6)", () => {
  it.each(NETS)('R16 with net %i the counted law equals reading every roll within 1e-12', (net) => {
    const exact = naturalChances(net)
    BRUTE.get(net)!.forEach((p, natural) => expect(Math.abs(exact[natural]! - p), `natural ${natural}`).toBeLessThanOrEqual(EXACT))
  })

  it('R16 the counts are whole numbers out of 6^(3 + |net|), exact up to 17 net', () => {
    for (const net of [0, 5, -9, MAX_NET_FOR_ODDS, -MAX_NET_FOR_ODDS]) {
      const law = naturalLaw(net)
      expect(law.rolls).toBe(6 ** (3 + Math.abs(net)))
      expect(law.counts.every(Number.isInteger)).toBe(true)
      expect(law.counts.reduce((a, b) => a + b, 0)).toBe(law.rolls)
    }
    expect(() => naturalLaw(MAX_NET_FOR_ODDS + 1)).toThrow(RangeError)
  })

  it('R15 EG15 E37 P(3d6 >= 11) is 1/2 and P(3d6 >= 13) is 56/216, with bonuses and Disadvantage', () => {
    expect(chanceToReach(11)).toBe(0.5)
    expect(chanceToReach(13)).toBe(56 / 216)
    expect(chanceToReach(13, 2)).toBe(chanceToReach(11))
    let low = 0
    for (const faces of everyRoll([6, 6, 6, 6, 6]))
      if (
        [...faces]
          .sort((a, b) => a - b)
          .slice(0, 3)
          .reduce((a, b) => a + b, 0) >= 13
      )
        low++
    expect(chanceToReach(13, 0, -2)).toBeCloseTo(low / 6 ** 5, 14)
  })
})

/** A grid of attacks: defenses from easy to impossible, crit thresholds, EG1 both ways, Resist. */
const SPECS: AttackOddsSpec[] = NETS.flatMap((net) =>
  [
    { bonus: 5, escalation: 2, defense: 17 },
    { bonus: 7, defense: 14, critThreshold: 16, resist: 12 },
    { bonus: 3, escalation: 6, defense: 28, critThreshold: 15 },
    { bonus: 3, defense: 28, critAlwaysHits: false, resist: 15 },
    { bonus: 20, defense: 10, resist: 18 },
  ].map((spec) => ({ ...spec, net })),
)

const DAMAGE = [
  { hit: '1d6+2', miss: 2 },
  { hit: '2d4-3', miss: '1d4-2', critDoubling: 'dice' as const },
  { hit: '3d4kh2+1', miss: null, attackerConfused: true },
  { hit: '1d8x2', miss: '1d3', attackerConfused: true, critDoubling: 'dice' as const },
  { hit: '5', miss: 1 },
]

describe('attack odds and expected damage against brute force (E1-E6, E12-E14, E60, EG1-EG6, EG40, EG43, EG44)', () => {
  it('E2 E3 E4 EG1 chances to hit, crit and crit fail equal brute force within 1e-12 for every net count from -4 to 4', () => {
    for (const spec of SPECS) {
      const odds = attackOdds(spec)
      const brute = bruteAttack(spec, { hit: '1' }, BRUTE.get(spec.net!)!)
      expect(Math.abs(odds.crit - brute.crit), JSON.stringify(spec)).toBeLessThanOrEqual(EXACT)
      expect(Math.abs(odds.plainHit - brute.hit)).toBeLessThanOrEqual(EXACT)
      expect(Math.abs(odds.hit - brute.crit - brute.hit)).toBeLessThanOrEqual(EXACT)
      expect(Math.abs(odds.miss - brute.miss)).toBeLessThanOrEqual(EXACT)
      expect(Math.abs(odds.critFail - brute.critFail)).toBeLessThanOrEqual(EXACT)
      expect(odds.crit + odds.plainHit + odds.miss + odds.critFail).toBeCloseTo(1, 14)
    }
  })

  it('E12 EG3 EG6 EG43 EG44 E60 expected damage equals brute force over every natural and every damage face within 1e-12', () => {
    for (const spec of SPECS)
      for (const damage of DAMAGE) {
        const exact = expectedDamage(spec, damage)
        const brute = bruteAttack(spec, damage, BRUTE.get(spec.net!)!)
        expect(Math.abs(exact.expected - brute.expected), `${JSON.stringify(spec)} ${JSON.stringify(damage)}`).toBeLessThanOrEqual(EXACT)
        expect(Math.abs(exact.expectedSelfDamage - brute.expectedSelfDamage)).toBeLessThanOrEqual(EXACT)
        expect(exact.fromCrits + exact.fromHits + exact.fromMisses).toBeCloseTo(exact.expected, 12)
      }
  })

  it('E3 a plain attack: +5 and escalation 2 against AC 17 hits on a natural 10+ (5/8), crits on 17+ (4/216), crit fails on 3 (1/216)', () => {
    const odds = attackOdds({ bonus: 5, escalation: 2, defense: 17 })
    expect(odds.hit).toBe(135 / 216)
    expect(odds.crit).toBe(4 / 216)
    expect(odds.critFail).toBe(1 / 216)
    expect(odds.counts).toMatchObject({ crit: 4, hit: 131, critFail: 1, miss: 80 })
  })

  it("E67 EG33 an Invisible target: every effect scales by the attacker's chance to pass its 11+ save, and Enervated lowers it", () => {
    const plain = attackOdds({ bonus: 5, defense: 15 })
    const unseen = attackOdds({ bonus: 5, defense: 15, invisibleSave: { target: 11 } })
    expect(unseen.takesEffect).toBe(0.5)
    expect(unseen.hit).toBe(plain.hit / 2)
    expect(unseen.noEffect).toBe(0.5)
    expect(expectedDamage({ bonus: 5, defense: 15, invisibleSave: { target: 11 } }, { hit: '2d6' }).expected).toBeCloseTo(
      expectedDamage({ bonus: 5, defense: 15 }, { hit: '2d6' }).expected / 2,
      14,
    )
    expect(attackOdds({ bonus: 5, defense: 15, invisibleSave: { target: 11, net: -1 } }).takesEffect).toBeLessThan(0.5)
  })
})
