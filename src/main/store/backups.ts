import { readdir, readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { ensureDirectory } from './directories'
import { writeFileDurably } from './durable-write'
import { stemOf } from './file-names'
import { ignoreMissing, isMissing } from './fs-helpers'

/** One backup file of a campaign. */
export interface BackupEntry {
  /** The backup's file name inside the campaign's backup folder. */
  file: string
  path: string
  /** When it was taken (ISO-8601), by the store's clock. */
  savedAt: string
  /** Rolling backups rotate; a pre-migration backup is kept until the GM deletes it. */
  kind: 'rolling' | 'pre-migration'
  /** Tells apart backups taken in the same millisecond. */
  sequence: number
}

/** The folder all backups live under, inside the data folder. */
export const BACKUPS_FOLDER = 'backups'

const STAMP = String.raw`(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z`
const BACKUP_NAME = new RegExp(String.raw`^(?:pre-migration-v(\d+)\.)?${STAMP}(?:-(\d+))?\.json$`)

/** "2026-11-21T19-30-00-000Z": an ISO time that sorts as text and is a valid file name everywhere. */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-')
}

/**
 * The backups of one campaign file: `<dataDir>/backups/<stem>/`, each named
 * `<stem>.<stamp>.json` (rolling) or `<stem>.pre-migration-v<from>.<stamp>.json`.
 */
export class BackupFolder {
  readonly directory: string
  readonly stem: string

  constructor(dataDir: string, campaignFile: string) {
    this.stem = stemOf(campaignFile)
    this.directory = join(dataDir, BACKUPS_FOLDER, this.stem)
  }

  /** Every backup, newest first; a missing folder has none. */
  async list(): Promise<BackupEntry[]> {
    let names: string[]
    try {
      names = await readdir(this.directory)
    } catch (error) {
      if (isMissing(error)) return []
      throw error
    }
    const entries = names.map((name) => this.#parse(name)).filter((entry) => entry !== null)
    return entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.sequence - a.sequence)
  }

  /** The contents of the newest rolling backup, or null when there is none. */
  async newestRolling(): Promise<Buffer | null> {
    const newest = (await this.list()).find((entry) => entry.kind === 'rolling')
    return newest ? readFile(newest.path) : null
  }

  /** Writes a rolling backup stamped `at`, then deletes the oldest beyond `keep`. */
  async writeRolling(contents: string | Buffer, at: Date, keep: number): Promise<void> {
    if (keep <= 0) return
    await this.#write('', contents, at)
    const rolling = (await this.list()).filter((entry) => entry.kind === 'rolling')
    for (const old of rolling.slice(keep)) await unlink(old.path).catch(ignoreMissing)
  }

  /** Writes the backup of a file as found before migrating it from schema version `from`. */
  async writePreMigration(contents: string | Buffer, from: number, at: Date): Promise<string> {
    return this.#write(`pre-migration-v${from}.`, contents, at)
  }

  /**
   * Temp files of backups whose write never finished (write-file-atomic names them
   * `<backup>.<number>`). Only safe to delete while holding the campaign's lock.
   */
  async leftovers(): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [])
    return names.filter((name) => /\.json\.\d+$/.test(name)).map((name) => join(this.directory, name))
  }

  async #write(prefix: string, contents: string | Buffer, at: Date): Promise<string> {
    await ensureDirectory(this.directory)
    const taken = new Set((await this.list()).map((entry) => entry.file))
    const base = `${this.stem}.${prefix}${fileStamp(at)}`
    let file = `${base}.json`
    for (let sequence = 1; taken.has(file); sequence++) file = `${base}-${sequence}.json`
    await writeFileDurably(join(this.directory, file), contents)
    return file
  }

  #parse(file: string): BackupEntry | null {
    if (!file.startsWith(`${this.stem}.`)) return null
    const match = BACKUP_NAME.exec(file.slice(this.stem.length + 1))
    if (!match) return null
    const [, from, day, hours, minutes, seconds, millis, sequence] = match
    return {
      file,
      path: join(this.directory, file),
      savedAt: `${day}T${hours}:${minutes}:${seconds}.${millis}Z`,
      kind: from === undefined ? 'rolling' : 'pre-migration',
      sequence: sequence === undefined ? 0 : Number(sequence),
    }
  }
}
