import { describe, expect, it } from 'vitest'
import { exportPrep, type InterchangeItem } from '../../../../src/shared/interchange'
import { importLines } from '../../../../src/shared/interchange/import-lines'
import { demoCampaign } from './support'

const EXPORTED_AT = '2026-11-27T10:00:00.000Z'

describe('the lines of an import preview', () => {
  it('sorts written items into added and replaced, and lists the left-out ones in the file’s order with their reasons', () => {
    const file = exportPrep(
      demoCampaign(),
      [
        { kind: 'npc', id: 'npc-sand-raider' },
        { kind: 'npc', id: 'npc-dune-wyrm' },
        { kind: 'encounter', id: 'enc-raider-ambush' },
        { kind: 'encounter', id: 'enc-wyrm-rises' },
      ],
      EXPORTED_AT,
    )
    const [raider, wyrm, ambush, rises] = file.items as [InterchangeItem, InterchangeItem, InterchangeItem, InterchangeItem]
    const leftOut = new Map([
      [rises, ['the second reason']],
      [ambush, ['the first reason', 'another']],
    ])
    const lines = [
      { kind: wyrm.kind, id: wyrm.item.id, name: wyrm.item.name, replacing: true, replaces: 'Old Wyrm' },
      { kind: raider.kind, id: raider.item.id, name: raider.item.name, replacing: false, note: 'a namesake' },
    ]

    expect(importLines(file, lines, leftOut)).toEqual({
      from: file.campaign,
      added: [{ kind: 'npc', id: 'npc-sand-raider', name: raider.item.name, note: 'a namesake' }],
      replaced: [{ kind: 'npc', id: 'npc-dune-wyrm', name: wyrm.item.name, replaces: 'Old Wyrm' }],
      leftOut: [
        { kind: 'encounter', id: 'enc-raider-ambush', name: ambush.item.name, reasons: ['the first reason', 'another'] },
        { kind: 'encounter', id: 'enc-wyrm-rises', name: rises.item.name, reasons: ['the second reason'] },
      ],
    })
  })
})
