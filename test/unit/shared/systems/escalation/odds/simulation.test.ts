import { describe, expect, it } from 'vitest'
import { rollDice, seededSource, type RandomSource } from '@shared/dice'
import { attackDamage, diceForNatural, naturalFrom, resolveAttack, saveSucceeds } from '@shared/systems/escalation/rules'
import { attackOdds, expectedDamage, type AttackOddsSpec, type DamageSpec } from '@shared/systems/escalation/odds'

const ATTACKS = 300_000
/** Six standard errors of a chance near 1/2 over 300,000 attacks. */
const CHANCE_TOLERANCE = 6 * Math.sqrt(0.25 / ATTACKS)

function natural(source: RandomSource, net: number): number {
  const faces = Array.from({ length: diceForNatural(net) }, () => source.face(6))
  const read = naturalFrom(faces, net)
  if (!read.ok) throw new Error(read.reason)
  return read.value.natural
}

/** Plays ATTACKS attacks through the rules with a seeded source, as the host and machine would. */
function simulate(spec: AttackOddsSpec, damage: DamageSpec, seed: number) {
  const source = seededSource(seed)
  const tally = { crit: 0, hit: 0, miss: 0, critFail: 0, noEffect: 0 }
  const dealt: number[] = []
  for (let i = 0; i < ATTACKS; i++) {
    if (spec.invisibleSave && !saveSucceeds({ natural: natural(source, spec.invisibleSave.net ?? 0), target: spec.invisibleSave.target })) {
      tally.noEffect++
      dealt.push(0)
      continue
    }
    const n = natural(source, spec.net ?? 0)
    const { outcome } = resolveAttack({
      natural: n,
      bonus: spec.bonus,
      escalation: spec.escalation ?? 0,
      defense: spec.defense,
      critThreshold: spec.critThreshold,
    })
    tally[outcome]++
    const hit = outcome === 'hit' || outcome === 'crit' ? rollDice(damage.hit, source) : null
    const miss =
      outcome === 'miss' && typeof damage.miss === 'string' ? rollDice(damage.miss, source).total : typeof damage.miss === 'number' ? damage.miss : 0
    dealt.push(attackDamage({ outcome, natural: n, hit, miss, resist: spec.resist ?? null, critDoubling: damage.critDoubling }).damage)
  }
  const mean = dealt.reduce((a, b) => a + b, 0) / ATTACKS
  const sd = Math.sqrt(dealt.reduce((s, d) => s + (d - mean) ** 2, 0) / (ATTACKS - 1))
  return { tally, mean, sd }
}

const CASES: [string, AttackOddsSpec, DamageSpec, number][] = [
  [
    'a 3rd-level PC with 2 Advantage against AC 18, Resist 14',
    { bonus: 5, escalation: 3, defense: 18, net: 2, resist: 14 },
    { hit: '3d8+2', miss: 3 },
    101,
  ],
  [
    'an NPC with 1 Disadvantage against a Vulnerable PD 15',
    { bonus: 8, defense: 15, net: -1, critThreshold: 16 },
    { hit: '2d10+4', miss: '1d4', critDoubling: 'dice' },
    202,
  ],
  [
    'an attack on an Invisible target with 3 Disadvantage',
    { bonus: 6, defense: 16, net: -3, invisibleSave: { target: 11 } },
    { hit: '4d6kh3+1' },
    303,
  ],
]

describe('attack odds against 300,000 seeded attacks played through the rules (E1-E6, E12, E67, R16)', () => {
  it.each(CASES)(
    'E2 E3 R16 exact odds of %s stay within six standard errors of the simulated frequencies and mean damage',
    (_, spec, damage, seed) => {
      const odds = attackOdds(spec)
      const { tally, mean, sd } = simulate(spec, damage, seed)
      expect(Math.abs(odds.crit - tally.crit / ATTACKS)).toBeLessThanOrEqual(CHANCE_TOLERANCE)
      expect(Math.abs(odds.plainHit - tally.hit / ATTACKS)).toBeLessThanOrEqual(CHANCE_TOLERANCE)
      expect(Math.abs(odds.miss - tally.miss / ATTACKS)).toBeLessThanOrEqual(CHANCE_TOLERANCE)
      expect(Math.abs(odds.critFail - tally.critFail / ATTACKS)).toBeLessThanOrEqual(CHANCE_TOLERANCE)
      expect(Math.abs(odds.noEffect - tally.noEffect / ATTACKS)).toBeLessThanOrEqual(CHANCE_TOLERANCE)
      expect(Math.abs(expectedDamage(spec, damage).expected - mean)).toBeLessThanOrEqual((6 * sd) / Math.sqrt(ATTACKS))
    },
  )
})
