import { Campaign } from '@shared/campaign'
import type { RandomSource } from '@shared/dice'
import { IpcError, type ErrorCode } from '@shared/ipc/errors'
import { exportSessionLog, type ExportFormat, type SessionExport } from '@shared/log/export'
import { exportNamesOf } from '@shared/log/names'
import type { ExportAudience } from '@shared/log/readable'
import type { LogEntry } from '@shared/session/entries'
import type { SessionLedger } from '@shared/session/ledger'
import { sessionView, type SessionView } from '@shared/session/view'
import type { PlayerView } from '@shared/views/player-view'
import { checkedPayload } from '../api/dispatch'
import { PlayersScreen } from '../player/players-screen'
import { revealableById } from '../player/revealable'
import { deepFreeze } from '@shared/session/frozen'
import { campaignChanges } from '../systems/registry'
import { RunService, type RunHost } from './run-service'
import { sessionStartEntry } from '@shared/session/stamp'
import { SessionRecorder, type RecorderPlace } from './session-recorder'
import { OneAtATime } from './one-at-a-time'
import { PlayerProposals } from './player-proposals'
import { PlayerActions, type PlayerAnswer, type PlayerChoicesNow, type PlayerRequest } from './player-actions'

/** Something the GM could ask of a session: the requests of the session and run channels, as their payloads read. */
export type SessionMove =
  | { kind: 'start'; system: string; request: unknown }
  | { kind: 'act'; system?: string; action: unknown; passSteps?: boolean }
  | { kind: 'roll'; system?: string; roll: unknown; passSteps?: boolean }
  | { kind: 'close' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'note'; private: boolean; text: string }

/** What came of a move: done, or refused with the error's code and words, as the console would answer. */
export type Outcome = { ok: true } | { ok: false; code: ErrorCode; reason: string }

/** How a headless session starts. */
export interface HeadlessOptions {
  /** Where every die comes from: a seeded source gives the same session again. */
  dice: RandomSource
  /** The clock entries are stamped with; by default one that moves a minute per entry from 1 January 2026, 19:00 UTC. */
  now?: () => Date
  /** The session's name (“Headless night” unless given). */
  name?: string
  /** The session's id (“session-headless” unless given). */
  sessionId?: string
  /** Whether the players' screen is made again after every change (unless false): a simulated fight has no players to show. */
  players?: boolean
}

/** The default clock: a minute per call, from a fixed evening, so a session's times are the same on every run. */
function minuteClock(): () => Date {
  let minutes = 0
  const start = Date.UTC(2026, 0, 1, 19, 0)
  return () => new Date(start + minutes++ * 60_000)
}

/** Campaigns this module has checked and frozen: one given again (a simulator's next fight) is used as it is. */
const checked = new WeakSet<Campaign>()

/** A copy, valid and frozen like the open campaign: an edit the caller makes later is not the session's. */
function checkedCampaign(campaign: Campaign): Campaign {
  if (checked.has(campaign)) return campaign
  const copy = deepFreeze(Campaign.parse(campaign))
  checked.add(copy)
  return copy
}

/**
 * A session without files, for tests, tools, benchmarks and audits: the real run service,
 * ledger, recorder and host parts of every rule system, the campaign in memory and the dice
 * and clock it is given. A move is checked by its channel's contract and goes through the
 * same code as the console's request, so the same requests with the same dice and clock make
 * the very same entries (summaries, visibility, actor, `auto` marks, undo groups). What the
 * session owns follows into its campaign after every change, as the host writes it back;
 * the players' screen is kept after every change, as the player display keeps it. Nothing
 * is written anywhere: the entries live in the ledger.
 */
export class HeadlessSession {
  private data: Campaign
  private readonly recorder: SessionRecorder<void>
  private readonly runs: RunService<void>
  private readonly playerActions: PlayerActions<void>
  private readonly proposals: PlayerProposals<void>
  private readonly screen = new PlayersScreen()
  private readonly changes = new OneAtATime()
  private blank = false
  private players: PlayerView
  private readonly showsPlayers: boolean

  private constructor(campaign: Campaign, options: HeadlessOptions) {
    this.data = checkedCampaign(campaign)
    this.showsPlayers = options.players ?? true
    const place: RecorderPlace<void> = {
      campaign: () => this.data,
      now: options.now ?? minuteClock(),
      keep: () => undefined,
      durable: () => Promise.resolve(),
      kept: () => undefined,
      view: () => undefined,
      show: () => this.changed(),
    }
    const first = sessionStartEntry(this.data, { sessionId: options.sessionId ?? 'session-headless', name: options.name ?? 'Headless night' })
    this.recorder = SessionRecorder.begin(first, place).recorder
    const host: RunHost<void> = {
      require: () => this.recorder,
      campaignData: () => this.data,
      flush: async () => undefined,
      revealItem: async (id) => {
        const draft = structuredClone(this.data)
        const item = revealableById(draft, id)
        if (!item || item.revealed) return
        item.revealed = true
        this.data = deepFreeze(draft)
      },
      view: () => undefined,
      exclusive: (work) => this.changes.run(work),
      dice: options.dice,
      record: (draft) => this.recorder.record(draft),
      logStep: (draft) => this.recorder.logStep(draft),
      together: (work) => this.recorder.together(work),
      commit: (next) => this.recorder.commit(next),
      logEntry: (next) => this.recorder.logEntry(next),
    }
    this.runs = new RunService(host)
    this.playerActions = new PlayerActions(host, this.runs)
    this.proposals = new PlayerProposals(host, this.runs, this.playerActions)
    this.players = this.screen.next(this.data, this.ledger, this.blank)
  }

