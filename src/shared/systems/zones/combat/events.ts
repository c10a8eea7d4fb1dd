import { z } from 'zod'
import { CombatActions, CombatHostEvents, CombatRolls, JoinRequest } from '../../../combat/core-events'
import { ATTRIBUTES } from '../rules/types'

const Ref = z.string().min(1).max(80)
const Side = z.enum(['players', 'enemies'])
const Edge = z.enum(['normal', 'advantage', 'disadvantage'])
const D20s = z.array(z.number().int().min(1).max(20)).max(2)
const Faces = z.array(z.number().int().min(1).max(1000)).max(200)
const Weapon = z.number().int().min(0).max(20)
const What = z.string().trim().min(1, 'say what is attempted').max(120)
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

/** Zones' own events a client may send: nothing in them is dice or an outcome. */
const ZonesActions = [
  /** Z2: the side the GM declares surprised (it does not act in round 1), or none. */
  event('setup.surprise', { side: Side.nullable() }),
  /** Z4, ZG1: the GM's order of one side: the enemies' turns, or tied characters. */
  event('setup.order', { side: Side, ids: z.array(Ref).min(1).max(250) }),
  /** Z5: the GM puts a combatant in a zone (before the fight, or a stunt's push, Z24). */
  event('zone.place', { target: Ref, zone: Ref }),
  /** Z9, Z10: the current combatant spends its Action on something that rolls nothing (retrieving an item, negotiating). */
  event('action.spend', { what: What }),
  /** Z23: the current combatant spends its Action to disengage: leaving draws no free attack. */
  event('turn.disengage', {}),
  /** Z31, ZG19: a creature whose nerve broke parleys or flees, as the GM picks. */
  event('morale.choose', { target: Ref, choice: z.enum(['parley', 'flee']) }),
] as const

/** One attack's dice as the host rolled them: the Test's d20s, then each weapon's damage dice (rolled on a hit). */
export const StrikeRoll = z.strictObject({
  attacker: Ref,
  target: Ref,
  weapon: Weapon,
  /** Z17: a second one-handed weapon, dual-wielding. */
  offhand: Weapon.nullable(),
  /** The GM's own Advantage or Disadvantage for the situation (ZG14: it cancels against others). */
  edge: Edge,
  faces: D20s,
  damage: z.array(Faces).max(2),
})
export type StrikeRoll = z.infer<typeof StrikeRoll>

/** Z24, Z25, ZR12: a Test the GM calls, as asked for and as rolled (with the d20s): who, against what, and why. */
const CalledTest = {
  who: Ref,
  attribute: z.enum(ATTRIBUTES),
  dr: z.number().int().min(1).max(40),
  edge: Edge,
  what: What,
  action: z.boolean(),
  /** Z25: the Hinderance (or ongoing damage) a pass ends. */
  condition: Ref.nullable(),
}

/** Zones' events only the host makes: they carry its dice. */
const ZonesHostEvents = [
  /** Z3, Z4, R21: the GM's d6 for the side that begins (null when rolled already), and each character's 1d6. */
  event('initiative.rolled', {
    side: z.number().int().min(1).max(6).nullable(),
    characters: z.array(z.strictObject({ who: Ref, face: z.number().int().min(1).max(6) })).max(100),
  }),
  /** Z9, Z22: the current combatant moves to a Nearby zone, after the free attacks its leaving draws. */
  event('move.rolled', { zone: Ref, spend: z.enum(['move', 'action']), freeAttacks: z.array(StrikeRoll).max(50) }),
  /** Z11-Z20: the current combatant's attack, its Action. */
  event('attack.rolled', { strike: StrikeRoll }),
  /** Z24, Z25, ZR12: a Test the GM calls (a stunt, a spell, breaking a Hinderance), as an Action or not. */
  event('test.rolled', { ...CalledTest, faces: D20s }),
  /** Z21, Z25, Z8: the first duty: a Test at a turn's end against an effect or a zone's hazard (and a failed hazard's damage). */
  event('duty.rolled', { faces: D20s, damage: Faces }),
  /** Z30: the reaction table for a kind of creature in the encounter. */
  event('reaction.rolled', { npc: Ref, face: z.number().int().min(1).max(10) }),
  /** Z31: Morale Tests with each creature's Skill. */
  event('morale.rolled', {
    tests: z
      .array(z.strictObject({ who: Ref, faces: D20s }))
      .min(1)
      .max(100),
  }),
] as const

/** Every event of a Zones fight the log records. */
export const ZonesFightEvent = z.discriminatedUnion('type', [...CombatActions, ...CombatHostEvents, ...ZonesActions, ...ZonesHostEvents])
export type ZonesFightEvent = z.infer<typeof ZonesFightEvent>

/** What a client may send during a fight: every event but the host's, and a request to add combatants. */
export const ZonesFightAction = z.discriminatedUnion('type', [...CombatActions, ...ZonesActions, JoinRequest])
export type ZonesFightAction = z.infer<typeof ZonesFightAction>

/** What a client may ask the host to roll: the dice decide, never the client. */
export const ZonesFightRoll = z.discriminatedUnion('type', [
  ...CombatRolls,
  event('initiative', {}),
  event('move', { zone: Ref, spend: z.enum(['move', 'action']) }),
  event('attack', { target: Ref, weapon: Weapon, offhand: Weapon.nullable(), edge: Edge }),
  event('test', CalledTest),
  event('duty', {}),
  event('reaction', { npc: Ref }),
  event('morale', { who: z.array(Ref).min(1).max(100) }),
])
export type ZonesFightRoll = z.infer<typeof ZonesFightRoll>

export const FIGHT_HOST_EVENT_TYPES = [
  'combatant.joined',
  'damage.rolled',
  'healing.rolled',
  ...ZonesHostEvents.map((e) => e.shape.type.value),
] as const
