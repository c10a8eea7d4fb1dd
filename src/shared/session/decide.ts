import type { SystemContext, SystemStep } from '../systems/rule-system'
import { findSystem, systemOf } from '../systems/registry'
import type { LogEntry } from './entries'
import { whyProposalEntryRefused } from './proposals'
import { runRefOf, systemState, type SessionState } from './state'

function problemOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.map(String).join('.') || 'it'}: ${issue.message}` : 'it does not match'
}

/** An entry whose system parts are as the system's own schemas gave them back, or why they do not match. */
export type CheckedParts = { entry: LogEntry } | { reason: string }

/**
 * Checks an entry's system parts with the system's own schemas (what a session starts from,
 * what a run starts from, an event) and gives the entry back with each part as its schema gave
 * it: what is kept of an imported log is what was checked. The entry schema checks the neutral
 * frame; this checks what only the system knows.
 */
export function checkSystemParts(entry: LogEntry): CheckedParts {
  switch (entry.kind) {
    case 'session.started': {
      const systems: [string, unknown][] = []
      for (const [id, begin] of Object.entries(entry.systems)) {
        const system = findSystem(id)
        if (!system) return { reason: `the session starts with the rule system “${id}”, which this console does not know` }
        const parsed = system.session.begin.safeParse(begin)
        if (!parsed.success) return { reason: `${system.name}'s start is not valid (${problemOf(parsed.error)})` }
        systems.push([id, parsed.data])
      }
      // Built from entries, never by assignment: a key is data here, whatever its name.
      return { entry: { ...entry, systems: Object.fromEntries(systems) } }
    }
    case 'run.started':
    case 'run.event':
    case 'run.closed': {
      const system = findSystem(entry.system)
      if (!system) return { reason: `the rule system “${entry.system}” is not known to this console` }
      if (entry.kind === 'run.started') {
        const parsed = system.runs.start.safeParse(entry.start)
        return parsed.success
          ? { entry: { ...entry, start: parsed.data } }
          : { reason: `${system.name}: the start is not valid (${problemOf(parsed.error)})` }
      }
      if (entry.kind === 'run.event') {
        const parsed = system.events.safeParse(entry.event)
        return parsed.success
          ? { entry: { ...entry, event: parsed.data } }
          : { reason: `${system.name}: the event “${entry.event.type}” is not valid (${problemOf(parsed.error)})` }
      }
      return { entry }
    }
    // Notes, undo, redo and the players' entries carry no system parts.
    case 'note':
    case 'players.allowed':
    case 'player.refused':
    case 'player.proposed':
    case 'player.answered':
    case 'undo':
    case 'redo':
      return { entry }
  }
}

/** Why an entry's system parts do not match the system's own schemas, or null (see `checkSystemParts`). */
export function whySystemPartsInvalid(entry: LogEntry): string | null {
  const checked = checkSystemParts(entry)
  return 'reason' in checked ? checked.reason : null
}

/** The system step a run entry stands for. */
export function stepOf(entry: Extract<LogEntry, { kind: 'run.started' | 'run.event' | 'run.closed' }>): SystemStep<{ type: string }, unknown> {
  if (entry.kind === 'run.started') return { kind: 'start', run: runRefOf(entry), start: entry.start }
  if (entry.kind === 'run.event') return { kind: 'event', event: entry.event }
  return { kind: 'close' }
}

/**
 * Why this entry may not be logged where the session stands, or null: the one home of the
 * decision, for the host before it appends and for an imported log as it is replayed. One
 * run is open at a time; a run's entries name the run that is open (an event of a system
 * with no open run names none); the system's own rules
 * decide the rest. (The ledger checks the order of entries, undo and redo.)
 */
export function whyEntryRefused(state: SessionState, entry: LogEntry, context: SystemContext): string | null {
  if (entry.kind === 'player.proposed' || entry.kind === 'player.answered')
    return whyProposalEntryRefused(entry, state.proposals, systemState(state, entry.system), context)
  if (entry.kind !== 'run.started' && entry.kind !== 'run.event' && entry.kind !== 'run.closed') return null
  const system = systemOf(entry.system)
  const open = state.run
  if (entry.kind === 'run.started' && open) return `“${open.title}” is still open: close it first.`
  if (entry.kind === 'run.closed' && (!open || open.system !== entry.system || open.id !== entry.run))
    return `No ${system.runNoun} of ${system.name} is open.`
  if (entry.kind === 'run.event' && entry.run !== null && (open?.system !== entry.system || open.id !== entry.run))
    return `The ${system.runNoun} this event belongs to is not the one open.`
  return system.whyRefused(systemState(state, system.id), stepOf(entry), context)
}
