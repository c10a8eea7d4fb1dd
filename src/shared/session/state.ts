import type { RunRef } from '../systems/rule-system'
import { allSystems, systemOf } from '../systems/registry'
import type { EntryOf, LogEntry } from './entries'
import { applyStep } from './apply-step'
import { frozenState } from './frozen'
import { answered, lapsed, placeOf, proposed, type Proposals } from './proposals'

/** The run open in the session: which system, which run, and its title for messages. */
export interface OpenRun extends RunRef {
  readonly system: string
  readonly title: string
}

/** Everything a session has changed, rebuilt exactly by replaying its log. */
export interface SessionState {
  readonly sessionId: string
  readonly name: string
  readonly campaignId: string
  /** The run open now (one at a time), or null. */
  readonly run: OpenRun | null
  /** The scene of the latest run, for log context once it closes. */
  readonly sceneId: string | null
  /** Each rule system's own state, by system id. */
  readonly systems: Readonly<Record<string, unknown>>
  /**
   * Whether the GM lets players act from their devices. Absent until the GM first says, which
   * means no: a session logged before players could act has no such field and reads as it did.
   */
  readonly playersAct?: boolean
  /** Each PC's latest proposal and what came of it; absent until a player first proposes. */
  readonly proposals?: Proposals
}

/** The run a `run.started` entry starts, as its system is told. */
export function runRefOf(entry: EntryOf<'run.started'>): RunRef {
  return { id: entry.run, seq: entry.seq, sceneId: entry.sceneId, item: entry.item, rules: entry.rules }
}

/** The state a session starts in: each system's state from what the session logged it starts from. */
export function startState(entry: EntryOf<'session.started'>): SessionState {
  const systems: Record<string, unknown> = {}
  for (const system of allSystems())
    systems[system.id] = system.session.initial(
      Object.hasOwn(entry.systems, system.id) ? entry.systems[system.id] : null,
      Object.hasOwn(entry.rules, system.id) ? entry.rules[system.id]! : 1,
    )
  return frozenState({ sessionId: entry.sessionId, name: entry.name, campaignId: entry.campaignId, run: null, sceneId: null, systems })
}

/** A system's state in the session. */
export function systemState(state: SessionState, id: string): unknown {
  // A system the session's start did not know follows its first rules outside runs.
  if (!Object.hasOwn(state.systems, id)) return frozenState(systemOf(id).session.initial(null, 1))
  return state.systems[id]
}

/** A system's new state; a proposal waiting where the system no longer stands lapses with the step. */
function withSystem(state: SessionState, id: string, next: unknown): SessionState {
  const proposals = lapsed(state.proposals, systemOf(id), next)
  return { ...state, systems: { ...state.systems, [id]: next }, ...(proposals ? { proposals } : {}) }
}

/**
 * Applies one undoable entry. Pure: the same entries from the same start give the same
 * state, which is what makes replay, undo, redo and resume exact. Entries are checked
 * (`whyEntryRefused`) before they are logged, so here they are facts.
 */
export function applyEntry(state: SessionState, entry: LogEntry): SessionState {
  switch (entry.kind) {
    case 'run.started': {
      const system = systemOf(entry.system)
      const run: RunRef = runRefOf(entry)
      const next = applyStep(system, systemState(state, system.id), { kind: 'start', run, start: entry.start })
      const title = system.runs.title(entry.start).name
      return frozenState({ ...withSystem(state, system.id, next), run: { ...run, system: system.id, title }, sceneId: entry.sceneId })
    }
    case 'run.event': {
      const system = systemOf(entry.system)
      return frozenState(withSystem(state, system.id, applyStep(system, systemState(state, system.id), { kind: 'event', event: entry.event })))
    }
    case 'run.closed': {
      const system = systemOf(entry.system)
      return frozenState({ ...withSystem(state, system.id, applyStep(system, systemState(state, system.id), { kind: 'close' })), run: null })
    }
    case 'players.allowed':
      return frozenState({ ...state, playersAct: entry.allowed })
    case 'player.proposed':
      return frozenState({ ...state, proposals: proposed(state.proposals, entry, placeOf(systemOf(entry.system), systemState(state, entry.system))) })
    case 'player.answered':
      return frozenState({ ...state, proposals: answered(state.proposals, entry) })
    case 'note':
    case 'player.refused':
    case 'session.started':
    case 'undo':
    case 'redo':
      return state
  }
}
