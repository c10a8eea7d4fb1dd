import { DEATH_SAVE_FAILURES, DEATH_SAVE_TARGET } from './death-saves'
import { allowed, refused, type RuleResult } from './result'
import { NATURAL_MAX, NATURAL_MIN } from './types'

/** Last Gasp saves against one effect. Plain JSON. */
export interface LastGaspState {
  readonly active: boolean
  readonly failures: number
  /** E56: a success keeps the HP the PC had when the effect began. */
  readonly hpAtStart: number
}

/** E56: an effect that can kill or disable outright starts Last Gasp saves. */
export function startLastGasp(hp: number): LastGaspState {
  return { active: true, failures: 0, hpAtStart: hp }
}

export interface LastGaspResult {
  outcome: 'saved' | 'failure' | 'overcome'
  state: LastGaspState
  /** Saved: the HP the PC keeps (E56). */
  hp: number | null
}

/**
 * E56, EG37: one Last Gasp save (a Death Save, 13+). Success ends the effect and the PC keeps
 * the HP it had at the effect's start. A failure counts toward 4, except one granted by an
 * ally's Standard action; the fourth failure applies the effect's full consequence. Healing
 * does not end Last Gasp saves (only saves do).
 */
export function resolveLastGasp(
  state: LastGaspState,
  natural: number,
  grantedByAlly = false,
  target = DEATH_SAVE_TARGET,
): RuleResult<LastGaspResult> {
  if (!state.active) return refused('No Last Gasp saves are being made')
  if (!Number.isInteger(natural) || natural < NATURAL_MIN || natural > NATURAL_MAX) return refused(`A natural is 3 to 18, not ${natural}`)
  if (natural >= target) return allowed({ outcome: 'saved', state: { ...state, active: false }, hp: state.hpAtStart })
  if (grantedByAlly) return allowed({ outcome: 'failure', state, hp: null })
  const failures = state.failures + 1
  const overcome = failures >= DEATH_SAVE_FAILURES
  return allowed({ outcome: overcome ? 'overcome' : 'failure', state: { ...state, failures, active: !overcome }, hp: null })
}
