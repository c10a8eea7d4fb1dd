import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { IpcError } from '@shared/ipc/errors'
import { CampaignLock } from '../../../../src/main/store'
import { lockAndRead } from '../../../../src/main/store/campaign-lock'
import { deadPid, expectIpcError, leaveLock, tempDir } from './helpers'

/** proper-lockfile's shortest staleness, so the tests of a crashed holder wait as little as can be. */
const STALE_MS = 2_000
const A_WHILE_AGO = 60_000

const ownerOf = async (target: string) => JSON.parse(await readFile(`${target}.lock-owner`, 'utf8')) as { pid: number; token: string }

describe('CampaignLock', () => {
  it('makes the folder <file>.lock with a note naming our pid beside it, and removes both on release', async () => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    const lock = await CampaignLock.acquire(target)
    expect((await stat(`${target}.lock`)).isDirectory()).toBe(true)
    expect((await ownerOf(target)).pid).toBe(process.pid)
    await lock.release()
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses a second holder with a conflict naming the file and the holding process', async () => {
    const target = join(await tempDir(), 'moon.json')
    const lock = await CampaignLock.acquire(target)
    const error = await expectIpcError(CampaignLock.acquire(target), 'conflict')
    expect(error.message).toContain('"moon.json"')
    expect(error.message).toContain(`process ${process.pid}`)
    await lock.release()
    await (await CampaignLock.acquire(target)).release()
  })

  it('refuses at once a lock held by another live process, and leaves it alone', async () => {
    const target = join(await tempDir(), 'moon.json')
    // The parent of this test process is alive for the whole test.
    await leaveLock(target, { pid: process.ppid, token: 'other' })
    const error = await expectIpcError(CampaignLock.acquire(target, { staleMs: STALE_MS }), 'conflict')
    expect(error.message).toContain(`process ${process.ppid}`)
    expect(await ownerOf(target)).toMatchObject({ token: 'other' })
  })

  it('names a holder on another machine as such, and does not take its lock over', async () => {
    const target = join(await tempDir(), 'moon.json')
    await leaveLock(target, { pid: 4242, host: 'gm-laptop', token: 'far' })
    const error = await expectIpcError(CampaignLock.acquire(target, { staleMs: STALE_MS }), 'conflict')
    expect(error.message).toContain('process 4242 on gm-laptop')
  })

  it('takes over the lock of a process that has just died once it goes stale', async () => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    await leaveLock(target, { pid: await deadPid() })
    const lock = await CampaignLock.acquire(target, { staleMs: STALE_MS })
    expect(await ownerOf(target)).toMatchObject({ pid: process.pid })
    await lock.release()
    expect(await readdir(dir)).toEqual([])
  })

  it.each([
    ['a dead process', async () => ({ pid: await deadPid() })],
    ['our own pid but not held by us (pid reused)', async () => ({ pid: process.pid, token: 'gone' })],
    ['nobody readable', async () => 'garbage'],
  ])('takes over a stale lock of %s', async (_, owner) => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    await leaveLock(target, await owner(), A_WHILE_AGO)
    const lock = await CampaignLock.acquire(target, { staleMs: STALE_MS })
    expect(await ownerOf(target)).toMatchObject({ pid: process.pid })
    await lock.release()
    expect(await readdir(dir)).toEqual([])
  })

  it('never takes over a lock its holder keeps fresh, even one that names nobody', async () => {
    const target = join(await tempDir(), 'moon.json')
    const held = await CampaignLock.acquire(target, { staleMs: STALE_MS })
    await unlink(`${target}.lock-owner`)
    const error = await expectIpcError(CampaignLock.acquire(target, { staleMs: STALE_MS }), 'conflict')
    expect(error.message).toContain('(another process)')
    await held.release()
  })

  it('does not delete a lock someone else holds when released twice or after a takeover', async () => {
    const target = join(await tempDir(), 'moon.json')
    const lock = await CampaignLock.acquire(target)
    await lock.release()
    const next = await CampaignLock.acquire(target)
    await lock.release()
    await expectIpcError(CampaignLock.acquire(target), 'conflict')
    await next.release()
  })

  it('lets exactly one of many simultaneous acquirers of a stale lock win, leaving no stray files', async () => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    await leaveLock(target, { pid: await deadPid() }, A_WHILE_AGO)
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => CampaignLock.acquire(target, { staleMs: STALE_MS })))
    const winners = results.filter((result) => result.status === 'fulfilled')
    expect(winners).toHaveLength(1)
    await winners[0]!.value.release()
    expect(await readdir(dir)).toEqual([])
  })

  it('passes a failure other than a conflict on as it is', async () => {
    const dir = await tempDir()
    // A campaign "inside" a file: the lock's folder cannot be made there.
    await writeFile(join(dir, 'not-a-folder'), '')
    await expect(CampaignLock.acquire(join(dir, 'not-a-folder', 'moon.json'))).rejects.toMatchObject({ code: 'ENOTDIR' })
  })
})

