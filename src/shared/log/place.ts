import type { LogEntry, Where } from '../session/entries'

/**
 * Where an entry belongs in the session's story. An entry is stamped with where the session
 * stood before it; a run's start belongs to the run it starts, so filters and export
 * headings file it there.
 */
export function placeOf(entry: LogEntry): Where {
  if (entry.kind !== 'run.started') return entry.where
  return { sceneId: entry.sceneId, run: { system: entry.system, id: entry.run, item: entry.item }, round: null, turn: null, step: null }
}

/** "Cohort turn, 4. Roll Remaining Dice": a place in its system's words, or null outside a run's turns. */
export function placeLabel(where: Where, label: (system: string, where: Where) => string | null): string | null {
  return where.run ? label(where.run.system, where) : null
}
