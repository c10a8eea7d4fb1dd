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
  /** Keeps an entry before it takes effect (the session log's durable append); a throw keeps and applies nothing. */
  keep(entry: LogEntry): void
  /** What follows an entry once it has taken effect (a resume point, the campaign sync). */
  kept(entry: LogEntry): void
  /** Tells the screens, once per change; what it gives answers the request. */
  changed(): View
}

/**
 * Writes a running session: numbers and stamps every entry, checks it where the session
 * stands, has the place keep it (durably, for the session host) before the ledger applies
 * it, and groups the GM's decision with the steps the console took by itself after it, for
 * undo, redo and the screens. The session host and the headless session both record through
 * it, so the same requests make the same entries wherever the session runs.
 */
export class SessionRecorder<View> {
  constructor(
    readonly ledger: SessionLedger,
    private readonly place: RecorderPlace<View>,
  ) {}

  /** A session's recorder from its first entry, kept before the ledger begins. */
  static begin<View>(first: NewEntry, place: RecorderPlace<View>): SessionRecorder<View> {
    const entry = stampEntry(first, { seq: 1, where: NOWHERE, at: place.now().toISOString() })
    place.keep(entry)
    return new SessionRecorder(SessionLedger.begin(entry), place)
  }

  /**
   * Logs one step of a rule system: numbered, tagged with its run, checked where the session
   * stands (`whyEntryRefused`, the same check an imported log gets), told in the system's
   * words, then appended like any entry. A refusal says why and changes nothing.
   */
  record(draft: SystemDraft): View {
    return this.commit(this.prepare(draft))
  }

  /** The entry a system step makes, checked and told, ready to append; a refusal throws. */
  prepare(draft: SystemDraft): NewEntry {
    const made = systemEntry(this.ledger.state, this.ledger.seq + 1, draft, { campaign: this.place.campaign() })
    if ('refused' in made) throw new IpcError('rule_refused', made.refused)
    return made.entry
  }

  /**
   * Appends one entry: checked by the ledger, kept before it takes effect, then applied.
   * Steps of rule systems come through `record`, which checks their rules.
   */
  commit(next: NewEntry): View {
    this.append(next)
    return this.place.changed()
  }

  /** Logs one system step without telling the screens: for work done `together`. */
  logStep(draft: SystemDraft): void {
    this.append(this.prepare(draft))
  }

  /** A narrative note or free entry; private ones stay with the GM. */
  note(text: string, isPrivate: boolean): View {
    return this.commit({ kind: 'note', actor: 'gm', visibility: isPrivate ? 'private' : 'public', summary: text, text })
  }

  /**
   * Undoes the GM's latest step: entries that mark it undone, with the steps the console
   * took by itself after it (latest first), so one undo takes back one decision. Nothing is
   * erased or rerolled.
   */
  undo(): View {
    return this.timelineMove('undo', this.ledger.undoGroup, 'Nothing to undo: this is the start of the session.')
  }

  /** Redoes the latest undone step exactly as it was, dice included, with the console's own steps that followed it. */
  redo(): View {
    return this.timelineMove('redo', this.ledger.redoGroup, 'Nothing to redo.')
  }

  /** An undo or redo entry for each step of the group, as one change; an empty group is refused with `nothing`. */
  private timelineMove(kind: 'undo' | 'redo', group: readonly number[], nothing: string): View {
    if (group.length === 0) throw new IpcError('rule_refused', nothing)
    const word = kind === 'undo' ? 'Undo' : 'Redo'
    return this.together(() => {
      for (const target of group) this.append({ kind, actor: 'gm', visibility: 'private', summary: `${word}: ${this.summaryOf(target)}`, target })
    })
  }

  /**
   * Several entries as one change: the screens are told once, after the last, so they never
   * show the steps in between (a roll and the steps it carries on through).
   */
  together(work: () => void): View {
    try {
      work()
    } catch (error) {
      // What was logged before a refusal stands, and the screens show it.
      this.place.changed()
      throw error
    }
    return this.place.changed()
  }

  private summaryOf(seq: number): string {
    return this.ledger.entry(seq)?.summary ?? `#${seq}`
  }

  private append(next: NewEntry): void {
    const entry = stampEntry(next, { seq: this.ledger.seq + 1, where: whereNow(this.ledger.state), at: this.place.now().toISOString() })
    const refusal = this.ledger.whyRefused(entry)
    if (refusal) throw new IpcError('rule_refused', refusal)
    this.place.keep(entry)
    this.ledger.append(entry)
    this.place.kept(entry)
  }
}
