import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readPrepFile } from '../../../../src/main/interchange/read-prep-file'
import { exportPrep, MAX_PREP_FILE_CHARS, planImport, prepFileText } from '../../../../src/shared/interchange'
import { demoCampaign, emptyTwin } from '../../shared/interchange/support'

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../../../fixtures/interchange', name), 'utf8')

/** A good file's data, to spoil one part of. */
function goodFile(): Record<string, unknown> & { items: { kind: string; item: Record<string, unknown> }[] } {
  const file = exportPrep(
    demoCampaign(),
    [
      { kind: 'npc', id: 'npc-sand-raider' },
      { kind: 'encounter', id: 'enc-raider-ambush' },
    ],
    '2026-11-27T10:00:00.000Z',
  )
  return JSON.parse(prepFileText(file))
}

function refusal(text: string) {
  const read = readPrepFile(text)
  if (read.ok) throw new Error('the file was accepted')
  return read
}

describe('a bad prep file says what and where', () => {
  it('a syntax error gives its line and column', () => {
    const read = refusal('{\n  "format": "gm-console-prep",\n  "items": [1 2]\n}')
    expect(read.reason).toBe('This is not a JSON file: expected "," or "]" at line 3, column 15.')
    expect(read.problems).toEqual([{ path: 'line 3, column 15', message: 'expected "," or "]"', expected: '"," or "]"', found: '"2"' }])
  })

  it('a wrong type is named at its item and field', () => {
    const data = goodFile()
    data.items[0]!.item.revealed = 'yes'
    const read = refusal(JSON.stringify(data))
    expect(read.problems[0]).toMatchObject({ path: 'item 1 (NPC “Sand Raider”), revealed', expected: 'boolean', found: 'string "yes"' })
    expect(read.reason).toMatch(/^This prep file is not valid: item 1 \(NPC “Sand Raider”\), revealed: /)
  })

  it('a kind of item this console does not read is named, not matched', () => {
    const data = goodFile()
    data.items.push({ kind: 'spell', item: {} })
    const read = refusal(JSON.stringify(data))
    expect(read.reason).toBe('This prep file holds an item of a kind this console does not read.')
    expect(read.problems).toEqual([
      {
        path: 'item 3',
        message: 'a kind this console does not read: “spell” (it reads PCs, NPCs, encounters and bestiary entries)',
        found: '"spell"',
      },
    ])
  })

  it('a file of a newer format, or of newer items, is refused with what to do', () => {
    expect(refusal(JSON.stringify({ ...goodFile(), version: 2 })).reason).toBe(
      'This prep file is in version 2 of the format, from a newer console; this console reads up to version 1. Update the console to import it.',
    )
    expect(refusal(JSON.stringify({ ...goodFile(), schemaVersion: 99 })).reason).toMatch(
      /^This prep file's items are in campaign schema 99, from a newer console; this console reads up to schema \d+\. Update the console to import it\.$/,
    )
  })

  it('too large a file is refused before it is read, saying the limit', () => {
    expect(refusal(' '.repeat(MAX_PREP_FILE_CHARS + 1)).reason).toBe('This file is too large for a prep file: a prep file is at most 4 MB.')
  })

  it('a campaign file, or any other JSON, is told apart', () => {
    expect(refusal(JSON.stringify(demoCampaign())).reason).toMatch(/whole campaign file, not a prep file/)
    expect(refusal('[1, 2]').reason).toBe('This is not a prep file of the GM console: it does not say "format": "gm-console-prep".')
  })
})

describe('an older prep file is upcast', () => {
  it('items of campaign schema 1 arrive as today’s: a PC gets its blocks, a Zones battlefield moves into the setup', () => {
    const read = readPrepFile(fixture('prep-file-schema-1.json'))
    if (!read.ok) throw new Error(read.reason)
    const [pc, , encounter] = read.file.items
    expect(pc).toMatchObject({ kind: 'character', item: { id: 'pc-ixa', statBlocks: {} } })
    expect(encounter).toMatchObject({ kind: 'encounter', item: { id: 'enc-wreck-skirmish', setup: { zones: expect.any(Array) } } })
    expect(encounter!.item).not.toHaveProperty('zones')
    const plan = planImport(emptyTwin(), read.file)
    expect(plan.leftOut).toEqual([])
    expect(plan.added.map((line) => line.name)).toEqual(['Ixa Marrow', 'Sand Raider', 'Skirmish at the Wreck'])
  })
})

describe('any text at all', () => {
  it('is read or refused with a reason, never thrown on: any JSON, and a good file cut or spliced anywhere', () => {
    const good = prepFileText(
      exportPrep(
        demoCampaign(),
        [
          { kind: 'npc', id: 'npc-sand-raider' },
          { kind: 'encounter', id: 'enc-raider-ambush' },
        ],
        '2026-11-27T10:00:00.000Z',
      ),
    )
    const spliced = fc
      .tuple(fc.nat(good.length), fc.nat(40), fc.string({ maxLength: 6 }))
      .map(([at, cut, text]) => good.slice(0, at) + text + good.slice(at + cut))
    const anyJson = fc.jsonValue().map((value) => JSON.stringify(value))
    const framed = fc.jsonValue().map((items) => JSON.stringify({ format: 'gm-console-prep', version: 1, schemaVersion: 1, items }))
    fc.assert(
      fc.property(fc.oneof(spliced, anyJson, framed), (text) => {
        const read = readPrepFile(text)
        if (!read.ok) expect(read.reason).toMatch(/\S/)
      }),
      { numRuns: 300 },
    )
  })
})
