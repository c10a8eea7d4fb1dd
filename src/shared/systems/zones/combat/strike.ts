import { diceProblem, diceToRoll, evaluateDice } from '../../../dice'
import { damage, withCombatant } from '../../../combat/roster'
import type { Combatant } from '../../../combat/types'
import { attackOutcome, attackTest } from '../rules/attack'
import { weaponDamage } from '../rules/damage'
import { hinderanceEffects } from '../rules/hinderances'
import { combineEdges, d20sFor, resolveTest } from '../rules/test'
import { markUsage } from '../rules/usage'
import type { Attribute, Edge, Range } from '../rules/types'
import type { StrikeRoll } from './events'
import { combatantById, zoneRanges } from './lookup'
import type { StrikeRecord, ZonesFight } from './fight'
import { conditionNames, type ZonesStats, type ZonesWeaponStats } from './stats'

/** The notation of a damage text when it is dice the console rolls ("1d8", "2d6+1"), or null for words the GM applies. */
export function damageDiceOf(text: string): string | null {
  const trimmed = text.trim()
  return trimmed !== '' && diceProblem(trimmed) === null ? trimmed : null
}

/** How an attack is rolled, once the rules allow it. */
export interface StrikePlan {
  attacker: Combatant<ZonesStats>
  target: Combatant<ZonesStats>
  weapons: ZonesWeaponStats[]
  range: Range
  roller: 'attacker' | 'defender'
  rollerId: string
  attribute: Attribute
  bonus: number
  /** ZG14: the Test's edge from the range (Z16), Weakened (Z26) and the GM's own. */
  edge: Edge
  /** What gives the Test an edge besides the GM: the range (Z16, ZR7) and the roller's Weakened (Z26). */
  edgeSources: Edge[]
  /** The damage notations rolled on a hit (none for damage in words). */
  notations: (string | null)[]
  /** ZG3, ZG4: a natural 20 always passes the Test and a natural 1 always fails it (avoiding always; attacking as the campaign says). */
  naturals: boolean
}

const isCharacter = (c: Combatant<ZonesStats>) => c.stats.kind === 'pc'

/** Z26: what the roller's own state gives a Test: Disadvantage when Weakened. */
function rollerEdge(roller: Combatant<ZonesStats>): Edge {
  return hinderanceEffects(conditionNames(roller)).weakened ? 'disadvantage' : 'normal'
}

/** Z26, ZG14: a Test's edge from its sources; a Weakened roller rolls with Disadvantage. */
export function testEdge(roller: Combatant<ZonesStats>, ...sources: Edge[]): Edge {
  return combineEdges([...sources, rollerEdge(roller)])
}

/** Z7: the range between two combatants, or null when one of them stands in no zone. */
export function rangeOf(fight: ZonesFight, a: string, b: string): Range | null {
  const from = fight.positions[a]
  const to = fight.positions[b]
  return from && to ? (zoneRanges(fight.battlefield)[from]?.[to] ?? null) : null
}

/**
 * Z11-Z17, ZG13, ZR6-ZR8: how an attack would be rolled, or why it cannot be: both in the
 * fight and placed, the weapon its own, a second one only when both are one-handed and of one
 * reach (Z17, ZR8), and the target in reach.
 */
export function planStrike(
  fight: ZonesFight,
  roll: Pick<StrikeRoll, 'attacker' | 'target' | 'weapon' | 'offhand' | 'edge'>,
): StrikePlan | { refused: string } {
  const attacker = combatantById(fight.track.combatants, roll.attacker)
  const target = combatantById(fight.track.combatants, roll.target)
  if (!attacker || attacker.status === 'removed') return { refused: `There is no combatant “${roll.attacker}” in this fight.` }
  if (!target || target.status === 'removed') return { refused: `There is no combatant “${roll.target}” in this fight.` }
  if (attacker.status !== 'fighting') return { refused: `${attacker.name} is out of the fight.` }
  if (target.status === 'dead' || target.status === 'fled') return { refused: `${target.name} is ${target.status}.` }
  if (attacker.id === target.id) return { refused: 'A combatant does not attack itself.' }
  const weapon = attacker.stats.weapons[roll.weapon]
  if (!weapon) return { refused: `${attacker.name} has no such ${isCharacter(attacker) ? 'weapon' : 'attack'}.` }
  const weapons = [weapon]
  if (roll.offhand !== null) {
    const second = attacker.stats.weapons[roll.offhand]
    if (!isCharacter(attacker)) return { refused: 'Dual-wielding is a character’s (Z17).' }
    if (!second || roll.offhand === roll.weapon) return { refused: `Dual-wielding takes two of ${attacker.name}'s weapons (Z17).` }
    if (weapon.hands !== 1 || second.hands !== 1) return { refused: 'Only two one-handed weapons are dual-wielded (Z17).' }
    if (weapon.reach !== second.reach) return { refused: 'Dual-wielded weapons strike alike: both melee or both ranged (ZR8).' }
    weapons.push(second)
  }
  const range = rangeOf(fight, attacker.id, target.id)
  if (range === null) return { refused: `Place ${fight.positions[attacker.id] ? target.name : attacker.name} in a zone first.` }
  const test = attackTest({
    reach: weapon.reach,
    range,
    attackerIsCharacter: isCharacter(attacker),
    targetIsCharacter: isCharacter(target),
    rangedReach: fight.settings.rangedReach,
  })
  if (!test.ok) return { refused: test.reason }
  const roller = test.value.roller === 'attacker' ? attacker : target
  return {
    attacker,
    target,
    weapons,
    range,
    roller: test.value.roller,
    rollerId: roller.id,
    attribute: test.value.attribute,
    bonus: roller.stats.attributes[test.value.attribute],
    edge: testEdge(roller, test.value.edge, roll.edge),
    edgeSources: [test.value.edge, rollerEdge(roller)],
    notations: weapons.map((w) => damageDiceOf(w.damage)),
    naturals: test.value.roller === 'defender' || fight.settings.attackNaturals,
  }
}

