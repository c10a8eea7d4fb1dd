import type { LogEntry } from './entries'
import { placeOf } from './place'

/** What the GM narrows the log to: all optional, all must match. */
export interface LogFilter {
  sceneId?: string
  challengeId?: string
  /** Entry kinds or Challenge event types (`pool.rolled`); any one matches. */
  kinds?: readonly string[]
  /** Words to find in the entry's line or its note, case aside. */
  text?: string
}

/** The kinds of entry the log view offers as filters, in the game's words. */
export const KIND_FILTERS = [
  { id: 'rolls', label: 'Dice rolls', kinds: ['pool.rolled', 'recovery.rolled'] },
  { id: 'narrative', label: 'Notes and narrative', kinds: ['note', 'gm.noteAction'] },
  { id: 'challenges', label: 'Challenges started and closed', kinds: ['challenge.started', 'challenge.closed', 'gm.endChallenge'] },
  { id: 'stress', label: 'Stress and recovery', kinds: ['stress.distribute', 'recovery.rolled', 'scene.recovered'] },
  { id: 'steps', label: 'Steps', kinds: ['step.next'] },
  { id: 'undo', label: 'Undo and redo', kinds: ['undo', 'redo'] },
] as const

/** The kinds an entry answers to: its own, and its Challenge event's type. */
export function kindsOf(entry: LogEntry): string[] {
  return entry.kind === 'challenge.event' ? [entry.kind, entry.event.type] : [entry.kind]
}

function textOf(entry: LogEntry): string {
  if (entry.kind === 'note') return `${entry.summary}\n${entry.text}`
  if (entry.kind === 'challenge.event' && entry.event.type === 'gm.noteAction') return `${entry.summary}\n${entry.event.text}`
  return entry.summary
}

/** Whether an entry passes the GM's filter. */
export function matchesFilter(entry: LogEntry, filter: LogFilter): boolean {
  const place = placeOf(entry)
  if (filter.sceneId && place.sceneId !== filter.sceneId) return false
  if (filter.challengeId && place.challengeId !== filter.challengeId) return false
  if (filter.kinds?.length && !kindsOf(entry).some((kind) => filter.kinds!.includes(kind))) return false
  const words = filter.text?.trim().toLowerCase()
  return !words || textOf(entry).toLowerCase().includes(words)
}
