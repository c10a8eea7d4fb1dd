import { z } from 'zod'
import { Id, Revision, Name, LongText } from './common'

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

/**
 * When a trait may be activated. The Huddle (step 1) unless the trait's text names another
 * moment ("Unless a trait description explicitly says it triggers at another time"): after
 * the roll (step 5), when the Cohort resolves Challenge dice (Cohort step 7), when the Cohort
 * takes Stress (Challenge step 7), or on a Disaster (step 9). Relics README, ruling RG3.
 */
export const TraitTrigger = z.enum(['huddle', 'afterRoll', 'diceResolved', 'stressTaken', 'disaster'])
export type TraitTrigger = z.infer<typeof TraitTrigger>

/**
 * What a Challenge's trait does to the dice the Cohort resolved (Cohort step 7: resolved dice
 * stay resolved "unless the Challenge has a trait that allows dice to unresolve or become
 * free dice"): `unresolve` takes up to N resolved dice back for good, `free` lets up to N of
 * them roll as free dice in the Challenge's pool of that turn. Relics README, ruling RG1.
 */
export const ResolvedDiceEffect = z.strictObject({
  kind: z.enum(['unresolve', 'free']),
  dice: z.number().int().min(1).max(30),
})
export type ResolvedDiceEffect = z.infer<typeof ResolvedDiceEffect>

/** A trait from the campaign's library: PC traits, Event traits and Challenge traits alike. */
export const Trait = z.strictObject({
  id: Id,
  /** How many times the GM saved it (see `Revision`); none in files written before. */
  revision: Revision.optional(),
  name: Name,
  description: LongText,
  side: Side,
  target: TraitTarget,
  /** null for a purely narrative trait. */
  modifier: TraitModifier.nullable(),
  cost: ActivationCost,
  /** When it may be activated: the Huddle, or the moment its text names. */
  trigger: TraitTrigger,
  /** A Challenge's or an Event's trait that unresolves or frees resolved dice; null for most. */
  resolvedDice: ResolvedDiceEffect.nullable(),
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

/** When a trait may be activated, in the rule text's words. */
export const TRIGGER_WORDS: Record<TraitTrigger, string> = {
  huddle: 'in the Huddle',
  afterRoll: 'after the roll (Adjust the Results)',
  diceResolved: 'when the Cohort resolves Challenge dice',
  stressTaken: 'when the Cohort takes Stress',
  disaster: 'on a Disaster',
}

/** "unresolves 2 dice", "frees 1 resolved die": what a trait does to resolved dice. */
export function resolvedDiceLabel(effect: ResolvedDiceEffect | null): string | null {
  if (!effect) return null
  const dice = `${effect.dice} ${effect.dice === 1 ? 'die' : 'dice'}`
  return effect.kind === 'unresolve' ? `unresolves ${dice}` : `frees ${effect.dice} resolved ${effect.dice === 1 ? 'die' : 'dice'}`
}
