import { z } from 'zod'
import { CombatActions, CombatHostEvents, CombatRolls, JoinRequest } from '../../../combat/core-events'
import { HexSchema } from '../campaign'
import { AP_HOST_EVENT_TYPES } from './host-event-types'
import { OTHER_ACTIONS } from '../rules/costs'
import { HANDS, REACTION_KINDS, RESOURCES, SUCCESS_LEVELS } from '../rules/types'

const Ref = z.string().min(1).max(80)
const Side = z.enum(['players', 'enemies'])
const WeaponIndex = z.number().int().min(0).max(19)
const Words = (max: number) => z.string().trim().min(1).max(max)
const Level = z.enum(SUCCESS_LEVELS)
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

/** One d100 check as the host rolled it: one die, or two with Advantage or Disadvantage (AG3); the GM's level when the campaign enters them by hand (R22). */
export const CheckRoll = z.strictObject({ faces: z.array(z.number().int().min(1).max(100)).min(1).max(2), level: Level.nullable() })
export type CheckRoll = z.infer<typeof CheckRoll>

const DamageFaces = z.array(z.number().int().min(1).max(1000)).max(200)

/** Action points' own events a client may send: choices and words, never dice. */
const ApActions = [
  /** A33: which side is caught by surprise, if any (setup). */
  event('setup.surprise', { surprised: Side.nullable() }),
  /** R23: the GM orders the ties the rules leave open. */
  event('initiative.order', { order: z.array(Ref).min(1).max(250) }),
  /** AG40: the hex map on, or theatre of the mind. */
  event('grid.set', { on: z.boolean() }),
  /** The GM places a token on the map (before the fight, or to correct it). */
  event('token.place', { target: Ref, at: HexSchema }),
  /** A3, A6, A42: the GM adjusts a resource for an ability or a ruling, with its reason. */
  event('resource.adjust', {
    target: Ref,
    resource: z.enum(RESOURCES),
    amount: z
      .number()
      .int()
      .min(-20)
      .max(20)
      .refine((n) => n !== 0, 'an adjustment changes something'),
    reason: Words(200),
  }),
  /** A4, A5, A34: a Move along a path of hexes (none with the grid off). */
  event('action.move', { path: z.array(HexSchema).max(60) }),
  /** A28: Take a Step to a neighbouring hex (null with the grid off). */
  event('action.step', { to: HexSchema.nullable() }),
  /** A4, A31, AG34: an action the GM resolves in words (a spell, a class ability, a potion, a magic item, standing up, a free action). */
  event('action.take', { kind: z.enum(OTHER_ACTIONS), what: Words(200), cost: z.number().int().min(0).max(10).optional() }),
  /** A4, AG41: draw an item into a hand, or stow one. */
  event('action.draw', { weapon: WeaponIndex, hand: z.enum(HANDS) }),
  event('action.sheathe', { weapon: WeaponIndex }),
  /** A24: Flow State: no FP decay at the end of this turn. */
  event('action.flowState', {}),
  /** A29: Total Defense: the turn ends; +1 RP and Advantage on reactions until the next. */
  event('action.totalDefense', {}),
  /** A26, AG18: ready an action with a trigger, setting its AP aside; the turn ends. */
  event('turn.ready', { trigger: Words(200), what: Words(200), cost: z.number().int().min(0).max(10) }),
  /** A26: the trigger happened: the readied action fires now, on someone else's turn. */
  event('ready.fire', { who: Ref }),
  /** AG44: the readied action is done; the turn it interrupted goes on. */
  event('ready.done', {}),
  /** A26: a readied action is called off. */
  event('ready.cancel', { who: Ref }),
  /** A10: nobody (else) makes a Reaction Attack against the provoking action. */
  event('reaction.pass', {}),
  /** A25, AG19: the grappler pays 2 AP to keep the grapple up, or lets go. */
  event('grapple.keep', {}),
  event('grapple.release', {}),
] as const

/** The roll of an attack: the attacker's weapon against a target, the GM's Advantage and bonus for the situation. */
const attackShape = {
  attacker: Ref,
  weapon: WeaponIndex,
  target: Ref,
  /** The GM's Advantage (+1) or Disadvantage (-1) for the situation (AG3). */
  advantage: z.number().int().min(-1).max(1),
  bonus: z.number().int().min(-50).max(50),
  /** AG40: with the grid off, the GM says whether an ally gangs up (A39). */
  gangUp: z.boolean().nullable(),
  /** A22: a Disarm: the target's item it goes for, and whether to take it on a Hard Success or better. */
  disarm: z.strictObject({ item: WeaponIndex, take: z.boolean() }).nullable(),
}

