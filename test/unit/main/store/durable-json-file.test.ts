import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DurableJsonFile, serializeJson, writeFileDurably } from '../../../../src/main/store'
import { tempDir } from './helpers'

interface Counter {
  count: number
  label: string
}

const asCounter = (value: unknown) => value as Counter

describe('writeFileDurably', () => {
  it('replaces the file and leaves no temp file behind', async () => {
    const dir = await tempDir()
    const path = join(dir, 'a.json')
    await writeFile(path, 'old')
    await writeFileDurably(path, 'new contents')
    expect(await readFile(path, 'utf8')).toBe('new contents')
    expect(await readdir(dir)).toEqual(['a.json'])
  })
})

describe('DurableJsonFile, the lowdb adapter of the store', () => {
  it('writes data that a second adapter on the same file reads back equal', async () => {
    const path = join(await tempDir(), 'counter.json')
    const data = { count: 7, label: 'seven ünïcödé' }
    await new DurableJsonFile(path, asCounter).write(data)
    expect(await new DurableJsonFile(path, asCounter).read()).toEqual(data)
    expect(await readFile(path, 'utf8')).toBe(serializeJson(data))
  })

  it('reads a missing file as null, and rejects broken JSON or data its parser refuses', async () => {
    const dir = await tempDir()
    const refuse = (value: unknown) => {
      if (typeof value !== 'object') throw new Error('not an object')
      return value
    }
    expect(await new DurableJsonFile(join(dir, 'none.json'), refuse).read()).toBeNull()
    await writeFile(join(dir, 'broken.json'), '{"a":')
    await expect(new DurableJsonFile(join(dir, 'broken.json'), refuse).read()).rejects.toThrow(SyntaxError)
    await writeFile(join(dir, 'number.json'), '42')
    await expect(new DurableJsonFile(join(dir, 'number.json'), refuse).read()).rejects.toThrow('not an object')
  })

  it('serializes concurrent writes: each resolves with its state or a newer one on disk, the last state wins', async () => {
    const dir = await tempDir()
    const path = join(dir, 'counter.json')
    // Two adapters on one file share one writer, so even they cannot race.
    const adapters = [new DurableJsonFile(path, asCounter), new DurableJsonFile(path, asCounter)]
    const seenOnResolve: number[] = []
    const writes = Array.from({ length: 50 }, (_, i) =>
      adapters[i % 2]!.write({ count: i, label: `write ${i}` }).then(async () => {
        seenOnResolve[i] = (JSON.parse(await readFile(path, 'utf8')) as Counter).count
      }),
    )
    await Promise.all(writes)
    seenOnResolve.forEach((count, i) => expect(count).toBeGreaterThanOrEqual(i))
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ count: 49, label: 'write 49' })
    expect(await readdir(dir)).toEqual(['counter.json'])
  })

  it('rejects the writes of a batch that failed, and later writes still succeed', async () => {
    const dir = await tempDir()
    const path = join(dir, 'missing-folder', 'x.json')
    const adapter = new DurableJsonFile(path, asCounter)
    await expect(adapter.write({ count: 1, label: '' })).rejects.toThrow()
    const good = new DurableJsonFile(join(dir, 'x.json'), asCounter)
    await good.write({ count: 2, label: '' })
    expect(await good.read()).toEqual({ count: 2, label: '' })
  })
})
