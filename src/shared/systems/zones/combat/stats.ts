import type { Combatant } from '../../../combat/types'
import type { ZonesPcBlock, ZonesStatBlock } from '../campaign'
import { ZONES_CONDITIONS, type ZonesCondition } from '../rules/hinderances'
import type { Morale } from '../rules/morale'
import type { Reaction } from '../rules/reaction'
import { FRESH_TURN, type TurnBudget } from '../rules/turn'
import type { Attribute, Reach } from '../rules/types'

/** One way a combatant strikes: a character's weapon (with its usage marks, Z20) or a creature's attack (ZG2). */
export interface ZonesWeaponStats {
  readonly name: string
  /** Damage notation, or words the GM applies by hand when they are not dice. */
  readonly damage: string
  readonly reach: Reach
  /** Z17: 1 for a one-handed weapon, which may be dual-wielded. */
  readonly hands: 1 | 2
  /** Z20: usage marks (characters' weapons). */
  readonly usages: number
}

/** What Zones keeps of each combatant, beside the tracker's hit points and conditions. */
export interface ZonesStats {
  /** A PC (a character, Z14's defender), or a creature: an NPC or one the GM added. */
  readonly kind: 'pc' | 'npc'
  /** Z21: ongoing damage takes its Level. */
  readonly level: number
  /** The attributes Tests add (Z11, Z14, Z25); a creature's Skill (Z21, Z31), 0 for a character. */
  readonly attributes: Readonly<Record<Attribute, number>>
  readonly weapons: readonly ZonesWeaponStats[]
  /** Z4: a character's 1d6 for initiative, once rolled. */
  readonly initiative: number | null
  /** Z9: what is left of its turn. */
  readonly budget: TurnBudget
  /** Z30: its attitude, set by its stat block or rolled on the reaction table; null for characters and until rolled. */
  readonly reaction: Reaction | null
  /** Z30: whether the reaction came from a roll (the GM's secret) or the stat block. */
  readonly reactionRolled: boolean
  /** Z31: its nerve, once a Morale Test was called. */
  readonly morale: Morale | null
}

const attributes = (b: { str: number; dex: number; wil: number }, skill: number): Record<Attribute, number> => ({
  STR: b.str,
  DEX: b.dex,
  WIL: b.wil,
  Skill: skill,
})

/** A PC's Zones data at the start of a fight, with the usage marks the session carries. */
export function pcStats(block: ZonesPcBlock, usages: readonly number[]): ZonesStats {
  return {
    kind: 'pc',
    level: block.level,
    attributes: attributes(block, 0),
    weapons: block.weapons.map((w, i) => ({ name: w.name, damage: w.damage, reach: w.reach, hands: w.hands, usages: usages[i] ?? w.usages })),
    initiative: null,
    budget: FRESH_TURN,
    reaction: null,
    reactionRolled: false,
    morale: null,
  }
}

/** ZG2: a creature's attacks: those its block lists, else one melee attack with its damage. */
function creatureAttacks(block: ZonesStatBlock): ZonesWeaponStats[] {
  const listed = block.attacks?.length ? block.attacks : [{ name: 'Attack', damage: block.damage, reach: 'melee' as const }]
  return listed.map((a) => ({ name: a.name, damage: a.damage, reach: a.reach, hands: 1, usages: 0 }))
}

/** An NPC's Zones data from its stat block; a set attitude stands, otherwise the reaction is rolled (Z30). */
export function npcStats(block: ZonesStatBlock): ZonesStats {
  return {
    kind: 'npc',
    level: block.level,
    attributes: attributes(block, block.skill),
    weapons: creatureAttacks(block),
    initiative: null,
    budget: FRESH_TURN,
    reaction: block.attitude ?? null,
    reactionRolled: false,
    morale: null,
  }
}

/** A combatant the GM adds by name and HP: a creature with no attributes and a plain 1d6 attack. */
export function addedStats(): ZonesStats {
  return npcStats({ level: 1, hp: 1, str: 0, dex: 0, wil: 0, skill: 0, damage: '1d6', notes: '' })
}

const KNOWN = new Set<string>(ZONES_CONDITIONS)

/** Whether a condition name is one of the text's (Z21, Z26-Z29). */
export function isZonesCondition(name: string): name is ZonesCondition {
  return KNOWN.has(name)
}

/** The text's conditions a combatant bears (a custom one has no effect the rules know). */
export function conditionNames(c: Combatant<ZonesStats>): string[] {
  return c.conditions.filter((x) => !x.custom).map((x) => x.name)
}
