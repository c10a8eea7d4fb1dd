import { randomBytes } from 'node:crypto'
import type { Campaign } from '@shared/campaign'
import type { RandomSource } from '@shared/dice'
import { IpcError } from '@shared/ipc/errors'
import type { NewEntry } from '@shared/session/entries'
import type { SystemDraft } from '@shared/session/record'
import { formatsNow, sessionStartEntry } from '@shared/session/stamp'
import { SessionLedger } from '@shared/session/ledger'
import { systemState } from '@shared/session/state'
import { sessionView, type SessionView } from '@shared/session/view'
import type { PrepItem } from '@shared/ipc/contract'
import { systemOf } from '@shared/systems/registry'
import type { PushHub } from '../api/push'
import type { CampaignService } from '../campaign/service'
import { allHostSystems, campaignChanges, isRefused } from '../systems/registry'
import { revealableById } from '../player/revealable'
import { AppendOnlyLog, readLogFile } from './log-file'
import { entriesOf } from './session-log-reader'
import { loadSnapshot, saveSnapshot, sessionPaths, SNAPSHOT_VERSION } from './session-files'
import { SessionRecorder, type RecorderPlace } from './session-recorder'
import { OneAtATime } from './one-at-a-time'
import type { RunHost } from './run-service'

/** A resume point is saved after this many entries, so reopening replays only the tail. */
const SNAPSHOT_EVERY = 50

interface OpenSession {
  ledger: SessionLedger
  recorder: SessionRecorder<SessionView>
  log: AppendOnlyLog
  paths: ReturnType<typeof sessionPaths>
  sinceSnapshot: number
  /** The state as its latest durable change left it: what follows into the campaign, never a step still being written. */
  durableState: SessionLedger['state']
}

export interface SessionHostOptions {
  dataDir: string
  campaigns: CampaignService
  push: PushHub
  dice: RandomSource
  now: () => Date
  /** A new session's id; random unless a recording needs the same ids every time. */
  newSessionId?: () => string
}

/**
 * Runs the session of the open campaign: every change is checked, appended durably to the
 * session log and applied to the pure ledger (the write and the transition go on together;
 * the change counts, and is answered and shown, once the write is done, and a failed write
 * takes it back); views are pushed and what the session owns (Stress, Agony, pools) follows
 * into the campaign. Changes run one at a time. The log is the truth: undo, redo and resume
 * are replays of it.
 */
export class SessionHost implements RunHost<SessionView> {
  private open: OpenSession | null = null
  private readonly listeners = new Set<() => void>()
  private syncing: Promise<void> = Promise.resolve()
  private readonly changes = new OneAtATime()

  constructor(private readonly options: SessionHostOptions) {}

  get ledger(): SessionLedger | null {
    return this.open?.ledger ?? null
  }

  /** Called after every change (the player display listens). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The open campaign's data (throws a clear error when none is open). */
  campaignData(): Campaign {
    return this.options.campaigns.require().data
  }

  /** The running session, or a clear error. */
  require(): OpenSession {
    if (!this.open) throw new IpcError('no_campaign', 'No session is running: start one first.')
    return this.open
  }

