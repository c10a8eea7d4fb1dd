import { describe, expect, it } from 'vitest'
import {
  copiesIn,
  copyOf,
  differences,
  editEntry,
  emptyBestiary,
  removeEntry,
  saveNpcInto,
  searchBestiary,
  tagsOf,
  updatedCopy,
  type Bestiary,
  type BestiaryEntry,
} from '@shared/bestiary'
import type { Npc } from '@shared/campaign'
import { IpcError } from '@shared/ipc/errors'

const AT = '2026-11-27T10:00:00.000Z'
const LATER = '2026-11-27T11:00:00.000Z'

const wyrm: Npc = {
  id: 'npc-wyrm',
  revision: 4,
  name: 'Dune Wyrm',
  description: 'A burrowing serpent.',
  gmNotes: 'Soft gullet.',
  revealed: false,
  statBlocks: {
    zones: {
      level: 4,
      hp: 30,
      str: 5,
      dex: 1,
      wil: 2,
      skill: 2,
      damage: '2d8',
      notes: '',
      attacks: [{ name: 'Bite', damage: '2d8', reach: 'melee' }],
    },
  },
}

const made = { newId: () => 'wyrm', savedAt: AT }

function saved(npc: Npc = wyrm): { bestiary: Bestiary; entry: BestiaryEntry } {
  return saveNpcInto(emptyBestiary(), npc, { tags: ['desert', 'boss', 'desert'], level: 4 }, made)
}

describe('saving an NPC into the bestiary', () => {
  it('files a new entry at revision 1 with its tags (each once) and level, leaving the library given as it was', () => {
    const empty = emptyBestiary()
    const { bestiary, entry } = saveNpcInto(empty, wyrm, { tags: ['desert', 'boss', 'desert'], level: 4 }, made)
    expect(entry).toEqual({
      id: 'beast-wyrm',
      revision: 1,
      name: 'Dune Wyrm',
      description: 'A burrowing serpent.',
      gmNotes: 'Soft gullet.',
      statBlocks: wyrm.statBlocks,
      tags: ['desert', 'boss'],
      level: 4,
      savedAt: AT,
    })
    expect(bestiary.entries).toEqual([entry])
    expect(empty.entries).toEqual([])
  })

  it('saves an NPC with no link over an entry holding exactly its fields (a save whose link was never written), not twice', () => {
    const { bestiary } = saved()
    const again = saveNpcInto(bestiary, wyrm, null, { newId: () => 'never', savedAt: LATER })
    expect(again.bestiary.entries).toHaveLength(1)
    expect(again.entry).toMatchObject({ id: 'beast-wyrm', revision: 2, tags: ['desert', 'boss'], level: 4 })
    // One field apart is another creature: a new entry.
    const other = saveNpcInto(bestiary, { ...wyrm, gmNotes: 'Hard gullet.' }, null, { newId: () => 'other', savedAt: LATER })
    expect(other.bestiary.entries.map((entry) => entry.id)).toEqual(['beast-wyrm', 'beast-other'])
  })

  it('saves a copy over the entry it came from, one revision on, keeping its filing when none is given', () => {
    const { bestiary, entry } = saved()
    const copy = { ...copyOf(entry, 'npc-copy'), description: 'Bigger now.' }
    const again = saveNpcInto(bestiary, copy, null, { newId: () => 'never', savedAt: LATER })
    expect(again.bestiary.entries).toHaveLength(1)
    expect(again.entry).toMatchObject({
      id: 'beast-wyrm',
      revision: 2,
      description: 'Bigger now.',
      tags: ['desert', 'boss'],
      level: 4,
      savedAt: LATER,
    })
  })
})

describe('copying an entry into a campaign', () => {
  it('makes an NPC hidden from the players that remembers the entry and the revision it was copied at', () => {
    const { entry } = saved()
    const copy = copyOf(entry, 'npc-new')
    expect(copy).toEqual({
      id: 'npc-new',
      name: 'Dune Wyrm',
      description: 'A burrowing serpent.',
      gmNotes: 'Soft gullet.',
      revealed: false,
      statBlocks: wyrm.statBlocks,
      library: { entryId: 'beast-wyrm', revision: 1 },
    })
    expect(copy.statBlocks).not.toBe(entry.statBlocks)
  })
})

describe('the differences between a copy and its entry', () => {
  it('are none for a fresh copy', () => {
    const { entry } = saved()
    expect(differences(entry, copyOf(entry, 'npc-new'))).toEqual([])
  })

  it('name each field that differs, a stat block down to its leaves, with both values', () => {
    const { bestiary, entry } = saved()
    const copy = copyOf(entry, 'npc-new')
    const edit = { ...entry, description: 'Twice the size.', tags: entry.tags }
    const next = editEntry(bestiary, edit, LATER).entry
    const block = { ...(next.statBlocks.zones as Record<string, unknown>), hp: 45, attacks: [{ name: 'Bite', damage: '3d8', reach: 'melee' }] }
    const changed = { ...next, statBlocks: { zones: block } }
    expect(differences(changed, copy)).toEqual([
      { path: 'description', label: 'Description', library: 'Twice the size.', copy: 'A burrowing serpent.' },
      { path: 'statBlocks.zones.hp', label: 'Zones · hp', library: '45', copy: '30' },
      { path: 'statBlocks.zones.attacks[0].damage', label: 'Zones · attacks 1 · damage', library: '3d8', copy: '2d8' },
    ])
  })

  it('say a stat block only one side has is missing on the other', () => {
    const { entry } = saved()
    const copy = { ...copyOf(entry, 'npc-new'), statBlocks: {} }
    const found = differences(entry, copy)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((difference) => difference.copy === null && difference.path.startsWith('statBlocks.zones'))).toBe(true)
  })
})

