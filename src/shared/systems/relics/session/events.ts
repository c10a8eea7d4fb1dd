import { z } from 'zod'
import { AgonyTrait } from '../../../campaign/traits'
import { Count, Id, safeRecord } from '../../../campaign/common'
import { ChallengeEvent } from '../machine/events'
import { ChallengeInput } from '../machine/input'

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

const RecoveryMethod = z.enum(['setValue', 'test', 'none'])

/*
 * Relics of the Moon's events outside a Challenge: end-of-scene recovery (rulings 13-14) and
 * the GM's adjustments of the Cohort made in prep while a session runs.
 */
export const RecoveryRolled = event('recovery.rolled', {
  /** The Stallion test's dice, rolled by the console. */
  dice: z.array(z.number().int().min(1).max(6)).max(30),
  recovered: Count,
})
export const SceneRecovered = event('scene.recovered', {
  method: RecoveryMethod,
  recovered: Count,
  allocations: safeRecord('The Stress recovered', z.string(), Count),
  /** Extended downtime: Stress every PC in the game recovers on top (0 when none). */
  downtime: z.number().int().min(0).max(10),
})
/** The GM changed a PC's Stress, Stressed Out, out of the game or Agony in prep: the session takes it over. */
export const CohortAdjusted = event('gm.adjustCohort', {
  pcId: Id,
  stress: Count.max(10),
  stressedOut: z.boolean(),
  outOfGame: z.boolean(),
  agony: z.array(AgonyTrait).max(5),
})

/** The session's own events, outside the Challenge machine. */
export const RelicsSessionEvent = z.discriminatedUnion('type', [RecoveryRolled, SceneRecovered, CohortAdjusted])
export type RelicsSessionEvent = z.infer<typeof RelicsSessionEvent>

/** Every logged event of Relics of the Moon: the Challenge's own, and the session's. */
export const RelicsEvent = z.discriminatedUnion('type', [...ChallengeEvent.options, ...RelicsSessionEvent.options])
export type RelicsEvent = z.infer<typeof RelicsEvent>

const SESSION_EVENT_TYPES: ReadonlySet<string> = new Set(RelicsSessionEvent.options.map((option) => option.shape.type.value))

/** Whether an event is the session's own; any other is the Challenge machine's. */
export function isRelicsSessionEvent(event: RelicsEvent): event is RelicsSessionEvent {
  return SESSION_EVENT_TYPES.has(event.type)
}

/** Events that carry dice or outcomes: only the console makes them. */
export const HOST_EVENT_TYPES = ['pool.rolled', 'recovery.rolled', 'scene.recovered'] as const

/** End of scene (ruling 14): the GM shares the recovered Stress; the console works out how much there was. */
export const ShareRecovery = event('recovery.share', {
  method: RecoveryMethod,
  allocations: safeRecord('The Stress recovered', Id, z.number().int().min(0).max(30)),
  extendedDowntime: z.boolean(),
})

type ChallengeEventOption = (typeof ChallengeEvent.options)[number]

/** The Challenge's events a client may send: all but the dice, typed so that no caller can even write those. */
const clientChallengeEvents = ChallengeEvent.options.filter(
  (option): option is Exclude<ChallengeEventOption, Extract<ChallengeEventOption, { shape: { type: z.ZodLiteral<'pool.rolled'> } }>> =>
    option.shape.type.value !== 'pool.rolled',
)

/** What the GM console may ask of Relics of the Moon: every Challenge event but the dice, and the recovery. */
export const RelicsAction = z.discriminatedUnion('type', [ShareRecovery, CohortAdjusted, ...clientChallengeEvents])
export type RelicsAction = z.infer<typeof RelicsAction>

/** What the console rolls: step 4's pool, or an end-of-scene Stallion test of so many dice. */
export const RelicsRoll = z.discriminatedUnion('type', [event('pool', {}), event('stallionTest', { dice: z.number().int().min(0).max(30) })])
export type RelicsRoll = z.infer<typeof RelicsRoll>

/**
 * The GM's request to start a Challenge of a scene's event, with its Cohort (every PC in the
 * game by default); `part` names a part split off that Challenge earlier, waiting in the Event (RG2).
 */
export const RelicsStartRequest = z.strictObject({
  sceneId: Id,
  eventId: Id,
  challengeId: Id,
  cohortIds: z.array(Id).min(1).optional(),
  part: Id.optional(),
})
export type RelicsStartRequest = z.infer<typeof RelicsStartRequest>

/** What a Challenge's start logs: its Event and the machine's whole input, so replay never depends on later prep edits. */
export const RelicsStart = z.strictObject({ eventId: Id, input: ChallengeInput })
export type RelicsStart = z.infer<typeof RelicsStart>
