import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCampaignPatch, diffCampaign, isEmptyPatch, type Campaign } from '@shared/campaign'
import { demoCampaign } from '../log/support/session-driver'

type Edit = (campaign: Campaign, pick: number) => void
const at = <T>(items: T[], pick: number) => items[pick % Math.max(items.length, 1)]

/** Changes a GM or a session makes: a field, an item edited, added, removed or moved. */
const EDITS: Edit[] = [
  (c, n) => void (c.pools = { destiny: n % 7, doom: (n * 3) % 5 }),
  (c, n) => void (c.name = `Campaign ${n}`),
  (c, n) => void (c.settings = { ...c.settings, extendedDowntimeRecovery: n % 10 }),
  (c, n) => {
    const pc = at(c.characters, n)
    if (pc) pc.stress = n % 10
  },
  (c, n) => void c.traits.push({ ...c.traits[0]!, id: `trait-new-${n}`, name: `New ${n}` }),
  (c, n) => void c.npcs.splice(n % Math.max(c.npcs.length, 1), 1),
  (c) => void c.characters.reverse(),
  (c, n) => {
    const scene = at(c.scenes, n)
    if (scene) scene.name = `Scene ${n}`
  },
  (c, n) => void c.sessions.push({ id: `session-${n}`, name: `Night ${n}`, startedAt: '2026-01-01T19:00:00.000Z', endedAt: null }),
]

describe('campaign patches: what the console sends after a change instead of the whole campaign', () => {
  it('applying the patch of two versions to the first gives the second, whatever changed', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(EDITS.length - 1), fc.nat(50)), { maxLength: 8 }), (edits) => {
        const before = demoCampaign()
        const after = structuredClone(before)
        for (const [edit, pick] of edits) EDITS[edit]!(after, pick)
        const patch = diffCampaign(before, after)
        expect(applyCampaignPatch(before, patch)).toEqual(after)
        expect(isEmptyPatch(patch)).toBe(JSON.stringify(before) === JSON.stringify(after))
      }),
      { numRuns: 300 },
    )
  })

  it('carries only what changed: one PC’s Stress is that PC alone', () => {
    const before = demoCampaign()
    const after = structuredClone(before)
    after.characters[2]!.stress = 5
    expect(diffCampaign(before, after)).toEqual({ fields: {}, lists: { characters: { upsert: [after.characters[2]], remove: [], order: null } } })
  })
})
