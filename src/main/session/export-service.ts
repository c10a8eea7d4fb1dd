import { IpcError } from '@shared/ipc/errors'
import type { RequestPayload, RequestResult } from '@shared/ipc/contract'
import { exportSessionLog } from '@shared/log/export'
import { matchesFilter } from '@shared/log/filters'
import { exportNamesOf } from '@shared/log/names'
import { combatantsShownInLog } from '@shared/log/shown-in-log'
import { SessionLedger } from '@shared/session/ledger'
import { logLines, sessionView } from '@shared/session/view'
import type { SessionHost } from './session-host'
import type { CampaignService } from '../campaign/service'
import { readSessionLog } from './session-log-reader'
import { sessionPaths } from './session-files'
import { importSessionLog } from '@shared/log/json'
import { writeFileDurably } from '../store'
import { mkdir, rm, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Campaign } from '@shared/campaign'
import type { ExportPicture } from '@shared/log/html'
import { PictureStore } from '../pictures/picture-store'
import { campaignPictures } from '../player/to-player-view'

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/** Where the desktop shell saves an export: main asks for the path; null when cancelled. */
export type SaveExport = (suggestedName: string, content: string) => Promise<string | null>

/** Ended sessions kept replayed in memory, so paging through an old log stays quick. */
const ENDED_KEPT = 4

/**
 * The session log as the GM reads it: the running session or an ended one of the open
 * campaign, filtered and searched; the session as it stood after any entry; exports.
 * Ended sessions are read from disk and never written.
 */
export class SessionLogService {
  private readonly ended = new Map<string, SessionLedger>()
  private zone: string | undefined
  private readonly pictures: PictureStore

  constructor(
    readonly host: SessionHost,
    readonly campaigns: CampaignService,
    readonly dataDir: string,
    readonly saveExport: SaveExport | null,
  ) {
    this.pictures = new PictureStore(dataDir)
  }

  /** The zone export times are written in: the table's own (looked up once, when needed). */
  get timeZone(): string {
    this.zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
    return this.zone
  }

  log(request: RequestPayload<'session.log'>): Promise<RequestResult<'session.log'>> {
    return this.read(request.sessionId, (ledger) => {
      const entries = ledger.all().filter((entry) => matchesFilter(entry, request))
      return { sessionId: ledger.state.sessionId, lines: logLines(ledger, entries) }
    })
  }

  /** A read-only view of the session right after entry `seq`: its log replayed up to there. */
  stateAt(request: RequestPayload<'session.stateAt'>): Promise<RequestResult<'session.stateAt'>> {
    return this.read(request.sessionId, (ledger) => {
      if (request.seq > ledger.seq) throw new IpcError('not_found', `The session has ${ledger.seq} entries; there is no entry #${request.seq}.`)
      const past = SessionLedger.replay(ledger.all().slice(0, request.seq))
      return sessionView(past, this.campaigns.require().data)
    })
  }

  async export(request: RequestPayload<'session.export'>): Promise<RequestResult<'session.export'>> {
    const campaign = this.campaigns.require().data
    const pictures = request.pictures && request.format === 'html' ? await this.picturesOf(campaign, request.audience, request.sessionId) : []
    const file = await this.read(request.sessionId, (ledger) =>
      exportSessionLog(ledger, {
        format: request.format,
        audience: request.audience,
        names: exportNamesOf(campaign),
        timeZone: this.timeZone,
        pictures,
      }),
    )
    const result = { fileName: file.fileName, mimeType: file.mimeType }
    if (!this.saveExport) return { ...result, content: file.content, savedTo: null }
    return { ...result, content: null, savedTo: await this.saveExport(file.fileName, file.content) }
  }

  /**
   * The pictures the copy for `audience` may carry, inside it; one gone from the data folder is
   * left out. The players' copy carries the portraits of the creatures the session's fights
   * showed them, read off the same log the story is told from.
   */
  private async picturesOf(campaign: Campaign, audience: 'gm' | 'public', sessionId: string | undefined): Promise<ExportPicture[]> {
    const shownInLog = audience === 'public' ? await this.read(sessionId, (ledger) => combatantsShownInLog(ledger, campaign)) : new Set<string>()
    const pictures = await Promise.all(
      campaignPictures(campaign, audience, shownInLog).map(async ({ picture, caption }) => {
        const dataUri = await this.pictures.dataUri(picture).catch(() => null)
        return dataUri ? [{ caption, dataUri }] : []
      }),
    )
    return pictures.flat()
  }

