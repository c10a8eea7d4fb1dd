import { initialTransition, type SnapshotFrom } from 'xstate'
import { machineStep } from '../../../machine-step'
import type { AgonyTrait } from '../../../campaign/traits'
import type { SystemStep } from '../../rule-system'
import { challengeMachine } from '../machine/challenge-machine'
import type { ChallengeContext } from '../machine/context'
import { isRelicsSessionEvent, type RelicsEvent, type RelicsStart } from './events'
import type { ActiveChallenge, CohortState, RelicsState, WaitingPart } from './state'

type ChallengeSnapshot = SnapshotFrom<typeof challengeMachine>

/** One step of a Relics session as the log records it. */
export type RelicsStep = SystemStep<RelicsEvent, RelicsStart>

/** Campaign ids for Agony the machine named: unique per Challenge start, valid as ids. */
function campaignAgony(agony: AgonyTrait, startedAt: number): AgonyTrait {
  if (/^[A-Za-z0-9_-]+$/.test(agony.id)) return agony
  const tail = agony.id.replace(/[^A-Za-z0-9]+/g, '-').slice(-40)
  return { ...agony, id: `agony-${startedAt}-${tail}`.slice(0, 64) }
}

/** The Cohort as the running Challenge leaves it. */
function cohortFrom(state: RelicsState, context: ChallengeContext, startedAt: number): CohortState {
  const characters = { ...state.cohort.characters }
  for (const pc of context.cohort)
    characters[pc.id] = {
      stress: pc.stress,
      stressedOut: pc.stressedOut,
      outOfGame: pc.outOfGame,
      agony: pc.agony.map((a) => campaignAgony(a, startedAt)),
    }
  return { characters, pools: { destiny: context.destiny, doom: context.doom } }
}

/**
 * The parts waiting in the Challenge's Event (RG2): those of earlier runs, then this run's
 * own as its context has them now. Ruling 11 (everyone Stressed Out) ends the Event, and
 * with it every part waiting there.
 */
function waitingParts(state: RelicsState, challenge: ActiveChallenge, context: ChallengeContext, eventEnds: boolean): RelicsState['splits'] {
  const earlier = (state.splits?.[challenge.eventId] ?? []).filter((part) => part.fromRun !== challenge.run)
  const own = (context.splitOff ?? []).map((part, i): WaitingPart => ({
    id: `part-${challenge.startedAt}-${i + 1}`,
    challengeId: challenge.challengeId,
    sceneId: challenge.sceneId,
    name: part.name,
    rating: part.rating,
    resolvedDice: part.resolvedDice,
    fromRun: challenge.run,
  }))
  const parts = eventEnds ? [] : [...earlier, ...own]
  if (!state.splits && parts.length === 0) return state.splits
  return { ...state.splits, [challenge.eventId]: parts }
}

function withSnapshot(state: RelicsState, challenge: ActiveChallenge, next: ChallengeSnapshot): RelicsState {
  const snapshot = challengeMachine.getPersistedSnapshot(next) as unknown as ActiveChallenge['snapshot']
  const context = next.context
  const over = next.status === 'done'
  const eventEnds = over && context.endReason === 'everyoneStressedOut'
  const splits = waitingParts(state, challenge, context, eventEnds)
  return {
    ...state,
    challenge: { ...challenge, snapshot },
    cohort: cohortFrom(state, context, challenge.startedAt),
    disasterTraits: { ...state.disasterTraits, [challenge.eventId]: context.disasterTraits },
    recoveryDue: eventEnds ? { sceneId: challenge.sceneId } : state.recoveryDue,
    ...(splits ? { splits } : {}),
  }
}

/** A part split off earlier leaves its Event's waiting list once its own run starts (RG2). */
function withoutPart(state: RelicsState, eventId: string, partId: string | undefined): RelicsState {
  if (!partId || !state.splits) return state
  return { ...state, splits: { ...state.splits, [eventId]: (state.splits[eventId] ?? []).filter((part) => part.id !== partId) } }
}

/** Snapshots already resolved: a step is checked, told and applied from the same state, which never changes. */
const resolved = new WeakMap<ActiveChallenge, ChallengeSnapshot>()

/** The machine snapshot behind a persisted one, ready for the next transition. */
export function liveSnapshot(challenge: ActiveChallenge): ChallengeSnapshot {
  let snapshot = resolved.get(challenge)
  if (!snapshot) resolved.set(challenge, (snapshot = challengeMachine.resolveState(challenge.snapshot as never)))
  return snapshot
}

function recover(cohort: CohortState, event: Extract<RelicsEvent, { type: 'scene.recovered' }>): CohortState {
  const characters = { ...cohort.characters }
  for (const [id, pc] of Object.entries(characters)) {
    if (pc.outOfGame) continue
    const amount = Math.min(pc.stress, (event.allocations[id] ?? 0) + event.downtime)
    if (amount > 0) characters[id] = { ...pc, stress: pc.stress - amount, stressedOut: false }
  }
  return { ...cohort, characters }
}

function applyEvent(state: RelicsState, event: RelicsEvent): RelicsState {
  if (!isRelicsSessionEvent(event)) {
    if (!state.challenge) return state
    const next = machineStep(challengeMachine, liveSnapshot(state.challenge), event)
    return withSnapshot(state, state.challenge, next)
  }
  switch (event.type) {
    case 'recovery.rolled':
      return { ...state, recoveryRoll: { dice: event.dice, recovered: event.recovered } }
    case 'scene.recovered':
      return { ...state, cohort: recover(state.cohort, event), recoveryDue: null, recoveryRoll: null }
    case 'gm.adjustCohort': {
      const { pcId, type: _type, ...pc } = event
      return { ...state, cohort: { ...state.cohort, characters: { ...state.cohort.characters, [pcId]: pc } } }
    }
  }
}

/**
 * What one logged step does to a Relics session. Pure: the same steps from the same start
 * give the same state, which is what makes replay, undo, redo and resume exact. Steps are
 * checked (`whyRelicsRefused`) before they are logged, so here they are facts.
 */
export function applyRelics(state: RelicsState, step: RelicsStep): RelicsState {
  switch (step.kind) {
    case 'start': {
      const { input, eventId } = step.start
      // The run keeps the rules version it started under to its end (docs/history.md).
      const [initial] = initialTransition(challengeMachine, { ...input, rules: step.run.rules })
      const challenge: ActiveChallenge = {
        run: step.run.id,
        sceneId: step.run.sceneId,
        eventId,
        challengeId: step.run.item,
        startedAt: step.run.seq,
        before: {
          characters: Object.fromEntries(
            input.cohort.map((pc) => [pc.id, { stress: pc.stress, stressedOut: pc.stressedOut, outOfGame: pc.outOfGame, agony: pc.agony }]),
          ),
          pools: { destiny: input.destiny, doom: input.doom },
        },
        snapshot: challengeMachine.getPersistedSnapshot(initial) as never,
      }
      return withSnapshot(withoutPart({ ...state, sceneId: step.run.sceneId, recoveryDue: null }, eventId, input.part?.id), challenge, initial)
    }
    case 'event':
      return applyEvent(state, step.event)
    case 'close':
      return { ...state, challenge: null }
  }
}