describe('the copies in a campaign', () => {
  it('lists only NPCs copied from the library, with where they stand against their entry', () => {
    const { bestiary, entry } = saved()
    const copy = copyOf(entry, 'npc-copy')
    const { entry: edited } = editEntry(bestiary, { ...entry, name: 'Great Dune Wyrm' }, LATER)
    const orphan: Npc = { ...copyOf(entry, 'npc-orphan'), library: { entryId: 'beast-gone', revision: 2 } }
    const statuses = copiesIn([wyrm, copy, orphan], [edited])
    expect(statuses).toEqual([
      {
        npcId: 'npc-copy',
        npcName: 'Dune Wyrm',
        entryId: 'beast-wyrm',
        missing: false,
        copiedAt: 1,
        libraryRevision: 2,
        differences: [{ path: 'name', label: 'Name', library: 'Great Dune Wyrm', copy: 'Dune Wyrm' }],
      },
      { npcId: 'npc-orphan', npcName: 'Dune Wyrm', entryId: 'beast-gone', missing: true, copiedAt: 2, libraryRevision: null, differences: [] },
    ])
  })

  it('updating a copy takes the entry’s fields and revision, keeping the NPC’s id, revision and whether the players see it', () => {
    const { bestiary, entry } = saved()
    const copy = { ...copyOf(entry, 'npc-copy'), revision: 3, revealed: true }
    const { entry: edited } = editEntry(bestiary, { ...entry, description: 'Twice the size.' }, LATER)
    const updated = updatedCopy(copy, edited)
    expect(updated).toMatchObject({
      id: 'npc-copy',
      revision: 3,
      revealed: true,
      description: 'Twice the size.',
      library: { entryId: 'beast-wyrm', revision: 2 },
    })
    expect(differences(edited, updated)).toEqual([])
  })
})

describe('editing the bestiary', () => {
  it('refuses an edit based on an older revision of the entry, with the stored entry', () => {
    const { bestiary, entry } = saved()
    const { bestiary: later } = editEntry(bestiary, { ...entry, name: 'Great Dune Wyrm' }, LATER)
    let refusal: unknown
    try {
      editEntry(later, { ...entry, description: 'Mine.' }, LATER)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(IpcError)
    expect((refusal as IpcError).code).toBe('conflict')
    expect((refusal as IpcError).message).toContain('“Great Dune Wyrm” was saved meanwhile')
    expect((refusal as IpcError).extra.stored).toMatchObject({ revision: 2 })
  })

  it('refuses to edit or delete an entry that is gone', () => {
    const { bestiary, entry } = saved()
    const without = removeEntry(bestiary, entry.id)
    expect(without.entries).toEqual([])
    expect(() => removeEntry(without, entry.id)).toThrow(/There is no entry "beast-wyrm" in the bestiary/)
    expect(() => editEntry(without, entry, LATER)).toThrow(/There is no entry/)
  })
})

describe('searching the bestiary', () => {
  const raider: Npc = { ...wyrm, id: 'npc-raider', name: 'Sand Raider', description: 'Masked scavengers.', statBlocks: {} }
  const library = saveNpcInto(saved().bestiary, raider, { tags: ['Desert', 'humanoid'], level: 1 }, { newId: () => 'raider', savedAt: AT }).bestiary

  it('finds by words in the name, a tag or the description, in name order', () => {
    expect(searchBestiary(library.entries, {}).map((entry) => entry.name)).toEqual(['Dune Wyrm', 'Sand Raider'])
    expect(searchBestiary(library.entries, { text: 'serpent' }).map((entry) => entry.name)).toEqual(['Dune Wyrm'])
    expect(searchBestiary(library.entries, { text: 'HUMANOID sand' }).map((entry) => entry.name)).toEqual(['Sand Raider'])
  })

  it('filters by system, level and tag (any case)', () => {
    expect(searchBestiary(library.entries, { system: 'zones' }).map((entry) => entry.name)).toEqual(['Dune Wyrm'])
    expect(searchBestiary(library.entries, { level: 1 }).map((entry) => entry.name)).toEqual(['Sand Raider'])
    expect(searchBestiary(library.entries, { tag: 'desert' }).map((entry) => entry.name)).toEqual(['Dune Wyrm', 'Sand Raider'])
    expect(searchBestiary(library.entries, { tag: 'boss', level: 1 })).toEqual([])
    expect(tagsOf(library.entries)).toEqual(['boss', 'desert', 'humanoid'])
  })
})
