import { readdir, readFile, unlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { Campaign, defaultSettings } from '@shared/campaign'
import { CampaignLock, CampaignStore, RECENT_FILE } from '../../../../src/main/store'
import { deadPid, expectIpcError, leaveLock, manualClock, sampleCampaign, storeFor, tempDir, writeCampaignFile } from './helpers'

describe('CampaignStore.create', () => {
  it('writes a valid campaign with default settings and empty lists, named after the campaign', async () => {
    const dataDir = join(await tempDir(), 'data')
    const clock = manualClock('2026-11-21T20:00:00.000Z')
    const store = storeFor(dataDir, { now: clock.now, newId: () => 'fresh-id' })
    const opened = await store.create('  Rise of the Moon!  ')
    expect(opened.file).toBe('rise-of-the-moon.json')
    expect(opened.data).toMatchObject({ id: 'fresh-id', name: 'Rise of the Moon!', createdAt: '2026-11-21T20:00:00.000Z' })
    expect(opened.data.settings).toEqual(defaultSettings())
    expect(opened.data.characters).toEqual([])
    const onDisk = Campaign.parse(JSON.parse(await readFile(join(dataDir, opened.file), 'utf8')))
    expect(onDisk).toEqual(opened.data)
    await opened.close()
  })

  it('picks a unique file name in the folder', async () => {
    const store = storeFor(await tempDir())
    const files = []
    for (let i = 0; i < 3; i++) {
      const opened = await store.create('Moon')
      files.push(opened.file)
      await opened.close()
    }
    expect(files).toEqual(['moon.json', 'moon-2.json', 'moon-3.json'])
  })

  it('refuses an invalid name with invalid_payload and writes nothing', async () => {
    const dataDir = await tempDir()
    const error = await expectIpcError(storeFor(dataDir).create('two\nlines'), 'invalid_payload')
    expect(error.extra.problems?.[0]).toMatchObject({ path: 'name' })
    expect(await readdir(dataDir)).toEqual([])
  })
})

describe('OpenCampaign.update', () => {
  it('applies a change, writes it durably and resolves with the new state', async () => {
    const dataDir = await tempDir()
    const opened = await storeFor(dataDir).create('Moon')
    const next = await opened.update((draft) => {
      draft.pools.destiny = 4
    })
    expect(next.pools.destiny).toBe(4)
    expect(opened.data).toBe(next)
    expect(JSON.parse(await readFile(join(dataDir, opened.file), 'utf8')).pools.destiny).toBe(4)
    await opened.close()
  })

  it('accepts a returned replacement instead of an in-place edit', async () => {
    const opened = await storeFor(await tempDir()).create('Moon')
    const next = await opened.update((draft) => ({ ...draft, pools: { destiny: 1, doom: 2 } }))
    expect(next.pools).toEqual({ destiny: 1, doom: 2 })
    await opened.close()
  })

  it('refuses a change that breaks the schema or a cross-reference, keeping state and file', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    const opened = await storeFor(dataDir).open('moon.json')
    const before = opened.data
    const bytes = await readFile(join(dataDir, 'moon.json'))
    const typeError = await expectIpcError(
      opened.update((draft) => {
        draft.characters[0]!.stress = 11
      }),
      'invalid_payload',
    )
    expect(typeError.extra.problems).toContainEqual(expect.objectContaining({ path: 'characters[0].stress' }))
    const referenceError = await expectIpcError(
      opened.update((draft) => {
        draft.relics[0]!.infusedBy = 'nobody'
      }),
      'invalid_payload',
    )
    expect(referenceError.extra.problems).toContainEqual(expect.objectContaining({ path: 'relics[0].infusedBy' }))
    expect(opened.data).toBe(before)
    expect(await readFile(join(dataDir, 'moon.json'))).toEqual(bytes)
    await opened.close()
  })

  it('runs concurrent changes in order, each on the previous result', async () => {
    const dataDir = await tempDir()
    const opened = await storeFor(dataDir).create('Moon')
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        opened.update((draft) => {
          draft.pools.doom += 1
        }),
      ),
    )
    expect(results.map((campaign) => campaign.pools.doom)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(JSON.parse(await readFile(join(dataDir, opened.file), 'utf8')).pools.doom).toBe(20)
    await opened.close()
  })

  it('hands out a frozen state, so it cannot be changed behind the store', async () => {
    const opened = await storeFor(await tempDir()).create('Moon')
    expect(() => {
      ;(opened.data.pools as { destiny: number }).destiny = 9
    }).toThrow(TypeError)
    await opened.close()
  })

  it('freezes an opened file all the way down, lists inside lists included', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    const opened = await storeFor(dataDir).open('moon.json')
    const pc = opened.data.characters[0]!
    expect(() => pc.traitIds.push('trait-x')).toThrow(TypeError)
    expect(() => {
      ;(opened.data.settings.expertise as string[])[0] = 'Changed'
    }).toThrow(TypeError)
    await opened.close()
  })

  it('reports a lock that cannot be written (a read-only folder) as such, not as a broken campaign file', async () => {
    const dataDir = await tempDir()
    const text = await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    const readOnly = Object.assign(new Error('EROFS: read-only file system, open moon.json.lock'), { code: 'EROFS' })
    const acquire = vi.spyOn(CampaignLock, 'acquire').mockRejectedValueOnce(readOnly)
    try {
      await expect(storeFor(dataDir).open('moon.json')).rejects.toBe(readOnly)
    } finally {
      acquire.mockRestore()
    }
    expect(await readFile(join(dataDir, 'moon.json'), 'utf8')).toBe(text)
  })

  it('refuses changes after close with no_campaign', async () => {
    const opened = await storeFor(await tempDir()).create('Moon')
    await opened.close()
    await expectIpcError(
      opened.update(() => undefined),
      'no_campaign',
    )
  })
})

