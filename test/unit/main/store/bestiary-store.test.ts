import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BESTIARY_FORMAT_VERSION, saveNpcInto, type Bestiary } from '@shared/bestiary'
import type { Npc } from '@shared/campaign'
import { BESTIARY_FILE, BESTIARY_FOLDER, BestiaryStore, CampaignLock } from '../../../../src/main/store'
import { expectIpcError, manualClock, MINUTE, tempDir } from './helpers'

const raider: Npc = {
  id: 'npc-raider',
  name: 'Sand Raider',
  description: 'Masked scavengers.',
  gmNotes: '',
  revealed: true,
  statBlocks: { zones: { level: 1, hp: 8, str: 2, dex: 3, wil: 0, skill: 1, damage: '1d6', notes: '' } },
}

let ids = 0
const saving =
  (npc: Npc, at = '2026-11-27T10:00:00.000Z') =>
  (bestiary: Bestiary) => {
    const { bestiary: next, entry } = saveNpcInto(bestiary, npc, { tags: ['desert'], level: 1 }, { newId: () => `id${++ids}`, savedAt: at })
    return { bestiary: next, answer: entry }
  }

async function setUp(options: { now?: () => Date } = {}) {
  const dataDir = await tempDir()
  const store = new BestiaryStore({ dataDir, ...options })
  const folder = join(dataDir, BESTIARY_FOLDER)
  return { dataDir, store, folder, file: join(folder, BESTIARY_FILE), backups: join(folder, 'backups', 'bestiary') }
}

async function writeBestiary(file: string, text: string): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true })
  await writeFile(file, text)
}

describe('BestiaryStore', () => {
  it('reads a data folder without a bestiary as an empty one, and writes the first entry in the current format', async () => {
    const { store, file, dataDir } = await setUp()
    expect((await store.read()).entries).toEqual([])
    const entry = await store.change(saving(raider))
    expect(entry).toMatchObject({ name: 'Sand Raider', revision: 1, tags: ['desert'], level: 1 })
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as Bestiary
    expect(onDisk.schemaVersion).toBe(BESTIARY_FORMAT_VERSION)
    expect(onDisk.entries).toEqual([entry])
    // Beside the campaigns, never among them: the data folder holds only its folder.
    expect(await readdir(dataDir)).toEqual([BESTIARY_FOLDER])
  })

  it('reports a corrupt file where it goes wrong, and leaves it untouched', async () => {
    const { store, file } = await setUp()
    const broken = '{\n  "schemaVersion": 2,\n  "entries": [\n'
    await writeBestiary(file, broken)
    const reading = await expectIpcError(store.read(), 'campaign_invalid')
    expect(reading.message).toContain('The bestiary "bestiary/bestiary.json" is not valid JSON')
    expect(reading.extra.campaignFile).toMatchObject({ file: 'bestiary/bestiary.json', reason: 'parse' })
    expect(reading.extra.campaignFile?.problems[0]?.path).toBe('line 4, column 1')
    await expectIpcError(store.change(saving(raider)), 'campaign_invalid')
    expect(await readFile(file, 'utf8')).toBe(broken)
  })

  it('reports an entry that does not match the format by its place, and leaves the file untouched', async () => {
    const { store, file } = await setUp()
    const text = JSON.stringify({
      schemaVersion: 2,
      entries: [
        { id: 'x', revision: 1, name: '', description: '', gmNotes: '', statBlocks: {}, tags: [], level: null, savedAt: '2026-11-27T10:00:00.000Z' },
      ],
    })
    await writeBestiary(file, text)
    const error = await expectIpcError(store.change(saving(raider)), 'campaign_invalid')
    expect(error.extra.campaignFile?.problems[0]).toMatchObject({ path: 'entries[0].name' })
    expect(await readFile(file, 'utf8')).toBe(text)
  })

  it('refuses a file from a newer version of the console without writing it', async () => {
    const { store, file } = await setUp()
    const text = JSON.stringify({ schemaVersion: 9, entries: [] })
    await writeBestiary(file, text)
    const error = await expectIpcError(store.change(saving(raider)), 'campaign_invalid')
    expect(error.extra.campaignFile?.reason).toBe('newer_version')
    expect(await readFile(file, 'utf8')).toBe(text)
  })

  it('refuses a change while another console holds the bestiary’s lock, and writes nothing', async () => {
    const { store, file } = await setUp()
    await store.change(saving(raider))
    const before = await readFile(file, 'utf8')
    const held = await CampaignLock.acquire(file)
    try {
      const error = await expectIpcError(store.change(saving({ ...raider, id: 'npc-other', name: 'Dune Wyrm' })), 'conflict')
      expect(error.message).toContain('already open in another window or program')
    } finally {
      await held.release()
    }
    expect(await readFile(file, 'utf8')).toBe(before)
    await store.change(saving({ ...raider, id: 'npc-other', name: 'Dune Wyrm' }))
    expect((await store.read()).entries.map((entry) => entry.name)).toEqual(['Sand Raider', 'Dune Wyrm'])
  })

  it('keeps the file as found in a rolling backup before replacing it, at most once per interval', async () => {
    const clock = manualClock('2026-11-27T10:00:00.000Z')
    const { store, file, backups } = await setUp({ now: clock.now })
    await store.change(saving(raider))
    const first = await readFile(file, 'utf8')
    await store.change(saving({ ...raider, id: 'npc-2', name: 'Dune Wyrm' }))
    const names = await readdir(backups)
    expect(names).toHaveLength(1)
    expect(await readFile(join(backups, names[0]!), 'utf8')).toBe(first)
    await store.change(saving({ ...raider, id: 'npc-3', name: 'Glass Stalker' }))
    expect(await readdir(backups)).toHaveLength(1)
    clock.advance(6 * MINUTE)
    await store.change(saving({ ...raider, id: 'npc-4', name: 'Ash Hound' }))
    expect(await readdir(backups)).toHaveLength(2)
  })

  it('migrates a version 1 bestiary (no tags, no level), keeping the file as found in a pre-migration backup at its first write', async () => {
    const { store, file, backups } = await setUp()
    const versionOne = await readFile(join(__dirname, '../../../fixtures/bestiary/bestiary-v1.json'), 'utf8')
    await writeBestiary(file, versionOne)
    const read = await store.read()
    expect(read.entries[0]).toMatchObject({ id: 'beast-raider', revision: 3, tags: [], level: null })
    // Reading alone writes nothing.
    expect(await readFile(file, 'utf8')).toBe(versionOne)
    await store.change(saving({ ...raider, id: 'npc-2', name: 'Dune Wyrm' }))
    const [backup] = await readdir(backups)
    expect(backup).toMatch(/^bestiary\.pre-migration-v1\./)
    expect(await readFile(join(backups, backup!), 'utf8')).toBe(versionOne)
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as Bestiary
    expect(onDisk.schemaVersion).toBe(2)
    expect(onDisk.entries.map((entry) => [entry.name, entry.tags])).toEqual([
      ['Sand Raider', []],
      ['Dune Wyrm', ['desert']],
    ])
  })

  it('refuses a change that would leave an entry invalid, saying where, and writes nothing', async () => {
    const { store, file } = await setUp()
    await store.change(saving(raider))
    const before = await readFile(file, 'utf8')
    const badBlock = { ...raider, id: 'npc-bad', statBlocks: { zones: { hp: 'lots' } } }
    const error = await expectIpcError(store.change(saving(badBlock)), 'invalid_payload')
    expect(error.message).toMatch(/^That change would leave the bestiary invalid: entries\[1\]\.statBlocks\.zones/)
    expect(await readFile(file, 'utf8')).toBe(before)
  })
})
