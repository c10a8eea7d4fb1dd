import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editOf, type Bestiary, type BestiaryEntry } from '@shared/bestiary'
import type { BestiaryImportPreview } from '@shared/interchange'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'

const perTest = servicesEachTest()

/** Services whose clock reads `at`. */
const start = (at: string): Promise<Started> => perTest.start({ now: () => new Date(at) })

/** The bestiary file as another console on the data folder would read it. */
const onDisk = async (started: Started): Promise<string> => readFile(join(started.dataDir, 'bestiary', 'bestiary.json'), 'utf8').catch(() => '')

async function refusal(action: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await action
  } catch (error) {
    return (error as { shape: { code: string; message: string } }).shape
  }
  throw new Error('expected a refusal')
}

type Entries = { entries: BestiaryEntry[] }
type Exported = { fileName: string; content: string; items: number }

describe('the bestiary through prep files, with real files', () => {
  it('exports one library; another previews the file without a write, then imports it whole when confirmed', async () => {
    const source = await start('2026-11-20T10:00:00.000Z')
    await source.call('bestiary.saveNpc', { npcId: 'npc-sand-raider', filing: { tags: ['desert'], level: 1 } })
    const { entryId } = (await source.call('bestiary.saveNpc', { npcId: 'npc-dune-wyrm', filing: { tags: ['boss'], level: 5 } })) as {
      entryId: string
    }
    const exported = (await source.call('bestiary.export', { ids: [entryId] })) as Exported
    expect(exported).toMatchObject({ fileName: 'bestiary-prep.json', items: 1 })
    expect(((await source.call('bestiary.export', { ids: null })) as Exported).items).toBe(2)

    const target = await start('2026-11-01T10:00:00.000Z')
    await target.call('bestiary.saveNpc', { npcId: 'npc-relic-merchant', filing: null })
    const before = await onDisk(target)
    const preview = (await target.call('bestiary.importPreview', { content: exported.content })) as BestiaryImportPreview
    expect(preview).toMatchObject({ from: 'Bestiary', added: [{ id: entryId, name: 'Dune Wyrm' }], replaced: [], leftOut: [] })
    expect(await onDisk(target)).toBe(before)

    const done = (await target.call('bestiary.import', { content: exported.content, bestiaryAt: preview.bestiaryAt })) as Entries & { added: number }
    expect(done).toMatchObject({ added: 1, replaced: 0, leftOut: 0 })
    const saved = JSON.parse(await onDisk(target)) as Bestiary
    expect(saved.entries.map((entry) => [entry.name, entry.tags, entry.level])).toEqual([
      ['Oskar the Relic Merchant', [], null],
      ['Dune Wyrm', ['boss'], 5],
    ])
    expect(done.entries).toEqual(saved.entries)
  })

  it('refuses an import the bestiary changed under, and a file with nothing to import, changing nothing', async () => {
    const started = await start('2026-11-20T10:00:00.000Z')
    const { call } = started
    const { entries } = (await call('bestiary.saveNpc', { npcId: 'npc-sand-raider', filing: null })) as Entries
    const { content } = (await call('bestiary.export', { ids: null })) as Exported
    const renamed = { ...editOf(entries[0]!), name: 'Sand Raider Chief' }
    await call('bestiary.edit', { entry: renamed })
    // The edit is saved at the same time as the export's entry: the file's is not older, so it replaces.
    const preview = (await call('bestiary.importPreview', { content })) as BestiaryImportPreview
    expect(preview.replaced).toEqual([{ kind: 'bestiary', id: entries[0]!.id, name: 'Sand Raider', replaces: 'Sand Raider Chief' }])
    await call('bestiary.edit', { entry: { ...renamed, revision: 2, gmNotes: 'Leads from the back.' } })
    const before = await onDisk(started)
    expect(await refusal(call('bestiary.import', { content, bestiaryAt: preview.bestiaryAt }))).toEqual(
      expect.objectContaining({
        code: 'conflict',
        message: 'The bestiary changed after this import was shown: nothing was imported. Look at the import again.',
      }),
    )
    const campaignFile = (await call('prep.export', { items: [{ kind: 'npc', id: 'npc-dune-wyrm' }] })) as Exported
    const again = (await call('bestiary.importPreview', { content: campaignFile.content })) as BestiaryImportPreview
    expect(again.leftOut[0]!.reasons).toEqual(["this NPC goes into a campaign, not the bestiary: import it from the campaign's Settings"])
    expect(await refusal(call('bestiary.import', { content: campaignFile.content, bestiaryAt: again.bestiaryAt }))).toMatchObject({
      code: 'rule_refused',
    })
    expect(await refusal(call('bestiary.importPreview', { content: '{"format": "gm-console-prep",' }))).toMatchObject({
      code: 'invalid_payload',
      message: 'This prep file cannot be imported: This is not a JSON file: the file ends too early at line 1, column 30.',
    })
    expect(await onDisk(started)).toBe(before)
  })
})
