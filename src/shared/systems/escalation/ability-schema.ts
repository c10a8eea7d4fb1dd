import { z } from 'zod'
import { LongText, Name } from '../../campaign/common'
import { ABILITY_ACTIONS, FREQUENCIES, RIDER_WHEN, TRIGGER_KINDS } from './rules/abilities'
import { RECHARGE_TARGETS } from './rules/saves'
import { DAMAGE_TYPES, DEFENSES } from './rules/types'

/*
 * Ruling 28: abilities are data on a PC's or an NPC's block. Every field past the name,
 * frequency and action is optional, so a block written before abilities were kept reads
 * unchanged and an ability says only what its entry says.
 */

/** Ruling 28: what fires on the natural roll (even, odd, N+) or on the escalation die's parity. */
export const AbilityRider = z.strictObject({
  when: z.enum(RIDER_WHEN),
  /** For "Natural N+": N. */
  atLeast: z.number().int().min(3).max(18).optional(),
  effect: z.string().min(1).max(200),
})
export type AbilityRider = z.infer<typeof AbilityRider>

/** E1, E2, E10: an attacking ability's roll: vs which defense, hit and miss damage, and its damage types (weapon when none). */
export const AbilityAttack = z.strictObject({
  /** A PC's: added to Level + Volition (E1); an NPC's: its whole bonus (EG11). */
  bonus: z.number().int().min(-50).max(99).optional(),
  defense: z.enum(DEFENSES),
  /** Damage notation on a hit ("2d8+3"), or words the GM applies. */
  damage: z.string().max(200),
  miss: z.string().max(200).optional(),
  types: z.array(z.enum(DAMAGE_TYPES)).max(10).optional(),
  /** E8, E36: a ranged attack provokes while engaged. */
  ranged: z.boolean().optional(),
  /** EG10: an NPC ability adds the escalation die only when it says so (a PC's always does). */
  usesEscalation: z.boolean().optional(),
})
export type AbilityAttack = z.infer<typeof AbilityAttack>

/** Ruling 28, E26-E33: one ability as its entry reads: Type, Frequency, Action; Provokes, Sustain X, Spend X Power, Escalation X+. */
export const Ability = z
  .strictObject({
    name: Name,
    /** Ranged, Spell, Melee, or a class's own Type; empty for none. */
    type: z.string().max(40).optional(),
    frequency: z.enum(FREQUENCIES),
    /** E28: Recharge 9+, 11+ or 13+. */
    recharge: z.union(RECHARGE_TARGETS.map((n) => z.literal(n))).optional(),
    action: z.enum(ABILITY_ACTIONS),
    /** E26, E27: what triggers an Interrupt or a Free action. */
    trigger: z.string().max(200).optional(),
    /** E26, EG65: which moment the console offers an Interrupt at; absent or `other`: the GM confirms its trigger. */
    triggerOn: z.enum(TRIGGER_KINDS).optional(),
    /** E29. */
    provokes: z.boolean().optional(),
    /** E30: Sustain X: the save target rolled (with the same action) to keep it past the turn's end. */
    sustain: z.number().int().min(2).max(20).optional(),
    /** E31: Spend X Power. */
    power: z.number().int().min(1).max(99).optional(),
    /** E32: Escalation X+. */
    escalation: z.number().int().min(1).max(6).optional(),
    attack: AbilityAttack.optional(),
    riders: z.array(AbilityRider).max(10).optional(),
    description: LongText.optional(),
  })
  .superRefine((ability, ctx) => {
    if (ability.frequency === 'recharge' && ability.recharge === undefined)
      ctx.addIssue({ code: 'custom', path: ['recharge'], message: 'A Recharge ability names its number: 9+, 11+ or 13+ (E28)' })
    if (ability.frequency !== 'recharge' && ability.recharge !== undefined)
      ctx.addIssue({ code: 'custom', path: ['recharge'], message: 'Only a Recharge ability has a Recharge number (E28)' })
    if (ability.action === 'interrupt' && !ability.trigger)
      ctx.addIssue({ code: 'custom', path: ['trigger'], message: 'An Interrupt names its trigger (E26)' })
    if (ability.action !== 'interrupt' && ability.triggerOn !== undefined)
      ctx.addIssue({ code: 'custom', path: ['triggerOn'], message: 'Only an Interrupt waits for a trigger the console sees (E26)' })
    for (const [i, rider] of (ability.riders ?? []).entries())
      if ((rider.when === 'naturalAtLeast') !== (rider.atLeast !== undefined))
        ctx.addIssue({ code: 'custom', path: ['riders', i, 'atLeast'], message: 'A “Natural N+” rider names its N, and only it does' })
  })
export type Ability = z.infer<typeof Ability>
export type AbilityInput = z.input<typeof Ability>

/** A block's abilities, their names unique so a spent one is known by its name from fight to fight. */
export const Abilities = z
  .array(Ability)
  .max(50)
  .superRefine((abilities, ctx) => {
    const seen = new Set<string>()
    for (const [i, a] of abilities.entries()) {
      if (seen.has(a.name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `Two abilities are named “${a.name}”: give each its own name` })
      seen.add(a.name)
    }
  })
