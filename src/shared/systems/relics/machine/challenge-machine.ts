import { and, assign, setup } from 'xstate'
import { everyoneStressedOut } from '../rules/stress'
import type { Turn } from '../rules/tides'
import { initialContext, isChallengeResolved, type ChallengeContext, type MachineInput } from './context'
import type { ChallengeEvent, ChallengeEventType } from './events'
import { applyEvent, EVENT_RULES, whyRefusedAt } from './event-rules'
import { challengeOutcome, type ChallengeOutcome } from './outcome'
import { nextStep, stepId, stepsOf, type StepKey, type StepRef } from './steps'

const MACHINE_ID = 'relicsChallenge'
const RESOLVED = `#${MACHINE_ID}.resolved`
const ENDED_UNRESOLVED = `#${MACHINE_ID}.endedUnresolved`

const allowedAt = (at: StepRef) => ({ type: 'isAllowed', params: at }) as const
const applyAt = (at: StepRef) => ({ type: 'applyEvent', params: at }) as const

/** The in-step events a step accepts, each guarded by the rules and applied by them. */
function stepEvents(at: StepRef) {
  const types = (Object.keys(EVENT_RULES) as ChallengeEventType[]).filter(
    (type) => type !== 'step.next' && EVENT_RULES[type].steps.includes(stepId(at)),
  )
  return Object.fromEntries(
    types.map((type) => [type, { guard: allowedAt(at), actions: applyAt(at), ...(type === 'gm.endChallenge' ? { target: ENDED_UNRESOLVED } : {}) }]),
  )
}

/** A step state: its events, and `step.next` to `target` once the step is complete. */
function step(at: StepRef, target: string) {
  return { on: { ...stepEvents(at), 'step.next': { guard: allowedAt(at), actions: applyAt(at), target } } }
}

/** Steps `from` up to (not including) `until` of a turn, each moving on to the next. */
function stepChain(turn: Turn, from: StepKey, until: StepKey) {
  const keys = stepsOf(turn)
  const chain = keys.slice(keys.indexOf(from), keys.indexOf(until))
  return Object.fromEntries(chain.map((key) => [key, step({ turn, step: key }, nextStep({ turn, step: key })!)]))
}

/** A step whose `step.next` goes to `ifTrue` when `condition` holds, else to `otherwise`. */
function fork(at: StepRef, condition: 'isChallengeResolved' | 'isEveryoneStressedOut', ifTrue: string, otherwise: string) {
  return {
    on: {
      ...stepEvents(at),
      'step.next': [
        { guard: and([allowedAt(at), condition]), actions: applyAt(at), target: ifTrue },
        { guard: allowedAt(at), actions: applyAt(at), target: otherwise },
      ],
    },
  }
}

/**
 * The Challenge of Relics of the Moon ("Resolving a Challenge"): a Cohort turn and a
 * Challenge turn of ten steps each (named as in `steps.ts`), looping by rounds until Cohort
 * step 7 resolves the Challenge or it ends unresolved (everyone Stressed Out, or the GM
 * ends it). Pure: the host rolls and sends the faces; every guard is `whyRefused`'s answer.
 */
export const challengeMachine = setup({
  types: {} as { context: ChallengeContext; events: ChallengeEvent; input: MachineInput; output: ChallengeOutcome },
  guards: {
    isAllowed: ({ context, event }, at: StepRef) => whyRefusedAt(at, context, event) === null,
    isChallengeResolved: ({ context }) => isChallengeResolved(context),
    isEveryoneStressedOut: ({ context }) => everyoneStressedOut(context.cohort),
  },
  actions: {
    applyEvent: assign(({ context, event }, at: StepRef) => applyEvent(at, context, event)),
  },
}).createMachine({
  id: MACHINE_ID,
  context: ({ input }) => initialContext(input),
  initial: 'cohortTurn',
  output: ({ context }) => challengeOutcome(context),
  states: {
    cohortTurn: {
      initial: 'huddle',
      states: {
        ...stepChain('cohort', 'huddle', 'actionMovesForward'),
        // Cohort step 7 resolved it: "The Challenge does not take a turn."
        actionMovesForward: fork({ turn: 'cohort', step: 'actionMovesForward' }, 'isChallengeResolved', RESOLVED, `#${MACHINE_ID}.challengeTurn`),
      },
    },
    challengeTurn: {
      initial: 'huddle',
      states: {
        ...stepChain('challenge', 'huddle', 'applyStress'),
        // Ruling 11: everyone Stressed Out ends the Event and its Challenges unresolved.
        applyStress: fork({ turn: 'challenge', step: 'applyStress' }, 'isEveryoneStressedOut', ENDED_UNRESOLVED, 'tides'),
        ...stepChain('challenge', 'tides', 'actionMovesForward'),
        actionMovesForward: step({ turn: 'challenge', step: 'actionMovesForward' }, `#${MACHINE_ID}.cohortTurn`),
      },
    },
    resolved: { type: 'final' },
    endedUnresolved: { type: 'final' },
  },
})

export type ChallengeMachine = typeof challengeMachine
