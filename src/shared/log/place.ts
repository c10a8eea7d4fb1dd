import type { LogEntry, Where } from './entries'

/**
 * Where an entry belongs in the session's story. An entry is stamped with where the session
 * stood before it; a Challenge's start belongs to the Challenge it starts, so filters and
 * export headings file it there.
 */
export function placeOf(entry: LogEntry): Where {
  if (entry.kind !== 'challenge.started') return entry.where
  return { sceneId: entry.sceneId, eventId: entry.eventId, challengeId: entry.challengeId, round: null, turn: null, step: null }
}
