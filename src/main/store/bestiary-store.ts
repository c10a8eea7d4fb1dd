import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BESTIARY_MIGRATIONS, Bestiary, emptyBestiary } from '@shared/bestiary'
import { describeIssues, type Migration } from '@shared/campaign'
import { IpcError } from '@shared/ipc/errors'
import { deepFreeze } from '@shared/session/frozen'
import { isBackupDue } from './backup-policy'
import { inspectBestiary } from './bestiary-file'
import { CampaignLock, LOCK_STALE_MS } from './campaign-lock'
import { DataFolder } from './data-folder'
import { ensureDirectory } from './directories'
import { isMissing, removeFiles } from './fs-helpers'
import { serializeJson } from './json-file-adapter'
import { writerFor } from './serial-writer'
import { checkBackupsWith, unreadable, type FileProblem } from './store-errors'
import { TaskQueue } from './task-queue'

/** The bestiary's folder inside the data folder: apart from the campaign files, so no campaign list shows it. */
export const BESTIARY_FOLDER = 'bestiary'
/** The bestiary's file inside its folder. */
export const BESTIARY_FILE = 'bestiary.json'

/** How a `BestiaryStore` is set up. */
export interface BestiaryStoreOptions {
  dataDir: string
  /** How many rolling backups the bestiary keeps. */
  backupsToKeep?: number
  /** The format's migration steps (tests inject their own). */
  migrations?: readonly Migration[]
  /** The clock for backup times. */
  now?: () => Date
  /** proper-lockfile's staleness for the bestiary's lock (`LOCK_STALE_MS` by default). */
  lockStaleMs?: number
}

/**
 * The NPC library kept beside the campaigns, in one JSON file with a campaign file's care: each
 * change takes the file's lock (another console on the same data folder waits its turn or is
 * told), reads it, writes the whole result atomically and durably, keeps rolling backups and a
 * backup before a migration. A file that cannot be read, parsed, validated or migrated is never
 * written: every request says so (`campaign_invalid`, with its problems and backups).
 */
export class BestiaryStore {
  readonly #folder: DataFolder
  readonly #migrations: readonly Migration[]
  readonly #backupsToKeep: number
  readonly #now: () => Date
  readonly #queue = new TaskQueue()

  constructor(options: BestiaryStoreOptions) {
    this.#folder = new DataFolder(join(options.dataDir, BESTIARY_FOLDER), options.lockStaleMs ?? LOCK_STALE_MS)
    this.#migrations = options.migrations ?? BESTIARY_MIGRATIONS
    this.#backupsToKeep = options.backupsToKeep ?? 10
    this.#now = options.now ?? (() => new Date())
  }

  /** The bestiary file's path. */
  get path(): string {
    return this.#folder.pathOf(BESTIARY_FILE)
  }

  /** The library as the file holds it now (migrated in memory if older; empty when there is no file yet). Deeply frozen. */
  async read(): Promise<Bestiary> {
    const bytes = await readFile(this.path).catch(async (error: unknown) => {
      if (isMissing(error)) return null
      throw await this.#invalid(unreadable(error))
    })
    return deepFreeze(bytes === null ? emptyBestiary() : (await this.#inspect(bytes)).bestiary)
  }

  /**
   * Changes the library under its lock: `change` gets the library as the file holds it and
   * gives back the next one and an answer. The result is validated whole and written durably
   * before the answer is given; a refusal, an invalid result or a failed write leaves the file
   * as it was. Changes from this process run one at a time.
   */
  change<T>(change: (bestiary: Bestiary) => { bestiary: Bestiary; answer: T }): Promise<T> {
    return this.#queue.run(async () => {
      await ensureDirectory(this.#folder.directory)
      const lock = await CampaignLock.acquire(this.path, { label: 'The bestiary', staleMs: this.#folder.lockStaleMs })
      try {
        return await this.#changeLocked(change)
      } finally {
        await lock.release()
      }
    })
  }

  async #changeLocked<T>(change: (bestiary: Bestiary) => { bestiary: Bestiary; answer: T }): Promise<T> {
    const bytes = await readFile(this.path).catch(async (error: unknown) => {
      if (isMissing(error)) return null
      throw await this.#invalid(unreadable(error))
    })
    const found = bytes === null ? { bestiary: emptyBestiary(), migratedFrom: null } : await this.#inspect(bytes)
    const { bestiary, answer } = change(deepFreeze(found.bestiary))
    const checked = Bestiary.safeParse(bestiary)
    if (!checked.success) {
      const problems = describeIssues(checked.error.issues, bestiary)
      throw new IpcError('invalid_payload', `That change would leave the bestiary invalid: ${problems[0]!.path}: ${problems[0]!.message}.`, {
        problems,
      })
    }
    if (bytes !== null) await this.#backUp(bytes, found.migratedFrom)
    await writerFor(this.path).write(serializeJson(checked.data))
    // Temp files of writes a crash interrupted: safe to remove only now, holding the lock.
    await removeFiles(await this.#folder.findLeftovers(BESTIARY_FILE).catch((): string[] => []))
    return answer
  }

  async #inspect(bytes: Buffer): Promise<{ bestiary: Bestiary; migratedFrom: number | null }> {
    const inspection = inspectBestiary(bytes.toString('utf8'), this.#migrations)
    if (!inspection.ok) throw await this.#invalid(inspection)
    return inspection
  }

  /**
   * The file as found is kept before it is replaced: always before its first write in a newer
   * format (until the GM deletes that backup), else as a rolling backup at most once per
   * backup interval, read from the backups themselves so every console on the folder agrees.
   */
  async #backUp(bytes: Buffer, migratedFrom: number | null): Promise<void> {
    const backups = this.#folder.backupsOf(BESTIARY_FILE)
    const at = this.#now()
    if (migratedFrom !== null) {
      await backups.writePreMigration(bytes, migratedFrom, at)
      return
    }
    const newest = (await backups.list()).find((entry) => entry.kind === 'rolling')
    if (!newest || isBackupDue(new Date(newest.savedAt), at)) await backups.writeRolling(bytes, at, this.#backupsToKeep)
  }

  async #invalid(problem: FileProblem): Promise<IpcError> {
    const backups = await checkBackupsWith(this.#folder.backupsOf(BESTIARY_FILE), (text) => inspectBestiary(text, this.#migrations).ok)
    const file = `${BESTIARY_FOLDER}/${BESTIARY_FILE}`
    const message = `The bestiary "${file}" ${problem.summary}. It is left as it is: mend it or put back a backup from its backups folder.`
    return new IpcError('campaign_invalid', message, { campaignFile: { file, reason: problem.reason, problems: problem.problems, backups } })
  }
}
