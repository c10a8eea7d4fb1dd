import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copiesIn, editOf, type BestiaryEntry } from '@shared/bestiary'
import type { Campaign, Npc } from '@shared/campaign'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

const openCampaign = (running: Started): Campaign => running.services.campaigns.require().data
const npcIn = (running: Started, id: string): Npc => openCampaign(running).npcs.find((npc) => npc.id === id)!

async function onDisk(running: Started): Promise<Campaign> {
  await running.services.session.flush()
  return JSON.parse(await readFile(join(running.dataDir, running.services.campaigns.require().file), 'utf8')) as Campaign
}

async function refusal(action: Promise<unknown>): Promise<{ code: string; message: string; stored?: unknown }> {
  try {
    await action
  } catch (error) {
    return (error as { shape: { code: string; message: string; stored?: unknown } }).shape
  }
  throw new Error('expected a refusal')
}

describe('the bestiary across campaigns', () => {
  it('saves an NPC into the library, copies it into another campaign, and updates the copy on request after the entry changes', async () => {
    const started = await start()
    const { call } = started
    const saved: { entryId: string; entries: BestiaryEntry[] } = await call('bestiary.saveNpc', {
      npcId: 'npc-dune-wyrm',
      filing: { tags: ['desert', 'boss'], level: 5 },
    })
    expect(saved.entries).toHaveLength(1)
    // The NPC saved remembers its entry, in the file too.
    expect(npcIn(started, 'npc-dune-wyrm').library).toEqual({ entryId: saved.entryId, revision: 1 })
    expect((await onDisk(started)).npcs.find((npc) => npc.id === 'npc-dune-wyrm')?.library).toEqual({ entryId: saved.entryId, revision: 1 })

    await call('campaign.create', { name: 'Second Moon' })
    const { npcId }: { npcId: string } = await call('bestiary.copy', { entryId: saved.entryId })
    const copy = npcIn(started, npcId)
    expect(copy).toMatchObject({ name: 'Dune Wyrm', revealed: false, revision: 1, library: { entryId: saved.entryId, revision: 1 } })

    const [entry] = saved.entries
    const edited: { entries: BestiaryEntry[] } = await call('bestiary.edit', {
      entry: { ...editOf(entry!), description: 'Twice the size now.', level: 6 },
    })
    // Never silently: the copy stays as it was until the GM updates it.
    expect(npcIn(started, npcId).description).toBe('A burrowing serpent the size of a barge.')
    const [status] = copiesIn(openCampaign(started).npcs, edited.entries)
    expect(status).toMatchObject({ npcId, copiedAt: 1, libraryRevision: 2 })
    expect(status!.differences).toEqual([
      { path: 'description', label: 'Description', library: 'Twice the size now.', copy: 'A burrowing serpent the size of a barge.' },
    ])

    const updated: { revision: number } = await call('bestiary.updateCopy', { npcId, revision: 1 })
    expect(updated.revision).toBe(2)
    expect(npcIn(started, npcId)).toMatchObject({ description: 'Twice the size now.', library: { entryId: saved.entryId, revision: 2 } })
    expect(copiesIn(openCampaign(started).npcs, edited.entries)[0]!.differences).toEqual([])
    expect((await onDisk(started)).npcs.find((npc) => npc.id === npcId)?.description).toBe('Twice the size now.')
  })

  it('refuses to update a copy saved meanwhile in another window, with the stored NPC, and changes nothing', async () => {
    const started = await start()
    const { call } = started
    const saved: { entryId: string } = await call('bestiary.saveNpc', { npcId: 'npc-sand-raider', filing: null })
    const raider = npcIn(started, 'npc-sand-raider')
    const seen = raider.revision
    await call('prep.upsert', { kind: 'npc', item: { ...raider, gmNotes: 'Edited in another window.' } })
    const before = await onDisk(started)
    const refused = await refusal(call('bestiary.updateCopy', { npcId: 'npc-sand-raider', revision: seen }))
    expect(refused.code).toBe('conflict')
    expect(refused.message).toContain('The NPC “Sand Raider” was saved meanwhile, in another window')
    expect(refused.stored).toMatchObject({ gmNotes: 'Edited in another window.' })
    expect(await onDisk(started)).toEqual(before)
    expect(saved.entryId).toMatch(/^beast-/)
  })

  it('updates a copy while a session runs as any prep edit, through the session', async () => {
    const started = await start()
    const { call } = started
    const saved: { entryId: string; entries: BestiaryEntry[] } = await call('bestiary.saveNpc', { npcId: 'npc-sand-raider', filing: null })
    await call('session.start', { name: 'Night one' })
    const entry = saved.entries[0]!
    await call('bestiary.edit', { entry: { ...editOf(entry), name: 'Sand Reaver' } })
    await call('bestiary.updateCopy', { npcId: 'npc-sand-raider' })
    expect(npcIn(started, 'npc-sand-raider').name).toBe('Sand Reaver')
    expect((await onDisk(started)).npcs.find((npc) => npc.id === 'npc-sand-raider')?.name).toBe('Sand Reaver')
  })

  it('says an NPC that is no copy has nothing to update from, and an entry that is gone cannot be copied', async () => {
    const started = await start()
    const { call } = started
    expect((await refusal(call('bestiary.updateCopy', { npcId: 'npc-relic-merchant' }))).message).toBe(
      'The NPC “Oskar the Relic Merchant” is not a copy of a bestiary entry: there is nothing to update it from.',
    )
    expect((await refusal(call('bestiary.copy', { entryId: 'beast-none' }))).code).toBe('not_found')
    expect((await refusal(call('bestiary.saveNpc', { npcId: 'npc-none', filing: null }))).message).toBe(
      'There is no NPC with id "npc-none" in the open campaign.',
    )
  })
})
