import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { link, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { IpcError } from '@shared/ipc/errors'
import { ignoreMissing } from './fs-helpers'

/** What a lock file holds: enough to tell whether its holder still runs. */
interface LockOwner {
  pid: number
  host: string
  token: string
}

/** Tokens of the locks this process holds, by lock path: tells our own live locks from a dead process's. */
const heldByThisProcess = new Map<string, string>()

const ATTEMPTS = 4

/**
 * A lock file beside a campaign (`<file>.lock`, holding the owner's pid), so a second process
 * (another app instance, or the web host next to the desktop app) cannot open the same
 * campaign for writing. A lock whose process is gone is stale and is taken over.
 */
export class FileLock {
  private constructor(
    readonly path: string,
    private readonly token: string,
  ) {}

  /**
   * Takes the lock of `target`, or throws `IpcError('conflict')` naming the process that
   * holds it. `label` is how the message names the file.
   */
  static async acquire(target: string, label = basename(target)): Promise<FileLock> {
    const path = `${target}.lock`
    const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex') }
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (await tryCreate(path, owner)) {
        heldByThisProcess.set(path, owner.token)
        return new FileLock(path, owner.token)
      }
      const found = await readLockText(path)
      if (found === null) continue
      const holder = parseOwner(found)
      if (holder && isHolderAlive(path, holder)) throw conflict(label, holder)
      if (!(await removeStaleLock(path, found, owner.token))) throw conflict(label, null)
    }
    throw new IpcError('conflict', `"${label}" is being opened by another process at the same moment; try again.`)
  }

  /** Gives the lock up. Leaves the file alone if someone else has taken it over meanwhile. */
  async release(): Promise<void> {
    if (heldByThisProcess.get(this.path) !== this.token) return
    heldByThisProcess.delete(this.path)
    const found = await readLockText(this.path)
    if (found !== null && parseOwner(found)?.token === this.token) await unlink(this.path).catch(ignoreMissing)
  }
}

/**
 * The temp files of lock attempts (`<file>.lock.<pid>-<token>.tmp` or `.stale`) that a
 * process left when it died in the middle of taking the lock. A live process's are not listed.
 */
export async function lockLeftovers(target: string): Promise<string[]> {
  const folder = dirname(target)
  const prefix = `${basename(target)}.lock.`
  return (await readdir(folder).catch(() => [])).flatMap((name) => {
    const match = name.startsWith(prefix) ? /^(\d+)-[0-9a-f]+\.(?:tmp|stale)$/.exec(name.slice(prefix.length)) : null
    const pid = Number(match?.[1])
    return match && pid !== process.pid && !isProcessAlive(pid) ? [join(folder, name)] : []
  })
}

/**
 * Creates the lock with its content in one step: the content goes to a unique temp file that
 * is then hard-linked to the lock path, which fails if the lock exists. So no reader ever sees
 * an empty lock. File systems without hard links (FAT) fall back to an exclusive create.
 */
async function tryCreate(path: string, owner: LockOwner): Promise<boolean> {
  const text = JSON.stringify(owner)
  const temp = `${path}.${owner.pid}-${owner.token}.tmp`
  await writeFile(temp, text, { flag: 'wx' })
  try {
    await link(temp, path)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return false
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error
    return createExclusive(path, text)
  } finally {
    await unlink(temp).catch(ignoreMissing)
  }
}

async function createExclusive(path: string, text: string): Promise<boolean> {
  try {
    await writeFile(path, text, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Moves a stale lock aside and deletes it. Two processes can both find the same stale lock;
 * if the one we moved is not the stale one we read, another process has just taken the lock
 * properly, so we put it back and report false.
 */
async function removeStaleLock(path: string, staleText: string, token: string): Promise<boolean> {
  const aside = `${path}.${process.pid}-${token}.stale`
  try {
    await rename(path, aside)
  } catch (error) {
    ignoreMissing(error)
    return true
  }
  const moved = await readFile(aside, 'utf8')
  if (moved !== staleText) await link(aside, path).catch(() => undefined)
  await unlink(aside)
  return moved === staleText
}

function isHolderAlive(path: string, holder: LockOwner): boolean {
  // A pid on another machine (a shared folder) cannot be checked; assume it is alive.
  if (holder.host !== hostname()) return true
  // Our own pid: alive only if this process really holds it, else it is a dead process's
  // lock whose pid happens to have been reused by us.
  if (holder.pid === process.pid) return heldByThisProcess.get(path) === holder.token
  return isProcessAlive(holder.pid)
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readLockText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    ignoreMissing(error)
    return null
  }
}

/** The owner a lock names, or null for a lock we cannot read (treated as stale). */
function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>
    if (typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.token === 'string') {
      return { pid: value.pid, host: value.host, token: value.token }
    }
  } catch {
    // Fall through: not a lock this store wrote.
  }
  return null
}

function conflict(label: string, holder: LockOwner | null): IpcError {
  const who = holder ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}` : 'another process'
  return new IpcError('conflict', `"${label}" is already open in another window or program (${who}); close it there first.`)
}
