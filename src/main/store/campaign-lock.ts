import { randomBytes } from 'node:crypto'
import type { Stats } from 'node:fs'
import { open, readFile, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises'
import { hostname } from 'node:os'
import { basename } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import lockfile from 'proper-lockfile'
import { IpcError } from '@shared/ipc/errors'
import { ignoreMissing } from './fs-helpers'

/**
 * How long a lock nobody refreshes stays a lock: proper-lockfile refreshes its holder's every
 * half of that, and takes over one left unrefreshed that long (its holder crashed).
 */
export const LOCK_STALE_MS = 5_000

/** How often a lock whose holder is gone is tried again while it goes stale. */
const RETRY_MS = 200

/**
 * Who holds a lock, written by the holder beside it (`<file>.lock-owner`): proper-lockfile's
 * lock says nothing of its holder, and a conflict names it.
 */
interface LockOwner {
  pid: number
  host: string
  token: string
}

/** Tokens of the locks this process holds, by lock path: tells our own live locks from a dead process's. */
const heldByThisProcess = new Map<string, string>()

/** The acquisition under way of each lock path in this process (see `CampaignLock.acquire`). */
const acquiring = new Map<string, Promise<unknown>>()

/** How a lock is taken. */
export interface LockOptions {
  /** How the conflict message names the file (its base name by default). */
  label?: string
  /** proper-lockfile's staleness (`LOCK_STALE_MS` by default; 2,000 at least). */
  staleMs?: number
}

/**
 * The lock of a campaign file (proper-lockfile: a folder `<file>.lock` made atomically and kept
 * fresh while held), so a second process (another app instance, or the web host next to the
 * desktop app) cannot open the same campaign for writing. A lock left by a crashed process is
 * taken over once it goes stale.
 */
export class CampaignLock {
  private constructor(
    readonly path: string,
    private readonly token: string,
    private readonly unlock: () => Promise<void>,
  ) {}

  /**
   * Takes the lock of `target`, or throws `IpcError('conflict')` naming the process that holds
   * it. A lock whose holder is gone (a dead process on this machine) or unnamed is waited for
   * until proper-lockfile finds it stale and takes it over, at most about `staleMs`. Any other
   * failure (a read-only folder) is thrown as it is.
   */
  static acquire(target: string, options: LockOptions = {}): Promise<CampaignLock> {
    const path = `${target}.lock`
    // One acquisition of a lock at a time in this process: proper-lockfile takes a stale lock
    // over by a stat, a rmdir and a mkdir, and two of those interleaved could both succeed.
    const attempt = (acquiring.get(path) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => CampaignLock.#acquireNow(target, options.label ?? basename(target), options.staleMs ?? LOCK_STALE_MS))
    acquiring.set(path, attempt)
    const forget = () => void (acquiring.get(path) === attempt && acquiring.delete(path))
    attempt.then(forget, forget)
    return attempt
  }

  static async #acquireNow(target: string, label: string, staleMs: number): Promise<CampaignLock> {
    const path = `${target}.lock`
    // The first refresh's time is rounded up to the next second, so it may go stale that much later.
    const deadline = Date.now() + staleMs + 2_000
    for (;;) {
      const token = randomBytes(8).toString('hex')
      try {
        const unlock = await lockfile.lock(target, { lockfilePath: path, realpath: false, stale: staleMs, onCompromised: lost(path, label, token) })
        await writeOwner(path, { pid: process.pid, host: hostname(), token }).catch(async (error: unknown) => {
          await unlock()
          throw error
        })
        heldByThisProcess.set(path, token)
        return new CampaignLock(path, token, unlock)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
      }
      const holder = await readOwner(path)
      if ((holder && isHolderAlive(path, holder)) || Date.now() > deadline) throw conflict(label, holder)
      await sleep(RETRY_MS)
    }
  }

  /** Gives the lock up. Does nothing if it was already given up or lost to another holder. */
  async release(): Promise<void> {
    if (heldByThisProcess.get(this.path) !== this.token) return
    heldByThisProcess.delete(this.path)
    if ((await readOwner(this.path))?.token === this.token) await unlink(ownerPathOf(this.path)).catch(ignoreMissing)
    await this.unlock().catch((error: unknown) => {
      // Released already: proper-lockfile found the lock compromised.
      if ((error as NodeJS.ErrnoException).code !== 'ERELEASED') throw error
    })
  }
}

/**
 * proper-lockfile could not keep the lock fresh (the process was stalled longer than the
 * staleness, or the lock was removed): another process may take it over, so say so.
 */
function lost(path: string, label: string, token: string): (error: Error) => void {
  return (error) => {
    if (heldByThisProcess.get(path) === token) heldByThisProcess.delete(path)
    console.warn(`The lock of "${label}" was lost; another process may now open it for writing:`, error.message)
  }
}

const ownerPathOf = (lockPath: string) => `${lockPath}-owner`

async function writeOwner(lockPath: string, owner: LockOwner): Promise<void> {
  await writeFile(ownerPathOf(lockPath), JSON.stringify(owner))
}

/** The holder a lock names, or null when it names none that can be read (not written yet, or gone). */
async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const value = JSON.parse(await readFile(ownerPathOf(lockPath), 'utf8')) as Partial<LockOwner>
    if (typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.token === 'string') {
      return { pid: value.pid, host: value.host, token: value.token }
    }
  } catch {
    // Missing, half written, or not ours: nobody named.
  }
  return null
}

function isHolderAlive(path: string, holder: LockOwner): boolean {
  // A pid on another machine (a shared folder) cannot be checked; assume it is alive.
  if (holder.host !== hostname()) return true
  // Our own pid: alive only if this process really holds it, else it is a dead process's
  // lock whose pid happens to have been reused by us.
  if (holder.pid === process.pid) return heldByThisProcess.get(path) === holder.token
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function conflict(label: string, holder: LockOwner | null): IpcError {
  const who = holder ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}` : 'another process'
  return new IpcError('conflict', `"${label}" is already open in another window or program (${who}); close it there first.`)
}

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
  lock: CampaignLock
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
export async function lockAndRead(path: string, acquire: () => Promise<CampaignLock>): Promise<LockedRead> {
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
    // Closing a file that was only read cannot lose anything: a failure must not cost the lock.
    await handle.close().catch(() => undefined)
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
    await handle.close().catch(() => undefined)
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