/** Replaces the file the way every campaign writer does: a new file renamed over it. */
async function replace(path: string, text: string): Promise<void> {
  await writeFile(`${path}.next`, text)
  await rename(`${path}.next`, path)
}

describe('lockAndRead: the lock and the read at once', () => {
  it('reads the file and holds its lock', async () => {
    const path = join(await tempDir(), 'moon.json')
    await writeFile(path, '{"name": "Moon"}')
    const read = await lockAndRead(path, () => CampaignLock.acquire(path))
    expect(read.bytes.toString('utf8')).toBe('{"name": "Moon"}')
    await expect(CampaignLock.acquire(path)).rejects.toMatchObject({ code: 'conflict' })
    await read.lock.release()
  })

  it.each([
    ['a longer file', '{"name": "Before"}', '{"name": "After, and longer"}'],
    ['a file of the very same size', '{"name": "AAAA"}', '{"name": "BBBB"}'],
  ])('reads again under the lock when another writer put %s in its place while the lock was being taken', async (_what, before, after) => {
    const path = join(await tempDir(), 'moon.json')
    await writeFile(path, before)
    // The other process's last write lands, and its lock goes, just before ours is taken.
    const read = await lockAndRead(path, async () => {
      await new Promise((settled) => setTimeout(settled, 20))
      await replace(path, after)
      return CampaignLock.acquire(path)
    })
    expect(read.bytes.toString('utf8')).toBe(after)
    await read.lock.release()
  })

  it('reads the file a crashed holder left, under the lock it took over', async () => {
    const path = join(await tempDir(), 'moon.json')
    await writeFile(path, '{"name": "Moon"}')
    await leaveLock(path, { pid: await deadPid() })
    const read = await lockAndRead(path, () => CampaignLock.acquire(path, { staleMs: STALE_MS }))
    expect(read.bytes.toString('utf8')).toBe('{"name": "Moon"}')
    expect(await ownerOf(path)).toMatchObject({ pid: process.pid })
    await read.lock.release()
  })

  it('takes no lock for a file that does not exist', async () => {
    const dir = await tempDir()
    let asked = false
    const missing = lockAndRead(join(dir, 'none.json'), () => {
      asked = true
      return CampaignLock.acquire(join(dir, 'none.json'))
    })
    await expect(missing).rejects.toMatchObject({ name: 'FileReadFailure', cause: { code: 'ENOENT' } })
    expect(asked).toBe(false)
    expect(await readdir(dir)).toEqual([])
  })

  it('passes a refused lock on and leaves nothing behind', async () => {
    const dir = await tempDir()
    const path = join(dir, 'moon.json')
    await writeFile(path, '{}')
    const held = await CampaignLock.acquire(path)
    const error = await lockAndRead(path, () => CampaignLock.acquire(path)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(IpcError)
    expect((error as IpcError).code).toBe('conflict')
    await held.release()
    expect(await readdir(dir)).toEqual(['moon.json'])
  })

  it('gives the lock back when the read fails', async () => {
    const dir = await tempDir()
    // A folder named like a campaign opens, but cannot be read.
    const path = join(dir, 'folder.json')
    await mkdir(path)
    await expect(lockAndRead(path, () => CampaignLock.acquire(path))).rejects.toMatchObject({ name: 'FileReadFailure', cause: { code: 'EISDIR' } })
    await (await CampaignLock.acquire(path)).release()
  })
})