  /**
   * The campaign as a headless session holds it: checked and frozen once, so that many
   * sessions of it (a simulation's fights) start without checking it again.
   */
  static prepare(campaign: Campaign): Campaign {
    return checkedCampaign(campaign)
  }

  /** Starts a session of the campaign, as the console's “start session” does (the campaign is read as it is now). */
  static start(campaign: Campaign, options: HeadlessOptions): HeadlessSession {
    return new HeadlessSession(campaign, options)
  }

  /** The campaign as the session has left it (Stress, Agony, pools, usage marks written back). */
  get campaign(): Campaign {
    return this.data
  }

  /** The session's ledger: every entry, the timeline of what is in effect, the state. */
  get ledger(): SessionLedger {
    return this.recorder.ledger
  }

  /** Every entry in log order, undone ones included. */
  entries(): LogEntry[] {
    return this.ledger.all()
  }

  /**
   * Does what the GM asked, through the same checks and code as the console's request; a
   * refusal comes back with its code and words and changes nothing. A fault that is no
   * refusal (a bug) is thrown, not answered.
   */
  play(move: SessionMove): Promise<Outcome> {
    return this.outcome(() => this.perform(move))
  }

  private async outcome(work: () => Promise<unknown>): Promise<Outcome> {
    try {
      await work()
      return { ok: true }
    } catch (error) {
      if (error instanceof IpcError) return { ok: false, code: error.code, reason: error.message }
      throw error
    }
  }

  private async perform(move: SessionMove): Promise<void> {
    switch (move.kind) {
      case 'start': {
        const { system, request } = checkedPayload('run.start', { system: move.system, request: move.request })
        return this.runs.start(system, request)
      }
      case 'act': {
        const { system, action, passSteps } = checkedPayload('run.act', { system: move.system, action: move.action, passSteps: move.passSteps })
        return this.runs.act(system, action, { passSteps })
      }
      case 'roll': {
        const { system, roll, passSteps } = checkedPayload('run.roll', { system: move.system, roll: move.roll, passSteps: move.passSteps })
        return this.runs.roll(system, roll, { passSteps })
      }
      case 'close':
        return this.runs.close()
      case 'undo':
        return this.changes.run(() => this.recorder.undo())
      case 'redo':
        return this.changes.run(() => this.recorder.redo())
      case 'note': {
        const note = checkedPayload('session.note', { text: move.text, private: move.private })
        return this.changes.run(() => this.recorder.note(note.text, note.private))
      }
    }
  }

  /** The GM's switch: players may act from their devices, or not (a logged step, undoable). */
  allowPlayers(allowed: boolean): Promise<Outcome> {
    return this.outcome(() => this.playerActions.allow(allowed))
  }

  /** A command from the player of PC `pcId`, as their device sends it: taken, or refused and logged as refused. */
  actAsPlayer(pcId: string, request: PlayerRequest): Promise<PlayerAnswer> {
    return this.playerActions.act(pcId, request)
  }

  /** A proposal from the player of PC `pcId`, as their device sends it: logged for the GM, or refused and logged as refused. */
  proposeAsPlayer(pcId: string, system: string | undefined, proposal: unknown): Promise<PlayerAnswer> {
    return this.proposals.propose(pcId, system, proposal)
  }

  /** The GM confirms or declines the proposal logged as entry `seq`. */
  answerProposal(seq: number, confirm: boolean): Promise<Outcome> {
    return this.outcome(() => this.proposals.answer(seq, confirm))
  }

  /** What the player of PC `pcId` may do now, as their device is told. */
  playerChoices(pcId: string): PlayerChoicesNow {
    return this.playerActions.choices(pcId)
  }

  /** What the GM console shows of the session now. */
  gmView(): SessionView {
    return sessionView(this.ledger, this.data)
  }

  /** What the players' screen shows now. */
  playerView(): PlayerView {
    return this.players
  }

  /** Blanks the players' screen, or shows it again: they keep what they knew. */
  setBlank(blank: boolean): void {
    this.blank = blank
    this.players = this.screen.next(this.data, this.ledger, this.blank)
  }

  /** The session's log as a file: Markdown, HTML or JSON, for the GM or the players' copy; times in `timeZone`. */
  export(format: ExportFormat, audience: ExportAudience, timeZone = 'UTC'): SessionExport {
    return exportSessionLog(this.ledger, { format, audience, names: exportNamesOf(this.data), timeZone })
  }

  /** After each change: what the session owns follows into the campaign, then the players' screen is made. */
  private changed(): void {
    const changes = campaignChanges(this.ledger.state, this.data)
    if (changes.length > 0) {
      const draft = structuredClone(this.data)
      for (const change of changes) change(draft)
      // As the host's write: a change that would leave the campaign invalid is not made, and the session goes on.
      const written = Campaign.safeParse(draft)
      if (written.success) this.data = deepFreeze(written.data)
      else console.warn('Could not write the session into the campaign:', written.error.message)
    }
    if (this.showsPlayers) this.players = this.screen.next(this.data, this.ledger, this.blank)
  }
}