/** The dice an attack rolls: the Test's d20s, and each weapon's damage dice when it hits. */
export function strikeDice(plan: StrikePlan): { d20s: number; damage: number[][] } {
  return { d20s: d20sFor(plan.edge), damage: plan.notations.map((n) => (n ? diceToRoll(n) : [])) }
}

/** The attack's Test from its d20s (ZG3, ZG4: a natural 20 always passes, a natural 1 always fails, where the plan says so). */
export function strikeTest(plan: StrikePlan, faces: readonly number[]) {
  return resolveTest({ faces, attribute: plan.bonus, edge: plan.edge, naturals: plan.naturals })
}

/** Whether an attack's dice fit what the rules roll for it: null when they do, else why not. */
export function whyStrikeDiceRefused(plan: StrikePlan, roll: StrikeRoll): string | null {
  const test = strikeTest(plan, roll.faces)
  if (!test.ok) return test.reason
  const outcome = attackOutcome({
    roller: plan.roller,
    natural: test.value.natural,
    passed: test.value.passed,
    attackerIsCharacter: isCharacter(plan.attacker),
  })
  const expected = strikeDice(plan).damage
  if (!outcome.hit) return roll.damage.every((f) => f.length === 0) ? null : 'A miss rolls no damage.'
  if (roll.damage.length !== expected.length || roll.damage.some((faces, i) => faces.length !== expected[i]!.length))
    return `The damage dice do not match ${plan.weapons.map((w) => `${w.name} (${w.damage})`).join(' and ')}.`
  for (const [i, notation] of plan.notations.entries()) {
    if (!notation) continue
    try {
      evaluateDice(notation, roll.damage[i]!)
    } catch (error) {
      return `The damage dice of ${plan.weapons[i]!.name}: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  return null
}

/**
 * Z11-Z20, ZG3-ZG6: an attack from its dice: the Test, then on a hit the weapon's damage (the
 * higher of two when dual-wielding, the dice doubled on a natural 20, all of it doubled on a
 * natural 1 when avoiding), taken by the target; a character's natural 1 marks a usage on
 * the weapon named first (ZR8), or on both where the campaign says so (ZG6). Only for dice
 * `whyStrikeDiceRefused` allowed.
 */
export function strike(fight: ZonesFight, plan: StrikePlan, roll: StrikeRoll): { fight: ZonesFight; record: StrikeRecord } {
  const test = strikeTest(plan, roll.faces)
  if (!test.ok) throw new RangeError(test.reason)
  const t = test.value
  const outcome = attackOutcome({ roller: plan.roller, natural: t.natural, passed: t.passed, attackerIsCharacter: isCharacter(plan.attacker) })
  const rolls = outcome.hit ? plan.notations.flatMap((n, i) => (n ? [evaluateDice(n, roll.damage[i]!)] : [])) : []
  const dealt = outcome.hit ? weaponDamage(rolls, outcome, fight.settings.dualWieldCrit).damage : 0
  let track = outcome.hit && dealt > 0 ? damage(fight.track, plan.target.id, dealt, plan.attacker.id).track : fight.track
  const marked = !outcome.marksUsage
    ? []
    : fight.settings.dualWieldMark === 'bothWeapons' && roll.offhand !== null
      ? [roll.weapon, roll.offhand]
      : [roll.weapon]
  if (marked.length)
    track = withCombatant(track, plan.attacker.id, (c) => ({
      ...c,
      stats: { ...c.stats, weapons: c.stats.weapons.map((w, i) => (marked.includes(i) ? { ...w, usages: markUsage(w.usages) } : w)) },
    }))
  return {
    fight: { ...fight, track },
    record: {
      attacker: plan.attacker.id,
      target: plan.target.id,
      weapon: plan.weapons.map((w) => w.name).join(' and '),
      roller: plan.roller,
      test: { attribute: plan.attribute, edge: plan.edge, natural: t.natural, dropped: t.dropped, total: t.total, dr: t.dr, passed: t.passed },
      hit: outcome.hit,
      doubleDice: outcome.doubleDice,
      doubleDamage: outcome.doubleDamage,
      damage: dealt,
      byHand: outcome.hit && plan.notations.every((n) => n === null),
      marked: marked.length ? marked.map((i) => plan.attacker.stats.weapons[i]!.name).join(' and ') : null,
    },
  }
}

/** ZR9: the weapon a free attack strikes with: the first melee one, else the first. */
export function freeAttackWeapon(c: Combatant<ZonesStats>): number {
  const melee = c.stats.weapons.findIndex((w) => w.reach === 'melee')
  return melee >= 0 ? melee : 0
}
