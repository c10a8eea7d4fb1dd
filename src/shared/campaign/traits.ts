import { z } from 'zod'
import { Id, Name, LongText } from './common'

/**
 * Which way a modifier pushes: Beneficial(+) helps the pool it lands in, Hindering(-) hurts it.
 * Relics "Resolving a Challenge": every modifier type applies Hindering before Beneficial.
 */
export const Side = z.enum(['beneficial', 'hindering'])
export type Side = z.infer<typeof Side>

/**
 * The three modifier kinds of Relics of the Moon.
 * - addDice: ±N d6 to the pool size (Cohort step 2, "Build the Pool").
 * - autoResult: "A# / Nd", N dice set to face # before the roll (step 3, "Auto Results").
 * - simple: "±# / Nd", add or subtract # on N separate dice after the roll (step 5).
 * `value` and `dice` are magnitudes; the sign comes from the trait's side.
 */
export const TraitModifier = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('addDice'), dice: z.number().int().min(1).max(30) }),
  z.strictObject({
    kind: z.literal('autoResult'),
    value: z.number().int().min(1).max(8),
    dice: z.number().int().min(1).max(30),
  }),
  z.strictObject({
    kind: z.literal('simple'),
    value: z.number().int().min(1).max(8),
    dice: z.number().int().min(1).max(30),
  }),
])
export type TraitModifier = z.infer<typeof TraitModifier>

/**
 * What activating a trait costs, paid in the Huddle (step 1). The Cohort spends Destiny or
 * adds Doom; the GM spends Doom for Challenge traits.
 */
export const ActivationCost = z.strictObject({
  pool: z.enum(['none', 'spendDestiny', 'addDoom', 'spendDoom']),
  amount: z.number().int().min(0).max(20),
})
export type ActivationCost = z.infer<typeof ActivationCost>

/**
 * Whose pool a trait's modifier lands in. Beneficial traits usually help their owner's side
 * ("own"); Hindering traits usually aim at the other side ("opposing"). Agony, Stressed Out
 * and Disaster traits are Hindering on their own side.
 */
export const TraitTarget = z.enum(['own', 'opposing'])
export type TraitTarget = z.infer<typeof TraitTarget>

/** A trait from the campaign's library: PC traits, Event traits and Challenge traits alike. */
export const Trait = z.strictObject({
  id: Id,
  name: Name,
  description: LongText,
  side: Side,
  target: TraitTarget,
  /** null for a purely narrative trait. */
  modifier: TraitModifier.nullable(),
  cost: ActivationCost,
  /** Whether the players may see this trait on their display (Challenge and Event traits). */
  revealed: z.boolean(),
  gmNotes: LongText,
})
export type Trait = z.infer<typeof Trait>

/** Agony (Stress and Agony): a named, lasting Hindering trait on one PC. */
export const AgonyTrait = z.strictObject({
  id: Id,
  name: Name,
  description: LongText,
  modifier: TraitModifier.nullable(),
})
export type AgonyTrait = z.infer<typeof AgonyTrait>

/** Short label for a modifier in the rule texts' shorthand: "+2d6", "A6 / 1d", "-1 / 2d". */
export function modifierLabel(side: Side, modifier: TraitModifier | null): string {
  if (!modifier) return 'narrative'
  const sign = side === 'beneficial' ? '+' : '-'
  switch (modifier.kind) {
    case 'addDice':
      return `${sign}${modifier.dice}d6`
    case 'autoResult':
      return `A${modifier.value} / ${modifier.dice}d`
    case 'simple':
      return `${sign}${modifier.value} / ${modifier.dice}d`
  }
}
