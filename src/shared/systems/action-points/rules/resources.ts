import { deepFreeze } from '../../../session/frozen'
import { allowed, refused, type RuleResult } from './result'
import type { ActionPointsSettings } from './settings'
import { RESOURCE_LABEL, type Resource } from './types'

/** AP, RP and FP as a combatant holds them now. */
export interface Resources {
  readonly ap: number
  readonly rp: number
  readonly fp: number
}

/** What a combatant's resources come back to: AP each turn (A3), full RP (A6), FP at the start (A42). */
export interface ResourceMaxima {
  readonly apPerTurn: number
  readonly rpMax: number
  readonly fpStart: number
}

/** The text's values (Cheat Sheet, R24): 5 AP a turn, 2 RP, 2 FP at the start of combat. */
export const STANDARD_MAXIMA: Readonly<ResourceMaxima> = deepFreeze({ apPerTurn: 5, rpMax: 2, fpStart: 2 })

/** A42, AG8, AG9: FP gained for an attack that hits, a crit (instead of the hit's), a successful reaction, a killing blow. */
export const FP_GAINS = { hit: 2, crit: 3, reaction: 1, killingBlow: 1 } as const
export type FpGain = keyof typeof FP_GAINS

/** A42, R24: FP lost at the end of each of one's own turns, unless Flow State was taken (A24). */
export const FP_DECAY = 1

/**
 * A6, A42, A33: resources at the start of combat: full RP and the starting FP; the surprised
 * side starts the Surprise Round with nothing (AP comes with a turn).
 */
export function atCombatStart(max: ResourceMaxima, surprised: boolean): Resources {
  return surprised ? { ap: 0, rp: 0, fp: 0 } : { ap: 0, rp: max.rpMax, fp: max.fpStart }
}

/**
 * A33, AG24: the surprised side at the start of the first normal round: its starting FP, and
 * its RP too when the campaign says so (otherwise RP comes with its first own turn).
 */
export function afterSurprise(resources: Resources, max: ResourceMaxima, rule: ActionPointsSettings['surprisedRp']): Resources {
  return { ...resources, fp: resources.fp + max.fpStart, rp: rule === 'roundOne' ? max.rpMax : resources.rp }
}

/**
 * A3, A6, R24, AG7: the start of one's turn: AP back to its value for a turn, RP back to full
 * (temporary RP, as Total Defense's, is lost: RP is reset, never banked above the maximum).
 */
export function atTurnStart(resources: Resources, max: ResourceMaxima): Resources {
  return { ...resources, ap: max.apPerTurn, rp: max.rpMax }
}

/**
 * A2, A3, A24, A42, AG10: the end of one's turn: unused AP is lost, and FP decays by 1 (never
 * below 0) unless Flow State was taken this turn.
 */
export function atTurnEnd(resources: Resources, flowState: boolean): Resources {
  return { ...resources, ap: 0, fp: flowState ? resources.fp : Math.max(0, resources.fp - FP_DECAY) }
}

/** A3, A6: pays a cost in AP or RP (or FP for a Flow action), refused when there is not enough. */
export function pay(resources: Resources, resource: Resource, cost: number): RuleResult<Resources> {
  if (cost < 0) return refused('A cost is never negative.')
  if (resources[resource] < cost)
    return refused(`${cost} ${RESOURCE_LABEL[resource]} needed, ${resources[resource]} left${resource === 'ap' ? ' this turn' : ''}.`)
  return allowed({ ...resources, [resource]: resources[resource] - cost })
}

/** A42, AG8-AG10: FP gained (no maximum). */
export function gainFp(resources: Resources, gain: FpGain): Resources {
  return { ...resources, fp: resources.fp + FP_GAINS[gain] }
}

/** Gives back RP (A16's refund) or grants it (A29's +1). */
export function gainRp(resources: Resources, amount: number): Resources {
  return { ...resources, rp: resources.rp + amount }
}

/**
 * A3, A6, A42, AG48: the GM adjusts a resource for an ability or a ruling (logged with its reason).
 * Resources are never negative: an adjustment below 0 is refused.
 */
export function adjust(resources: Resources, resource: Resource, amount: number): RuleResult<Resources> {
  const next = resources[resource] + amount
  if (next < 0) return refused(`${RESOURCE_LABEL[resource]} cannot go below 0 (${resources[resource]} now).`)
  return allowed({ ...resources, [resource]: next })
}
