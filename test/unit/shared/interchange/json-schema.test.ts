import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { emptyBestiary, entryFrom } from '../../../../src/shared/bestiary'
import { CAMPAIGN_KINDS, exportBestiary, exportPrep, prepFileJsonSchemaText, prepFileText } from '../../../../src/shared/interchange'
import { PUBLISHED_SCHEMA } from '../../../support/interchange-schema'
import { demoCampaign } from './support'

const published = () => readFileSync(PUBLISHED_SCHEMA, 'utf8')

describe('the published JSON Schema of a prep file', () => {
  it('is the one the campaign’s schemas generate today (else run `npm run interchange:schema`)', () => {
    expect(published(), 'docs/interchange.schema.json is stale: run `npm run interchange:schema` and commit it').toBe(prepFileJsonSchemaText())
  })

  it('accepts what the console exports, and refuses a wrong type', () => {
    // zod's patterns carry no `u` flag; its date-times are checked by their pattern.
    const validate = new Ajv({ unicodeRegExp: false, validateFormats: false, strictTypes: false }).compile(JSON.parse(published()))
    const source = demoCampaign()
    const everything = CAMPAIGN_KINDS.flatMap((kind) =>
      (kind === 'character' ? source.characters : kind === 'npc' ? source.npcs : source.encounters).map((item) => ({ kind, id: item.id })),
    )
    const file = JSON.parse(prepFileText(exportPrep(source, everything, '2026-11-27T10:00:00.000Z')))
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true)
    file.items[0].item.stress = 'a lot'
    expect(validate(file)).toBe(false)
    expect(validate.errors?.[0]?.instancePath).toBe('/items/0/item/stress')
  })

  it('accepts the bestiary’s entries as the console exports them, and refuses a tag with a comma', () => {
    const validate = new Ajv({ unicodeRegExp: false, validateFormats: false, strictTypes: false }).compile(JSON.parse(published()))
    const raider = demoCampaign().npcs.find((npc) => npc.id === 'npc-sand-raider')!
    const entry = entryFrom(raider, { id: 'beast-raider', revision: 1, tags: ['desert'], level: 1, savedAt: '2026-11-27T10:00:00.000Z' })
    const file = JSON.parse(prepFileText(exportBestiary({ ...emptyBestiary(), entries: [entry] }, null, '2026-11-27T10:00:00.000Z')))
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true)
    file.items[0].item.tags = ['desert, dunes']
    expect(validate(file)).toBe(false)
  })
})
