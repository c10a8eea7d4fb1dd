import { readFile } from 'node:fs/promises'
import type { Adapter } from 'lowdb'
import { isMissing } from './fs-helpers'
import { writerFor, type SerialWriter } from './serial-writer'

/** The on-disk form of every JSON file the store writes: indented, ending in a newline. */
export function serializeJson(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`
}

/**
 * A lowdb adapter for one JSON file with durable, atomic, serialized writes (see
 * `SerialWriter`). lowdb's own JSONFile adapter never fsyncs, and its preset silently keeps
 * data in memory under NODE_ENV=test, so the store uses `Low` with this adapter instead.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  readonly #writer: SerialWriter

  /**
   * @param path the file
   * @param parse checks what was read and returns it typed; throwing rejects `read()`
   */
  constructor(
    readonly path: string,
    private readonly parse: (value: unknown) => T,
  ) {
    this.#writer = writerFor(path)
  }

  /** The file's data, or null when it does not exist. Invalid JSON or data rejects. */
  async read(): Promise<T | null> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
    return this.parse(JSON.parse(text))
  }

  /** Resolves once `data` (or a newer state queued after it) is durable on disk. */
  write(data: T): Promise<void> {
    return this.#writer.write(serializeJson(data))
  }
}