  /** Runs one change once the changes before it are answered. */
  exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    return this.changes.run(work)
  }

  /** Whether a change is under way, its entries applied while their write may still fail: what the screens show waits for `idle`. */
  get writing(): boolean {
    return this.open?.recorder.writing ?? false
  }

  /** Resolves once every change asked for so far is answered (or refused). */
  idle(): Promise<void> {
    return this.exclusive(() => undefined)
  }

  /** The session as it stands once the change under way (if any) is answered: never a step whose write may yet fail. */
  current(): Promise<SessionView | null> {
    return this.exclusive(() => this.view())
  }

  view(): SessionView | null {
    const campaign = this.options.campaigns.current?.data
    return this.open && campaign ? sessionView(this.open.ledger, campaign) : null
  }

  /**
   * Reopens the campaign's unfinished session, if any, exactly where its log ends. The log is
   * read and checked before it is opened for appends, so a log this console cannot go on with
   * (damaged, or saved by a newer console) is left byte for byte as it was.
   */
  resume(): Promise<void> {
    return this.exclusive(() => this.resumeNow())
  }

  private async resumeNow(): Promise<void> {
    await this.detach()
    const campaign = this.options.campaigns.current?.data
    const record = campaign?.sessions.findLast((s) => s.endedAt === null)
    if (!record) return void this.changed()
    const paths = sessionPaths(this.options.dataDir, record.id)
    const read = await readLogFile(paths.log).catch((error: unknown) => {
      // A session recorded in the campaign whose log was never written starts empty.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    })
    const entries = read ? entriesOf(read, paths.log) : []
    const saved = await loadSnapshot(paths.snapshot, formatsNow())
    const usable = saved && entries.some((e) => e.seq === saved.seq) ? saved : null
    const ledger = usable ? SessionLedger.resume(entries, usable) : SessionLedger.replay(entries)
    // Opening cuts off a torn last line, which no step ever acknowledged.
    const { log } = await AppendOnlyLog.open(paths.log, read?.end ?? 0)
    this.open = this.opened(log, paths, (place) => ({ recorder: new SessionRecorder(ledger, place), durable: Promise.resolve() })).session
    // A crash may have come between an append and the campaign write that follows it.
    this.scheduleSync()
    this.changed()
  }

  /** Starts a session: records it in the campaign and opens its log with what each system starts from. */
  start(name: string): Promise<SessionView> {
    return this.exclusive(() => this.startNow(name))
  }

  private async startNow(name: string): Promise<SessionView> {
    if (this.open) throw new IpcError('conflict', `The session “${this.open.ledger.state.name}” is still running: end it first.`)
    const campaign = this.campaignData()
    const sessionId = this.options.newSessionId?.() ?? `session-${randomBytes(6).toString('hex')}`
    const paths = sessionPaths(this.options.dataDir, sessionId)
    const { log } = await AppendOnlyLog.open(paths.log)
    const { session: open, durable } = this.opened(log, paths, (place) =>
      SessionRecorder.begin(sessionStartEntry(campaign, { sessionId, name }), place),
    )
    try {
      await durable
    } catch (error) {
      log.close()
      const reason = error instanceof Error ? error.message : String(error)
      throw new IpcError('internal', `The session log could not be written, so the session did not start: ${reason}`)
    }
    this.open = open
    await this.options.campaigns.apply((draft) => {
      draft.sessions.push({ id: sessionId, name, startedAt: open.ledger.entry(1)!.at, endedAt: null })
    })
    return this.changed()!
  }

  /** Ends the session: its log stays for export; the campaign records the end. */
  end(): Promise<void> {
    return this.exclusive(() => this.endNow())
  }

  private async endNow(): Promise<void> {
    const { ledger } = this.require()
    const open = ledger.state.run
    if (open && !systemOf(open.system).running(systemState(ledger.state, open.system))?.over)
      throw new IpcError('rule_refused', `“${open.title}” is still running: end it and close it before ending the session.`)
    const id = ledger.state.sessionId
    await this.flush()
    await this.options.campaigns.apply((draft) => {
      const record = draft.sessions.find((s) => s.id === id)
      if (record) record.endedAt = this.options.now().toISOString()
    })
    await this.detach()
    this.changed()
  }

  /**
   * Logs one step of a rule system: checked where the session stands, told in the system's
   * words, appended durably, applied (`SessionRecorder.record`). A refusal says why and
   * changes nothing.
   */
  record(draft: SystemDraft): Promise<SessionView> {
    return this.require().recorder.record(draft)
  }

  /**
   * A GM's prep edit while the session runs: each system's host part says what of it the
   * session owns. Those values are logged as the GM's adjustments (undoable like any step),
   * never written into the campaign behind the session's back: the edit is written with the
   * session's values, and the adjustments follow into the file once logged. A refusal says
   * where to make the change instead, before anything is written.
   */
  adopt(prep: PrepItem): { prep: PrepItem; commit: () => Promise<void> } {
    if (!this.open) return { prep, commit: async () => undefined }
    const state = this.open.ledger.state
    const campaign = this.campaignData()
    const drafts: SystemDraft[] = []
    let item = prep
    for (const host of allHostSystems()) {
      const adopted = host.adopt(item, systemState(state, host.id), campaign)
      if (!adopted) continue
      if (isRefused(adopted)) throw new IpcError('rule_refused', adopted.refused)
      drafts.push(...adopted.events.map((event): SystemDraft => ({ kind: 'run.event', system: host.id, event })))
      item = adopted.prep
    }
    for (const draft of drafts) this.prepare(draft)
    const commit = async () => {
      if (drafts.length === 0) return
      await this.exclusive(async () => {
        for (const draft of drafts) await this.record(draft)
      })
      await this.flush()
    }
    return { prep: item, commit }
  }

  /** The entry a system step makes, checked and told, ready to append; a refusal throws. */
  private prepare(draft: SystemDraft): NewEntry {
    return this.require().recorder.prepare(draft)
  }

  /** Appends one entry: written and fsynced while it is applied, shown once on disk. */
  commit(next: NewEntry): Promise<SessionView> {
    return this.require().recorder.commit(next)
  }

  /** Logs one entry that is no system's step without building the views: for work done `together`. */
  logEntry(next: NewEntry): void {
    this.require().recorder.logEntry(next)
  }

  /** Logs one system step without building the views: for work done `together`. */
  logStep(draft: SystemDraft): void {
    this.require().recorder.logStep(draft)
  }

  /** Undoes the GM's latest step with the console's own steps after it: one undo takes back one decision. */
  undo(): Promise<SessionView> {
    return this.exclusive(() => this.require().recorder.undo())
  }

  /** Redoes the latest undone step exactly as it was, dice included, with the console's own steps that followed it. */
  redo(): Promise<SessionView> {
    return this.exclusive(() => this.require().recorder.redo())
  }

  /** Several entries as one change: the views are built and pushed once, after the last. */
  together(work: () => void): Promise<SessionView> {
    return this.require().recorder.together(work)
  }

  /** A narrative note or free entry; private ones stay with the GM. */
  note(text: string, isPrivate: boolean): Promise<SessionView> {
    return this.exclusive(() => this.require().recorder.note(text, isPrivate))
  }

  /** The host's dice: the only place dice come from. */
  get dice(): RandomSource {
    return this.options.dice
  }

  /** Waits until the campaign file holds what the session owns. */
  async flush(): Promise<void> {
    await this.syncing
  }

  /** Shows a campaign item to the players, as the GM's reveal does: written to the campaign file before it answers. */
  async revealItem(id: string): Promise<void> {
    if (revealableById(this.campaignData(), id)?.revealed !== false) return
    await this.options.campaigns.apply((draft) => {
      revealableById(draft, id)!.revealed = true
    })
  }

  close(): Promise<void> {
    return this.exclusive(() => this.detach())
  }

  /**
   * An open session whose recorder keeps each entry in the session log (written and fsynced
   * while the ledger applies it and the view is built), and once it is on disk saves a resume
   * point every SNAPSHOT_EVERY entries, lets the campaign follow and pushes the views.
   */
  private opened(
    log: AppendOnlyLog,
    paths: ReturnType<typeof sessionPaths>,
    recorder: (place: RecorderPlace<SessionView>) => { recorder: SessionRecorder<SessionView>; durable: Promise<unknown> },
  ): { session: OpenSession; durable: Promise<unknown> } {
    const place: RecorderPlace<SessionView> = {
      campaign: () => this.campaignData(),
      now: () => this.options.now(),
      keep: (entry) => log.take(entry),
      durable: () => log.sync(),
      kept: () => {
        session.durableState = session.ledger.state
        session.sinceSnapshot += 1
        if (session.sinceSnapshot >= SNAPSHOT_EVERY) void this.snapshot(session, log.length)
        this.scheduleSync()
      },
      view: () => this.view()!,
      show: (view) => this.tell(view),
    }
    const made = recorder(place)
    const { ledger } = made.recorder
    const session: OpenSession = { ledger, recorder: made.recorder, log, paths, sinceSnapshot: 0, durableState: ledger.state }
    return { session, durable: made.durable }
  }

  /**
   * Saves a resume point. The log already holds every entry: losing this only lengthens a
   * resume. It is written once the answer that asked for it is out: serializing a fight of 200
   * takes a millisecond the GM need not wait for, and the state, never changed in place, is
   * still the one taken here.
   */
  private snapshot(session: OpenSession, offset: number): Promise<void> {
    session.sinceSnapshot = 0
    const { seq, state } = session.ledger
    const formats = formatsNow()
    return new Promise((answered) => setImmediate(answered))
      .then(() => saveSnapshot(session.paths.snapshot, { version: SNAPSHOT_VERSION, seq, offset, state, formats }))
      .catch(() => undefined)
  }

  /** What the session owns follows it into the campaign, one write at a time. */
  private scheduleSync(): void {
    this.syncing = this.syncing.then(async () => {
      const session = this.open
      const current = this.options.campaigns.current
      if (!session || !current) return
      const changes = campaignChanges(session.durableState, current.data)
      if (changes.length === 0) return
      await this.options.campaigns
        .apply((draft) => {
          for (const change of changes) change(draft)
        })
        .catch((error: unknown) => console.warn('Could not write the session into the campaign:', error))
    })
  }

  private async detach(): Promise<void> {
    if (!this.open) return
    const session = this.open
    await this.flush()
    await this.snapshot(session, session.log.length)
    session.log.close()
    this.open = null
  }

  private changed(): SessionView | null {
    return this.tell(this.view())
  }

  /** Pushes the GM's view and tells the listeners (the player display). */
  private tell(view: SessionView | null): SessionView | null {
    this.options.push.publish('session.view', view)
    for (const listener of this.listeners) listener()
    return view
  }
}
