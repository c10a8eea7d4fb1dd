import type { ResolvedDiceEffect, TraitModifier, TraitTarget, TraitTrigger } from '@shared/campaign'
import { diceUnresolved, whyResolvedDiceRefused, type ResolvedDiceSituation } from '../rules/resolved-dice'
import { isChallengeResolved, type Activation, type ChallengeContext } from './context'

/** A trait ready to be activated or fired: its activation, where it aims, when it triggers, its hold on resolved dice. */
export interface TraitPlay {
  activation: Activation
  target: TraitTarget
  trigger: TraitTrigger
  effect: ResolvedDiceEffect | null
}

/** Ruling RG1 for a trait about to act: its hold on the resolved dice, if it has one, must be able to act. */
export function whyEffectRefused(context: ChallengeContext, play: TraitPlay, freesInto: ResolvedDiceSituation['freesInto']): string | null {
  if (!play.effect) return null
  return whyResolvedDiceRefused(play.activation.label, play.effect, {
    gmTrait: play.activation.kind === 'gmTrait',
    resolvedDice: context.resolvedDice,
    challengeResolved: isChallengeResolved(context),
    hasModifier: play.activation.modifier !== null,
    freesInto,
  })
}

/**
 * Ruling RG1: what the trait's hold does as it acts. Unresolving takes the dice back at once
 * (the activation keeps the count, to give them back if it is taken back in the Huddle);
 * freeing is counted when the Challenge's pool is formed.
 */
export function withEffect(context: ChallengeContext, play: TraitPlay): { context: ChallengeContext; activation: Activation } {
  const { effect, activation } = play
  if (!effect) return { context, activation }
  if (effect.kind === 'free') return { context, activation: { ...activation, frees: effect.dice } }
  const unresolved = diceUnresolved(context.resolvedDice, effect)
  return { context: { ...context, resolvedDice: context.resolvedDice - unresolved }, activation: { ...activation, unresolved } }
}

/** Ruling RG1: a trait taken back in the Huddle gives back the dice it unresolved, never past the rating. */
export function givenBack(context: ChallengeContext, activation: Activation): ChallengeContext {
  if (!activation.unresolved) return context
  return { ...context, resolvedDice: Math.min(context.challenge.rating, context.resolvedDice + activation.unresolved) }
}

/** Whether a play does anything to a pool: a modifier or freed dice. */
export function reachesAPool(modifier: TraitModifier | null, effect: ResolvedDiceEffect | null): boolean {
  return modifier !== null || effect?.kind === 'free'
}
