import { describe, expect, it } from 'vitest'
import { exportPrep, planImport, type InterchangeFile } from '../../../../src/shared/interchange'
import { demoCampaign, emptyTwin } from './support'

const EXPORTED_AT = '2026-11-27T10:00:00.000Z'

describe('planning an import', () => {
  it('an encounter whose NPCs are missing says so and is left out; the rest is added', () => {
    const file = exportPrep(
      demoCampaign(),
      [
        { kind: 'npc', id: 'npc-dune-wyrm' },
        { kind: 'encounter', id: 'enc-wyrm-rises' },
        { kind: 'encounter', id: 'enc-raider-ambush' },
      ],
      EXPORTED_AT,
    )
    const plan = planImport(emptyTwin(), file)
    expect(plan.added.map((line) => line.name)).toEqual(['Dune Wyrm'])
    // In the file's order, which is the campaign's.
    expect(plan.leftOut).toEqual([
      expect.objectContaining({ id: 'enc-raider-ambush', reasons: [expect.stringContaining('needs the NPC “npc-sand-raider”')] }),
      {
        kind: 'encounter',
        id: 'enc-wyrm-rises',
        name: 'The Wyrm Rises',
        reasons: ['it needs the NPC “npc-sand-raider”, which is neither in the file nor in this campaign: export that NPC with it'],
      },
    ])
    expect(plan.items.map((entry) => entry.item.id)).toEqual(['npc-dune-wyrm'])
  })

  it('an encounter finds its NPCs in the campaign it goes into', () => {
    const target = { ...emptyTwin(), npcs: demoCampaign().npcs }
    const plan = planImport(target, exportPrep(demoCampaign(), [{ kind: 'encounter', id: 'enc-raider-ambush' }], EXPORTED_AT))
    expect(plan.added.map((line) => line.id)).toEqual(['enc-raider-ambush'])
    expect(plan.leftOut).toEqual([])
  })

  it('a PC whose trait the library lacks is left out, saying which', () => {
    const target = { ...emptyTwin(), traits: [] }
    const plan = planImport(target, exportPrep(demoCampaign(), [{ kind: 'character', id: 'pc-dax' }], EXPORTED_AT))
    expect(plan.items).toEqual([])
    expect(plan.leftOut[0]!.reasons).toEqual(['traitIds[0]: no trait with id "trait-fusiontech-blaster" in the trait library'])
  })

  it('a replaced item names what it replaces; an added namesake is noted', () => {
    const source = demoCampaign()
    const renamed = { ...source, npcs: source.npcs.map((npc) => (npc.id === 'npc-sand-raider' ? { ...npc, name: 'Dune Raider' } : npc)) }
    const file = exportPrep(renamed, [{ kind: 'npc', id: 'npc-sand-raider' }], EXPORTED_AT)
    const plan = planImport(source, file)
    expect(plan.replaced).toEqual([{ kind: 'npc', id: 'npc-sand-raider', name: 'Dune Raider', replaces: 'Sand Raider' }])

    const copy: InterchangeFile = {
      ...file,
      items: [{ kind: 'npc', item: { ...file.items[0]!.item, id: 'npc-copy', name: 'Sand Raider' } as never }],
    }
    expect(planImport(source, copy).added[0]!.note).toBe('the campaign already has another NPC named “Sand Raider”; both are kept')
  })

  it('an id that is another kind of item’s, or twice in the file, is left out', () => {
    const source = demoCampaign()
    const file = exportPrep(source, [{ kind: 'npc', id: 'npc-relic-merchant' }], EXPORTED_AT)
    const npc = file.items[0]!.item
    const clash: InterchangeFile = {
      ...file,
      items: [
        { kind: 'npc', item: { ...npc, id: 'pc-ixa' } as never },
        { kind: 'npc', item: { ...npc, id: 'npc-new', name: 'First' } as never },
        { kind: 'npc', item: { ...npc, id: 'npc-new', name: 'Second' } as never },
      ],
    }
    const plan = planImport(source, clash)
    expect(plan.added.map((line) => line.name)).toEqual(['First'])
    expect(plan.leftOut.map((line) => line.reasons)).toEqual([
      ["its id “pc-ixa” is already another kind of item's in this campaign"],
      ['the file holds the id “npc-new” twice: only the first is imported'],
    ])
  })
})
