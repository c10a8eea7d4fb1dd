/**
 * Relics of the Moon: the rules as pure functions, the Challenge machine, and the GM view.
 * `relicsSystem` is the descriptor the system registry lists.
 */
import { challengeMachine } from './machine/challenge-machine'
import { whyRefused } from './machine/event-rules'
import { ChallengeEvent } from './machine/events'
import { ChallengeInput } from './machine/input'
import { challengeOutcome } from './machine/outcome'
import { challengeView } from './views/challenge-view'

export * from './rules/result'
export * from './rules/scoring'
export * from './rules/pool'
export * from './rules/auto-results'
export * from './rules/roll'
export * from './rules/simple-modifiers'
export * from './rules/suggest'
export * from './rules/resolution'
export * from './rules/tides'
export * from './rules/disaster'
export * from './rules/stress'
export * from './rules/apply-stress'
export * from './rules/relics'
export * from './rules/recovery'
export * from './rules/growth'

export { challengeMachine, type ChallengeMachine } from './machine/challenge-machine'
export {
  ChallengeInput,
  ChallengeTrait,
  CohortPc,
  GmTrait,
  DisasterTraitSchema,
  challengeInputFrom,
  type ChallengeSetup,
} from './machine/input'
export { ChallengeEvent, type ChallengeEventType, type EventOf } from './machine/events'
export type {
  Activation,
  ChallengeContext,
  Decider,
  EndReason,
  PoolDie,
  PoolSimpleModifier,
  PoolState,
  TurnRecord,
  TurnState,
} from './machine/context'
export { whyRefused, whyRefusedAt } from './machine/event-rules'
export { challengeOutcome, type ChallengeOutcome } from './machine/outcome'
export { CHALLENGE_STEPS, COHORT_STEPS, positionOf, stepInfo, type Position, type StepKey, type StepRef } from './machine/steps'
export { challengeView, type ChallengeView, type CohortPcView, type TraitView } from './views/challenge-view'
export type { ActionView } from './views/actions'
export type { DieView, PoolView, SimpleModifierView } from './views/pool-view'
export { oddsView, ODDS_WORK_LIMIT, type OddsView } from './views/odds-view'
export { oddsSpecOf } from './views/odds-spec'

/** The Relics of the Moon system as the registry lists it. */
export const relicsSystem = {
  id: 'relics',
  name: 'Relics of the Moon',
  machine: challengeMachine,
  /** Strict schema of every event, for the host to check payloads before `whyRefused`. */
  events: ChallengeEvent,
  /** Schema of a Challenge's input (the setup of a running Challenge). */
  input: ChallengeInput,
  whyRefused,
  view: challengeView,
  outcome: challengeOutcome,
} as const
