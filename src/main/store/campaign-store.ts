import { randomUUID } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { Campaign, describeIssues, MIGRATIONS, type Migration } from '@shared/campaign'
import { newCampaign } from '@shared/campaign/factory'
import type { CampaignListing } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import { CampaignLock, FileReadFailure, LOCK_STALE_MS, lockAndRead, type LockedRead } from './campaign-lock'
import { DataFolder, type Reservation } from './data-folder'
import { checkCampaignFileName, isCampaignFileName, numberedNames, restoredNames, slugify } from './file-names'
import { isMissing, removeFiles } from './fs-helpers'
import { inspectCampaign } from './inspect'
import { serializeJson } from './json-file-adapter'
import { OpenCampaign, type CampaignContext } from './open-campaign'
import { RecentFiles } from './recent'
import { writerFor } from './serial-writer'
import { campaignInvalid, unreadable } from './store-errors'

/** How a `CampaignStore` is set up. */
export interface CampaignStoreOptions {
  /** The data folder holding the campaign files (created when the first campaign is). */
  dataDir: string
  /** How many rolling backups each campaign keeps. */
  backupsToKeep?: number
  /** The migration steps known to this build (tests inject their own). */
  migrations?: readonly Migration[]
  /** The clock for timestamps and backup times (tests control it). */
  now?: () => Date
  /** Generates a new campaign's id. */
  newId?: () => string
  /** Told about failures that do not fail an operation (a backup, the recent list). */
  warn?: (message: string, error: unknown) => void
  /**
   * How long the lock of a crashed process lasts before it is taken over (`LOCK_STALE_MS` by
   * default; tests that crash processes on purpose shorten it, to 2,000 at least).
   */
  lockStaleMs?: number
}

/**
 * The campaign repository: one JSON file per campaign in the data folder, opened for writing
 * by one process at a time, with rolling backups and migration. A file that fails to parse
 * or validate is never written; the caller gets `campaign_invalid` with its problems and
 * backups.
 */
export class CampaignStore {
  readonly #folder: DataFolder
  readonly #recent: RecentFiles
  readonly #migrations: readonly Migration[]
  readonly #newId: () => string
  readonly #context: CampaignContext

