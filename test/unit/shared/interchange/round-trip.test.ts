import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../src/shared/campaign'
import {
  decodePrepFile,
  exportPrep,
  INTERCHANGE_COLLECTION,
  planImport,
  prepFileName,
  prepFileText,
  type InterchangeFile,
  type PrepChoice,
} from '../../../../src/shared/interchange'
import { applied, demoCampaign, emptyTwin } from './support'

const EXPORTED_AT = '2026-11-27T10:00:00.000Z'

const choicesOf = (campaign: Campaign): PrepChoice[] =>
  (['character', 'npc', 'encounter'] as const).flatMap((kind) => campaign[INTERCHANGE_COLLECTION[kind]].map((item) => ({ kind, id: item.id })))

/** What a file holds once written and read back. */
function readBack(file: InterchangeFile): InterchangeFile {
  const read = decodePrepFile(JSON.parse(prepFileText(file)))
  if (!read.ok) throw new Error(read.reason)
  return read.file
}

const withoutRevision = <T extends { revision?: number }>({ revision: _revision, ...item }: T) => item

/** A one-line name as a GM may type it: any characters, trimmed. */
const name = fc
  .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
  .map((text) => text.replace(/[\r\n]/g, ' ').trim())
  .filter((text) => text.length > 0)

describe('a prep file written and read back', () => {
  it('any choice of PCs, NPCs and encounters, renamed at will, arrives in another campaign as it left', () => {
    fc.assert(
      fc.property(fc.subarray(choicesOf(demoCampaign())), name, fc.string({ maxLength: 200 }), (chosen, npcName, description) => {
        const source = demoCampaign()
        const renamed: Campaign = { ...source, npcs: source.npcs.map((npc, i) => (i === 0 ? { ...npc, name: npcName, description } : npc)) }
        const plan = planImport(emptyTwin(), readBack(exportPrep(renamed, chosen, EXPORTED_AT)))
        const chosenIds = new Set(chosen.map((choice) => choice.id))
        // An encounter comes when the NPCs it needs come with it; otherwise the plan says why it stays out.
        const arrives = (kind: keyof typeof INTERCHANGE_COLLECTION, item: { id: string; combatants?: { npcId: string }[] }) =>
          chosenIds.has(item.id) && (kind !== 'encounter' || item.combatants!.every((c) => chosenIds.has(c.npcId)))
        const target = applied(emptyTwin(), plan)
        expect(plan.replaced).toEqual([])
        for (const kind of ['character', 'npc', 'encounter'] as const) {
          const expected = renamed[INTERCHANGE_COLLECTION[kind]].filter((item) => arrives(kind, item)).map(withoutRevision)
          expect(target[INTERCHANGE_COLLECTION[kind]].map(withoutRevision)).toEqual(expected)
        }
        for (const left of plan.leftOut)
          expect(left.reasons.join(' ')).toMatch(/needs the NPC “npc-[a-z-]+”, which is neither in the file nor in this campaign/)
        expect(plan.added.length + plan.leftOut.length).toBe(chosen.length)
      }),
      { numRuns: 40 },
    )
  })

  it('into the campaign it came from, every item replaces itself, one revision on', () => {
    const source = demoCampaign()
    const plan = planImport(source, readBack(exportPrep(source, choicesOf(source), EXPORTED_AT)))
    expect(plan.added).toEqual([])
    expect(plan.leftOut).toEqual([])
    expect(plan.replaced.map((line) => line.name)).toEqual([...source.characters, ...source.npcs, ...source.encounters].map((item) => item.name))
    const after = applied(source, plan)
    expect(after.npcs.map(withoutRevision)).toEqual(source.npcs.map(withoutRevision))
    expect(after.npcs.map((npc) => npc.revision)).toEqual(source.npcs.map((npc) => (npc.revision ?? 0) + 1))
  })

  it('writes no revision, and is named after its campaign', () => {
    const source = demoCampaign()
    const file = exportPrep(source, [{ kind: 'npc', id: 'npc-sand-raider' }], EXPORTED_AT)
    expect(prepFileText(file)).not.toContain('"revision"')
    expect(file).toMatchObject({ format: 'gm-console-prep', version: 1, campaign: source.name, exportedAt: EXPORTED_AT })
    expect(prepFileName('Relics of Anasta (demo)')).toBe('relics-of-anasta-demo-prep.json')
    expect(prepFileName('???')).toBe('campaign-prep.json')
  })

  it('refuses to export an item the campaign no longer has', () => {
    expect(() => exportPrep(demoCampaign(), [{ kind: 'npc', id: 'npc-gone' }], EXPORTED_AT)).toThrow(/no NPC with id "npc-gone"/)
  })
})
