import type { LogEntry } from '../session/entries'
import { allSystems, systemOf } from '../systems/registry'
import type { LogFilter as KindGroup } from '../systems/rule-system'
import { placeOf } from './place'

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

/**
 * The kinds of entry the log view offers as filters, in the game's words: the session's own
 * groups, with the kinds each system adds to them, and the groups systems bring.
 */
export function kindFilters(): KindGroup[] {
  const systems = allSystems()
  const extra = (id: string) => [...new Set(systems.flatMap((s) => s.logFilters.filter((f) => f.id === id).flatMap((f) => f.kinds)))]
  const nouns = [...new Set(systems.filter((s) => s.logFilters.some((f) => f.id === 'runs')).map((s) => `${s.runNoun}s`))]
  const core: KindGroup[] = [
    { id: 'rolls', label: 'Dice rolls', kinds: extra('rolls') },
    { id: 'narrative', label: 'Notes and narrative', kinds: ['note', ...extra('narrative')] },
    { id: 'runs', label: `${nouns.join(' and ') || 'Runs'} started and closed`, kinds: ['run.started', 'run.closed', ...extra('runs')] },
  ]
  // Groups several systems bring under one id (two combat systems' "conditions") are one group, under the first's label.
  const own = new Map<string, KindGroup>()
  for (const group of systems.flatMap((s) => s.logFilters.filter((f) => !core.some((c) => c.id === f.id)))) {
    const known = own.get(group.id)
    own.set(group.id, known ? { ...known, kinds: [...new Set([...known.kinds, ...group.kinds])] } : group)
  }
  return [...core, ...own.values(), { id: 'undo', label: 'Undo and redo', kinds: ['undo', 'redo'] }]
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
