import { isUndoable, type LogEntry } from '../log/entries'

/**
 * Which logged entries are in effect. Undo moves the latest applied entry to the redo stack;
 * redo moves it back; any new entry clears the redo stack. Both are replays: the state is
 * always the fold of `applied` over the session's start.
 */
export interface Timeline {
  applied: number[]
  redo: number[]
}

export const emptyTimeline = (): Timeline => ({ applied: [], redo: [] })

/** Why an undo or redo cannot happen now, or null. */
export function whyTimelineRefuses(timeline: Timeline, entry: LogEntry): string | null {
  if (entry.kind === 'undo') {
    const last = timeline.applied.at(-1)
    if (last === undefined) return 'Nothing to undo: this is the start of the session.'
    if (last !== entry.target) return `Only the latest step (#${last}) can be undone next.`
  }
  if (entry.kind === 'redo') {
    const next = timeline.redo.at(-1)
    if (next === undefined) return 'Nothing to redo.'
    if (next !== entry.target) return `Only step #${next} can be redone next.`
  }
  return null
}

/** The timeline after `entry`; the entry must pass `whyTimelineRefuses`. */
export function advanceTimeline(timeline: Timeline, entry: LogEntry): Timeline {
  if (entry.kind === 'undo') return { applied: timeline.applied.slice(0, -1), redo: [...timeline.redo, entry.target] }
  if (entry.kind === 'redo') return { applied: [...timeline.applied, entry.target], redo: timeline.redo.slice(0, -1) }
  if (!isUndoable(entry)) return timeline
  return { applied: [...timeline.applied, entry.seq], redo: [] }
}
