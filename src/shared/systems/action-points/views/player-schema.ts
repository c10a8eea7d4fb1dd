import { z } from 'zod'
import { PlayerCombatant } from '../../../combat/player'
import { SUCCESS_LEVELS } from '../rules/types'

/*
 * Action points' part of the player display, built from an allowlist (views/player-part.ts):
 * only combatants the GM has revealed (a hidden one is left out entirely, from the order and
 * the map alike), enemies' hit points as a word, never an enemy's skill or dice; an enemy's
 * AP, RP and FP on its own turn only, and only when the campaign shows them (AG49).
 */

const Text = z.string()
const Whole = z.number().int()

export { PlayerCombatHealth, PlayerCombatant } from '../../../combat/player'

/** A check as the table sees it: the level always; the die and the skill for the PCs' own checks only. */
export const PlayerCheck = z.strictObject({
  who: Text,
  what: Text,
  level: z.enum(SUCCESS_LEVELS),
  roll: Whole.nullable(),
  skill: Whole.nullable(),
})

/** A fight on the player display: the round, the revealed combatants in initiative order, the acting combatant's points, the map. */
export const ApPlayerPart = z.strictObject({
  encounter: Text,
  round: Whole,
  surprise: z.boolean(),
  /** The revealed combatants in this round's order. */
  combatants: z.array(PlayerCombatant),
  /**
   * The acting combatant's AP, RP and FP, as pips, when the players can see it: a PC's always, an
   * enemy's unless the campaign's AG49 setting keeps enemies' points off the table; null on a
   * hidden combatant's turn.
   */
  active: z
    .strictObject({ name: Text, side: z.enum(['players', 'enemies']), ap: Whole, apPerTurn: Whole, rp: Whole, rpMax: Whole, fp: Whole })
    .nullable(),
  map: z.strictObject({
    on: z.boolean(),
    radius: Whole,
    tokens: z.array(
      z.strictObject({ id: Text, name: Text, side: z.enum(['players', 'enemies']), q: Whole, r: Whole, current: z.boolean(), down: z.boolean() }),
    ),
  }),
  lastResult: z
    .strictObject({
      checks: z.array(PlayerCheck),
      damage: z.strictObject({ target: Text, amount: Whole }).nullable(),
      effects: z.array(Text),
    })
    .nullable(),
  /** A reaction window: whom it is against, and the PCs who may answer. */
  window: z.strictObject({ kind: z.enum(['reaction', 'reactionAttack']), against: Text, reactors: z.array(Text) }).nullable(),
  ended: z.strictObject({ reason: Text }).nullable(),
})
export type ApPlayerPart = z.infer<typeof ApPlayerPart>
