import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Bestiary, emptyBestiary, entryFrom, type BestiaryEntry } from '../../../../src/shared/bestiary'
import {
  decodePrepFile,
  exportBestiary,
  exportPrep,
  planBestiaryImport,
  planImport,
  prepFileText,
  type InterchangeFile,
} from '../../../../src/shared/interchange'
import { demoCampaign, emptyTwin } from './support'

const EXPORTED_AT = '2026-11-27T10:00:00.000Z'
const FIXTURE = new URL('../../../fixtures/interchange/bestiary-entries-format-1.json', import.meta.url)

/** A library of the demo's Sand Raider and Dune Wyrm, saved at the given times. */
function library(savedAt = '2026-11-01T10:00:00.000Z'): Bestiary {
  const npcs = demoCampaign().npcs
  const entry = (npcId: string, id: string): BestiaryEntry =>
    entryFrom(
      npcs.find((npc) => npc.id === npcId)!,
      { id, revision: 2, tags: ['desert'], level: 1, savedAt },
    )
  return Bestiary.parse({ ...emptyBestiary(), entries: [entry('npc-sand-raider', 'beast-raider'), entry('npc-dune-wyrm', 'beast-wyrm')] })
}

/** The file as another console reads it: written out as text and decoded. */
function read(file: InterchangeFile): InterchangeFile {
  const decoded = decodePrepFile(JSON.parse(prepFileText(file)))
  if (!decoded.ok) throw new Error(decoded.reason)
  return decoded.file
}

describe('the bestiary in a prep file', () => {
  it('exports every entry or the chosen ones, with their revisions and times, and another library adds them as they are', () => {
    const whole = read(exportBestiary(library(), null, EXPORTED_AT))
    expect(whole).toMatchObject({ campaign: 'Bestiary', bestiaryVersion: 2 })
    expect(whole.items.map((entry) => [entry.kind, entry.item.id])).toEqual([
      ['bestiary', 'beast-raider'],
      ['bestiary', 'beast-wyrm'],
    ])
    const chosen = read(exportBestiary(library(), ['beast-wyrm'], EXPORTED_AT))
    const plan = planBestiaryImport(emptyBestiary(), chosen)
    expect(plan).toMatchObject({ from: 'Bestiary', added: [{ kind: 'bestiary', id: 'beast-wyrm', name: 'Dune Wyrm' }], replaced: [], leftOut: [] })
    expect(plan.bestiary.entries).toEqual([library().entries[1]])
    expect(() => exportBestiary(library(), ['beast-gone'], EXPORTED_AT)).toThrow('There is no entry "beast-gone" in the bestiary any more')
  })

  it('replaces a library entry saved earlier, one revision on from the library’s, and leaves out one the library saved later', () => {
    const file = read(exportBestiary(library('2026-11-20T10:00:00.000Z'), null, EXPORTED_AT))
    const older = library()
    const newer = { ...older, entries: older.entries.with(1, { ...older.entries[1]!, revision: 7, savedAt: '2026-11-25T10:00:00.000Z' }) }
    const plan = planBestiaryImport(newer, file)
    expect(plan.replaced.map((line) => line.id)).toEqual(['beast-raider'])
    expect(plan.bestiary.entries[0]).toMatchObject({ id: 'beast-raider', revision: 3, savedAt: '2026-11-20T10:00:00.000Z' })
    expect(plan.leftOut).toEqual([
      {
        kind: 'bestiary',
        id: 'beast-wyrm',
        name: 'Dune Wyrm',
        reasons: [
          "the bestiary's “Dune Wyrm” was saved later (2026-11-25T10:00:00.000Z) than this one (2026-11-20T10:00:00.000Z): importing it would undo that",
        ],
      },
    ])
    expect(plan.bestiary.entries[1]).toEqual(newer.entries[1])
    // The same file again offers nothing: the library holds each entry as the file has it, or newer.
    expect(planBestiaryImport(plan.bestiary, read(exportBestiary(plan.bestiary, ['beast-raider'], EXPORTED_AT))).leftOut[0]!.reasons).toEqual([
      'the bestiary already holds this entry as it was saved',
    ])
  })

  it('reads a stored file of bestiary format 1 (no tags, no level) and leaves out an entry of a rule system this console does not have', () => {
    const decoded = decodePrepFile(JSON.parse(readFileSync(FIXTURE, 'utf8')))
    if (!decoded.ok) throw new Error(decoded.reason)
    const plan = planBestiaryImport(emptyBestiary(), decoded.file)
    expect(plan.added.map((line) => line.name)).toEqual(['Sand Raider'])
    expect(plan.bestiary.entries[0]).toMatchObject({ id: 'beast-raider', revision: 3, tags: [], level: null })
    expect(plan.leftOut).toEqual([
      expect.objectContaining({ id: 'beast-comet-eater', reasons: [expect.stringContaining('this console has no rule system "starfall"')] }),
    ])
  })

  it('keeps campaigns and the bestiary apart: each import leaves out the other’s items and says where they go', () => {
    const campaignFile = read(exportPrep(demoCampaign(), [{ kind: 'npc', id: 'npc-sand-raider' }], EXPORTED_AT))
    expect(planBestiaryImport(emptyBestiary(), campaignFile).leftOut[0]!.reasons).toEqual([
      "this NPC goes into a campaign, not the bestiary: import it from the campaign's Settings",
    ])
    const bestiaryFile = read(exportBestiary(library(), ['beast-raider'], EXPORTED_AT))
    const plan = planImport(emptyTwin(), bestiaryFile)
    expect(plan.items).toEqual([])
    expect(plan.leftOut[0]!.reasons).toEqual(['a bestiary entry goes into the bestiary, not a campaign: import it on the Bestiary page'])
  })

  it('refuses a file of bestiary entries that does not say their format, or is of a newer one', () => {
    const file = JSON.parse(prepFileText(exportBestiary(library(), null, EXPORTED_AT))) as Record<string, unknown>
    expect(decodePrepFile({ ...file, bestiaryVersion: undefined })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('("bestiaryVersion")'),
    })
    expect(decodePrepFile({ ...file, bestiaryVersion: 9 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('bestiary format 9, from a newer console'),
    })
  })
})
