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
  appends: number
  bytes: number
  ms: number
}

/**
 * An append-only JSON Lines file where an append returns only once its line is on disk
 * (fdatasync). Appending writes one line and never rewrites earlier ones, so its cost does
 * not grow with the log. Opening cuts off a torn last line, which no caller ever saw
 * acknowledged.
 */
export class AppendOnlyLog {
  private readonly durable: DurableWrites = { appends: 0, bytes: 0, ms: 0 }

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

  close(): void {
    if (this.fd !== null) closeSync(this.fd)
    this.fd = null
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
