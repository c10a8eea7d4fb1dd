import { isUndoable, type LogEntry } from './entries'

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

/**
 * Moves the timeline past `entry`, which must pass `whyTimelineRefuses`. In place: the
 * ledger alone holds its timeline, and a copy per step would copy the whole list of applied
 * entries, 10,000 numbers into a long session, on every click.
 */
export function advanceTimeline(timeline: Timeline, entry: LogEntry): void {
  if (entry.kind === 'undo') {
    timeline.applied.pop()
    timeline.redo.push(entry.target)
  } else if (entry.kind === 'redo') {
    timeline.redo.pop()
    timeline.applied.push(entry.target)
  } else if (isUndoable(entry)) {
    timeline.applied.push(entry.seq)
    timeline.redo.length = 0
  }
}
