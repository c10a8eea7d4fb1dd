import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Campaign, type Npc } from '@shared/campaign'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

/*
 * Two windows editing the same prep record: each save is based on the revision its window
 * last had, and a save based on an older one is refused with the stored record, never lost
 * silently. Real services over a real campaign file in a temp folder.
 */

const { start } = servicesEachTest()

/** A prep save as the GM's window makes it; gives the revision the record is at now. */
const save = (running: Started, kind: string, item: unknown): Promise<{ id: string; revision: number }> => running.call('prep.upsert', { kind, item })

const npcIn = (running: Started, id: string): Npc => structuredClone(running.services.campaigns.require().data.npcs.find((npc) => npc.id === id)!)
const fileOf = async (running: Started) =>
  JSON.parse(await readFile(join(running.dataDir, running.services.campaigns.require().file), 'utf8')) as { npcs: Npc[]; schemaVersion: number }

describe('each prep record has a revision, and a save based on an older one is refused', () => {
  it('a record of a file written before revisions is at revision 0; each save moves it on by one', async () => {
    const started = await start()
    const first = npcIn(started, started.services.campaigns.require().data.npcs[0]!.id)
    expect(first.revision).toBeUndefined()
    const saved = await save(started, 'npc', { ...first, revision: 0, gmNotes: 'Guards the gate.' })
    expect(saved.revision).toBe(1)
    const again = await save(started, 'npc', { ...first, revision: 1, gmNotes: 'Guards the gate at night.' })
    expect(again.revision).toBe(2)
    expect((await fileOf(started)).npcs.find((npc) => npc.id === first.id)).toMatchObject({ revision: 2, gmNotes: 'Guards the gate at night.' })
    // A new record starts at revision 1.
    const { id: _id, ...template } = started.services.campaigns.require().data.traits[0]!
    const created = await save(started, 'trait', { ...template, name: 'Fresh' })
    expect(created.revision).toBe(1)
  })

  it('the second of two windows that started from the same revision is refused, with the stored NPC, and the first one’s save stays', async () => {
    const started = await start()
    const base = npcIn(started, started.services.campaigns.require().data.npcs[0]!.id)
    await save(started, 'npc', { ...base, revision: 0, description: 'From the first window.' })
    const refused = save(started, 'npc', { ...base, revision: 0, description: 'From the second window.' })
    await expect(refused).rejects.toMatchObject({
      shape: {
        code: 'conflict',
        message: `The NPC “${base.name}” was saved meanwhile, in another window: yours was not saved. Keep yours or take the saved one.`,
        stored: { id: base.id, revision: 1, description: 'From the first window.' },
      },
    })
    expect((await fileOf(started)).npcs.find((npc) => npc.id === base.id)).toMatchObject({ revision: 1, description: 'From the first window.' })
    // Keeping theirs after seeing the stored one: a save based on the stored revision.
    const kept = await save(started, 'npc', { ...base, revision: 1, description: 'From the second window.' })
    expect(kept.revision).toBe(2)
  })

  it('a save based on a revision from the future is refused too, and leaves the file as it was', async () => {
    const started = await start()
    const base = npcIn(started, started.services.campaigns.require().data.npcs[0]!.id)
    const before = await readFile(join(started.dataDir, started.services.campaigns.require().file), 'utf8')
    await expect(started.call('prep.upsert', { kind: 'npc', item: { ...base, revision: 7 } })).rejects.toMatchObject({ shape: { code: 'conflict' } })
    expect(await readFile(join(started.dataDir, started.services.campaigns.require().file), 'utf8')).toBe(before)
  })

  for (const revision of [-1, 1.5, '1', null, Number.MAX_SAFE_INTEGER + 2])
    it(`a revision of ${JSON.stringify(revision)} is refused as invalid, naming the field`, async () => {
      const started = await start()
      const base = npcIn(started, started.services.campaigns.require().data.npcs[0]!.id)
      await expect(started.call('prep.upsert', { kind: 'npc', item: { ...base, revision } })).rejects.toMatchObject({
        shape: { code: 'invalid_payload', problems: expect.arrayContaining([expect.objectContaining({ path: 'item.revision' })]) },
      })
    })

  it('a campaign file written before revisions opens unchanged and still validates once records carry them', async () => {
    const golden = JSON.parse(await readFile(join(__dirname, '../../../fixtures/golden/relics/campaign.json'), 'utf8')) as Record<string, unknown>
    expect(Campaign.parse(golden)).toEqual(golden)
    const revised = { ...golden, npcs: (golden.npcs as Npc[]).map((npc) => ({ ...npc, revision: 3 })) }
    expect(Campaign.parse(revised)).toEqual(revised)
  })
})
