import { readdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { IpcError } from '@shared/ipc/errors'
import { BackupFolder } from './backups'
import { CampaignLock } from './campaign-lock'
import { ensureDirectory } from './directories'
import { exists } from './fs-helpers'

/** A new campaign file name, locked for us and not yet written. */
export interface Reservation {
  file: string
  path: string
  lock: CampaignLock
}

const MAX_CANDIDATES = 1000

/** The data folder: where campaign files, their locks and their backups live. */
export class DataFolder {
  constructor(
    readonly directory: string,
    /** proper-lockfile's staleness for the campaigns' locks. */
    readonly lockStaleMs: number,
  ) {}

  /** The path of a campaign file; `file` must already be checked as a plain file name. */
  pathOf(file: string): string {
    return join(this.directory, file)
  }

  /** The backups of a campaign file. */
  backupsOf(file: string): BackupFolder {
    return new BackupFolder(this.directory, file)
  }

  /**
   * Picks the first free name among `candidate(1)`, `candidate(2)`, ... and locks it. A name
   * is free when no file, lock or backup folder uses it: reusing a deleted campaign's name
   * would mix its backups (perhaps the only copy left of it) with the new campaign's and
   * rotate them away.
   */
  async reserve(candidate: (attempt: number) => string): Promise<Reservation> {
    await ensureDirectory(this.directory)
    for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
      const file = candidate(attempt)
      const path = this.pathOf(file)
      if (!(await this.#looksFree(file))) continue
      const lock = await CampaignLock.acquire(path, { staleMs: this.lockStaleMs }).catch(nullOnConflict)
      if (!lock) continue
      // Checked again under the lock: another process may have created it in between.
      if (!(await exists(path))) return { file, path, lock }
      await lock.release()
    }
    throw new IpcError('conflict', `No free file name near "${candidate(1)}" in the data folder.`)
  }

  /**
   * Temp files that interrupted writes of this campaign and of its backups left behind (a
   * crash between write and rename: write-file-atomic names them `<file>.<number>`). Found
   * while the file is being checked, removed only once it is known good and only while
   * holding its lock, when no other writer can exist.
   */
  async findLeftovers(file: string): Promise<string[]> {
    const path = this.pathOf(file)
    const [writes, backups] = await Promise.all([this.#writeLeftovers(path), this.backupsOf(file).leftovers()])
    return [...writes, ...backups]
  }

  async #writeLeftovers(path: string): Promise<string[]> {
    const names = await readdir(dirname(path)).catch(() => [])
    const prefix = `${basename(path)}.`
    return names.filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))).map((name) => join(this.directory, name))
  }

  async #looksFree(file: string): Promise<boolean> {
    const path = this.pathOf(file)
    const taken = await Promise.all([exists(path), exists(`${path}.lock`), exists(this.backupsOf(file).directory)])
    return !taken.includes(true)
  }
}

function nullOnConflict(error: unknown): null {
  if (error instanceof IpcError && error.code === 'conflict') return null
  throw error
}
