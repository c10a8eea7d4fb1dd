import type { LogEntry } from '../session/entries'
import { systemOf } from '../systems/registry'
import { placeOf } from './place'

export { kindFilters } from './kind-filters'

/** What the GM narrows the log to: all optional, all must match. */
export interface LogFilter {
  sceneId?: string
  /** The campaign item a run played (a Challenge, an encounter). */
  item?: string
  /** Entry kinds or system event types (`pool.rolled`); any one matches. */
  kinds?: readonly string[]
  /** Words to find in the entry's line or its note, case aside. */
  text?: string
}

/** The kinds an entry answers to: its own, and its system event's type. */
export function kindsOf(entry: LogEntry): string[] {
  return entry.kind === 'run.event' ? [entry.kind, entry.event.type] : [entry.kind]
}

function textOf(entry: LogEntry): string {
  if (entry.kind === 'note') return `${entry.summary}\n${entry.text}`
  const narrative = entry.kind === 'run.event' ? systemOf(entry.system).narrative(entry.event) : null
  if (narrative) return `${entry.summary}\n${narrative}`
  return entry.summary
}

/** Whether an entry passes the GM's filter. */
export function matchesFilter(entry: LogEntry, filter: LogFilter): boolean {
  const place = placeOf(entry)
  if (filter.sceneId && place.sceneId !== filter.sceneId) return false
  if (filter.item && place.run?.item !== filter.item) return false
  if (filter.kinds?.length && !kindsOf(entry).some((kind) => filter.kinds!.includes(kind))) return false
  const words = filter.text?.trim().toLowerCase()
  return !words || textOf(entry).toLowerCase().includes(words)
}
