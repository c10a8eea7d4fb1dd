import { isAutomatic, type LogEntry } from './entries'
import { frozenState } from './frozen'
import { applyEntry, startState, type SessionState } from './state'
import { advanceTimeline, emptyTimeline, whyTimelineRefuses, type Timeline } from './timeline'

/** Where a ledger stood before a change, to take the change back if its entries never reach the disk (`SessionLedger.rollBack`). */
export interface LedgerMark {
  readonly seq: number
  readonly state: SessionState
  readonly redo: readonly number[]
}

/** States kept every this many applied entries, so an undo replays only a few. */
const CHECKPOINT_EVERY = 64
/** The states after the latest applied entries are kept too: undoing them replays nothing. */
const RECENT_STATES = 32

/**
 * A session in memory: every logged entry, which of them are in effect, and the state they
 * give. Pure (no I/O, no clock); the host feeds it entries it has logged durably.
 */
export class SessionLedger {
  private readonly entries = new Map<number, LogEntry>()
  private readonly checkpoints = new Map<number, SessionState>()
  private current: SessionState
  /** Moves in place; callers get `timeline`, a copy that stays as it was. */
  private line: Timeline
  private handedOut: Timeline | null = null
  private lastSeq: number

  private constructor(start: SessionState, first: LogEntry) {
    this.entries.set(first.seq, first)
    this.current = start
    this.line = emptyTimeline()
    this.lastSeq = first.seq
    this.checkpoints.set(0, start)
  }

  /** A ledger from the `session.started` entry. */
  static begin(first: LogEntry): SessionLedger {
    if (first.kind !== 'session.started') throw new Error('A session log starts with its session.started entry.')
    return new SessionLedger(startState(first), first)
  }

  /** Replays a whole log: the same state the live session had. */
  static replay(entries: readonly LogEntry[]): SessionLedger {
    const [first, ...rest] = entries
    if (!first) throw new Error('An empty log has no session.')
    const ledger = SessionLedger.begin(first)
    for (const entry of rest) ledger.append(entry)
    return ledger
  }

  /**
   * Resumes from a saved state at `seq`, then the entries after it (the log's tail). Earlier
   * entries are given too, so undo can still reach back past the snapshot. The timeline at
   * `seq` is the saved one if given, else it is read off those entries (no replay needed:
   * undo and redo entries say which step they move).
   */
  static resume(entries: readonly LogEntry[], saved: { seq: number; state: SessionState; timeline?: Timeline }): SessionLedger {
    const [first, ...rest] = entries
    if (!first) throw new Error('An empty log has no session.')
    const ledger = SessionLedger.begin(first)
    for (const entry of rest) {
      if (entry.seq > saved.seq) break
      ledger.entries.set(entry.seq, entry)
      ledger.lastSeq = entry.seq
      if (!saved.timeline) advanceTimeline(ledger.line, entry)
    }
    // A saved state is read from disk: frozen as every state the ledger makes.
    ledger.current = frozenState(saved.state)
    // The ledger's timeline moves in place: never the caller's arrays.
    if (saved.timeline) ledger.line = { applied: [...saved.timeline.applied], redo: [...saved.timeline.redo] }
    ledger.checkpoints.set(ledger.line.applied.length, ledger.current)
    for (const entry of rest) if (entry.seq > saved.seq) ledger.append(entry)
    return ledger
  }

  get state(): SessionState {
    return this.current
  }

  /**
   * Which entries are in effect, as a copy that stays as it is when the ledger moves on. It
   * is made on the first read after a step; the per-step readers (the session view, the
   * host) use `lastApplied`, `nextRedo` and `isApplied`, which copy nothing.
   */
  get timeline(): Timeline {
    return (this.handedOut ??= { applied: [...this.line.applied], redo: [...this.line.redo] })
  }

  /** The latest entry in effect: the one an undo would take back. */
  get lastApplied(): number | undefined {
    return this.line.applied.at(-1)
  }

  /** The latest undone entry: the one a redo would bring back. */
  get nextRedo(): number | undefined {
    return this.line.redo.at(-1)
  }

  /**
   * What one undo takes back, latest first: the steps the console took by itself at the end
   * of the timeline and the step that led to them, so the GM's last decision comes back
   * whole, never half of it. Empty at the session's start.
   */
  get undoGroup(): number[] {
    const { applied } = this.line
    const group: number[] = []
    for (let i = applied.length - 1; i >= 0; i--) {
      group.push(applied[i]!)
      if (!isAutomatic(this.entries.get(applied[i]!))) break
    }
    return group
  }

  /** What one redo brings back, in order: the latest undone step and the console's own steps that followed it. */
  get redoGroup(): number[] {
    const { redo } = this.line
    const group: number[] = []
    for (let i = redo.length - 1; i >= 0; i--) {
      if (group.length > 0 && !isAutomatic(this.entries.get(redo[i]!))) break
      group.push(redo[i]!)
    }
    return group
  }