describe('OpenCampaign.saveAs', () => {
  it('writes a renamed copy to a new file and continues there, leaving the old file as it was', async () => {
    const dataDir = await tempDir()
    const store = storeFor(dataDir)
    const opened = await store.create('Moon')
    const oldBytes = await readFile(join(dataDir, 'moon.json'))
    expect(await opened.saveAs('Second Moon')).toBe('second-moon.json')
    expect(opened.file).toBe('second-moon.json')
    await opened.update((draft) => {
      draft.pools.destiny = 2
    })
    expect(await readFile(join(dataDir, 'moon.json'))).toEqual(oldBytes)
    const copy = JSON.parse(await readFile(join(dataDir, 'second-moon.json'), 'utf8')) as Campaign
    expect(copy).toMatchObject({ name: 'Second Moon', pools: { destiny: 2 } })
    // The old file's lock was released; the new one is held.
    await (await store.open('moon.json')).close()
    await expectIpcError(store.open('second-moon.json'), 'conflict')
    await opened.close()
  })
})

describe('CampaignStore.open', () => {
  it('refuses names that are not plain campaign file names', async () => {
    const store = storeFor(await tempDir())
    for (const file of ['../escape.json', 'sub/x.json', '.recent.json', 'notes.txt']) {
      await expectIpcError(store.open(file), 'invalid_payload')
    }
  })

  it('says not_found for a missing file', async () => {
    await expectIpcError(storeFor(await tempDir()).open('nothing.json'), 'not_found')
  })

  it('refuses a file another store (another process) has open, with a clear conflict', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    const first = await storeFor(dataDir).open('moon.json')
    const error = await expectIpcError(storeFor(dataDir).open('moon.json'), 'conflict')
    expect(error.message).toMatch(/"moon.json" is already open/)
    await first.close()
    const second = await storeFor(dataDir).open('moon.json')
    await second.close()
  })

  it('takes over the lock of a process that died once it goes stale', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    await leaveLock(join(dataDir, 'moon.json'), { pid: await deadPid() })
    const opened = await storeFor(dataDir, { lockStaleMs: 2_000 }).open('moon.json')
    expect(opened.data.name).toBe('The Drowned Moon')
    await opened.close()
  })

  it('removes temp files of writes that a crash interrupted, and only those', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    const left = ['moon.json.123456']
    const kept = ['other.json.99', 'moon.json.notes', 'moon.json.12ab']
    for (const name of [...left, ...kept]) await writeFile(join(dataDir, name), '{"half":')
    const opened = await storeFor(dataDir).open('moon.json')
    const names = await readdir(dataDir)
    for (const name of left) expect(names).not.toContain(name)
    for (const name of kept) expect(names).toContain(name)
    await opened.close()
  })
})

