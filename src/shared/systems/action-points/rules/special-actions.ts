import { hexBeyond } from './hex'
import { isSuccess, levelRank, SIZE_LABEL, sizeSteps, type Hex, type Size, type SuccessLevel } from './types'

/** A22, A25, A27: Disarm, Grapple and Shove work only on targets of the actor's size or smaller. */
export function whyTooLarge(action: 'Disarm' | 'Grapple' | 'Shove', actor: Size, target: Size): string | null {
  return sizeSteps(target, actor) > 0 ? `${action} works only on a target of your size or smaller; this one is ${SIZE_LABEL[target]}.` : null
}

/** A30: Tumble Through works only past an enemy of Medium size or smaller. */
export function whyTooLargeToTumble(target: Size): string | null {
  return sizeSteps(target, 'medium') > 0 ? `Tumble Through gets past a Medium or smaller enemy only; this one is ${SIZE_LABEL[target]}.` : null
}

/**
 * A22: where a disarmed item goes, by the Disarm's level: a Normal Success drops it next to
 * the target (the target picks the hex); Hard, Major and Critical let the attacker take it
 * with a free hand, or throw it up to 2, 3 or 4 hexes away.
 */
export function disarmResult(level: SuccessLevel): { within: number; mayTake: boolean } | null {
  if (!isSuccess(level)) return null
  const within: Partial<Record<SuccessLevel, number>> = { normal: 1, hard: 2, major: 3, critical: 4 }
  return { within: within[level]!, mayTake: level !== 'normal' }
}

/** A27: what a successful Shove does: the chosen effect, or both from a Hard Success up. */
export function shoveEffects(choice: 'push' | 'prone', level: SuccessLevel): { push: boolean; prone: boolean } {
  if (!isSuccess(level)) return { push: false, prone: false }
  const both = levelRank(level) >= levelRank('hard')
  return { push: both || choice === 'push', prone: both || choice === 'prone' }
}

/** AG22: a push goes one hex straight away from the shover; null when they are not neighbours. */
export function pushedTo(shover: Hex, target: Hex): Hex | null {
  return hexBeyond(shover, target)
}

/** AG31: Tumble Through lands in the hex on the far side of the enemy, straight across. */
export function tumbleLanding(mover: Hex, enemy: Hex): Hex | null {
  return hexBeyond(mover, enemy)
}

/** A29: Total Defense grants 1 temporary RP (and Advantage on reactions until the start of one's next turn). */
export const TOTAL_DEFENSE_RP = 1

/**
 * A23, AG21: a Feint's Advantage lasts until one's next physical attack on that target, or
 * the end of one's next turn: at the end of a turn, whether it runs out now.
 */
export function feintLapses(feint: { expiresAfterTurn: number }, turnsTaken: number): boolean {
  return turnsTaken >= feint.expiresAfterTurn
}
