import { Low } from 'lowdb'
import { Campaign, describeIssues } from '@shared/campaign'
import type { CampaignState } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import { deepFreeze } from '@shared/session/frozen'
import { backupOnOpen, isBackupDue } from './backup-policy'
import type { CampaignLock } from './campaign-lock'
import type { DataFolder, Reservation } from './data-folder'
import { numberedNames, slugify } from './file-names'
import { DurableJsonFile, serializeJson } from './json-file-adapter'
import type { RecentFiles } from './recent'
import { writerFor } from './serial-writer'
import { TaskQueue } from './task-queue'

/** What an open campaign needs from its store. */
export interface CampaignContext {
  folder: DataFolder
  recent: RecentFiles
  backupsToKeep: number
  now: () => Date
  /** Told about failures that must not fail the operation (a backup, the recent list). */
  warn: (message: string, error: unknown) => void
}

/** A campaign file just made ready: locked, valid, and as it now is on disk. */
export interface CampaignStart {
  file: string
  lock: CampaignLock
  campaign: Campaign
  /** The file's bytes on disk, for the backup taken on opening. */
  contents: string | Buffer
  savedAt: Date
  /** The newest rolling backup, already being read; read here when not given. */
  newestBackup?: Promise<Buffer | null>
}

/** A change to the campaign: edit the draft in place, or return a replacement. */
export type CampaignMutation = (draft: Campaign) => void | Campaign

/**
 * A campaign open for writing. Holds its file's lock; every change is validated as a whole
 * campaign, written durably, and only then becomes `data`. Changes run one at a time in call
 * order, each on the state the previous one left.
 */
export class OpenCampaign {
  #file: string
  #lock: CampaignLock
  #db: Low<Campaign>
  #savedAt: Date
  #lastBackupAt: Date
  #closed = false
  readonly #queue = new TaskQueue()
  /** The file's record at the top of the recent list, which `close` waits for. */
  #recorded: Promise<void> = Promise.resolve()

  private constructor(
    private readonly context: CampaignContext,
    start: CampaignStart,
  ) {
    this.#file = start.file
    this.#lock = start.lock
    this.#db = lowFor(context.folder.pathOf(start.file), start.campaign)
    this.#savedAt = start.savedAt
    this.#lastBackupAt = context.now()
  }

  /**
   * Wraps a campaign file that is locked, valid and on disk, ready at once. Its place at the
   * top of the recent list is queued with that list, whose readers wait for it; the opening
   * backup is the first task of the campaign's own queue, so it is taken of the file as found
   * before any change is written, without keeping the GM waiting. Neither can fail the open;
   * failures go to `warn`.
   */
  static start(context: CampaignContext, start: CampaignStart): OpenCampaign {
    const opened = new OpenCampaign(context, start)
    void opened.#recordRecent()
    void opened.#queue.run(() => opened.#backup(start.contents, true, start.newestBackup))
    return opened
  }

  /** The campaign's file name in the data folder. */
  get file(): string {
    return this.#file
  }

  /** The current, validated campaign. Deeply frozen: change it only through `update`. */
  get data(): Campaign {
    return this.#db.data
  }

  /** When the campaign was last written (ISO-8601). */
  get savedAt(): string {
    return this.#savedAt.toISOString()
  }

