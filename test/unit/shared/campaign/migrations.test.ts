import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Campaign, CAMPAIGN_SCHEMA_VERSION, migrateCampaign, MIGRATIONS } from '@shared/campaign'

const V1 = JSON.parse(readFileSync(new URL('../../../fixtures/session-log-v1/campaign.json', import.meta.url), 'utf8')) as Record<string, unknown>

describe('campaign format migrations', () => {
  it('version 1 to 2: PCs get an empty block per system, and a Zones battlefield moves into its setup', () => {
    const zones = [{ name: 'Dune crest', conditions: 'Loose sand' }]
    const v1 = {
      ...V1,
      encounters: [
        { id: 'e1', name: 'Wreck', system: 'zones', description: '', gmNotes: '', combatants: [], zones, revealed: false },
        { id: 'e2', name: 'Ambush', system: 'escalation', description: '', gmNotes: '', combatants: [], zones: [], revealed: false },
      ],
    }
    const migrated = migrateCampaign(v1)
    expect(migrated.schemaVersion).toBe(CAMPAIGN_SCHEMA_VERSION)
    const campaign = Campaign.parse(migrated)
    expect(campaign.characters.length).toBeGreaterThan(0)
    expect(campaign.characters.every((pc) => JSON.stringify(pc.statBlocks) === '{}')).toBe(true)
    expect(campaign.encounters).toMatchObject([{ setup: { zones } }, { setup: {} }])
    expect(campaign.encounters.every((e) => !('zones' in e))).toBe(true)
  })

  it('version 2 to 3: every trait triggers in the Huddle and holds no resolved dice, as before (Relics RG1, RG3)', () => {
    const v2 = migrateCampaign(V1, MIGRATIONS, 2)
    expect(v2.schemaVersion).toBe(2)
    const traits = v2.traits as Record<string, unknown>[]
    expect(traits.length).toBeGreaterThan(0)
    expect(traits.every((t) => !('trigger' in t) && !('resolvedDice' in t))).toBe(true)
    const v3 = Campaign.parse(migrateCampaign(v2))
    expect(v3.schemaVersion).toBe(3)
    expect(v3.traits.map((t) => [t.trigger, t.resolvedDice])).toEqual(traits.map(() => ['huddle', null]))
    expect(v3.traits.map((t) => t.name)).toEqual(traits.map((t) => t.name))
  })

  it('version 2 to 3 leaves what it does not understand for validation to name', () => {
    expect(migrateCampaign({ schemaVersion: 2, traits: 'none' })).toEqual({ schemaVersion: 3, traits: 'none' })
    expect(migrateCampaign({ schemaVersion: 2, traits: [7] })).toEqual({ schemaVersion: 3, traits: [7] })
  })

  it('the version 1 file itself is refused as it stands, naming the version', () => {
    const result = Campaign.safeParse(V1)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path).toEqual(['schemaVersion'])
  })
})
