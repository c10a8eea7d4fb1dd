import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { RECENT_FILE } from '../../../../src/main/store'
import { RecentFiles } from '../../../../src/main/store/recent'

let dataDir: string | null = null
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  dataDir = null
})

describe('RecentFiles.record', () => {
  it('leaves the list file alone when the campaign is already at the top, and rewrites it when the order changes', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gmc-recent-'))
    const recent = new RecentFiles(dataDir)
    const file = join(dataDir, RECENT_FILE)
    await recent.record('a.json')
    await recent.record('b.json')
    // Durable writes replace the file (write, fsync, rename), so a rewrite gives a new inode.
    const before = await stat(file)
    await recent.record('b.json')
    expect((await stat(file)).ino).toBe(before.ino)
    await recent.record('a.json')
    expect((await stat(file)).ino).not.toBe(before.ino)
  })
})
