import { join } from 'node:path'
import { Low } from 'lowdb'
import { z } from 'zod'
import { DurableJsonFile } from './json-file-adapter'
import { isCampaignFileName } from './file-names'
import { exists } from './fs-helpers'
import { TaskQueue } from './task-queue'

/** The recent-files list's name in the data folder; a dot file, so it is never listed as a campaign. */
export const RECENT_FILE = '.recent.json'

const RecentList = z.object({ files: z.array(z.string()) })
type RecentList = z.infer<typeof RecentList>

/**
 * The campaign files opened most recently, newest first, kept in `.recent.json` with the same
 * durable writer as campaigns. The list is a convenience: a missing or broken file reads as
 * empty, and it is rebuilt by the next open.
 */
export class RecentFiles {
  readonly #db: Low<RecentList>
  readonly #queue = new TaskQueue()

  constructor(
    private readonly dataDir: string,
    private readonly limit = 10,
  ) {
    this.#db = new Low(new DurableJsonFile(join(dataDir, RECENT_FILE), (value) => RecentList.parse(value)), { files: [] })
  }

  /** The recent campaign files that still exist, newest first, once pending records are written. */
  async list(): Promise<string[]> {
    const files = await this.#queue.run(() => this.#read())
    const present = await Promise.all(files.map((file) => exists(join(this.dataDir, file)).catch(() => false)))
    return files.filter((_, i) => present[i])
  }

  /** Moves `file` to the front of the list. */
  record(file: string): Promise<void> {
    return this.#queue.run(async () => {
      const files = await this.#read()
      const next = [file, ...files.filter((other) => other !== file)].slice(0, this.limit)
      // Reopening the campaign already at the top (every start of the app does) changes
      // nothing, so it costs no durable write.
      if (next.length === files.length && next.every((name, i) => name === files[i])) return
      this.#db.data = { files: next }
      await this.#db.write()
    })
  }

  /** Reads the list afresh (another process may have changed it); unusable names are dropped. */
  async #read(): Promise<string[]> {
    this.#db.data = { files: [] }
    try {
      await this.#db.read()
    } catch {
      // Broken JSON or wrong shape: the list is only a convenience, start it again.
      return []
    }
    return [...new Set(this.#db.data.files.filter(isCampaignFileName))]
  }
}
