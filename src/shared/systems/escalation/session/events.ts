import { z } from 'zod'
import { Id, safeRecord } from '../../../campaign/common'
import { EscalationFightAction, EscalationFightEvent, EscalationFightRoll, FIGHT_HOST_EVENT_TYPES } from '../combat/events'

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })
const Faces = z.array(z.number().int().min(1).max(1000)).max(200)

/** E57: a Quick Rest between fights: the recoveries each PC spends, with the dice the host rolled for each. */
const QuickRest = event('rest.quickTaken', {
  pcs: safeRecord('The PCs', Id, z.array(Faces).max(20)),
  /** E28: each spent Recharge ability's 3d6, by PC and ability name (absent: none was spent). */
  recharges: safeRecord(
    'The PCs',
    Id,
    safeRecord('Recharge rolls', z.string().min(1).max(80), z.array(z.number().int().min(1).max(6)).length(3)),
  ).optional(),
  /** E50: how many recoveries each PC takes at their average instead of rolling (absent: every one is rolled). */
  average: safeRecord('Recoveries taken at their average', Id, z.number().int().min(1).max(20)).optional(),
})
/** E58: a Full Rest: hit points, recoveries and the no-recovery penalty restored. */
const FullRest = event('rest.full', {})

/** Every logged event of Escalation: its fights' and the rests between them. */
export const EscalationEvent = z.discriminatedUnion('type', [...EscalationFightEvent.options, QuickRest, FullRest])
export type EscalationEvent = z.infer<typeof EscalationEvent>

/** What a client may ask: a fight's actions, or a Full Rest between fights. */
export const EscalationAction = z.discriminatedUnion('type', [...EscalationFightAction.options, FullRest])
export type EscalationAction = z.infer<typeof EscalationAction>

/** What a client may ask the host to roll: a fight's dice, or a Quick Rest's recoveries (how many each PC spends). */
export const EscalationRoll = z.discriminatedUnion('type', [
  ...EscalationFightRoll.options,
  event('quickRest', {
    spend: safeRecord('Recoveries spent', Id, z.number().int().min(0).max(20)),
    /** E50: the PCs who take their recoveries' average instead of rolling them. */
    average: z.array(Id).max(50).optional(),
  }),
])
export type EscalationRoll = z.infer<typeof EscalationRoll>

export const HOST_EVENT_TYPES = [...FIGHT_HOST_EVENT_TYPES, 'rest.quickTaken'] as const

/** Events of the session rather than of a fight. */
export const REST_EVENT_TYPES: ReadonlySet<string> = new Set(['rest.quickTaken', 'rest.full'])
