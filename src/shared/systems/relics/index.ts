/**
 * Relics of the Moon: the rules as pure functions, the Challenge machine, the GM view, the
 * players' part, and `relicsSystem`, the engine the session and the host run.
 */
import type { RuleSystem } from '../rule-system'
import { describeRelics, relicsActor, relicsDice, relicsNarrative, relicsQuiet } from './log/describe'
import { upgradeV1Entry } from './log/legacy-log'
import { relicsManifest } from './manifest'
import { positionOf } from './machine/steps'
import { RELICS_RULES } from './machine/context'
import { applyRelics } from './session/apply'
import { HOST_EVENT_TYPES, RelicsAction, RelicsEvent, RelicsRoll, RelicsStart, RelicsStartRequest } from './session/events'
import { planChallenge } from './session/plan'
import { whyRelicsRefused } from './session/refuse'
import { RelicsBegin, cohortOf, initialRelicsState, type RelicsState } from './session/state'
import { RelicsPlayerPart } from './views/player-schema'
import { relicsPlayerPart } from './views/player-part'
import { relicsGmView, relicsPlaceDetail } from './views/session-view'
import { relicsPcSheet } from './views/pc-sheet'
import { relicsPlayers } from './players/player-rules'

export { relicsManifest } from './manifest'
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
export * from './rules/triggers'
export * from './rules/resolved-dice'
export * from './rules/split'
export * from './rules/roller'

export { challengeMachine, type ChallengeMachine } from './machine/challenge-machine'
export {
  ChallengeInput,
  ChallengePart,
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
  CarriedActivation,
  ChallengeContext,
  Decider,
  EndReason,
  PoolDie,
  PoolSimpleModifier,
  PoolState,
  Roller,
  SplitPart,
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
export { describeChallengeEvent } from './log/describe-event'
export { liveSnapshot, type RelicsStep } from './session/apply'
export { stepByItself } from './session/pace'
export { RelicsAction, RelicsEvent, RelicsRoll, RelicsStart, RelicsStartRequest } from './session/events'
export { CohortState, charactersNow, cohortOf, type ActiveChallenge, type CohortPcState, type RelicsState } from './session/state'
export type { RelicsGmView, RecoveryPc } from './views/session-view'
export type { TriggerPrompt } from './views/challenge-view'
export type { WaitingPart } from './session/state'
export { PREPARING } from './views/player-part'
export * from './views/player-schema'

/** Relics of the Moon's engine, its manifest (`./manifest`) spread in: what the host and the session run. */
export const relicsSystem = {
  ...relicsManifest,
  // Shapes of the first version: a proposal is the log's own entry, so the system's parts are unchanged. Rules 2: a split fixes the dice it divides (ruling 26); runs begun under rules 1 keep their take-backs (docs/history.md).
  format: { version: 1, rules: RELICS_RULES },
  session: {
    begin: RelicsBegin,
    beginFrom: (campaign) => ({ cohort: cohortOf(campaign) }),
    initial: (begin) => initialRelicsState(begin ?? { cohort: { characters: {}, pools: { destiny: 0, doom: 0 } } }),
  },
  runs: {
    request: RelicsStartRequest,
    start: RelicsStart,
    plan: planChallenge,
    title: ({ input: { challenge } }) => ({ name: challenge.name, detail: `${challenge.type}, ${challenge.threat.name} ${challenge.rating}` }),
  },
  events: RelicsEvent,
  actions: RelicsAction,
  rolls: RelicsRoll,
  hostEvents: HOST_EVENT_TYPES,
  whyRefused: whyRelicsRefused,
  apply: applyRelics,
  running(state) {
    const running = state.challenge
    if (!running) return null
    const at = positionOf(running.snapshot.value)
    return { id: running.run, place: { round: running.snapshot.context.round, turn: at.turn, step: at.step }, over: at.turn === null }
  },
  describe: describeRelics,
  actor: relicsActor,
  mentions: (event) => ('traitId' in event ? [event.traitId] : []),
  dice: relicsDice,
  narrative: relicsNarrative,
  quiet: relicsQuiet,
  gmView: relicsGmView,
  placeDetail: relicsPlaceDetail,
  playerPart: relicsPlayerPart,
  playerPartSchema: RelicsPlayerPart,
  pcSheet: relicsPcSheet,
  legacyLog: { upgrade: upgradeV1Entry },
  players: relicsPlayers,
} satisfies RuleSystem<RelicsState, RelicsEvent, RelicsStart, RelicsStartRequest, RelicsAction, RelicsBegin, RelicsRoll>
