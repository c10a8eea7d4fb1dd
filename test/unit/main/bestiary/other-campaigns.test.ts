import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editOf, type BestiaryEntry, type CopiesInCampaign } from '@shared/bestiary'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

describe('copies in the other campaigns of the data folder', () => {
  it('lists, per campaign, the copies that differ from their entries, reading the files without a write; the open campaign is not among them', async () => {
    const started = await start()
    const { call, dataDir } = started
    const demoFile = started.services.campaigns.require().file
    const saved = (await call('bestiary.saveNpc', { npcId: 'npc-dune-wyrm', filing: null })) as { entryId: string; entries: BestiaryEntry[] }
    await call('campaign.create', { name: 'Second Moon' })
    await call('bestiary.copy', { entryId: saved.entryId })
    expect(((await call('bestiary.otherCampaigns')) as { campaigns: CopiesInCampaign[] }).campaigns).toEqual([])

    const entry = saved.entries.find((candidate) => candidate.id === saved.entryId)!
    await call('bestiary.edit', { entry: { ...editOf(entry), description: 'Twice the size now.' } })
    const before = await readFile(join(dataDir, demoFile), 'utf8')
    const folder = await readdir(dataDir)
    const { campaigns } = (await call('bestiary.otherCampaigns')) as { campaigns: CopiesInCampaign[] }
    expect(campaigns).toEqual([
      {
        file: demoFile,
        name: 'Relics of Anasta (demo)',
        copies: [
          expect.objectContaining({
            npcName: 'Dune Wyrm',
            copiedAt: 1,
            libraryRevision: 2,
            differences: [expect.objectContaining({ label: 'Description', library: 'Twice the size now.' })],
          }),
        ],
      },
    ])
    // The open campaign's own copy differs too: it is shown on its own, where it can be updated.
    expect(campaigns.some((other) => other.name === 'Second Moon')).toBe(false)
    expect(await readFile(join(dataDir, demoFile), 'utf8')).toBe(before)
    expect(await readdir(dataDir)).toEqual(folder)
  })
})
