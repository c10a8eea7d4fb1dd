import { mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { IpcError } from '@shared/ipc/errors'
import { FileLock } from '../../../../src/main/store'
import { lockAndRead } from '../../../../src/main/store/locked-read'
import { tempDir } from './helpers'

/** Replaces the file the way every campaign writer does: a new file renamed over it. */
async function replace(path: string, text: string): Promise<void> {
  await writeFile(`${path}.next`, text)
  await rename(`${path}.next`, path)
}

describe('lockAndRead: the lock and the read at once', () => {
  it('reads the file and holds its lock', async () => {
    const path = join(await tempDir(), 'moon.json')
    await writeFile(path, '{"name": "Moon"}')
    const read = await lockAndRead(path, () => FileLock.acquire(path))
    expect(read.bytes.toString('utf8')).toBe('{"name": "Moon"}')
    await expect(FileLock.acquire(path)).rejects.toMatchObject({ code: 'conflict' })
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
      return FileLock.acquire(path)
    })
    expect(read.bytes.toString('utf8')).toBe(after)
    await read.lock.release()
  })

  it('takes no lock for a file that does not exist', async () => {
    const dir = await tempDir()
    let asked = false
    const missing = lockAndRead(join(dir, 'none.json'), () => {
      asked = true
      return FileLock.acquire(join(dir, 'none.json'))
    })
    await expect(missing).rejects.toMatchObject({ name: 'FileReadFailure', cause: { code: 'ENOENT' } })
    expect(asked).toBe(false)
    expect(await readdir(dir)).toEqual([])
  })

  it('passes a refused lock on and leaves nothing behind', async () => {
    const dir = await tempDir()
    const path = join(dir, 'moon.json')
    await writeFile(path, '{}')
    const held = await FileLock.acquire(path)
    const error = await lockAndRead(path, () => FileLock.acquire(path)).catch((caught: unknown) => caught)
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
    await expect(lockAndRead(path, () => FileLock.acquire(path))).rejects.toMatchObject({ name: 'FileReadFailure', cause: { code: 'EISDIR' } })
    await (await FileLock.acquire(path)).release()
  })
})
