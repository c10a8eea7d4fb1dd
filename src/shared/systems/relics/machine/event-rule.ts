import type { ChallengeContext } from './context'
import type { ChallengeEventType, EventOf } from './events'
import { CHALLENGE_STEPS, COHORT_STEPS, stepId, type StepKey, type StepRef } from './steps'

/**
 * How the Challenge treats one kind of event: where it belongs, why the rules would refuse
 * it (in words, or null), and what it does. Guards, `whyRefused` and the view all read
 * these, so a button's disabled reason is the guard's own.
 */
export interface EventRule<K extends ChallengeEventType> {
  /** What the event does, for buttons and messages. */
  label: string
  /** The steps it belongs to, as step ids ("cohortTurn.huddle"). */
  steps: readonly string[]
  refuse?: (context: ChallengeContext, event: EventOf<K>, at: StepRef) => string | null
  apply: (context: ChallengeContext, event: EventOf<K>, at: StepRef) => ChallengeContext
}

export type EventRules<K extends ChallengeEventType> = { [T in K]: EventRule<T> }

/** The step ids of a step key in the turns that have it. */
export function inBothTurns(...steps: StepKey[]): string[] {
  return steps.flatMap((step) => [
    ...((COHORT_STEPS as readonly StepKey[]).includes(step) ? [stepId({ turn: 'cohort', step })] : []),
    ...((CHALLENGE_STEPS as readonly StepKey[]).includes(step) ? [stepId({ turn: 'challenge', step })] : []),
  ])
}

/** Every step of both turns. */
export const EVERY_STEP: readonly string[] = inBothTurns(...COHORT_STEPS, 'applyStress')

/** Replaces the current turn's state with some changes. */
export function withTurn(context: ChallengeContext, changes: Partial<ChallengeContext['current']>): ChallengeContext {
  return { ...context, current: { ...context.current, ...changes } }
}
