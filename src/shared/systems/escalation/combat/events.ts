import { z } from 'zod'
import { CombatActions, CombatHostEvents, CombatRolls, JoinRequest } from '../../../combat/core-events'
import { DICEY_DIFFICULTY } from '../rules/dicey-move'
import { SPIRIT_BENEFITS } from '../rules/fight-in-spirit'
import { DISTANCES, MOVES } from '../rules/positions'
import { INITIATIVE_BANDS } from '../rules/types'

const Ref = z.string().min(1).max(80)
const Faces = z.array(z.number().int().min(1).max(1000)).max(200)
const D6s = z.array(z.number().int().min(1).max(6)).max(30)
const Kind = z.enum(['standard', 'move', 'quick'])
const What = z.string().trim().min(1).max(120)
/** R16: Advantage (+) or Disadvantage (-) the GM adds for the situation. */
const Advantage = z.number().int().min(-10).max(10)
/** E39: a Dicey Move's check as the GM sets it: what it is, the Difficulty, the skill's modifier, Advantage. */
const DiceyCheck = {
  who: Ref,
  what: What,
  difficulty: z.number().int().min(DICEY_DIFFICULTY.min).max(DICEY_DIFFICULTY.max),
  modifier: z.number().int().min(-20).max(20),
  advantage: Advantage,
}
/** E26: the GM confirms that an Interrupt's trigger the console cannot see happened (absent: not asked). */
const Confirmed = z.literal(true).optional()
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

/** Escalation's own events a client may send. */
const EscalationActions = [
  /** EG8: the GM sets a combatant's band before the fight. */
  event('setup.band', { target: Ref, band: z.enum(INITIATIVE_BANDS) }),
  /** E17: one side ambushes; up to two of its characters act in the Surprise Round. */
  event('setup.surprise', { ambushers: z.enum(['players', 'enemies']).nullable(), actors: z.array(Ref).max(2) }),
  /** E18: an explicit PC ambush starts the escalation die at 1. */
  event('setup.pcAmbush', { on: z.boolean() }),
  /** E23, E24: an action the current combatant takes that rolls nothing (moving, switching stance). */
  event('action.spend', { kind: Kind, what: z.string().trim().min(1).max(120) }),
  /** E21: the current combatant delays to a lower band and acts when it comes. */
  event('turn.delay', { band: z.enum(INITIATIVE_BANDS) }),
  /** E22: the current combatant readies an action with a trigger; its turn ends. */
  event('turn.ready', { kind: Kind, trigger: z.string().trim().min(1).max(200) }),
  /** E22: a readied action fires now, before the trigger's actor. */
  event('ready.fire', { who: Ref }),
  /** Ruling 28, E26-E33: a combatant uses one of its abilities that makes no attack (one that does is rolled as an attack). */
  event('ability.use', { who: Ref, ability: z.string().min(1).max(80), confirmed: Confirmed }),
  /** E26: an Interrupt out of turn. */
  event('interrupt.use', { who: Ref, what: z.string().trim().min(1).max(120) }),
  /** E54: a Standard action stabilizes a dying PC. */
  event('stabilize', { helper: Ref, target: Ref }),
  /** E56: an effect that can kill or disable outright: Last Gasp saves begin. */
  event('lastGasp.start', { target: Ref, effect: z.string().trim().min(1).max(120) }),
  /** E47: an enemy dropped to 0 is knocked out rather than killed. */
  event('combatant.knockout', { target: Ref, on: z.boolean() }),
  /** E43: the party flees, taking a Campaign Loss. */
  event('party.flee', {}),
  /** E34, EG54: the GM places a combatant, engaged with these enemies or free, Nearby or Far: no action, nothing provoked. */
  event('position.place', { who: Ref, distance: z.enum(DISTANCES), engagedWith: z.array(Ref).max(50) }),
  /** E34, E36: the current combatant moves, spending Move actions: Nearby, Far, or to engage an enemy (`enemy`). */
  event('position.move', { who: Ref, to: z.enum(MOVES), enemy: Ref.nullable() }),
  /** E38: an ability pops a combatant off these enemies without a Disengage check. */
  event('position.popOff', { who: Ref, from: z.array(Ref).min(1).max(50) }),
  /** E40: a free combatant Intercepts the enemy that just moved to engage its ally, and engages it instead. */
  event('intercept', { who: Ref, mover: Ref }),
  /** E41, EG56: the GM declines an Opportunity Attack on offer for one enemy, or for all left (null). */
  event('opportunity.decline', { who: Ref.nullable() }),
  /** E42: a PC is out of the fight for good (petrified, separated), or back in it. */
  event('combatant.outOfFight', { target: Ref, on: z.boolean() }),
  /** E42: a PC out of the fight gives one ally a benefit for a round, for the reason its player gives. */
  event('spirit.fight', { who: Ref, ally: Ref, benefit: z.enum(SPIRIT_BENEFITS), reason: z.string().trim().min(1).max(200) }),
] as const

