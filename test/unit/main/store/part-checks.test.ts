import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { campaignParts, isValidCampaign, type Campaign, type FastCheck } from '@shared/campaign'
import { campaignShapeHolds, partShapeHolds } from '../../../../src/main/store/shape-check'
import { arbitraryOf, jsonSchemaOf, pathsOf } from '../../../support/json-sample'
import { jsonWithKey, RESERVED_KEYS } from '../../../support/reserved-keys'

/*
 * Opening a campaign checks each rule system's data (a block on every PC and NPC, each
 * encounter's setup) with ajv compiled from the system's own schema, and asks zod only when
 * that says no. So for every registered part, the fast verdict must be zod's: a schema whose
 * JSON Schema does not say all zod checks (a refinement, a trimmed string) has to say so in
 * its `fastCheck`, or this fails.
 */

const standsAsItIs = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success && isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), JSON.parse(JSON.stringify(value)))
}

const demo = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../resources/demo-campaign.json'), 'utf8')) as Campaign

interface Checked {
  name: string
  schema: z.ZodType
  fastCheck?: FastCheck
  /** Values the demo campaign and the part itself hold: its blank, and the demo's blocks or setups. */
  known: unknown[]
}

function checkedSchemas(): Checked[] {
  return campaignParts().flatMap((part): Checked[] => {
    const blocks = (items: { statBlocks: Record<string, unknown> }[]) =>
      items.flatMap((item) => (part.system in item.statBlocks ? [item.statBlocks[part.system]] : []))
    const list: Checked[] = []
    if (part.pcBlock) list.push({ name: `${part.name}, a PC's block`, ...part.pcBlock, known: [part.pcBlock.blank(), ...blocks(demo.characters)] })
    if (part.npcBlock) list.push({ name: `${part.name}, an NPC's block`, ...part.npcBlock, known: [part.npcBlock.blank(), ...blocks(demo.npcs)] })
    if (part.encounters) {
      const setups = demo.encounters.filter((e) => e.system === part.system).map((e) => e.setup)
      list.push({
        name: `${part.name}, an encounter's setup`,
        schema: part.encounters.setup,
        fastCheck: part.encounters.fastCheck,
        known: [part.encounters.blank(), ...setups],
      })
    }
    return list
  })
}

function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  parent[path.at(-1)!] = replacement
  return copy
}

const REPLACEMENTS = [null, '', '   ', ' padded ', 'x'.repeat(121), 'two\nlines', -1, 0, 1.5, 9999, true, {}, [], ['x'], { extra: 1 }]