  /**
   * Whether `seq` is in effect. The applied list only ever grows by a larger seq (a new entry,
   * or a redo of the latest undone one), so it is sorted and a binary search answers for any
   * entry, old or new, without walking the whole timeline.
   */
  isApplied(seq: number): boolean {
    const { applied } = this.line
    let low = 0
    let high = applied.length - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      const at = applied[middle]!
      if (at === seq) return true
      if (at < seq) low = middle + 1
      else high = middle - 1
    }
    return false
  }

  get seq(): number {
    return this.lastSeq
  }

  entry(seq: number): LogEntry | undefined {
    return this.entries.get(seq)
  }

  /** The latest `count` entries, oldest first, without touching the rest of the log. */
  latest(count: number): LogEntry[] {
    const out: LogEntry[] = []
    for (let seq = Math.max(1, this.lastSeq - count + 1); seq <= this.lastSeq; seq++) {
      const entry = this.entries.get(seq)
      if (entry) out.push(entry)
    }
    return out
  }

  /** Every entry in log order, undone ones included. */
  all(): LogEntry[] {
    return [...this.entries.values()]
  }

  /** Why this entry cannot come next (undo/redo out of turn, seq out of order), or null. */
  whyRefused(entry: LogEntry): string | null {
    if (entry.seq !== this.lastSeq + 1) return `Entry #${entry.seq} does not follow #${this.lastSeq}.`
    return whyTimelineRefuses(this.line, entry)
  }

  /** Takes one entry the host has made durable. */
  append(entry: LogEntry): void {
    const reason = this.whyRefused(entry)
    if (reason) throw new Error(reason)
    this.entries.set(entry.seq, entry)
    this.lastSeq = entry.seq
    const before = this.line.applied.length
    advanceTimeline(this.line, entry)
    this.handedOut = null
    if (entry.kind === 'undo') this.current = this.stateAt(this.line.applied.length)
    else if (entry.kind === 'redo' || this.line.applied.length > before)
      this.current = applyEntry(this.current, this.entries.get(this.line.applied.at(-1)!)!)
    this.keepCheckpoint(before)
  }

  /** Where the ledger stands now: `rollBack` returns here. Copies only the redo stack, which is short. */
  mark(): LedgerMark {
    return { seq: this.lastSeq, state: this.current, redo: [...this.line.redo] }
  }

  /**
   * Takes back every entry appended since `mark`, latest first, as if it had never come: the
   * host applies an entry while its durable write is under way, and a write that fails must
   * leave nothing applied. Each entry says how it moved the timeline (an undo or redo names
   * its target, a new step is its own seq), so moving back copies nothing; a new step emptied
   * the redo stack, which the mark kept.
   */
  rollBack(mark: LedgerMark): void {
    for (let seq = this.lastSeq; seq > mark.seq; seq--) {
      const entry = this.entries.get(seq)!
      if (entry.kind === 'undo') {
        this.line.redo.pop()
        this.line.applied.push(entry.target)
      } else if (entry.kind === 'redo') {
        this.line.applied.pop()
        this.line.redo.push(entry.target)
      } else if (this.line.applied.at(-1) === seq) this.line.applied.pop()
      this.entries.delete(seq)
    }
    this.line.redo.splice(0, this.line.redo.length, ...mark.redo)
    this.lastSeq = mark.seq
    this.current = mark.state
    this.handedOut = null
    // States kept past the applied length belong to the steps taken back.
    const count = this.line.applied.length
    for (const at of [...this.checkpoints.keys()]) if (at > count) this.checkpoints.delete(at)
    this.checkpoints.set(count, this.current)
  }

  /** The state after the first `count` applied entries (for undo and read-only history). */
  stateAt(count: number): SessionState {
    let from = 0
    for (const at of this.checkpoints.keys()) if (at <= count && at > from) from = at
    // A checkpoint past an undo point may belong to a branch that was undone since.
    let state = this.checkpoints.get(from)!
    for (const seq of this.line.applied.slice(from, count)) state = applyEntry(state, this.entries.get(seq)!)
    return state
  }

  /**
   * Keeps the state at the applied length: one every CHECKPOINT_EVERY for good, the latest
   * RECENT_STATES for quick undos. The applied length moves by at most one per entry, so an
   * undo drops only the undone step's state, and a step forward only the state leaving the
   * recent window.
   */
  private keepCheckpoint(before: number): void {
    const count = this.line.applied.length
    if (count < before) this.checkpoints.delete(before)
    if (count <= before) return
    this.checkpoints.set(count, this.current)
    const old = count - RECENT_STATES
    if (old > 0 && old % CHECKPOINT_EVERY !== 0) this.checkpoints.delete(old)
  }
}
