import { distributionOf, formMean, formMin, hasKeepTerms, linearForm, oddChance, type DiceInput, type LinearForm } from '@shared/dice'
import type { CritDoubling } from '../rules/attack-damage'
import { NATURAL_MAX, NATURAL_MIN } from '../rules/types'
import { attackOdds, type AttackOdds, type AttackOddsSpec } from './attack-odds'

/** The damage side of one attack. */
export interface DamageSpec {
  /** The hit damage notation, flat bonuses included (`5d8+4`). */
  hit: DiceInput
  /** E7, EG40: the miss damage (a number such as the PC's Level, or notation); none by default. */
  miss?: DiceInput | number | null
  /** EG3 (campaign setting), default `whole`. */
  critDoubling?: CritDoubling
  /** E60: the attacker is Confused. */
  attackerConfused?: boolean
}

export interface ExpectedDamage {
  /** E[damage to the target] over everything the attack can roll. */
  expected: number
  /** The parts of `expected` from crits, plain hits and plain misses. */
  fromCrits: number
  fromHits: number
  fromMisses: number
  /** E60: E[damage a Confused attacker does to itself] (0 when not Confused). */
  expectedSelfDamage: number
}

/** The form scaled: dice terms by `diceFactor`, the constant by `constantFactor`. */
const scaled = (form: LinearForm, diceFactor: number, constantFactor: number): LinearForm => ({
  dice: form.dice.map((t) => ({ ...t, coefficient: t.coefficient * diceFactor })),
  constant: form.constant * constantFactor,
})

/**
 * E[max(0, T)], halved and rounded down when `halve` (EG5, EG43). Closed form when T cannot go
 * below 0: the mean, and for halving E[floor(T / 2)] = (E[T] - P(T odd)) / 2; otherwise (a
 * negative constant, or halving a keep term) over T's exact law.
 */
function expectationOf(form: LinearForm, halve: boolean): number {
  if (form.dice.length === 0) return halve ? Math.floor(Math.max(0, form.constant) / 2) : Math.max(0, form.constant)
  if (formMin(form) >= 0 && (!halve || !hasKeepTerms(form))) {
    const mean = formMean(form)
    return halve ? (mean - oddChance(form)) / 2 : mean
  }
  const law = distributionOf(form)
  let sum = 0
  law.probability.forEach((p, i) => {
    const value = Math.max(0, law.offset + i)
    sum += p * (halve ? Math.floor(value / 2) : value)
  })
  return sum
}

/**
 * E3, E12, E60, EG3, EG5, EG6, EG40, EG43, EG44: the exact expected damage of one attack: for
 * each outcome, its chance split by Resist times the expected rolled damage (crits doubled
 * whole or dice only, Resist halving rounded down, never below 0). A crit fail and a failed
 * Invisible save deal nothing. A Confused attacker's expected self-damage is half the
 * pre-multiplier damage over odd naturals that hit or miss. Ordinary damage (no negative
 * terms, no keep term under Resist) takes closed forms; otherwise the exact law is summed,
 * and a law past `distributionOf`'s work limit is refused with a RangeError.
 */
export function expectedDamage(spec: AttackOddsSpec, damage: DamageSpec, odds: AttackOdds = attackOdds(spec)): ExpectedDamage {
  const hit = linearForm(damage.hit)
  const miss: LinearForm =
    damage.miss == null ? { dice: [], constant: 0 } : typeof damage.miss === 'number' ? { dice: [], constant: damage.miss } : linearForm(damage.miss)
  const crit = (damage.critDoubling ?? 'whole') === 'whole' ? scaled(hit, 2, 2) : scaled(hit, 2, 1)
  const perRoll = odds.takesEffect / odds.rolls
  const { counts } = odds
  const part = (form: LinearForm, all: number, resisted: number) =>
    (all === resisted ? 0 : (all - resisted) * expectationOf(form, false)) + (resisted === 0 ? 0 : resisted * expectationOf(form, true))
  const fromCrits = perRoll * part(crit, counts.crit, counts.critResisted)
  const fromHits = perRoll * part(hit, counts.hit, counts.hitResisted)
  const fromMisses = perRoll * part(miss, counts.miss, counts.missResisted)
  let expectedSelfDamage = 0
  if (damage.attackerConfused) {
    let hitOdd = 0
    let missOdd = 0
    for (let natural = NATURAL_MIN; natural <= NATURAL_MAX; natural += 2) {
      const outcome = odds.outcomeOf[natural]
      if (outcome === 'hit' || outcome === 'crit') hitOdd += odds.naturals[natural]!
      else if (outcome === 'miss') missOdd += odds.naturals[natural]!
    }
    expectedSelfDamage = odds.takesEffect * (hitOdd * expectationOf(hit, true) + missOdd * expectationOf(miss, true))
  }
  return { expected: fromCrits + fromHits + fromMisses, fromCrits, fromHits, fromMisses, expectedSelfDamage }
}
