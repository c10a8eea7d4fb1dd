import { z } from 'zod'
import { PlayerCombatant } from '../../../combat/player'

/*
 * Zones' part of the player display, built from an allowlist (views/player-part.ts): the
 * zones as named boxes with the revealed combatants in each, whose side and turn it is,
 * creatures' health as a word; never a creature's HP, Level, Skill, reaction or morale roll.
 */

const Text = z.string()
const Whole = z.number().int()
const Side = z.enum(['players', 'enemies'])

export { PlayerCombatHealth, PlayerCombatant } from '../../../combat/player'

/** A Test the table may see: a character's own, with its d20s. */
export const PlayerTest = z.strictObject({ who: Text, what: Text, dice: z.array(Whole), total: Whole, dr: Whole, passed: z.boolean() })

/** One strike the table may see: characters' dice only; a creature's damage once it lands. */
export const PlayerStrike = z.strictObject({
  attacker: Text,
  target: Text,
  weapon: Text,
  /** The character's d20s (attacking or avoiding) and total; never a creature's numbers. */
  dice: z.array(Whole),
  total: Whole,
  hit: z.boolean(),
  critical: z.boolean(),
  damage: Whole,
  marked: Text.nullable(),
})

/** A fight on the player display. */
export const ZonesPlayerPart = z.strictObject({
  encounter: Text,
  round: Whole,
  /** Z3: the side that begins, once rolled; Z2: the surprised side. */
  sides: z.strictObject({ first: Side.nullable(), surprised: Side.nullable() }),
  /** Whose side and whose turn it is (null between turns or for a hidden combatant). */
  turn: z.strictObject({ side: Side, name: Text }).nullable(),
  /** Z5: the zones as named boxes, conditions only once noticed, who stands in each, and (Z7) the zones Nearby by name. */
  zones: z.array(z.strictObject({ name: Text, conditions: Text, occupants: z.array(Text), nearby: z.array(Text) })),
  /** The revealed combatants in turn order, each with its zone. */
  combatants: z.array(z.strictObject({ ...PlayerCombatant.shape, zone: Text.nullable() })),
  lastTest: PlayerTest.nullable(),
  lastAttack: z.array(PlayerStrike).nullable(),
  ended: z.strictObject({ reason: Text }).nullable(),
})
export type ZonesPlayerPart = z.infer<typeof ZonesPlayerPart>
