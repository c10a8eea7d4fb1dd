import { allowed, refused, type RuleResult } from './result'
import type { ZonesRulings } from './settings'
import { RANGE_LABEL, type Attribute, type Edge, type Range, type Reach } from './types'

/** Who rolls the Test of an attack, and with what. */
export interface AttackTest {
  /** Z11, Z14, ZR6: the attacker Tests to hit, or the defending character Tests DEX to avoid. */
  roller: 'attacker' | 'defender'
  attribute: Attribute
  /** Z16, ZR7: what the range gives the roller's Test (before Weakened and the GM's own). */
  edge: Edge
}

/**
 * Z11, Z14-Z16, ZG13, ZR6, ZR7: how an attack is tested, or why it cannot be made at this
 * range. A character attacking Tests STR in melee and DEX at range; a creature attacking a
 * character never rolls: the character Tests DEX to avoid (Z14); a creature attacking
 * anything else Tests its Skill (ZR6). Melee needs the target Close (Z15). A ranged attack
 * reaches Nearby and Far-Away targets, not Distant ones unless the campaign lets it (ZG13),
 * and against a Close one it suffers Disadvantage (Z16): a character's avoidance Test gets
 * Advantage instead (ZR7).
 */
export function attackTest(input: {
  reach: Reach
  range: Range
  attackerIsCharacter: boolean
  targetIsCharacter: boolean
  rangedReach?: ZonesRulings['rangedReach']
}): RuleResult<AttackTest> {
  const { reach, range } = input
  if (reach === 'melee' && range !== 'close') return refused(`A melee attack needs the target Close; it is ${RANGE_LABEL[range]} (Z15).`)
  if (reach === 'ranged' && range === 'distant' && (input.rangedReach ?? 'farAway') === 'farAway')
    return refused('A ranged attack reaches Nearby and Far-Away targets, not Distant ones (ZG13).')
  const hampered = reach === 'ranged' && range === 'close'
  if (!input.attackerIsCharacter && input.targetIsCharacter)
    return allowed({ roller: 'defender', attribute: 'DEX', edge: hampered ? 'advantage' : 'normal' })
  const attribute: Attribute = input.attackerIsCharacter ? (reach === 'melee' ? 'STR' : 'DEX') : 'Skill'
  return allowed({ roller: 'attacker', attribute, edge: hampered ? 'disadvantage' : 'normal' })
}

/** How an attack came out from its Test. */
export interface AttackOutcome {
  hit: boolean
  /** Z18: a natural 20 on the attacker's Test doubles the damage dice. */
  doubleDice: boolean
  /** Z19: a natural 1 on a character's avoidance Test doubles the damage taken. */
  doubleDamage: boolean
  /** Z20: a natural 1 on a character's attack marks a usage on the weapon. */
  marksUsage: boolean
}

/**
 * Z11, Z14, Z18-Z20, ZG3, ZG4: what an attack's Test means. The attacker's pass hits, a
 * natural 20 doubling the damage dice, a natural 1 (a character's) marking a usage; the
 * defender's pass avoids it, and a natural 1 doubles what it takes.
 */
export function attackOutcome(test: {
  roller: 'attacker' | 'defender'
  natural: number
  passed: boolean
  attackerIsCharacter: boolean
}): AttackOutcome {
  if (test.roller === 'defender') return { hit: !test.passed, doubleDice: false, doubleDamage: !test.passed && test.natural === 1, marksUsage: false }
  return {
    hit: test.passed,
    doubleDice: test.passed && test.natural === 20,
    doubleDamage: false,
    marksUsage: test.attackerIsCharacter && test.natural === 1,
  }
}