/** One target of an attack as the host rolled it: the natural's faces, an Invisible target's save, the damage's faces. */
export const AttackTargetRoll = z.strictObject({
  target: Ref,
  faces: D6s,
  /** E67, EG33: the attacker's 11+ save against an Invisible target. */
  invisibleFaces: D6s.nullable(),
  /** The hit damage's faces (rolled for every target; used on a hit or crit). */
  damageFaces: Faces,
  missFaces: Faces,
})

/** Escalation's events only the host makes: they carry its dice. */
const EscalationHostEvents = [
  /** E1-E6, E12-E14, E45, E60, E67: an attack against each target, rolled separately (E5). */
  event('attack.rolled', {
    attacker: Ref,
    attack: z.number().int().min(0).max(50),
    /** The action it takes; null for a free one (an Opportunity Attack). */
    action: Kind.nullable(),
    /** Advantage (+) or Disadvantage (-) the GM adds for the situation (R16). */
    advantage: Advantage,
    bonus: z.number().int().min(-50).max(50),
    coupDeGrace: z.boolean(),
    targets: z.array(AttackTargetRoll).min(1).max(50),
    /** E29, E36: it provokes Opportunity Attacks when its attacker is engaged; absent: when the attack is ranged. */
    provokes: z.boolean().optional(),
    confirmed: Confirmed,
  }),
  /** E30: a Sustain roll (3d6 against the ability's X) with the action that started it. */
  event('sustain.rolled', { who: Ref, ability: z.string().min(1).max(80), faces: D6s }),
  /** E25, EG15: a save against a save-ends condition (a duty at the end of its bearer's turn). */
  event('save.rolled', { who: Ref, condition: Ref, faces: D6s }),
  /** E52, E53: a dying PC's Death Save; on success its recovery's faces. */
  event('deathSave.rolled', { who: Ref, faces: D6s, recoveryFaces: Faces }),
  /** E56: a Last Gasp save; an ally's Standard action may grant one (its failure does not count). */
  event('lastGasp.rolled', { who: Ref, faces: D6s, grantedBy: Ref.nullable() }),
  /** E37: a Disengage check against so many enemies, with the Advantage the GM gives (E39, E64; absent: none). */
  event('disengage.rolled', { who: Ref, enemies: z.number().int().min(1).max(20), faces: D6s, advantage: Advantage.optional() }),
  /** E39, EG36: a Dicey Move's skill check against the Difficulty the GM set. */
  event('diceyMove.rolled', { ...DiceyCheck, faces: D6s }),
  /** E44: Rally: a recovery's faces, then a save against one effect (or none). */
  event('rally.rolled', {
    who: Ref,
    recoveryFaces: Faces,
    save: z.strictObject({ condition: Ref.nullable(), faces: D6s }).nullable(),
    /** E50: the PC takes its recovery's average (no recovery faces); absent: rolled. */
    average: z.literal(true).optional(),
  }),
  /** E48-E50: healing using a recovery (a potion, an ally's spell); `free` spends none; `average`: the average taken, no faces (E50). */
  event('recovery.rolled', { who: Ref, faces: Faces, free: z.boolean(), average: z.literal(true).optional() }),
] as const

/** Every event of an Escalation fight the log records. */
export const EscalationFightEvent = z.discriminatedUnion('type', [
  ...CombatActions,
  ...CombatHostEvents,
  ...EscalationActions,
  ...EscalationHostEvents,
])
export type EscalationFightEvent = z.infer<typeof EscalationFightEvent>

/** What a client may send during a fight: every event but the host's, and a request to add combatants. */
export const EscalationFightAction = z.discriminatedUnion('type', [...CombatActions, ...EscalationActions, JoinRequest])
export type EscalationFightAction = z.infer<typeof EscalationFightAction>

/** What a client may ask the host to roll. */
export const EscalationFightRoll = z.discriminatedUnion('type', [
  ...CombatRolls,
  event('attack', {
    attacker: Ref,
    attack: z.number().int().min(0).max(50),
    targets: z.array(Ref).min(1).max(50),
    action: Kind.nullable(),
    advantage: Advantage,
    bonus: z.number().int().min(-50).max(50),
    coupDeGrace: z.boolean(),
    provokes: z.boolean().optional(),
    confirmed: Confirmed,
  }),
  /** The first duty: a save, a Death Save or a Last Gasp save. */
  event('duty', {}),
  event('disengage', { who: Ref, enemies: z.number().int().min(1).max(20), advantage: Advantage.optional() }),
  event('dicey', DiceyCheck),
  event('rally', { who: Ref, condition: Ref.nullable(), average: z.boolean().optional() }),
  /** E30: roll to sustain an ability's effect. */
  event('sustain', { who: Ref, ability: z.string().min(1).max(80) }),
  /** E50: `average` takes the recovery's average instead of rolling it. */
  event('recovery', { who: Ref, free: z.boolean(), average: z.boolean().optional() }),
  event('lastGasp', { helper: Ref, target: Ref }),
])
export type EscalationFightRoll = z.infer<typeof EscalationFightRoll>

export const FIGHT_HOST_EVENT_TYPES = [
  'combatant.joined',
  'damage.rolled',
  'healing.rolled',
  ...EscalationHostEvents.map((e) => e.shape.type.value),
] as const