  /** The open campaign as the contract's `CampaignState`. */
  state(): CampaignState {
    return { file: this.#file, savedAt: this.savedAt, campaign: this.data }
  }

  /**
   * Applies `mutate` to a deep copy of the campaign, validates the whole result (schema and
   * cross-references), writes it durably and resolves with the new state. An invalid result
   * rejects with `IpcError('invalid_payload')` and its problems; a failed write rejects with
   * `IpcError('internal')`. Either way the state and the file stay as they were.
   */
  update(mutate: CampaignMutation): Promise<Campaign> {
    return this.#queue.run(async () => {
      this.#assertOpen()
      const next = this.#apply(mutate)
      await this.#commit(next)
      return next
    })
  }

  /**
   * Writes the campaign, renamed to `name`, to a new file (named from `name`, unique in the
   * folder) and continues in it: later changes go to the new file, the old one stays as it
   * was and its lock is released. Resolves with the new file name.
   */
  saveAs(name: string): Promise<string> {
    return this.#queue.run(async () => {
      this.#assertOpen()
      const renamed = this.#apply((draft) => {
        draft.name = name
      })
      const reservation = await this.context.folder.reserve(numberedNames(slugify(renamed.name)))
      const contents = serializeJson(renamed)
      try {
        await writerFor(reservation.path).write(contents)
      } catch (error) {
        await reservation.lock.release()
        throw saveFailure(reservation.file, error)
      }
      await this.#switchTo(reservation, renamed, contents)
      return reservation.file
    })
  }

  /**
   * Waits for pending changes, the opening backup and the recent list's record, then releases
   * the file's lock. Later changes are refused.
   */
  close(): Promise<void> {
    return this.#queue.run(async () => {
      if (this.#closed) return
      this.#closed = true
      await this.#recorded
      await this.#lock.release()
    })
  }

  #assertOpen(): void {
    if (this.#closed) throw new IpcError('no_campaign', `The campaign "${this.#file}" has been closed.`)
  }

  #apply(mutate: CampaignMutation): Campaign {
    const draft = structuredClone(this.#db.data)
    const candidate = mutate(draft) ?? draft
    const result = Campaign.safeParse(candidate)
    if (!result.success) {
      const problems = describeIssues(result.error.issues, candidate)
      const first = problems[0]!
      throw new IpcError('invalid_payload', `That change would leave the campaign invalid: ${first.path}: ${first.message}.`, { problems })
    }
    return deepFreeze(result.data)
  }

  async #commit(next: Campaign): Promise<void> {
    const previous = this.#db.data
    this.#db.data = next
    try {
      await this.#db.write()
    } catch (error) {
      this.#db.data = previous
      throw saveFailure(this.#file, error)
    }
    this.#savedAt = this.context.now()
    if (isBackupDue(this.#lastBackupAt, this.#savedAt)) await this.#backup(serializeJson(next), false)
  }

  async #switchTo(reservation: Reservation, campaign: Campaign, contents: string): Promise<void> {
    const previousLock = this.#lock
    this.#file = reservation.file
    this.#lock = reservation.lock
    this.#db = lowFor(reservation.path, campaign)
    this.#savedAt = this.context.now()
    await previousLock.release()
    await Promise.all([this.#backup(contents, true), this.#recordRecent()])
  }

  /** The file now in use goes to the top of the recent list. */
  #recordRecent(): Promise<void> {
    const file = this.#file
    this.#recorded = this.context.recent.record(file).catch((error: unknown) => {
      this.context.warn(`Could not update the recent campaigns list with "${file}"`, error)
    })
    return this.#recorded
  }

  async #backup(contents: string | Buffer, opening: boolean, newestBackup?: Promise<Buffer | null>): Promise<void> {
    const at = this.context.now()
    const backups = this.context.folder.backupsOf(this.#file)
    try {
      if (opening) await backupOnOpen(backups, contents, at, this.context.backupsToKeep, newestBackup)
      else await backups.writeRolling(contents, at, this.context.backupsToKeep)
      this.#lastBackupAt = at
    } catch (error) {
      // The campaign itself is safely written; a failed backup is retried at the next write.
      this.context.warn(`Could not back up "${this.#file}"`, error)
    }
  }
}

function lowFor(path: string, campaign: Campaign): Low<Campaign> {
  return new Low(new DurableJsonFile(path, (value) => deepFreeze(Campaign.parse(value))), deepFreeze(campaign))
}

function saveFailure(file: string, error: unknown): IpcError {
  const reason = error instanceof Error ? error.message : String(error)
  return new IpcError('internal', `Could not save "${file}": ${reason}`)
}
