import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fsyncDirectory } from '../store'

/** What reading a log found: its lines, where the good part ends, and what was cut off. */
export interface LogRead {
  lines: unknown[]
  /** Byte length of the complete, parsed lines. */
  end: number
  /** Bytes after the last complete line: an append the crash interrupted, never acknowledged. */
  tornBytes: number
}

/** A log line that is complete but unreadable: the file was damaged, not merely cut off. */
export class LogCorruption extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
  ) {
    super(`The session log ${file} is damaged at line ${line}; it has been left as it is.`)
    this.name = 'LogCorruption'
  }
}

/**
 * What making appends durable has cost so far: how many, their bytes, and the milliseconds
 * spent in their write and fdatasync. The benchmarks read it before and after a request to
 * tell the host's own work from the disk's; nothing else depends on it.
 */
export interface DurableWrites {
  /** Writes made durable, one fdatasync each. */
  syncs: number
  appends: number
  bytes: number
  ms: number
}

/**
 * An append-only JSON Lines file where an append counts only once its line is on disk
 * (fdatasync). Appending writes one line and never rewrites earlier ones, so its cost does
 * not grow with the log. Opening cuts off a torn last line, which no caller ever saw
 * acknowledged. `append` waits for the disk on the spot; `take` and `sync` let the caller
 * work while the disk writes, and wait for it afterwards.
 */
export class AppendOnlyLog {
  private readonly durable: DurableWrites = { syncs: 0, appends: 0, bytes: 0, ms: 0 }
  /** Lines taken and not yet written: `sync` writes them. */
  private taken: Buffer[] = []
  /** The write under way, if any: closing waits for it, so its descriptor is never another file's. */
  private writing: Promise<unknown> | null = null

  private constructor(
    readonly file: string,
    private fd: number | null,
    private size: number,
  ) {}

  /** Opens (creating if needed) and repairs a torn tail; `from` skips bytes already known. */
  static async open(file: string, from = 0): Promise<{ log: AppendOnlyLog; read: LogRead }> {
    const createdFolder = await mkdir(dirname(file), { recursive: true })
    // A new folder's name must survive a power cut too, like the new file's below.
    if (createdFolder !== undefined) await fsyncDirectory(dirname(createdFolder))
    const fd = openSync(file, 'a+')
    const isNew = fstatSync(fd).size === 0
    let read: LogRead
    try {
      read = readLines(fd, file, from)
    } catch (error) {
      closeSync(fd)
      throw error
    }
    if (read.tornBytes > 0) {
      ftruncateSync(fd, read.end)
      fdatasyncSync(fd)
    }
    // A new file's name must survive a power cut too.
    if (isNew) await fsyncDirectory(dirname(file))
    return { log: new AppendOnlyLog(file, fd, read.end), read }
  }

  /** Byte length of the log: where the next line starts. */
  get length(): number {
    return this.size
  }

  /** The appends' durable writes so far (a copy). */
  get writes(): DurableWrites {
    return { ...this.durable }
  }

  /** Appends one JSON line durably; returns the byte offset after it. */
  append(value: unknown): number {
    if (this.fd === null) throw new Error(`The session log ${this.file} is closed.`)
    const line = Buffer.from(`${JSON.stringify(value)}\n`)
    try {
      const start = performance.now()
      let written = 0
      while (written < line.length) written += writeSync(this.fd, line, written, line.length - written)
      fdatasyncSync(this.fd)
      this.durable.ms += performance.now() - start
      this.durable.syncs += 1
      this.durable.appends += 1
      this.durable.bytes += line.length
    } catch (error) {
      // A failed append (a full disk) must not leave half a line for the next one to follow.
      ftruncateSync(this.fd, this.size)
      throw error
    }
    this.size += line.length
    return this.size
  }

  /**
   * Takes one JSON line to append at the next `sync`.
   * Serializing happens here, so a value that cannot be written throws before anything counts.
   */
  take(value: unknown): void {
    if (this.fd === null) throw new Error(`The session log ${this.file} is closed.`)
    this.taken.push(Buffer.from(`${JSON.stringify(value)}\n`))
  }

