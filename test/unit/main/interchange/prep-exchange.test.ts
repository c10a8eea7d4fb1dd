import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import type { ImportPreview } from '@shared/interchange'
import { exportPrep, MAX_PREP_FILE_CHARS, prepFileText } from '@shared/interchange'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

async function fileOnDisk(s: Started): Promise<string> {
  await s.services.session.flush()
  return readFile(join(s.dataDir, s.services.campaigns.require().file), 'utf8')
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the request was accepted')
    },
    (error: { shape: { code: string; message: string } }) => error.shape,
  )

describe('prep files through the real services, with files', () => {
  it('exports from one campaign; the other previews the file without a write, then imports it when confirmed', async () => {
    const started = await start()
    const { call } = started
    const exported = (await call('prep.export', {
      items: [
        { kind: 'npc', id: 'npc-sand-raider' },
        { kind: 'encounter', id: 'enc-raider-ambush' },
        { kind: 'encounter', id: 'enc-wyrm-rises' },
      ],
    })) as { fileName: string; content: string; items: number }
    expect(exported).toMatchObject({ fileName: 'relics-of-anasta-demo-prep.json', items: 3 })

    await call('campaign.create', { name: 'Second table' })
    const before = await fileOnDisk(started)
    const preview = (await call('prep.importPreview', { content: exported.content })) as ImportPreview
    expect(preview.added.map((line) => line.name)).toEqual(['Sand Raider', 'Raider Ambush'])
    expect(preview.leftOut).toEqual([
      expect.objectContaining({ name: 'The Wyrm Rises', reasons: [expect.stringContaining('needs the NPC “npc-dune-wyrm”')] }),
    ])
    expect(await fileOnDisk(started)).toBe(before)

    const done = (await call('prep.import', { content: exported.content, savedAt: preview.savedAt })) as { added: number; leftOut: number }
    expect(done).toMatchObject({ added: 2, replaced: 0, leftOut: 1 })
    const saved = JSON.parse(await fileOnDisk(started)) as Campaign
    expect(saved.npcs.map((npc) => [npc.id, npc.revision])).toEqual([['npc-sand-raider', 1]])
    expect(saved.encounters.map((encounter) => encounter.id)).toEqual(['enc-raider-ambush'])
  })

  it('refuses an import the campaign changed under, and a file past the limit, changing nothing', async () => {
    const started = await start()
    const { call } = started
    const { content } = (await call('prep.export', { items: [{ kind: 'npc', id: 'npc-relic-merchant' }] })) as { content: string }
    const preview = (await call('prep.importPreview', { content })) as ImportPreview
    expect(preview.replaced.map((line) => line.id)).toEqual(['npc-relic-merchant'])
    await call('campaign.updateSettings', { settings: { ...started.services.campaigns.require().data.settings, showDoomToPlayers: true } })
    const before = await fileOnDisk(started)
    expect(await refusal(call('prep.import', { content, savedAt: preview.savedAt }))).toMatchObject({
      code: 'conflict',
      message: 'The campaign changed after this import was shown: nothing was imported. Look at the import again.',
    })
    expect(await refusal(call('prep.importPreview', { content: ' '.repeat(MAX_PREP_FILE_CHARS + 1) }))).toMatchObject({
      code: 'invalid_payload',
      message: expect.stringContaining('a prep file is at most 4 MB'),
    })
    expect(await refusal(call('prep.importPreview', { content: '{"format": "gm-console-prep",' }))).toMatchObject({
      code: 'invalid_payload',
      message: 'This prep file cannot be imported: This is not a JSON file: the file ends too early at line 1, column 30.',
    })
    expect(await fileOnDisk(started)).toBe(before)
  })

  it('Z20 an imported PC whose usage marks the running session owns becomes the GM’s logged adjustment, as an edit does', async () => {
    const started = await start({ seed: 2 })
    const { call, services } = started
    await call('session.start', { name: 'Marks' })
    const campaign = services.campaigns.require().data
    const dax = campaign.characters.find((c) => c.id === 'pc-dax')!
    const block = dax.statBlocks.zones as { weapons: { name: string; usages: number }[] }
    const edited = {
      ...dax,
      statBlocks: { ...dax.statBlocks, zones: { ...block, weapons: block.weapons.map((w, i) => (i === 0 ? { ...w, usages: 4 } : w)) } },
    }
    const other = { ...campaign, characters: campaign.characters.map((pc) => (pc.id === 'pc-dax' ? edited : pc)) }
    const content = prepFileText(exportPrep(other, [{ kind: 'character', id: 'pc-dax' }], '2026-11-27T10:00:00.000Z'))
    const preview = (await call('prep.importPreview', { content })) as ImportPreview
    await call('prep.import', { content, savedAt: preview.savedAt })
    const last = services.session.ledger!.all().at(-1)!
    expect(last).toMatchObject({ kind: 'run.event', system: 'zones', event: { type: 'weapons.adopted', pc: 'pc-dax' } })
    const marks = async () => {
      const pc = (JSON.parse(await fileOnDisk(started)) as Campaign).characters.find((c) => c.id === 'pc-dax')!
      return (pc.statBlocks.zones as { weapons: { usages: number }[] }).weapons.map((w) => w.usages)
    }
    expect(await marks()).toEqual([4, 2])
    await call('session.undo')
    expect(await marks()).toEqual([0, 2])
  })
})
