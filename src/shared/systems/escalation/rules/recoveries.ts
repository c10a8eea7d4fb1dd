import { linearForm, type DiceInput } from '@shared/dice'
import { halve } from './attack-damage'

/** E48: a PC's usual number of recoveries. */
export const DEFAULT_RECOVERIES = 8

/**
 * E50, EG49: the averaged recovery: each die counts its average rounded down (d4 2, d6 3,
 * d8 4, d10 5, d12 6), so 2d8 is 8, not 9; flat numbers add as written. A keep term (rare
 * in recoveries) counts each kept die at that rounded-down average too.
 */
export function averagedRecovery(dice: DiceInput): number {
  const form = linearForm(dice)
  return form.dice.reduce((sum, t) => sum + t.coefficient * (t.keep?.count ?? t.count) * Math.floor((t.sides + 1) / 2), form.constant)
}

/** E51: NPC healing, 1d6 per level (or 1d10 per level when it matters). */
export function npcHealingDice(level: number, die: 6 | 10 = 6): string {
  return `${Math.max(1, level)}d${die}`
}

/** What recoveries a PC has left and how often it healed without one (E49). */
export interface RecoveryState {
  recoveriesLeft: number
  /** E49: each heal without a recovery: -1 Volition and -1 to every defense until a Full Rest. */
  noRecoveryPenalty: number
}

/**
 * E48, E49, EG5, EG22, EG27: healing "using a Recovery": spends one and heals the amount; a
 * free recovery (some magic) spends none. With none left the PC still heals, half the amount
 * (rounded down), and takes another -1 to Volition and defenses until a Full Rest.
 */
export function useRecovery(state: RecoveryState, amount: number, free = false): { state: RecoveryState; healing: number; halved: boolean } {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`a recovery heals whole points, not ${amount}`)
  if (free) return { state, healing: amount, halved: false }
  if (state.recoveriesLeft > 0) return { state: { ...state, recoveriesLeft: state.recoveriesLeft - 1 }, healing: amount, halved: false }
  return { state: { ...state, noRecoveryPenalty: state.noRecoveryPenalty + 1 }, healing: halve(amount), halved: true }
}

/** E49: what the no-recovery penalty takes from Volition and from each defense. */
export function noRecoveryPenalty(state: Pick<RecoveryState, 'noRecoveryPenalty'>): number {
  return -state.noRecoveryPenalty
}
