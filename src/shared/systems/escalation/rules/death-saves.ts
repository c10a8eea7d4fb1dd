import { deepFreeze } from '../../../session/frozen'
import { saveDisadvantageFrom } from './condition-effects'
import type { ConditionInstance } from './conditions'
import { allowed, refused, type RuleResult } from './result'
import { atNegativeHalf } from './thresholds'
import { NATURAL_MAX, NATURAL_MIN } from './types'

/** E52: a Death Save is usually 13+. */
export const DEATH_SAVE_TARGET = 13
/** E53, EG17: a natural 17+ is a crit (Weak and Vulnerable do not apply to saves). */
export const DEATH_SAVE_CRIT = 17
/** E53: the fourth failed Death Save in an encounter kills. */
export const DEATH_SAVE_FAILURES = 4
/** E52: Disadvantage on the first Death Save after a crit or a fall to minus half. */
export const FIRST_SAVE_DISADVANTAGE = 2

/** A PC's dying state. Plain JSON. */
export interface DyingState {
  readonly dying: boolean
  /** EG19: counted per encounter; reviving does not clear them. */
  readonly failedDeathSaves: number
  /** E54: failures are no longer marked. */
  readonly stabilized: boolean
  /** E52: the next Death Save is the first since dropping, and has 2 Disadvantage. */
  readonly firstSaveDisadvantage: boolean
  readonly dead: boolean
}

export const NOT_DYING: DyingState = deepFreeze({
  dying: false,
  failedDeathSaves: 0,
  stabilized: false,
  firstSaveDisadvantage: false,
  dead: false,
})

/**
 * E47, E52, EG18: a PC dropped to 0 HP or less starts dying. Its first Death Save has 2
 * Disadvantage when the damage that dropped it came from a crit or left it at minus half its
 * maximum or lower. Dropping again while dying (more damage) changes nothing (EG21).
 */
export function startDying(state: DyingState, drop: { hp: number; maxHp: number; byCrit: boolean }): DyingState {
  if (state.dead || state.dying || drop.hp > 0) return state
  return { ...state, dying: true, stabilized: false, firstSaveDisadvantage: drop.byCrit || atNegativeHalf(drop.hp, drop.maxHp) }
}

/** E52, E62: Disadvantage on the coming Death Save: 2 if it is the flagged first one, plus Enervated. */
export function deathSaveDisadvantage(state: DyingState, conditions: readonly ConditionInstance[] = []): number {
  return (state.firstSaveDisadvantage ? FIRST_SAVE_DISADVANTAGE : 0) + saveDisadvantageFrom(conditions)
}

export interface DeathSaveResult {
  outcome: 'crit' | 'success' | 'failure'
  state: DyingState
  /** E53, EG22: heal using a recovery from 0 HP (halved with its penalty if none is left). */
  healsWithRecovery: boolean
  /** E53, EG16: a crit acts at once; a success acts next turn (this turn ends). */
  actsNow: boolean
  /** This failure was the fourth. */
  died: boolean
}

/**
 * E52, E53, EG16, EG17, EG19, EG52: a Death Save at the start of the dying PC's turn: natural (3d6
 * with any Disadvantage) + bonus >= 13 succeeds: the PC heals using a recovery from 0 and acts
 * next turn; a natural 17+ acts now. A failure (a natural 3 is just a failure) is marked; the
 * fourth in the encounter kills. Stabilized, failures are not marked (EG16), so it never dies
 * of them. Success does not clear earlier failures (EG19).
 */
export function resolveDeathSave(state: DyingState, natural: number, target = DEATH_SAVE_TARGET, bonus = 0): RuleResult<DeathSaveResult> {
  if (state.dead) return refused('A dead PC makes no Death Saves')
  if (!state.dying) return refused('Only a dying PC makes Death Saves')
  if (!Number.isInteger(natural) || natural < NATURAL_MIN || natural > NATURAL_MAX) return refused(`A natural is 3 to 18, not ${natural}`)
  const after = { ...state, firstSaveDisadvantage: false }
  if (natural + bonus >= target || natural >= DEATH_SAVE_CRIT) {
    const crit = natural >= DEATH_SAVE_CRIT
    return allowed({
      outcome: crit ? 'crit' : 'success',
      state: { ...after, dying: false, stabilized: false },
      healsWithRecovery: true,
      actsNow: crit,
      died: false,
    })
  }
  if (state.stabilized) return allowed({ outcome: 'failure', state: after, healsWithRecovery: false, actsNow: false, died: false })
  const failedDeathSaves = state.failedDeathSaves + 1
  const died = failedDeathSaves >= DEATH_SAVE_FAILURES
  return allowed({
    outcome: 'failure',
    state: { ...after, failedDeathSaves, dead: died, dying: !died },
    healsWithRecovery: false,
    actsNow: false,
    died,
  })
}

/** E54: another character's Standard action stabilizes a dying PC. */
export function stabilize(state: DyingState): RuleResult<DyingState> {
  if (state.dead) return refused('A dead PC cannot be stabilized')
  if (!state.dying) return refused('Only a dying PC can be stabilized')
  if (state.stabilized) return refused('This PC is already stabilized')
  return allowed({ ...state, stabilized: true })
}

/** E54: any healing brings a dying PC back, as a successful Death Save would (failures stay, EG19). */
export function revive(state: DyingState): DyingState {
  if (state.dead || !state.dying) return state
  return { ...state, dying: false, stabilized: false, firstSaveDisadvantage: false }
}

/** EG19, EG38: at the end of the combat failed Death Saves are cleared; a dying PC stays dying. */
export function deathSavesAtCombatEnd(state: DyingState): DyingState {
  return state.dead ? state : { ...state, failedDeathSaves: 0 }
}