  /**
   * Imports a GM JSON export as an ended session of the open campaign. Checked whole
   * (`importSessionLog` replays it through the rules) before anything is written; then its
   * log is written beside the others and the campaign lists it. Refused, changing nothing:
   * a file that is not a valid GM log, a log of another campaign, a session id the campaign
   * or the sessions folder already has (the same session imported twice, or one played here).
   */
  async importLog(content: string): Promise<RequestResult<'session.import'>> {
    const imported = importSessionLog(content)
    if (!imported.ok) throw new IpcError('invalid_payload', `This session log cannot be imported: ${imported.reason}`)
    const { file, ledger } = imported
    const campaign = this.campaigns.require().data
    if (file.session.campaignId !== campaign.id)
      throw new IpcError(
        'rule_refused',
        `“${file.session.name}” was played in another campaign (${file.session.campaignId}); open that campaign to import it.`,
      )
    const known = campaign.sessions.find((s) => s.id === file.session.id)
    if (known) throw new IpcError('conflict', `This campaign already has the session “${known.name}” (${known.id}); nothing was imported.`)
    const { log } = sessionPaths(this.dataDir, file.session.id)
    if (await exists(log))
      throw new IpcError('conflict', `A log of session ${file.session.id} is already in the sessions folder; nothing was imported.`)
    const entries = ledger.all()
    await mkdir(dirname(log), { recursive: true })
    await writeFileDurably(log, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''))
    try {
      await this.campaigns.apply((draft) => {
        draft.sessions.push({ id: file.session.id, name: file.session.name, startedAt: entries[0]!.at, endedAt: entries.at(-1)!.at })
      })
    } catch (error) {
      await rm(log, { force: true })
      throw error
    }
    this.keep(file.session.id, ledger)
    return { sessionId: file.session.id, name: file.session.name, entries: entries.length }
  }

  /**
   * Reads a session: the running one when it is the one asked for (or none is named), else one
   * from disk. The running one is read in turn with its changes (`exclusive`), never in the
   * middle of one: a change's entries are applied before its write is known to have held, and
   * one whose write fails is taken back, so a read between the two could show a line that is
   * not, and never will be, in the log.
   */
  private async read<T>(sessionId: string | undefined, use: (ledger: SessionLedger) => T): Promise<T> {
    const isAsked = (ledger: SessionLedger | null): ledger is SessionLedger =>
      ledger !== null && (sessionId === undefined || sessionId === ledger.state.sessionId)
    if (isAsked(this.host.ledger)) {
      // The session may have ended by its turn: then it is read from disk like any other.
      const running = await this.host.exclusive(() => (isAsked(this.host.ledger) ? { answer: use(this.host.ledger) } : null))
      if (running) return running.answer
    }
    return use(await this.ledgerFromDisk(sessionId))
  }

  /** A session of the campaign from disk: the latest when none is named. */
  private async ledgerFromDisk(sessionId: string | undefined): Promise<SessionLedger> {
    const sessions = this.campaigns.require().data.sessions
    const record = sessionId === undefined ? sessions.at(-1) : sessions.find((s) => s.id === sessionId)
    if (!record)
      throw new IpcError('not_found', sessionId === undefined ? 'This campaign has no sessions yet.' : `This campaign has no session ${sessionId}.`)
    const kept = this.ended.get(record.id)
    if (kept) return kept
    const ledger = await this.replayFromDisk(record.id)
    // Only an ended log is final; an unfinished one may still grow when it is resumed.
    if (record.endedAt !== null) this.keep(record.id, ledger)
    return ledger
  }

  private async replayFromDisk(sessionId: string): Promise<SessionLedger> {
    const entries = await readSessionLog(this.dataDir, sessionId)
    try {
      return SessionLedger.replay(entries)
    } catch (error) {
      throw new IpcError('internal', `The log of session ${sessionId} cannot be replayed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  private keep(sessionId: string, ledger: SessionLedger): void {
    this.ended.set(sessionId, ledger)
    for (const old of this.ended.keys()) if (this.ended.size > ENDED_KEPT) this.ended.delete(old)
  }
}
