import type { TriggerKind } from '../rules/abilities'
import type { Provocation } from '../rules/opportunity'

/*
 * What a fight holds open for combatants other than the one acting: Opportunity Attacks a
 * provocation offers, and an engagement an ally of its target may still Intercept.
 */

/**
 * E29, E36, E41, EG56: Opportunity Attacks on offer: who provoked them, how, and the enemies
 * engaged with it that may still take one (each once for this provocation; the GM may decline).
 * The Opportunity Attack itself is an attack with no action (`action: null`) at the provoker.
 */
export interface OpportunityOffer {
  readonly provoker: string
  readonly cause: Provocation
  readonly from: readonly string[]
}

/**
 * E40, EG57: the latest engagement an ally of its target may still Intercept: who moved in,
 * whom it engaged; `intercepting` when that move was itself an Intercept (which no one may
 * Intercept). It stands until the mover acts again or the turn ends.
 */
export interface InterceptChance {
  readonly mover: string
  readonly target: string
  readonly intercepting: boolean
}

/** E26, EG65: a trigger that happened, standing for Interrupts: to whom (`who`), what kind, and who made it happen (`of`). */
export interface TriggerFired {
  readonly who: string
  readonly on: Exclude<TriggerKind, 'other'>
  readonly of: string
}
