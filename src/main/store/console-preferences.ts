import { join } from 'node:path'
import { KeptPreferences, type ConsolePreferences } from '@shared/ipc/preferences-contract'
import { DurableJsonFile } from './json-file-adapter'
import { TaskQueue } from './task-queue'

/** The console preferences' file in the data folder; a dot file, so it is never listed as a campaign. */
export const PREFERENCES_FILE = '.console-preferences.json'

/**
 * The GM's console preferences, kept in `.console-preferences.json` with the same durable
 * writer as campaigns, so they survive a restart of the host (and its new port). They are a
 * convenience: a missing or broken file reads as none chosen, and the next change rewrites it.
 */
export class ConsolePreferencesFile {
  readonly #file: DurableJsonFile<ConsolePreferences>
  readonly #queue = new TaskQueue()

  constructor(dataDir: string) {
    this.#file = new DurableJsonFile(join(dataDir, PREFERENCES_FILE), (value) => KeptPreferences.parse(value))
  }

  /** The preferences as last written, once pending changes are. */
  read(): Promise<ConsolePreferences> {
    return this.#queue.run(() => this.#read())
  }

  /** Sets the preferences in `change` and keeps the others; gives all of them. */
  update(change: ConsolePreferences): Promise<ConsolePreferences> {
    return this.#queue.run(async () => {
      const before = await this.#read()
      const next = { ...before, ...change }
      // The same choice again (every page that loads with it) costs no durable write.
      if (JSON.stringify(next) !== JSON.stringify(before)) await this.#file.write(next)
      return next
    })
  }

  /** Reads the file afresh (another process may have changed it). */
  async #read(): Promise<ConsolePreferences> {
    try {
      return (await this.#file.read()) ?? {}
    } catch {
      // Broken JSON or a wrong shape: the preferences are only a convenience, start them again.
      return {}
    }
  }
}
