import { resolve } from 'node:path'
import { writeFileDurably } from './durable-write'

interface Waiter {
  resolve(): void
  reject(error: unknown): void
}

interface PendingWrite {
  contents: string
  waiters: Waiter[]
}

/**
 * The one writer of one file. Writes never overlap: while one is on its way to disk, later
 * calls wait, and only the last state among them is written (the ones before it are already
 * stale). Every call resolves once its state, or a newer one, is durable, and rejects if the
 * write that carried it failed.
 */
export class SerialWriter {
  #next: PendingWrite | null = null
  #draining = false

  constructor(readonly path: string) {}

  /** Queues `contents` as the file's next state; resolves when that state is durable. */
  write(contents: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter = { resolve, reject }
      if (this.#next) {
        this.#next.contents = contents
        this.#next.waiters.push(waiter)
      } else {
        this.#next = { contents, waiters: [waiter] }
      }
      if (!this.#draining) void this.#drain()
    })
  }

  async #drain(): Promise<void> {
    this.#draining = true
    while (this.#next) {
      const batch = this.#next
      this.#next = null
      try {
        await writeFileDurably(this.path, batch.contents)
        for (const waiter of batch.waiters) waiter.resolve()
      } catch (error) {
        for (const waiter of batch.waiters) waiter.reject(error)
      }
    }
    this.#draining = false
  }
}

const writers = new Map<string, SerialWriter>()

/**
 * The process-wide writer of `path`. Two adapters on the same file share it, so their writes
 * queue instead of racing each other's renames.
 */
export function writerFor(path: string): SerialWriter {
  const key = resolve(path)
  let writer = writers.get(key)
  if (!writer) {
    writer = new SerialWriter(key)
    writers.set(key, writer)
  }
  return writer
}