  constructor(options: CampaignStoreOptions) {
    this.#folder = new DataFolder(options.dataDir, options.lockStaleMs ?? LOCK_STALE_MS)
    this.#recent = new RecentFiles(options.dataDir)
    this.#migrations = options.migrations ?? MIGRATIONS
    this.#newId = options.newId ?? randomUUID
    this.#context = {
      folder: this.#folder,
      recent: this.#recent,
      backupsToKeep: options.backupsToKeep ?? 10,
      now: options.now ?? (() => new Date()),
      warn: options.warn ?? ((message, error) => console.warn(`${message}:`, error)),
    }
  }

  /** Every campaign file in the data folder, most recently modified first, with its status. */
  async list(): Promise<CampaignListing[]> {
    const entries = await readdir(this.#folder.directory, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return []
      throw error
    })
    const files = entries.filter((entry) => entry.isFile() && isCampaignFileName(entry.name)).map((entry) => entry.name)
    const listings = (await Promise.all(files.map((file) => this.#listing(file)))).filter((listing) => listing !== null)
    return listings.sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || a.file.localeCompare(b.file))
  }

  /**
   * A campaign file as it reads now, for a look only: never locked, opened or written (an
   * older one is migrated in memory). Null when it cannot be read or checked, which the
   * campaign list shows already.
   */
  async peek(file: string): Promise<Campaign | null> {
    const bytes = await readFile(this.#folder.pathOf(checkCampaignFileName(file))).catch(() => null)
    if (bytes === null) return null
    const inspection = inspectCampaign(bytes.toString('utf8'), this.#migrations)
    return inspection.ok ? inspection.campaign : null
  }

  /** The campaign files opened most recently that still exist, newest first. */
  recent(): Promise<string[]> {
    return this.#recent.list()
  }

  /**
   * Creates a new campaign (default settings, empty lists) in a new file named from `name`
   * and opens it. An invalid name is refused with `invalid_payload`.
   */
  async create(name: string): Promise<OpenCampaign> {
    const candidate = newCampaign(name, this.#newId(), this.#context.now())
    const result = Campaign.safeParse(candidate)
    if (!result.success) {
      const problems = describeIssues(result.error.issues, candidate)
      throw new IpcError('invalid_payload', `Cannot create a campaign named "${name}": ${problems[0]!.message}.`, { problems })
    }
    return this.#startNew(await this.#folder.reserve(numberedNames(slugify(result.data.name))), result.data)
  }

  /**
   * Opens a campaign file for writing. Fails with `invalid_payload` for a name that is not a
   * plain `*.json` file name, `not_found`, `conflict` when another process has it open, and
   * `campaign_invalid` when it cannot be read, parsed, validated or migrated, or is from a
   * newer version; in those cases the file is left exactly as it was. An older file is
   * migrated after a pre-migration backup of it is written.
   */
  async open(file: string): Promise<OpenCampaign> {
    const path = this.#folder.pathOf(checkCampaignFileName(file))
    const read = await this.#lockAndRead(file, path)
    try {
      return await this.#openLocked(file, path, read)
    } catch (error) {
      await read.lock.release()
      throw error
    }
  }

  /**
   * Opens backup `backup` of campaign `file` as a new campaign file beside it
   * (`<stem>-restored-<n>.json`). The campaign file itself is not touched, so this is how a
   * GM gets back to work after `campaign_invalid`.
   */
  async restoreBackup(file: string, backup: string): Promise<OpenCampaign> {
    const backups = this.#folder.backupsOf(checkCampaignFileName(file))
    const entry = (await backups.list()).find((candidate) => candidate.file === backup)
    if (!entry) throw new IpcError('not_found', `There is no backup "${backup}" of "${file}".`)
    const bytes = await readFile(entry.path).catch(async (error: unknown) => {
      throw await campaignInvalid(backup, unreadable(error), backups, this.#migrations)
    })
    const inspection = inspectCampaign(bytes.toString('utf8'), this.#migrations)
    if (!inspection.ok) throw await campaignInvalid(backup, inspection, backups, this.#migrations)
    return this.#startNew(await this.#folder.reserve(restoredNames(file)), inspection.campaign)
  }

  async #openLocked(file: string, path: string, { lock, bytes, modifiedAt }: LockedRead): Promise<OpenCampaign> {
    // The folder scans and the newest backup's read wait on the disk: let them run while the
    // text is parsed and checked, which keeps the main thread busy anyway.
    const leftovers = this.#folder.findLeftovers(file).catch((): string[] => [])
    const newestBackup = this.#folder
      .backupsOf(file)
      .newestRolling()
      .catch(() => null)
    const inspection = inspectCampaign(bytes.toString('utf8'), this.#migrations)
    if (!inspection.ok) throw await campaignInvalid(file, inspection, this.#folder.backupsOf(file), this.#migrations)
    await removeFiles(await leftovers)
    const { campaign } = inspection
    if (inspection.migratedFrom === null) {
      return OpenCampaign.start(this.#context, { file, lock, campaign, contents: bytes, savedAt: modifiedAt, newestBackup })
    }
    await this.#backUpBeforeMigration(file, bytes, inspection.migratedFrom)
    const contents = serializeJson(campaign)
    await writerFor(path).write(contents)
    return OpenCampaign.start(this.#context, { file, lock, campaign, contents, savedAt: this.#context.now() })
  }

  /** Writes a new campaign file under a reserved name and opens it; the lock is released on failure. */
  async #startNew(reservation: Reservation, campaign: Campaign): Promise<OpenCampaign> {
    const contents = serializeJson(campaign)
    try {
      await writerFor(reservation.path).write(contents)
    } catch (error) {
      await reservation.lock.release()
      throw error
    }
    const start = { file: reservation.file, lock: reservation.lock, campaign, contents, savedAt: this.#context.now() }
    return OpenCampaign.start(this.#context, start)
  }

  async #backUpBeforeMigration(file: string, bytes: Buffer, from: number): Promise<void> {
    try {
      await this.#folder.backupsOf(file).writePreMigration(bytes, from, this.#context.now())
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new IpcError('internal', `"${file}" was not migrated because its backup could not be written: ${reason}`)
    }
  }

  async #lockAndRead(file: string, path: string): Promise<LockedRead> {
    try {
      return await lockAndRead(path, () => CampaignLock.acquire(path, { staleMs: this.#folder.lockStaleMs }))
    } catch (error) {
      // The lock's own failures (held elsewhere, a read-only folder) say nothing about the file.
      if (!(error instanceof FileReadFailure)) throw error
      if (isMissing(error.cause)) throw new IpcError('not_found', `There is no campaign file "${file}" in the data folder.`)
      throw await campaignInvalid(file, unreadable(error.cause), this.#folder.backupsOf(file), this.#migrations)
    }
  }

  async #listing(file: string): Promise<CampaignListing | null> {
    const path = this.#folder.pathOf(file)
    try {
      const [bytes, stats] = await Promise.all([readFile(path), stat(path)])
      const inspection = inspectCampaign(bytes.toString('utf8'), this.#migrations)
      const name = inspection.ok ? inspection.campaign.name : inspection.name
      return { file, name, modifiedAt: stats.mtime.toISOString(), status: inspection.ok ? 'ok' : 'invalid' }
    } catch (error) {
      // Deleted since the folder was read: not a campaign any more.
      if (isMissing(error)) return null
      return { file, name: null, modifiedAt: new Date(0).toISOString(), status: 'invalid' }
    }
  }
}
