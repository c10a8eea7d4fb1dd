import { z } from 'zod'
import { PlayerCombatant } from '../../../combat/player'

/*
 * Escalation's part of the player display, built from an allowlist (views/player-part.ts):
 * only combatants the GM has revealed, enemies' hit points as a word, never a defense, an
 * attack bonus or a stat block.
 */

const Text = z.string()
const Whole = z.number().int()

export { PlayerCombatHealth, PlayerCombatant } from '../../../combat/player'

export const PlayerAttack = z.strictObject({
  attacker: Text,
  attack: Text,
  targets: z.array(
    z.strictObject({
      target: Text,
      outcome: z.enum(['crit', 'hit', 'miss', 'critFail', 'noEffect']),
      /** The PCs' own rolls only: the kept dice and the total (never the target's defense). */
      dice: z.array(Whole).nullable(),
      total: Whole.nullable(),
    }),
  ),
})

/** E34, EG61: where the shown combatants are: groups engaged with each other, and those free Nearby or Far. */
export const PlayerPositions = z.strictObject({
  engaged: z.array(z.strictObject({ names: z.array(Text), far: z.boolean() })),
  nearby: z.array(Text),
  far: z.array(Text),
})
export type PlayerPositions = z.infer<typeof PlayerPositions>

/** A fight on the player display: the round, the escalation die, whose turn, the revealed combatants in order. */
export const EscalationPlayerPart = z.strictObject({
  encounter: Text,
  round: Whole,
  surprise: z.boolean(),
  escalation: z.strictObject({ die: Whole, parity: z.enum(['even', 'odd', 'neither']) }),
  /** The revealed combatants in turn order. */
  combatants: z.array(PlayerCombatant),
  positions: PlayerPositions,
  lastAttack: PlayerAttack.nullable(),
  lastSave: z.strictObject({ who: Text, what: Text, success: z.boolean() }).nullable(),
  ended: z.strictObject({ reason: Text, campaignLoss: z.boolean() }).nullable(),
})
export type EscalationPlayerPart = z.infer<typeof EscalationPlayerPart>