  /**
   * Writes the lines taken since the last sync and fdatasyncs them, on the main thread: on a
   * quiet disk an fdatasync takes 0.2 to 0.4 ms, less than the hop to libuv's thread pool and
   * back costs at the tail (measured: an event's p95 rose from 1.7 to 3.4 ms with it there).
   * Resolves with the byte offset after them once they are on disk. A failure (a full disk, a
   * failing device) cuts the file back to where
   * they began and rejects: none of them counts. One sync at a time.
   */
  sync(): Promise<number> {
    if (this.fd === null) return Promise.reject(new Error(`The session log ${this.file} is closed.`))
    if (this.writing) return Promise.reject(new Error(`The session log ${this.file} is already being written.`))
    const lines = this.taken
    this.taken = []
    if (lines.length === 0) return Promise.resolve(this.size)
    const writing = this.writeOut(this.fd, lines.length === 1 ? lines[0]! : Buffer.concat(lines), lines.length)
    this.writing = writing
    return writing.finally(() => {
      this.writing = null
    })
  }

  private async writeOut(fd: number, bytes: Buffer, appends: number): Promise<number> {
    const start = performance.now()
    let written = 0
    try {
      // The write only hands the bytes to the page cache, some microseconds; the fdatasync is what waits for the disk.
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written)
      fdatasyncSync(fd)
    } catch (error) {
      // What reached the file must not stay for the next append to follow; if it cannot be cut, the log closes rather than append after it.
      if (written > 0) this.cutBack(fd)
      throw error
    }
    this.durable.ms += performance.now() - start
    this.durable.syncs += 1
    this.durable.appends += appends
    this.durable.bytes += bytes.length
    this.size += bytes.length
    return this.size
  }

  /** Cuts the file back to its durable lines after a failed write. */
  private cutBack(fd: number): void {
    try {
      ftruncateSync(fd, this.size)
    } catch {
      this.close()
    }
  }

  /** Closes the file, once the write under way (if any) is over. */
  close(): void {
    const fd = this.fd
    if (fd === null) return
    this.fd = null
    this.taken = []
    const shut = () => closeSync(fd)
    if (this.writing) this.writing.then(shut, shut).catch(() => undefined)
    else shut()
  }
}

const CHUNK = 1 << 16

function readLines(fd: number, file: string, from: number): LogRead {
  const total = fstatSync(fd).size
  const start = Math.min(from, total)
  const buffer = Buffer.alloc(total - start)
  let offset = 0
  while (offset < buffer.length) {
    const n = readSync(fd, buffer, offset, Math.min(CHUNK, buffer.length - offset), start + offset)
    if (n === 0) break
    offset += n
  }
  return parseLogBytes(buffer.subarray(0, offset), file, start)
}

/**
 * Splits log bytes (read from byte `start` of `file`) into parsed lines. Bytes after the last
 * newline are a torn append. So is an unreadable last line: its newline reached the disk but
 * not all of its bytes, which only a power cut during that append can do, and an append is
 * acknowledged only once all of it is on disk. An unreadable line with lines after it is
 * damage, and throws.
 */
export function parseLogBytes(buffer: Buffer, file: string, start = 0): LogRead {
  const lines: unknown[] = []
  let lineStart = 0
  let lineNumber = 0
  for (;;) {
    const newline = buffer.indexOf(0x0a, lineStart)
    if (newline < 0) break
    lineNumber += 1
    const text = buffer.toString('utf8', lineStart, newline)
    try {
      lines.push(JSON.parse(text))
    } catch {
      if (buffer.indexOf(0x0a, newline + 1) < 0) break
      throw new LogCorruption(file, lineNumber)
    }
    lineStart = newline + 1
  }
  return { lines, end: start + lineStart, tornBytes: buffer.length - lineStart }
}

/** Reads a log without opening it for appends: an ended session's log stays as it is. */
export async function readLogFile(file: string): Promise<LogRead> {
  return parseLogBytes(await readFile(file), file)
}
