import { escalationParity, meetsEscalationGate } from './escalation-die'
import { RECHARGE_TARGETS } from './saves'
import type { ActionKind } from './types'

/*
 * Abilities (E26-E33, ruling 28) as the rules read them: how often one may be used, what
 * action it takes, what gates it, and when its riders fire. Plain JSON throughout.
 */

/** E28: how often an ability may be used. */
export const FREQUENCIES = ['atWill', 'encounter', 'daily', 'recharge'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** The frequencies as the text names them. */
export const FREQUENCY_LABEL: Record<Frequency, string> = { atWill: 'At-Will', encounter: 'Encounter', daily: 'Daily', recharge: 'Recharge' }

/** E23, E26, E27: the action an ability takes. */
export const ABILITY_ACTIONS = ['standard', 'move', 'quick', 'free', 'interrupt'] as const
export type AbilityAction = (typeof ABILITY_ACTIONS)[number]

/** The actions as the text names them. */
export const ABILITY_ACTION_LABEL: Record<AbilityAction, string> = {
  standard: 'Standard',
  move: 'Move',
  quick: 'Quick',
  free: 'Free',
  interrupt: 'Interrupt',
}

/**
 * E26, EG65: what an Interrupt's trigger is, as far as the console can see it: its user attacked,
 * hit or missed by an attack, an engaged enemy moving away from it, an ally dropping to 0 or
 * below; `other` is anything else (the GM confirms it happened).
 */
export const TRIGGER_KINDS = ['attacked', 'hit', 'missed', 'enemyMovesAway', 'allyDrops', 'other'] as const
export type TriggerKind = (typeof TRIGGER_KINDS)[number]

/** The trigger kinds in the game's words, each read of the Interrupt's user. */
export const TRIGGER_KIND_LABEL: Record<TriggerKind, string> = {
  attacked: 'It is attacked',
  hit: 'It is hit',
  missed: 'An attack misses it',
  enemyMovesAway: 'An engaged enemy moves away',
  allyDrops: 'An ally drops to 0 hit points or below',
  other: 'Something else (the GM confirms it)',
}

/** Ruling 28: what a rider keys off: the natural roll even, odd or N+, or the escalation die even or odd (0 is neither, E20). */
export const RIDER_WHEN = ['naturalEven', 'naturalOdd', 'naturalAtLeast', 'escalationEven', 'escalationOdd'] as const
export type RiderWhen = (typeof RIDER_WHEN)[number]

/** The riders' keys in the game's words. */
export const RIDER_WHEN_LABEL: Record<RiderWhen, string> = {
  naturalEven: 'Natural even',
  naturalOdd: 'Natural odd',
  naturalAtLeast: 'Natural N+',
  escalationEven: 'Escalation even',
  escalationOdd: 'Escalation odd',
}

/** An ability's use as its rules read it: frequency, action, gate, cost. */
export interface AbilityRules {
  readonly name: string
  readonly frequency: Frequency
  readonly action: AbilityAction
  /** E32: Escalation X+ (a gate), absent for none; "(see special)" is a rider, not a gate. */
  readonly escalation?: number
  /** E31: Spend X Power. */
  readonly power?: number
}

/** E28: whether using it spends it until a rest (At-Will abilities are never spent). */
export function isLimited(frequency: Frequency): boolean {
  return frequency !== 'atWill'
}

/** E23, E24: the turn action an ability's action spends (a Free or an Interrupt spends none of them). */
export function turnActionOf(action: AbilityAction): ActionKind | null {
  return action === 'standard' || action === 'move' || action === 'quick' ? action : null
}

/**
 * E28, E31, E32: why an ability cannot be used now, in the rule's words, or null: spent since
 * its rest, the escalation die (as its user counts it) below its gate, not enough Power.
 */
export function whyAbilityUnusable(ability: AbilityRules, now: { spent: boolean; escalation: number; powerLeft: number | null }): string | null {
  if (ability.frequency !== 'atWill' && now.spent) {
    const back =
      ability.frequency === 'encounter'
        ? 'it returns at the next Quick or Full Rest'
        : ability.frequency === 'daily'
          ? 'it returns at a Full Rest'
          : 'it returns when its Recharge roll at a Quick Rest succeeds, or at a Full Rest'
    return `${ability.name} is spent: ${back} (E28).`
  }
  if (ability.escalation !== undefined && !meetsEscalationGate(now.escalation, ability.escalation))
    return `${ability.name} needs the escalation die at ${ability.escalation}+; it is ${now.escalation} (E32).`
  if (ability.power && now.powerLeft !== null && now.powerLeft < ability.power)
    return `${ability.name} costs ${ability.power} Power; ${now.powerLeft} left (E31).`
  return null
}

/** E28, R15: a Recharge N+ ability returns at a Quick Rest when its 3d6 reaches N (9, 11 or 13). */
export function isRechargeTarget(n: number): n is (typeof RECHARGE_TARGETS)[number] {
  return (RECHARGE_TARGETS as readonly number[]).includes(n)
}

/** Ruling 28, E20: whether a rider fires for this natural and escalation die (as the user counts it). */
export function riderFires(rider: { when: RiderWhen; atLeast?: number }, natural: number, escalation: number): boolean {
  switch (rider.when) {
    case 'naturalEven':
      return natural % 2 === 0
    case 'naturalOdd':
      return natural % 2 === 1
    case 'naturalAtLeast':
      return natural >= (rider.atLeast ?? 19)
    case 'escalationEven':
      return escalationParity(escalation) === 'even'
    case 'escalationOdd':
      return escalationParity(escalation) === 'odd'
  }
}