describe('CampaignStore.list and recent', () => {
  it('lists every campaign file newest first with its name and status', async () => {
    const dataDir = await tempDir()
    await writeCampaignFile(dataDir, 'old.json', sampleCampaign('Old Moon'))
    await writeCampaignFile(dataDir, 'new.json', sampleCampaign('New Moon'))
    await writeCampaignFile(dataDir, 'broken.json', { ...sampleCampaign('Broken Moon'), pools: 'none' })
    await writeFile(join(dataDir, 'half.json'), '{"name": "Half')
    await writeFile(join(dataDir, 'notes.txt'), 'not a campaign')
    const times = { 'old.json': 1_000, 'broken.json': 2_000, 'half.json': 3_000, 'new.json': 4_000 }
    for (const [file, seconds] of Object.entries(times)) await utimes(join(dataDir, file), seconds, seconds)
    const listing = await storeFor(dataDir).list()
    expect(listing).toEqual([
      { file: 'new.json', name: 'New Moon', modifiedAt: new Date(4_000_000).toISOString(), status: 'ok' },
      { file: 'half.json', name: null, modifiedAt: new Date(3_000_000).toISOString(), status: 'invalid' },
      { file: 'broken.json', name: 'Broken Moon', modifiedAt: new Date(2_000_000).toISOString(), status: 'invalid' },
      { file: 'old.json', name: 'Old Moon', modifiedAt: new Date(1_000_000).toISOString(), status: 'ok' },
    ])
  })

  it('lists nothing for a data folder that does not exist yet', async () => {
    expect(await storeFor(join(await tempDir(), 'none')).list()).toEqual([])
  })

  it('records opened files, newest first, without duplicates or deleted files', async () => {
    const dataDir = await tempDir()
    const store = storeFor(dataDir)
    for (const name of ['A', 'B', 'C']) await (await store.create(name)).close()
    await (await store.open('a.json')).close()
    expect(await store.recent()).toEqual(['a.json', 'c.json', 'b.json'])
    await unlink(join(dataDir, 'c.json'))
    expect(await new CampaignStore({ dataDir }).recent()).toEqual(['a.json', 'b.json'])
  })

  it('names a campaign in the recent list as soon as its open returns (the menu is rebuilt then)', async () => {
    const dataDir = await tempDir()
    const store = storeFor(dataDir)
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    await writeCampaignFile(dataDir, 'sun.json', sampleCampaign('Sun'))
    const moon = await store.open('moon.json')
    expect(await store.recent()).toEqual(['moon.json'])
    const sun = await store.open('sun.json')
    expect(await store.recent()).toEqual(['sun.json', 'moon.json'])
    await Promise.all([moon.close(), sun.close()])
  })

  it('has the recent list written on disk once close returns (quitting right after an open keeps it)', async () => {
    const dataDir = await tempDir()
    const store = storeFor(dataDir)
    await writeCampaignFile(dataDir, 'moon.json', sampleCampaign())
    await writeCampaignFile(dataDir, 'sun.json', sampleCampaign('Sun'))
    await (await store.open('sun.json')).close()
    await (await store.open('moon.json')).close()
    // Reopened unchanged, sun needs no backup: close has nothing else to wait for.
    await (await store.open('sun.json')).close()
    expect(JSON.parse(await readFile(join(dataDir, RECENT_FILE), 'utf8'))).toEqual({ files: ['sun.json', 'moon.json'] })
  })

  it('reads a missing or broken recent list as empty, and starts it again on the next open', async () => {
    const dataDir = await tempDir()
    const store = storeFor(dataDir)
    expect(await store.recent()).toEqual([])
    for (const broken of ['{"files": [', '{"files": 3}', '[]', '']) {
      await writeFile(join(dataDir, RECENT_FILE), broken)
      expect(await store.recent()).toEqual([])
    }
    await writeFile(join(dataDir, RECENT_FILE), JSON.stringify({ files: ['../../etc/passwd', 'x.json'] }))
    await (await store.create('Y')).close()
    expect(await store.recent()).toEqual(['y.json'])
  })
})
