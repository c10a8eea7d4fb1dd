import { initialTransition, transition, type SnapshotFrom } from 'xstate'
import type { AgonyTrait } from '../campaign'
import type { CohortState, EntryOf, LogEntry } from '../log/entries'
import { challengeMachine, type ChallengeContext, type DisasterTrait } from '../systems/relics'

type ChallengeSnapshot = SnapshotFrom<typeof challengeMachine>

/** The Challenge being run, with its machine snapshot as plain JSON. */
export interface ActiveChallenge {
  sceneId: string
  eventId: string
  challengeId: string
  /** The seq of its `challenge.started` entry: makes ids of what it creates unique. */
  startedAt: number
  snapshot: { value: unknown; context: ChallengeContext; status: string }
}

/** Everything a session has changed, rebuilt exactly by replaying its log. */
export interface SessionState {
  sessionId: string
  name: string
  campaignId: string
  cohort: CohortState
  challenge: ActiveChallenge | null
  /** Disaster traits still in force, per Event (ruling 9: until the Event ends). */
  disasterTraits: Record<string, DisasterTrait[]>
  /** The Scene ended with everyone Stressed Out (ruling 11): recovery comes next. */
  recoveryDue: { sceneId: string } | null
  /** A rolled Stallion test waiting for its Stress to be shared. */
  recoveryRoll: { dice: number[]; recovered: number } | null
  /** The latest scene, for log context once a Challenge closes. */
  sceneId: string | null
}

/** The state a session starts in. */
export function startState(entry: EntryOf<'session.started'>): SessionState {
  return {
    sessionId: entry.sessionId,
    name: entry.name,
    campaignId: entry.campaignId,
    cohort: entry.cohort,
    challenge: null,
    disasterTraits: {},
    recoveryDue: null,
    recoveryRoll: null,
    sceneId: null,
  }
}

/** Campaign ids for Agony the machine named: unique per Challenge start, valid as ids. */
function campaignAgony(agony: AgonyTrait, startedAt: number): AgonyTrait {
  if (/^[A-Za-z0-9_-]+$/.test(agony.id)) return agony
  const tail = agony.id.replace(/[^A-Za-z0-9]+/g, '-').slice(-40)
  return { ...agony, id: `agony-${startedAt}-${tail}`.slice(0, 64) }
}

/** The Cohort as the running Challenge leaves it. */
function cohortFrom(state: SessionState, context: ChallengeContext, startedAt: number): CohortState {
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

function withSnapshot(state: SessionState, challenge: ActiveChallenge, next: ChallengeSnapshot): SessionState {
  const snapshot = challengeMachine.getPersistedSnapshot(next) as unknown as ActiveChallenge['snapshot']
  const context = next.context
  const over = next.status === 'done'
  return {
    ...state,
    challenge: { ...challenge, snapshot },
    cohort: cohortFrom(state, context, challenge.startedAt),
    disasterTraits: { ...state.disasterTraits, [challenge.eventId]: context.disasterTraits },
    recoveryDue: over && context.endReason === 'everyoneStressedOut' ? { sceneId: challenge.sceneId } : state.recoveryDue,
  }
}

/**
 * The campaign's PCs as the session has them now (Stress, Stressed Out, out of the game,
 * Agony). The campaign file catches up with the session in the background, so rules that
 * count PCs read them through this rather than from the file.
 */
export function charactersNow<PC extends { id: string }>(characters: readonly PC[], cohort: CohortState): PC[] {
  return characters.map((pc) => ({ ...pc, ...cohort.characters[pc.id] }))
}

/** The machine snapshot behind a persisted one, ready for the next transition. */
export function liveSnapshot(challenge: ActiveChallenge): ChallengeSnapshot {
  return challengeMachine.resolveState(challenge.snapshot as never)
}

/**
 * Applies one undoable entry. Pure: the same entries from the same start give the same
 * state, which is what makes replay, undo, redo and resume exact. The host checks entries
 * (machine guards, recovery rules) before they are logged, so here they are facts.
 */
export function applyEntry(state: SessionState, entry: LogEntry): SessionState {
  switch (entry.kind) {
    case 'challenge.started': {
      const [initial] = initialTransition(challengeMachine, entry.input)
      const challenge: ActiveChallenge = {
        sceneId: entry.sceneId,
        eventId: entry.eventId,
        challengeId: entry.challengeId,
        startedAt: entry.seq,
        snapshot: challengeMachine.getPersistedSnapshot(initial) as never,
      }
      return withSnapshot({ ...state, sceneId: entry.sceneId, recoveryDue: null }, challenge, initial)
    }
    case 'challenge.event': {
      if (!state.challenge) return state
      const [next] = transition(challengeMachine, liveSnapshot(state.challenge), entry.event)
      return withSnapshot(state, state.challenge, next)
    }
    case 'challenge.closed':
      return { ...state, challenge: null }
    case 'recovery.rolled':
      return { ...state, recoveryRoll: { dice: entry.dice, recovered: entry.recovered } }
    case 'scene.recovered':
      return { ...state, cohort: recover(state.cohort, entry), recoveryDue: null, recoveryRoll: null }
    case 'note':
    case 'session.started':
    case 'undo':
    case 'redo':
      return state
  }
}

function recover(cohort: CohortState, entry: EntryOf<'scene.recovered'>): CohortState {
  const characters = { ...cohort.characters }
  for (const [id, pc] of Object.entries(characters)) {
    if (pc.outOfGame) continue
    const amount = Math.min(pc.stress, (entry.allocations[id] ?? 0) + entry.downtime)
    if (amount > 0) characters[id] = { ...pc, stress: pc.stress - amount, stressedOut: false }
  }
  return { ...cohort, characters }
}
