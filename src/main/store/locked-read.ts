import type { Stats } from 'node:fs'
import { open, stat, type FileHandle } from 'node:fs/promises'
import type { FileLock } from './file-lock'

/**
 * The campaign file itself could not be opened or read (its `cause` is the file system's
 * error); a failure to take its lock is passed on as it is.
 */
export class FileReadFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'FileReadFailure'
  }
}

/** A campaign file's bytes as they are while this process holds its lock. */
export interface LockedRead {
  lock: FileLock
  bytes: Buffer
  modifiedAt: Date
}

/**
 * Takes the lock of the file at `path` and reads it, the two at once: a GM opening a long
 * campaign waits for one of them, not for both in turn. The read is kept only if, once the
 * lock is held, `path` still names the very file that was read and it has not changed (same
 * inode, which cannot be reused while our handle keeps it open, same size and times). Every
 * writer of a campaign holds its lock and replaces the file by renaming a new one over it,
 * so after that check nobody else can have changed what was read; otherwise it is read
 * again under the lock. (On a FAT drive, whose file ids and 2-second times are coarse, a
 * replacement of the very same size within those 2 seconds could pass the check; it would
 * take another console saving the campaign in the instant before this one opens it.)
 *
 * Fails with `FileReadFailure` when the file cannot be opened or read (its cause ENOENT when
 * it does not exist, and then no lock is taken), or with `acquire`'s own error when the lock
 * cannot be taken; nothing is left locked or open.
 */
export async function lockAndRead(path: string, acquire: () => Promise<FileLock>): Promise<LockedRead> {
  const handle = await open(path, 'r').catch(readFailure)
  try {
    const [locking, reading] = await Promise.allSettled([acquire(), readWhole(handle)])
    if (locking.status === 'rejected') throw locking.reason
    const lock = locking.value
    try {
      if (reading.status === 'rejected') readFailure(reading.reason)
      const { bytes, stats } = reading.value
      if (isSameFile(stats, await stat(path).catch(readFailure))) return { lock, bytes, modifiedAt: stats.mtime }
      const fresh = await readAgain(path)
      return { lock, bytes: fresh.bytes, modifiedAt: fresh.stats.mtime }
    } catch (error) {
      await lock.release()
      throw error
    }
  } finally {
    await closeQuietly(handle)
  }
}

function readFailure(error: unknown): never {
  throw new FileReadFailure(error)
}

async function readAgain(path: string): Promise<{ bytes: Buffer; stats: Stats }> {
  const handle = await open(path, 'r').catch(readFailure)
  try {
    return await readWhole(handle).catch(readFailure)
  } finally {
    await closeQuietly(handle)
  }
}

/** Closing a file that was only read cannot lose anything: a failure must not cost the lock. */
async function closeQuietly(handle: FileHandle): Promise<void> {
  await handle.close().catch(() => undefined)
}

/** The whole file in one read where it can (fs.readFile reads in 512 KiB steps). */
async function readWhole(handle: FileHandle): Promise<{ bytes: Buffer; stats: Stats }> {
  const stats = await handle.stat()
  const bytes = Buffer.allocUnsafe(stats.size)
  let filled = 0
  while (filled < bytes.length) {
    const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled)
    if (bytesRead === 0) break
    filled += bytesRead
  }
  // Shorter than its size said: it was cut while being read; the caller sees what is there.
  return { bytes: filled < bytes.length ? bytes.subarray(0, filled) : bytes, stats }
}

function isSameFile(read: Stats, now: Stats): boolean {
  return read.dev === now.dev && read.ino === now.ino && read.size === now.size && read.mtimeMs === now.mtimeMs && read.ctimeMs === now.ctimeMs
}
