import { diceToRoll, evaluateDice, type DiceInput } from '@shared/dice'
import { attackDamage, naturalFrom, resolveAttack, diceForNatural, type CritDoubling } from '@shared/systems/escalation/rules'
import type { AttackOddsSpec } from '@shared/systems/escalation/odds'

/** Every tuple of faces for dice of the given sides. */
export function* everyRoll(sides: readonly number[]): Generator<number[]> {
  const faces = sides.map(() => 1)
  if (sides.length === 0) {
    yield []
    return
  }
  for (;;) {
    yield [...faces]
    let i = 0
    while (i < sides.length && faces[i] === sides[i]) faces[i++] = 1
    if (i === sides.length) return
    faces[i]!++
  }
}

/** P(natural = n) by reading every roll of 3 + |net| d6 with the rules' own `naturalFrom`. */
export function bruteNaturals(net: number): number[] {
  const counts = new Array<number>(19).fill(0)
  let rolls = 0
  for (const faces of everyRoll(new Array<number>(diceForNatural(net)).fill(6))) {
    const read = naturalFrom(faces, net)
    if (!read.ok) throw new Error(read.reason)
    counts[read.value.natural]!++
    rolls++
  }
  return counts.map((c) => c / rolls)
}

/** Every total of a notation's faces (as the rules read a logged roll), each equally likely. */
function everyDamage(notation: DiceInput | number | null | undefined): { fromDice: number; constant: number }[] {
  if (notation == null) return [{ fromDice: 0, constant: 0 }]
  if (typeof notation === 'number') return [{ fromDice: 0, constant: notation }]
  return [...everyRoll(diceToRoll(notation))].map((faces) => evaluateDice(notation, faces))
}

/**
 * The chances and expected damage of one attack by brute force: every natural (from the
 * brute-forced law), resolved by `resolveAttack`, and every face of the damage dice dealt by
 * `attackDamage`. Nothing of the odds engine is used.
 */
export function bruteAttack(
  spec: AttackOddsSpec,
  damage: { hit: DiceInput; miss?: DiceInput | number | null; critDoubling?: CritDoubling; attackerConfused?: boolean },
  naturals: number[],
) {
  const hits = everyDamage(damage.hit)
  const misses = everyDamage(damage.miss)
  const chances = { crit: 0, hit: 0, miss: 0, critFail: 0 }
  let expected = 0
  let expectedSelfDamage = 0
  for (let natural = 3; natural <= 18; natural++) {
    const p = naturals[natural]!
    const { outcome } = resolveAttack({
      natural,
      bonus: spec.bonus,
      escalation: spec.escalation ?? 0,
      defense: spec.defense,
      critThreshold: spec.critThreshold,
      critAlwaysHits: spec.critAlwaysHits,
    })
    chances[outcome] += p
    const rolls =
      outcome === 'miss' ? misses.map((miss) => ({ miss: miss.fromDice + miss.constant, hit: null })) : hits.map((hit) => ({ hit, miss: 0 }))
    for (const roll of rolls) {
      const dealt = attackDamage({
        outcome,
        natural,
        ...roll,
        resist: spec.resist ?? null,
        critDoubling: damage.critDoubling,
        attackerConfused: damage.attackerConfused,
      })
      expected += (p * dealt.damage) / rolls.length
      expectedSelfDamage += (p * dealt.confusedSelfDamage) / rolls.length
    }
  }
  return { ...chances, expected, expectedSelfDamage }
}