const reactionShape = {
  who: Ref,
  kind: z.enum(REACTION_KINDS),
  /** A20: where an interceptor moves (null with the grid off). */
  to: HexSchema.nullable(),
  /** A20: with a swap, the hex the ally is moved to (the interceptor takes the ally's). */
  allyTo: HexSchema.nullable(),
}

const opposedShape = { target: Ref }

/** Action points' events only the host makes: they carry its dice. */
const ApHostEvents = [
  /** A32: a d10 for each combatant without an initiative. */
  event('initiative.rolled', {
    rolls: z
      .array(z.strictObject({ who: Ref, face: z.number().int().min(1).max(10) }))
      .min(1)
      .max(250),
  }),
  /** A4, A22: an attack (or a Disarm) on one's turn, 2 AP. */
  event('attack.rolled', { ...attackShape, check: CheckRoll }),
  /** A10, AG14: a Reaction Attack against the provoking combatant, 1 RP. */
  event('reactionAttack.rolled', { who: Ref, weapon: WeaponIndex, check: CheckRoll }),
  /** A8, A15-A20: a reaction to the attack in flight, with the damage dice should it land. */
  event('reaction.rolled', { ...reactionShape, check: CheckRoll, damageFaces: DamageFaces }),
  /** The attack in flight lands unanswered: its damage dice. */
  event('attack.landed', { damageFaces: DamageFaces }),
  /** A19: a Riposte's counterattack. */
  event('counter.rolled', { weapon: WeaponIndex, check: CheckRoll }),
  /** A23: a Feint: Melee or Deception against the target's Melee or Agility (its choice). */
  event('feint.rolled', {
    ...opposedShape,
    skill: z.enum(['Melee', 'Deception']),
    defense: z.enum(['Melee', 'Agility']),
    check: CheckRoll,
    against: CheckRoll,
  }),
  /** A25: a Grapple: Athletics against Athletics. */
  event('grapple.rolled', { ...opposedShape, check: CheckRoll, against: CheckRoll }),
  /** A27: a Shove, its effect chosen before the roll. */
  event('shove.rolled', { ...opposedShape, choice: z.enum(['push', 'prone']), check: CheckRoll, against: CheckRoll }),
  /** A25, AG47: the grappled combatant's try to break free. */
  event('breakFree.rolled', { check: CheckRoll, against: CheckRoll }),
  /** A30: Tumble Through an enemy's hex: an Agility check. */
  event('tumble.rolled', { target: Ref, check: CheckRoll }),
] as const

/** Every event of an Action-points fight the log records. */
export const ApFightEvent = z.discriminatedUnion('type', [...CombatActions, ...CombatHostEvents, ...ApActions, ...ApHostEvents])
export type ApFightEvent = z.infer<typeof ApFightEvent>

/** What a client may send during a fight: every event but the host's, and a request to add combatants. */
export const ApFightAction = z.discriminatedUnion('type', [...CombatActions, ...ApActions, JoinRequest])
export type ApFightAction = z.infer<typeof ApFightAction>

/** The GM's success level for a check when the campaign enters them by hand (R22); never in a computed campaign. */
const Entered = Level.nullable().optional()

/** What a client may ask the host to roll. */
export const ApFightRoll = z.discriminatedUnion('type', [
  ...CombatRolls,
  event('initiative', {}),
  event('attack', { ...attackShape, gangUp: attackShape.gangUp.optional(), disarm: attackShape.disarm.optional(), level: Entered }),
  event('reactionAttack', { who: Ref, weapon: WeaponIndex, level: Entered }),
  event('reaction', { ...reactionShape, to: reactionShape.to.optional(), allyTo: reactionShape.allyTo.optional(), level: Entered }),
  event('land', {}),
  event('counter', { weapon: WeaponIndex, level: Entered }),
  event('feint', {
    ...opposedShape,
    skill: z.enum(['Melee', 'Deception']),
    defense: z.enum(['Melee', 'Agility']),
    level: Entered,
    againstLevel: Entered,
  }),
  event('grapple', { ...opposedShape, level: Entered, againstLevel: Entered }),
  event('shove', { ...opposedShape, choice: z.enum(['push', 'prone']), level: Entered, againstLevel: Entered }),
  event('breakFree', { level: Entered, againstLevel: Entered }),
  event('tumble', { target: Ref, level: Entered }),
])
export type ApFightRoll = z.infer<typeof ApFightRoll>

export { AP_HOST_EVENT_TYPES }

type HostEventType = (typeof CombatHostEvents)[number]['shape']['type']['value'] | (typeof ApHostEvents)[number]['shape']['type']['value']
type SameTypes<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<T extends true> = T
/** A check, at compile time: the build fails when the light list and the schemas name different host events. */
export type HostEventTypesListed = Holds<SameTypes<HostEventType, (typeof AP_HOST_EVENT_TYPES)[number]>>
