import { blockOf, freshParty } from '../../../combat/from-campaign'
import type { PersistedFight } from '../../../combat/persisted-fight'
import { z } from 'zod'
import type { Campaign, PlayerCharacter } from '../../../campaign'
import { Count, HP_LIMIT, hitPoints, Id, safeRecord } from '../../../campaign/common'
import { EscalationPcBlock } from '../campaign'
import { FREQUENCIES } from '../rules/abilities'
import type { EscalationFight } from '../combat/fight'

/** An ability spent since its rest: its name, and the frequency that says which rest brings it back (E28). */
const SpentAbilitySchema = z.strictObject({
  name: z.string().min(1).max(80),
  frequency: z.enum(FREQUENCIES),
  recharge: z.number().int().min(2).max(18).optional(),
})

/** What a PC carries from one fight to the next until a rest: hit points and recoveries (E48, E49, E57, E58). */
export const PcCarry = z.strictObject({
  hp: z.number().int().min(-HP_LIMIT).max(HP_LIMIT),
  maxHp: hitPoints(1),
  tempHp: Count,
  recoveriesLeft: Count,
  recoveriesMax: Count,
  /** How a recovery heals (E48, E50). */
  recoveryDice: z.string().max(100),
  noRecoveryPenalty: Count,
  /** E28, ruling 28: abilities spent since the rest that brings each back (none when absent). */
  spent: z.array(SpentAbilitySchema).max(50).optional(),
  /** E31: what is left of the PC's Power pool until a Full Rest fills it (absent: full, or the PC keeps none). */
  powerLeft: Count.optional(),
})
export type PcCarry = z.infer<typeof PcCarry>

/** What a session of Escalation starts from, logged in its first entry: each PC with Escalation stats, as fresh as after a Full Rest. */
export const EscalationBegin = z.strictObject({ pcs: safeRecord('The PCs', Id, PcCarry) })
export type EscalationBegin = z.infer<typeof EscalationBegin>

/** A fight in progress, its machine snapshot as plain JSON. */
export type ActiveFight = PersistedFight<EscalationFight>

/** Escalation's state in a session: the PCs between fights, and the fight being run. */
export interface EscalationState {
  readonly pcs: Readonly<Record<string, Readonly<PcCarry>>>
  readonly fight: ActiveFight | null
}

/** A PC's Escalation block, when it has one that reads (the campaign holds each system's block under its id). */
export const escalationBlockOf = (pc: PlayerCharacter): EscalationPcBlock | null => blockOf(EscalationPcBlock, pc, 'escalation')

/** A PC as fresh as after a Full Rest (E58). */
export function freshCarry(block: EscalationPcBlock): PcCarry {
  return {
    hp: block.hpMax,
    maxHp: block.hpMax,
    tempHp: 0,
    recoveriesLeft: block.recoveriesMax,
    recoveriesMax: block.recoveriesMax,
    recoveryDice: block.recoveryDice,
    noRecoveryPenalty: 0,
  }
}

/** Every PC with Escalation stats, fresh: full hit points, every recovery. */
export function beginFrom(campaign: Campaign): EscalationBegin {
  return { pcs: freshParty(campaign, escalationBlockOf, freshCarry) }
}

export function initialState(begin: EscalationBegin | null): EscalationState {
  return { pcs: begin?.pcs ?? {}, fight: null }
}
