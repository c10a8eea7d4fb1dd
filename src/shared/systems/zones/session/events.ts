import { z } from 'zod'
import { Id } from '../../../campaign/common'
import { ZonesFightAction, ZonesFightEvent, ZonesFightRoll, FIGHT_HOST_EVENT_TYPES } from '../combat/events'
import { CarriedWeapon } from './state'

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

/** ZR14: a rest between fights: every PC back to full HP. */
const Rest = event('party.rest', {})
/** The GM's edit of a PC's weapons and usage marks (Z20), adopted by the session while it runs. */
const WeaponsAdopted = event('weapons.adopted', { pc: Id, weapons: z.array(CarriedWeapon).max(20) })

/** Every logged event of Zones: its fights', and the session's own between them. */
export const ZonesEvent = z.discriminatedUnion('type', [...ZonesFightEvent.options, Rest, WeaponsAdopted])
export type ZonesEvent = z.infer<typeof ZonesEvent>

/** What a client may ask: a fight's actions, a rest, the GM's edit of usage marks. */
export const ZonesAction = z.discriminatedUnion('type', [...ZonesFightAction.options, Rest, WeaponsAdopted])
export type ZonesAction = z.infer<typeof ZonesAction>

/** What a client may ask the host to roll. */
export const ZonesRoll = ZonesFightRoll
export type ZonesRoll = z.infer<typeof ZonesRoll>

export const HOST_EVENT_TYPES = FIGHT_HOST_EVENT_TYPES

/** Events of the session rather than of a fight. */
export const SESSION_EVENT_TYPES: ReadonlySet<string> = new Set(['party.rest', 'weapons.adopted'])
