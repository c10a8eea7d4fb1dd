import type { ActivationCost, Side, Trait, TraitModifier, TraitTarget } from '@shared/campaign'
import { modifierLabel } from '@shared/campaign/traits'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type TraitDraft = PrepDraft<Trait>
export type ModifierKind = TraitModifier['kind'] | 'none'

/** A new trait as the editor starts it: Beneficial, on its own side, narrative, free. */
export function blankTrait(): TraitDraft {
  return {
    name: '',
    description: '',
    side: 'beneficial',
    target: 'own',
    modifier: null,
    cost: { pool: 'none', amount: 0 },
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

/** "Beneficial (+) · +2d6": how a trait reads in lists and pickers. */
export function traitSummary(trait: Pick<Trait, 'side' | 'modifier'>): string {
  return `${SIDE_LABEL[trait.side]} · ${modifierLabel(trait.side, trait.modifier)}`
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
