import { z } from 'zod'
import { Id, SystemId } from '../campaign/common'
import type { ProposalStatus } from '../session/proposals'
import type { PlayerChoices } from '../systems/player-actions'

/*
 * What a player's own device may do for its PC, and what it sends to do it. The session
 * decides the options (`PlayerActions.choices`, each system's `PlayerRules.choices`); the
 * device draws them as they come, without naming a system.
 */

/** What a PC's player may do now, system by system, and whether the GM lets players act at all. */
export interface PcChoices {
  pc: { id: string }
  /** Whether the GM lets players act now: when not, the device only watches. */
  allowed: boolean
  choices: ({ system: string } & PlayerChoices)[]
  /** The PC's latest proposal and what came of it ("waiting" for the GM, confirmed, declined, lapsed), or null. */
  proposal: PcProposal | null
}

/** A PC's latest proposal as its device shows it: the line the log kept and what came of it. */
export interface PcProposal {
  seq: number
  status: ProposalStatus
  summary: string
}

/** The most a device's command may weigh, as JSON: a real action or roll is a few hundred characters. */
export const MAX_COMMAND_CHARS = 4000

const weighsLittle = (value: unknown) => {
  try {
    return (JSON.stringify(value) ?? '').length <= MAX_COMMAND_CHARS
  } catch {
    return false
  }
}

/**
 * A command as a device sends it: a system action or a roll, for the system it names (or the
 * one whose run is open). Its body is the system's to check, by its own schema, inside the
 * session; here only its form and its weight are.
 */
export const PcCommand = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('act'), action: z.unknown(), system: SystemId.optional() }),
    z.strictObject({ kind: z.literal('roll'), roll: z.unknown(), system: SystemId.optional() }),
  ])
  .refine(weighsLittle, `a command of at most ${MAX_COMMAND_CHARS} characters`)
export type PcCommand = z.infer<typeof PcCommand>

/** What came of a device's command: taken, or refused with the reason the player reads. */
export const PcActAnswer = z.union([z.strictObject({ ok: z.literal(true) }), z.strictObject({ ok: z.literal(false), refused: z.string() })])
export type PcActAnswer = z.infer<typeof PcActAnswer>

/** The payload of `pc.propose`: the PC (its device's own), the system, and what the player picked of its form. */
export const PcProposeRequest = z.strictObject({
  pc: Id,
  system: SystemId.optional(),
  proposal: z.strictObject({ picks: z.array(z.string().min(1).max(200)).max(40) }),
})

/** The payload of `pc.act`: the PC (its device's own) and the command. */
export const PcActRequest = z.strictObject({ pc: Id, command: PcCommand })