describe('each rule system’s data is checked fast on opening, with zod’s verdict', () => {
  const checked = checkedSchemas()

  it('the registered parts have schemas to check, and the demo campaign holds blocks of several systems', () => {
    expect(checked.length).toBeGreaterThanOrEqual(4)
    expect(new Set(checked.filter((c) => c.known.length > 1).map((c) => c.name)).size).toBeGreaterThanOrEqual(3)
    expect(isValidCampaign(demo, campaignShapeHolds, partShapeHolds)).toBe(true)
  })

  it.each(checked.map((c) => [c.name, c] as const))(
    '%s: on values made from its JSON Schema and on any one change to its known values',
    (_name, c) => {
      if (c.fastCheck === false) {
        // zod checks every value of this schema: nothing to compare.
        expect(c.schema.safeParse(c.known[0]).success).toBe(true)
        return
      }
      const fast = (value: unknown) => partShapeHolds(c.schema, c.fastCheck || {}, value)
      for (const value of c.known) expect(fast(value), JSON.stringify(value)).toBe(standsAsItIs(c.schema, value))
      const json = jsonSchemaOf(c.schema)
      fc.assert(
        fc.property(arbitraryOf(json), (value) => {
          expect(fast(value)).toBe(standsAsItIs(c.schema, value))
        }),
        { numRuns: 400 },
      )
      const changes = c.known.flatMap((value) => pathsOf(value).map((path) => ({ value, path })))
      fc.assert(
        fc.property(fc.constantFrom(...changes), fc.constantFrom(...REPLACEMENTS), ({ value, path }, replacement) => {
          const changed = withValueAt(value, path, replacement)
          expect(fast(changed)).toBe(standsAsItIs(c.schema, changed))
        }),
        { numRuns: 300 },
      )
    },
  )

  it('AG41 an Action-points block with two items in the main hand is refused on opening, though its JSON Schema holds', () => {
    const part = campaignParts().find((p) => p.system === 'actionPoints')!.pcBlock!
    const block = structuredClone(demo.characters.find((pc) => 'actionPoints' in pc.statBlocks)!.statBlocks.actionPoints) as {
      weapons: { heldIn: string | null }[]
    }
    block.weapons.forEach((w) => (w.heldIn = 'main'))
    expect(partShapeHolds(part.schema, part.fastCheck || {}, block)).toBe(false)
    expect(part.schema.safeParse(block).success).toBe(false)
  })

  it('Z5, ZR4 a Zones battlefield with two zones of one name, or a link to no zone, is refused on opening, though its JSON Schema holds', () => {
    const part = campaignParts().find((p) => p.system === 'zones')!.encounters!
    const setup = structuredClone(demo.encounters.find((e) => e.system === 'zones')!.setup) as { zones: { name: string; links?: string[] }[] }
    expect(partShapeHolds(part.setup, part.fastCheck || {}, setup)).toBe(true)
    const twins = structuredClone(setup)
    twins.zones[1]!.name = twins.zones[0]!.name
    const nowhere = structuredClone(setup)
    nowhere.zones[0]!.links = ['The Moon']
    // Said by the battlefield's own plain test, not by asking zod for every battlefield of the campaign.
    const zod = vi.spyOn(part.setup, 'safeParse')
    const verdicts = [twins, nowhere].map((battlefield) => partShapeHolds(part.setup, part.fastCheck || {}, battlefield))
    expect(zod).not.toHaveBeenCalled()
    zod.mockRestore()
    expect(verdicts).toEqual([false, false])
    for (const battlefield of [twins, nowhere]) expect(part.setup.safeParse(battlefield).success).toBe(false)
  })

  it.each(RESERVED_KEYS)(
    'a block whose skills or a map whose starting positions have an entry named “%s” is refused fast, as zod refuses it',
    (key) => {
      const part = campaignParts().find((p) => p.system === 'actionPoints')!
      const wyrm = demo.encounters.find((e) => e.system === 'actionPoints')!
      const records = [
        {
          schema: part.pcBlock!.schema,
          fastCheck: part.pcBlock!.fastCheck,
          value: demo.characters[0]!.statBlocks.actionPoints,
          path: ['skills'],
          entry: 50,
        },
        {
          schema: part.npcBlock!.schema,
          fastCheck: part.npcBlock!.fastCheck,
          value: demo.npcs[0]!.statBlocks.actionPoints,
          path: ['skills'],
          entry: 50,
        },
        { schema: part.encounters!.setup, fastCheck: part.encounters!.fastCheck, value: wyrm.setup, path: ['positions'], entry: { q: 0, r: 0 } },
      ]
      for (const { schema, fastCheck, value, path, entry } of records) {
        expect(partShapeHolds(schema, fastCheck ?? {}, value)).toBe(true)
        const withKey = JSON.parse(jsonWithKey(value, path, key, entry)) as unknown
        expect(partShapeHolds(schema, fastCheck ?? {}, withKey)).toBe(false)
        expect(schema.safeParse(withKey).success).toBe(false)
      }
    },
  )

  it('finds a schema whose JSON Schema does not say all zod checks: a refinement, a trimmed string', () => {
    const refined = z.strictObject({ zones: z.array(z.string()).max(5) }).superRefine((setup, ctx) => {
      if (new Set(setup.zones).size !== setup.zones.length) ctx.addIssue({ code: 'custom', message: 'two zones share a name' })
    })
    const trimmed = z.strictObject({ skills: z.record(z.string().trim().min(1), z.number()) })
    for (const schema of [refined, trimmed]) {
      const disagree = fc.check(
        fc.property(arbitraryOf(jsonSchemaOf(schema)), (value) => partShapeHolds(schema, {}, value) === standsAsItIs(schema, value)),
        { numRuns: 400 },
      )
      expect(disagree.failed).toBe(true)
    }
  })
})
