import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copiesIn, type BestiaryEntry } from '@shared/bestiary'
import type { Campaign, Npc } from '@shared/campaign'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

/*
 * Saving an NPC into the bestiary writes two files: the library's entry, then the campaign's
 * link to it. These tests make the second write fail for real (the campaign's file replaced by
 * a folder, which no rename can replace), put the file back as a crash would have left it (its
 * writes are atomic: the state before), and open the data folder again.
 */

const { start } = servicesEachTest()

const WYRM = 'npc-dune-wyrm'

const npcIn = (running: Started, id: string): Npc => running.services.campaigns.require().data.npcs.find((npc) => npc.id === id)!

async function onDisk(running: Started): Promise<Campaign> {
  return JSON.parse(await readFile(join(running.dataDir, running.services.campaigns.require().file), 'utf8')) as Campaign
}

/**
 * Saves the NPC into the bestiary with the campaign's file unwritable, expects the refusal,
 * then leaves the file as a crash between the two writes would (its bytes before), closes the
 * console and opens the same data folder again.
 */
async function saveCutAfterTheLibrary(running: Started, filing: unknown): Promise<{ message: string; reopened: Started }> {
  const path = join(running.dataDir, running.services.campaigns.require().file)
  const before = await readFile(path)
  await rm(path)
  await mkdir(path)
  let message = ''
  try {
    await running.call('bestiary.saveNpc', { npcId: WYRM, filing })
  } catch (error) {
    message = (error as { shape: { message: string } }).shape.message
  }
  await rm(path, { recursive: true })
  await writeFile(path, before)
  await running.services.close()
  return { message, reopened: await start({ dataDir: running.dataDir }) }
}

describe('a save into the bestiary cut between its two writes', () => {
  it('keeps the new entry and the NPC, opens cleanly, and saving again links them without filing the creature twice', async () => {
    const first = await start()
    const wyrm = npcIn(first, WYRM)
    const { message, reopened } = await saveCutAfterTheLibrary(first, { tags: ['desert'], level: 5 })
    expect(message).toContain('“Dune Wyrm” is saved in the bestiary, but the campaign could not note that the NPC is its copy')
    expect(message).toContain('Save it into the bestiary again to link them')

    // Opened again: the campaign as it was (the NPC whole, not linked), the library with the entry.
    expect(npcIn(reopened, WYRM)).toEqual(wyrm)
    const { entries }: { entries: BestiaryEntry[] } = await reopened.call('bestiary.list')
    expect(entries).toMatchObject([{ name: 'Dune Wyrm', revision: 1, tags: ['desert'], level: 5, description: wyrm.description }])
    expect(copiesIn(reopened.services.campaigns.require().data.npcs, entries)).toEqual([])

    const again: { entryId: string; entries: BestiaryEntry[] } = await reopened.call('bestiary.saveNpc', { npcId: WYRM, filing: null })
    expect(again.entryId).toBe(entries[0]!.id)
    expect(again.entries).toMatchObject([{ id: entries[0]!.id, revision: 2, tags: ['desert'], level: 5 }])
    expect((await onDisk(reopened)).npcs.find((npc) => npc.id === WYRM)?.library).toEqual({ entryId: entries[0]!.id, revision: 2 })
  })

  it('leaves a copy linked at the revision before, which opens as matching its entry, and saving again brings the link up', async () => {
    const first = await start()
    const saved: { entryId: string } = await first.call('bestiary.saveNpc', { npcId: WYRM, filing: null })
    const edited = { ...npcIn(first, WYRM), description: 'Longer than a barge now.' }
    await first.call('prep.upsert', { kind: 'npc', item: edited })
    const { message, reopened } = await saveCutAfterTheLibrary(first, null)
    expect(message).toContain('is saved in the bestiary, but the campaign could not note')

    // The GM's edit is in the campaign and in the entry; the link still names revision 1.
    const npc = npcIn(reopened, WYRM)
    expect(npc).toMatchObject({ description: 'Longer than a barge now.', library: { entryId: saved.entryId, revision: 1 } })
    const { entries }: { entries: BestiaryEntry[] } = await reopened.call('bestiary.list')
    expect(entries).toMatchObject([{ id: saved.entryId, revision: 2, description: 'Longer than a barge now.' }])
    // Tolerated: a copy behind its entry's revision with the same fields is no difference to show.
    expect(copiesIn(reopened.services.campaigns.require().data.npcs, entries)).toEqual([
      { npcId: WYRM, npcName: 'Dune Wyrm', entryId: saved.entryId, missing: false, copiedAt: 1, libraryRevision: 2, differences: [] },
    ])

    await reopened.call('bestiary.saveNpc', { npcId: WYRM, filing: null })
    expect(npcIn(reopened, WYRM).library).toEqual({ entryId: saved.entryId, revision: 3 })
    const after: { entries: BestiaryEntry[] } = await reopened.call('bestiary.list')
    expect(after.entries).toHaveLength(1)
  })
})
