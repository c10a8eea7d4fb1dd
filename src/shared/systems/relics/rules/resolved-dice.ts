import { resolvedDiceLabel, type ResolvedDiceEffect } from '@shared/campaign'

/** What a trait's hold on the resolved dice meets when it acts. */
export interface ResolvedDiceSituation {
  /** The trait belongs to the Challenge or its Event (not to a PC). */
  gmTrait: boolean
  resolvedDice: number
  /** Cohort step 7 resolved every die: the Challenge is over and "does not take a turn". */
  challengeResolved: boolean
  /** The trait also has a modifier, so it acts even with nothing to unresolve or free. */
  hasModifier: boolean
  /** Where freed dice would roll: the Challenge's pool of this turn, a later one, or none any more. */
  freesInto: 'thisPool' | 'laterPool' | 'none'
}

/**
 * Cohort step 7, ruling RG1: why a trait cannot unresolve or free resolved dice now, or
 * null. Only the Challenge's or its Event's traits hold its dice; a resolved Challenge stays
 * resolved; freed dice roll only in a Challenge pool not yet built; and a trait that does
 * nothing else needs a resolved die to act on.
 */
export function whyResolvedDiceRefused(label: string, effect: ResolvedDiceEffect, at: ResolvedDiceSituation): string | null {
  const does = resolvedDiceLabel(effect)!
  if (!at.gmTrait) return `${label} ${does}: only a Challenge's or an Event's trait holds the Challenge's resolved dice`
  if (at.challengeResolved) return 'The Challenge is resolved: its dice stay resolved'
  if (effect.kind === 'free' && at.freesInto === 'none')
    return `${label} ${does} in the Challenge's pool: activate it in the Challenge's Huddle, before its pool is built`
  if (at.resolvedDice === 0 && !at.hasModifier)
    return `No Challenge die is resolved: ${label} has nothing to ${effect.kind === 'free' ? 'free' : 'unresolve'}`
  return null
}

/** Cohort step 7, ruling RG1: the resolved dice an unresolve effect takes back, up to its N. */
export function diceUnresolved(resolvedDice: number, effect: ResolvedDiceEffect): number {
  return effect.kind === 'unresolve' ? Math.min(Math.max(0, resolvedDice), effect.dice) : 0
}

/**
 * Challenge step 3, ruling RG1: the resolved dice that become the threat's auto result once
 * `freed` of them roll as free dice instead; they stay resolved for the Cohort's progress.
 */
export function diceConverted(resolvedDice: number, freed: number): number {
  return Math.max(0, resolvedDice - Math.max(0, freed))
}
