import { and, assign, setup } from 'xstate'
import { everyoneStressedOut } from '../rules/stress'
import { initialContext, isChallengeResolved, type ChallengeContext } from './context'
import type { ChallengeEvent, ChallengeEventType } from './events'
import { applyEvent, EVENT_RULES, whyRefusedAt } from './event-rules'
import type { ChallengeInput } from './input'
import { challengeOutcome, type ChallengeOutcome } from './outcome'
import { stepId, type StepRef } from './steps'

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

const cohort = (s: StepRef['step']): StepRef => ({ turn: 'cohort', step: s })
const challenge = (s: StepRef['step']): StepRef => ({ turn: 'challenge', step: s })

/**
 * The Challenge of Relics of the Moon ("Resolving a Challenge"): a Cohort turn and a
 * Challenge turn of ten steps each, looping by rounds until Cohort step 7 resolves the
 * Challenge or it ends unresolved (everyone Stressed Out, or the GM ends it). Pure: the
 * host rolls and sends the faces; every guard is `whyRefused`'s answer.
 */
export const challengeMachine = setup({
  types: {} as { context: ChallengeContext; events: ChallengeEvent; input: ChallengeInput; output: ChallengeOutcome },
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
        huddle: step(cohort('huddle'), 'buildPool'),
        buildPool: step(cohort('buildPool'), 'autoResults'),
        autoResults: step(cohort('autoResults'), 'rollRemainingDice'),
        rollRemainingDice: step(cohort('rollRemainingDice'), 'adjustResults'),
        adjustResults: step(cohort('adjustResults'), 'finalResult'),
        finalResult: step(cohort('finalResult'), 'resolveChallengeDice'),
        resolveChallengeDice: step(cohort('resolveChallengeDice'), 'tides'),
        tides: step(cohort('tides'), 'disaster'),
        disaster: step(cohort('disaster'), 'actionMovesForward'),
        actionMovesForward: {
          on: {
            ...stepEvents(cohort('actionMovesForward')),
            'step.next': [
              { guard: and([allowedAt(cohort('actionMovesForward')), 'isChallengeResolved']), actions: applyAt(cohort('actionMovesForward')), target: RESOLVED },
              { guard: allowedAt(cohort('actionMovesForward')), actions: applyAt(cohort('actionMovesForward')), target: `#${MACHINE_ID}.challengeTurn` },
            ],
          },
        },
      },
    },
    challengeTurn: {
      initial: 'huddle',
      states: {
        huddle: step(challenge('huddle'), 'buildPool'),
        buildPool: step(challenge('buildPool'), 'autoResults'),
        autoResults: step(challenge('autoResults'), 'rollRemainingDice'),
        rollRemainingDice: step(challenge('rollRemainingDice'), 'adjustResults'),
        adjustResults: step(challenge('adjustResults'), 'finalResult'),
        finalResult: step(challenge('finalResult'), 'applyStress'),
        applyStress: {
          on: {
            ...stepEvents(challenge('applyStress')),
            'step.next': [
              { guard: and([allowedAt(challenge('applyStress')), 'isEveryoneStressedOut']), actions: applyAt(challenge('applyStress')), target: ENDED_UNRESOLVED },
              { guard: allowedAt(challenge('applyStress')), actions: applyAt(challenge('applyStress')), target: 'tides' },
            ],
          },
        },
        tides: step(challenge('tides'), 'disaster'),
        disaster: step(challenge('disaster'), 'actionMovesForward'),
        actionMovesForward: step(challenge('actionMovesForward'), `#${MACHINE_ID}.cohortTurn`),
      },
    },
    resolved: { type: 'final' },
    endedUnresolved: { type: 'final' },
  },
})

export type ChallengeMachine = typeof challengeMachine
