import { z } from 'zod'
import { HP_LIMIT, hitPoints } from '../campaign/common'
import { ConditionSpec } from './conditions'

/*
 * The tracker's own events, shared by every combat system: its turns, hit points,
 * conditions, who is in the fight and who the players see. Each system adds its own (attacks,
 * saves of its kind) and includes these in its event schema.
 */

const Ref = z.string().min(1).max(80)
const Amount = hitPoints()
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape })

/** A dice expression as the GM types it ("2d8+3"); the host rolls it. */
const Expression = z.string().min(1).max(100)

/** A combatant joining the fight, as the host reads it from the campaign: the system's data in `stats`. */
export const JoiningCombatant = z.strictObject({
  id: Ref,
  name: z.string().min(1).max(120),
  side: z.enum(['players', 'enemies']),
  source: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('pc'), id: Ref }),
    z.strictObject({ kind: z.literal('npc'), id: Ref, instance: z.number().int().min(1) }),
    z.strictObject({ kind: z.literal('added') }),
  ]),
  maxHp: Amount,
  hp: z.number().int().min(-HP_LIMIT).max(HP_LIMIT),
  hidden: z.boolean(),
  revealOnTurn: z.boolean(),
  stats: z.unknown(),
})
export type JoiningCombatant = z.infer<typeof JoiningCombatant>

/**
 * The tracker's events a client may send. A new one raises the format of every system that
 * takes these (docs/history.md), so an older console refuses such a log in words.
 */
export const CombatActions = [
  /** Setup is done: the first round (or the surprise round) begins. */
  event('combat.begin', {}),
  /** Ends the current turn and starts the next: the one named (where the rules allow it), else the next in order. */
  event('turn.next', { who: Ref.optional() }),
  /** Goes back to the turn before, when one was moved past by mistake (what was done stays done: undo takes it back). */
  event('turn.previous', {}),
  event('combatant.damage', { target: Ref, amount: Amount, source: Ref.nullable(), note: z.string().max(200) }),
  event('combatant.heal', { target: Ref, amount: Amount }),
  event('combatant.tempHp', { target: Ref, amount: Amount }),
  event('condition.add', { target: Ref, condition: ConditionSpec }),
  event('condition.remove', { target: Ref, condition: Ref }),
  event('combatant.reveal', { target: Ref }),
  event('combatant.hide', { target: Ref, revealOnTurn: z.boolean() }),
  /** Shows every hidden combatant to the players at once: one step, undone as one. */
  event('combatant.revealAll', {}),
  event('combatant.rename', { target: Ref, name: z.string().trim().min(1, 'a name is required').max(120) }),
  /** The GM's word on where a combatant stands: down rather than dead, fled, or back in. */
  event('combatant.status', { target: Ref, status: z.enum(['fighting', 'down', 'dead', 'fled']) }),
  event('combatant.remove', { target: Ref }),
  event('combat.end', { reason: z.string().trim().min(1, 'say how the fight ended').max(200) }),
] as const

/** What a client may ask the tracker to add: the host reads the rest from the campaign. */
export const JoinRequest = event('combatant.add', {
  from: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('npc'), id: Ref, count: z.number().int().min(1).max(50) }),
    z.strictObject({ kind: z.literal('pc'), id: Ref }),
    z.strictObject({
      kind: z.literal('custom'),
      name: z.string().trim().min(1).max(120),
      hp: hitPoints(1),
      side: z.enum(['players', 'enemies']),
    }),
  ]),
  hidden: z.boolean(),
  revealOnTurn: z.boolean(),
})

/** The tracker's events only the host makes: dice it rolled, combatants it read from the campaign. */
export const CombatHostEvents = [
  event('combatant.joined', { combatants: z.array(JoiningCombatant).min(1).max(50) }),
  event('damage.rolled', {
    target: Ref,
    source: Ref.nullable(),
    expression: Expression,
    faces: z.array(z.number().int()).max(2000),
    total: Amount,
    note: z.string().max(200),
  }),
  event('healing.rolled', { target: Ref, expression: Expression, faces: z.array(z.number().int()).max(2000), total: Amount }),
] as const

/** What a client may ask the host to roll for the tracker: damage or healing by notation. */
export const CombatRolls = [
  event('damage', { target: Ref, source: Ref.nullable(), expression: Expression, note: z.string().max(200) }),
  event('healing', { target: Ref, expression: Expression }),
] as const

export const COMBAT_HOST_EVENT_TYPES = ['combatant.joined', 'damage.rolled', 'healing.rolled'] as const
