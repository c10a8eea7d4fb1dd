import { readdir, readFile, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLock } from '../../../../src/main/store'
import { deadPid, expectIpcError, tempDir } from './helpers'

describe('FileLock', () => {
  it('writes <file>.lock holding our pid, and removes it on release', async () => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    const lock = await FileLock.acquire(target)
    const content = JSON.parse(await readFile(`${target}.lock`, 'utf8')) as { pid: number }
    expect(content.pid).toBe(process.pid)
    await lock.release()
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses a second holder with a conflict naming the file and the holding process', async () => {
    const target = join(await tempDir(), 'moon.json')
    const lock = await FileLock.acquire(target)
    const error = await expectIpcError(FileLock.acquire(target), 'conflict')
    expect(error.message).toContain('"moon.json"')
    expect(error.message).toContain(`process ${process.pid}`)
    await lock.release()
    await (await FileLock.acquire(target)).release()
  })

  it('refuses a lock held by another live process', async () => {
    const target = join(await tempDir(), 'moon.json')
    // The parent of this test process is alive for the whole test.
    await writeFile(`${target}.lock`, JSON.stringify({ pid: process.ppid, host: hostname(), token: 'other' }))
    await expectIpcError(FileLock.acquire(target), 'conflict')
    expect(JSON.parse(await readFile(`${target}.lock`, 'utf8'))).toMatchObject({ token: 'other' })
  })

  it.each([
    ['a dead process', async () => JSON.stringify({ pid: await deadPid(), host: hostname(), token: 'dead' })],
    ['our own pid but not held by us (pid reused)', async () => JSON.stringify({ pid: process.pid, host: hostname(), token: 'gone' })],
    ['nothing readable', async () => 'garbage'],
  ])('takes over a stale lock of %s', async (_, content) => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    await writeFile(`${target}.lock`, await content())
    const lock = await FileLock.acquire(target)
    expect(JSON.parse(await readFile(`${target}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
    await lock.release()
    expect(await readdir(dir)).toEqual([])
  })

  it('does not delete a lock someone else holds when released twice or after a takeover', async () => {
    const target = join(await tempDir(), 'moon.json')
    const lock = await FileLock.acquire(target)
    await lock.release()
    const next = await FileLock.acquire(target)
    await lock.release()
    await expectIpcError(FileLock.acquire(target), 'conflict')
    await next.release()
  })

  it('lets exactly one of many simultaneous acquirers of a stale lock win, leaving no stray files', async () => {
    const dir = await tempDir()
    const target = join(dir, 'moon.json')
    await writeFile(`${target}.lock`, JSON.stringify({ pid: await deadPid(), host: hostname(), token: 'dead' }))
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => FileLock.acquire(target)))
    const winners = results.filter((result) => result.status === 'fulfilled')
    expect(winners).toHaveLength(1)
    await winners[0]!.value.release()
    expect(await readdir(dir)).toEqual([])
  })
})
