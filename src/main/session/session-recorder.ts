import type { Campaign } from '@shared/campaign'
import { IpcError } from '@shared/ipc/errors'
import { NOWHERE, type LogEntry, type NewEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { systemEntry, type SystemDraft } from '@shared/session/record'
import { stampEntry } from '@shared/session/stamp'
import { whereNow } from '@shared/session/where'

/** Where a session runs: what its recorder asks of that place around each entry. */
export interface RecorderPlace<View> {
  /** The campaign the session plays, as it is now: the rules read it. */
  campaign(): Campaign
  /** The time an entry is stamped with. */
  now(): Date
  /** Takes an entry to keep (a line for the session log); a throw keeps and applies nothing. */
  keep(entry: LogEntry): void
  /** Starts making the entries taken so far durable (the log's write and fdatasync); a rejection means none of them is kept. */
  durable(): Promise<unknown>
  /** What follows an entry once it is durable and in effect (a resume point, the campaign sync). */
  kept(entry: LogEntry): void
  /** Builds what the screens will be told of the session as it stands; it answers the request. */
  view(): View
  /** Tells the screens, once per change, once its entries are durable. */
  show(view: View): void
}

/** A durable write that failed: the words the GM reads, with the disk's own reason. */
function unwritten(error: unknown): IpcError {
  const reason = error instanceof Error ? error.message : String(error)
  return new IpcError('internal', `The session log could not be written, so nothing of this step was applied: ${reason}`)
}

/**
 * Writes a running session: numbers and stamps every entry, checks it where the session
 * stands, has the place keep it, and groups the GM's decision with the steps the console took
 * by itself after it, for undo, redo and the screens. The session host and the headless
 * session both record through it, so the same requests make the same entries wherever the
 * session runs.
 *
 * A change's entries are known before their effect is, so their durable write starts first
 * and the ledger's transition and the views are worked out while the disk writes; the change
 * is answered, shown and followed up only once both are done. A write that fails takes the
 * change back (`SessionLedger.rollBack`): nothing of it is applied, shown or answered but the
 * error. One change at a time: the caller waits for the last to be answered (`exclusive`).
 */
export class SessionRecorder<View> {
  private unsettled = false

  constructor(
    readonly ledger: SessionLedger,
    private readonly place: RecorderPlace<View>,
  ) {}

  /** Whether a change is under way: its entries may be applied while their write can still fail, so the ledger is not to be shown. */
  get writing(): boolean {
    return this.unsettled
  }

  /** A session's recorder from its first entry, which `durable` is to keep before the session counts as begun. */
  static begin<View>(first: NewEntry, place: RecorderPlace<View>): { recorder: SessionRecorder<View>; durable: Promise<unknown> } {
    const entry = stampEntry(first, { seq: 1, where: NOWHERE, at: place.now().toISOString() })
    place.keep(entry)
    return { recorder: new SessionRecorder(SessionLedger.begin(entry), place), durable: place.durable() }
  }

  /**
   * Logs one step of a rule system: numbered, tagged with its run, checked where the session
   * stands (`whyEntryRefused`, the same check an imported log gets), told in the system's
   * words, then appended like any entry. A refusal says why and changes nothing.
   */
  record(draft: SystemDraft): Promise<View> {
    // A single entry is applied once its write has started: the transition runs while the disk writes.
    return this.change(() => this.keep(this.prepare(draft)), false)
  }

  /** The entry a system step makes, checked and told, ready to append; a refusal throws. */
  prepare(draft: SystemDraft): NewEntry {
    const made = systemEntry(this.ledger.state, this.ledger.seq + 1, draft, { campaign: this.place.campaign() })
    if ('refused' in made) throw new IpcError('rule_refused', made.refused)
    return made.entry
  }

  /**
   * Appends one entry: checked by the ledger, kept and applied. Steps of rule systems come
   * through `record`, which checks their rules.
   */
  commit(next: NewEntry): Promise<View> {
    return this.change(() => this.keep(next), false)
  }

  /** Logs one system step without telling the screens: for work done `together`. */
  logStep(draft: SystemDraft): void {
    this.append(this.prepare(draft))
  }

  /** Appends one entry that is no system's step without telling the screens: for work done `together`. */
  logEntry(next: NewEntry): void {
    this.append(next)
  }

  /** A narrative note or free entry; private ones stay with the GM. */
  note(text: string, isPrivate: boolean): Promise<View> {
    return this.commit({ kind: 'note', actor: 'gm', visibility: isPrivate ? 'private' : 'public', summary: text, text })
  }

  /**
   * Undoes the GM's latest step: entries that mark it undone, with the steps the console
   * took by itself after it (latest first), so one undo takes back one decision. Nothing is
   * erased or rerolled.
   */
  undo(): Promise<View> {
    return this.timelineMove('undo', this.ledger.undoGroup, 'Nothing to undo: this is the start of the session.')
  }

  /** Redoes the latest undone step exactly as it was, dice included, with the console's own steps that followed it. */
  redo(): Promise<View> {
    return this.timelineMove('redo', this.ledger.redoGroup, 'Nothing to redo.')
  }

  /** An undo or redo entry for each step of the group, as one change; an empty group is refused with `nothing`. */
  private timelineMove(kind: 'undo' | 'redo', group: readonly number[], nothing: string): Promise<View> {
    if (group.length === 0) return Promise.reject(new IpcError('rule_refused', nothing))
    const word = kind === 'undo' ? 'Undo' : 'Redo'
    return this.together(() => {
      for (const target of group) this.append({ kind, actor: 'gm', visibility: 'private', summary: `${word}: ${this.summaryOf(target)}`, target })
    })
  }

  /**
   * Several entries as one change: the screens are told once, after the last, so they never
   * show the steps in between (a roll and the steps it carries on through).
   */
  together(work: () => void): Promise<View> {
    // What was logged before a refusal stands, and the screens show it.
    return this.change(() => void work(), true)
  }

  /**
   * One change: its entries taken to keep (and applied, when several; `work` returns a single
   * entry unapplied), their durable write started, a single entry applied and the view built
   * while the disk writes; then, once the write is done, the follow-ups and the screens. A
   * refusal before any entry changes nothing and, unless `showRefused`, tells nobody. A failed
   * write takes every entry of the change back.
   */
  private async change(work: () => LogEntry | void, showRefused: boolean): Promise<View> {
    this.unsettled = true
    try {
      return await this.settle(work, showRefused)
    } finally {
      this.unsettled = false
    }
  }

  private async settle(work: () => LogEntry | void, showRefused: boolean): Promise<View> {
    const mark = this.ledger.mark()
    let refusal: { error: unknown } | null = null
    let deferred: LogEntry | void = undefined
    try {
      deferred = work()
    } catch (error) {
      refusal = { error }
    }
    const made = deferred ? 1 : this.ledger.seq - mark.seq
    if (refusal && made === 0 && !showRefused) throw refusal.error
    const writing = made > 0 ? this.place.durable() : null
    // Heard below whether or not it fails, never left unhandled meanwhile.
    writing?.catch(() => undefined)
    let view: { built: View } | { error: unknown }
    try {
      if (deferred) this.ledger.append(deferred)
      view = { built: this.place.view() }
    } catch (error) {
      view = { error }
    }
    if (writing) {
      try {
        await writing
      } catch (error) {
        this.ledger.rollBack(mark)
        throw unwritten(error)
      }
      for (let seq = mark.seq + 1; seq <= this.ledger.seq; seq++) this.place.kept(this.ledger.entry(seq)!)
    }
    if ('error' in view) throw view.error
    this.place.show(view.built)
    if (refusal) throw refusal.error
    return view.built
  }

  private summaryOf(seq: number): string {
    return this.ledger.entry(seq)?.summary ?? `#${seq}`
  }

  /**
   * Appends one entry of a change of several, applied at once since the next step is worked
   * out from it, then taken to keep: an apply that throws leaves no line behind, and a line
   * that cannot be taken fails the change's write, which takes the entry back.
   */
  private append(next: NewEntry): void {
    const entry = this.checked(next)
    this.ledger.append(entry)
    this.place.keep(entry)
  }

  /** A single entry, stamped, checked and taken to keep; the change applies it once its write has started. */
  private keep(next: NewEntry): LogEntry {
    const entry = this.checked(next)
    this.place.keep(entry)
    return entry
  }

  /** Stamps an entry and checks it where the session stands. */
  private checked(next: NewEntry): LogEntry {
    const entry = stampEntry(next, { seq: this.ledger.seq + 1, where: whereNow(this.ledger.state), at: this.place.now().toISOString() })
    const refusal = this.ledger.whyRefused(entry)
    if (refusal) throw new IpcError('rule_refused', refusal)
    return entry
  }
}
