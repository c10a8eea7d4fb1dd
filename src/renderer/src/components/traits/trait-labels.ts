import type { ActivationCost, ResolvedDiceEffect, Side, Trait, TraitModifier, TraitTarget, TraitTrigger } from '@shared/campaign'
import { modifierLabel, resolvedDiceLabel, TRIGGER_WORDS } from '@shared/campaign/traits'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type TraitDraft = PrepDraft<Trait>
export type ModifierKind = TraitModifier['kind'] | 'none'

/** A new trait as the editor starts it: Beneficial, on its own side, narrative, free, declared in the Huddle. */
export function blankTrait(): TraitDraft {
  return {
    name: '',
    description: '',
    side: 'beneficial',
    target: 'own',
    modifier: null,
    cost: { pool: 'none', amount: 0 },
    trigger: 'huddle',
    resolvedDice: null,
    revealed: false,
    gmNotes: '',
  }
}

/** Side in words and symbol, never colour alone. */
export const SIDE_LABEL: Record<Side, string> = { beneficial: 'Beneficial (+)', hindering: 'Hindering (−)' }

export const TARGET_LABEL: Record<TraitTarget, string> = { own: 'Own side', opposing: 'Opposing side' }

/** The three modifier kinds of "Resolving a Challenge", with the shorthand each is written in. */
export const KIND_LABEL: Record<ModifierKind, string> = {
  none: 'None (narrative)',
  addDice: 'Add Dice (±N d6)',
  autoResult: 'Auto Result (A# / Nd)',
  simple: 'Simple (±# / Nd)',
}

export const COST_LABEL: Record<ActivationCost['pool'], string> = {
  none: 'No cost',
  spendDestiny: 'Spend Destiny',
  addDoom: 'Add Doom',
  spendDoom: 'Spend Doom',
}

/** "Spend 1 Destiny", or "" when free. */
export function costLabel(cost: ActivationCost): string {
  if (cost.pool === 'none') return ''
  return { spendDestiny: `Spend ${cost.amount} Destiny`, addDoom: `Add ${cost.amount} Doom`, spendDoom: `Spend ${cost.amount} Doom` }[cost.pool]
}

/** Relics RG3: when a trait triggers, with the step it belongs to, as the editor offers it. */
export const TRIGGER_LABEL: Record<TraitTrigger, string> = {
  huddle: 'In the Huddle (step 1), as most traits',
  afterRoll: 'After the roll (step 5, Adjust the Results)',
  diceResolved: 'When the Cohort resolves Challenge dice (Cohort step 7)',
  stressTaken: 'When the Cohort takes Stress (Challenge step 7)',
  disaster: 'On a Disaster (step 9)',
}

export type ResolvedDiceKind = ResolvedDiceEffect['kind'] | 'none'

/** Relics RG1: what a Challenge trait may do to dice the Cohort resolved. */
export const RESOLVED_DICE_LABEL: Record<ResolvedDiceKind, string> = {
  none: 'Nothing (most traits)',
  unresolve: 'Unresolves N dice for good',
  free: 'Frees N resolved dice to roll in the Challenge’s pool',
}

/**
 * "Beneficial (+) · +2d6": how a trait reads in lists and pickers, with its trigger and its
 * hold on resolved dice when it has them ("… · on a Disaster · unresolves 1 die").
 */
export function traitSummary(trait: Pick<Trait, 'side' | 'modifier'> & Partial<Pick<Trait, 'trigger' | 'resolvedDice'>>): string {
  const when = trait.trigger && trait.trigger !== 'huddle' ? [TRIGGER_WORDS[trait.trigger]] : []
  const hold = resolvedDiceLabel(trait.resolvedDice ?? null)
  return [`${SIDE_LABEL[trait.side]}`, modifierLabel(trait.side, trait.modifier), ...when, ...(hold ? [hold] : [])].join(' · ')
}

/**
 * The modifier after switching kind: dice carry over, a value is kept between Auto Result and
 * Simple, and each kind starts from a sensible value (A6, ±1).
 */
export function switchModifierKind(previous: TraitModifier | null, kind: ModifierKind): TraitModifier | null {
  const dice = previous?.dice ?? 1
  const value = previous && previous.kind !== 'addDice' ? previous.value : undefined
  switch (kind) {
    case 'none':
      return null
    case 'addDice':
      return { kind, dice }
    case 'autoResult':
      return { kind, value: value ?? 6, dice }
    case 'simple':
      return { kind, value: value ?? 1, dice }
  }
}
