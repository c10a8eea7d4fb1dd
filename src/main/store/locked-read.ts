import type { Stats } from 'node:fs'
import { open, stat, type FileHandle } from 'node:fs/promises'
import type { FileLock } from './file-lock'

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
 * again under the lock.
 *
 * Fails with the file system's error when the file cannot be opened or read (ENOENT when it
 * does not exist, and then no lock is taken) or with `acquire`'s when the lock is refused;
 * nothing is left locked or open.
 */
export async function lockAndRead(path: string, acquire: () => Promise<FileLock>): Promise<LockedRead> {
  const handle = await open(path, 'r')
  try {
    const [locking, reading] = await Promise.allSettled([acquire(), readWhole(handle)])
    if (locking.status === 'rejected') throw locking.reason
    const lock = locking.value
    try {
      if (reading.status === 'rejected') throw reading.reason
      const { bytes, stats } = reading.value
      if (isSameFile(stats, await stat(path))) return { lock, bytes, modifiedAt: stats.mtime }
      const again = await open(path, 'r')
      try {
        const fresh = await readWhole(again)
        return { lock, bytes: fresh.bytes, modifiedAt: fresh.stats.mtime }
      } finally {
        await again.close()
      }
    } catch (error) {
      await lock.release()
      throw error
    }
  } finally {
    await handle.close()
  }
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
