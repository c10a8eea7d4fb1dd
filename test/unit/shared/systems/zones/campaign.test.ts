import { describe, expect, it } from 'vitest'
import { Campaign } from '@shared/campaign'
import { ZonesPcBlock, ZonesSetup, ZonesStatBlock, defaultZonesSettings, zonesCampaignPart, zonesSettingsOf } from '@shared/systems/zones'
import { battlefieldOf } from '@shared/systems/zones/session/plan'
import { demoCampaign } from '../../../main/player/session-script'

describe('Zones in the campaign file', () => {
  it('Z5 a battlefield drawn before links, capacities and hazards existed still reads', () => {
    expect(ZonesSetup.safeParse({ zones: [{ name: 'Dune crest', conditions: 'Loose sand' }] }).success).toBe(true)
    expect(ZonesStatBlock.safeParse({ level: 1, hp: 8, str: 2, dex: 3, wil: 0, skill: 1, damage: '1d6', notes: '' }).success).toBe(true)
  })

  it('Z5 ZR4 zone names are unique and links name zones of the battlefield, each error at its field', () => {
    const result = ZonesSetup.safeParse({
      zones: [
        { name: 'Crest', conditions: '', links: ['Nowhere', 'Crest'] },
        { name: 'Crest', conditions: '' },
      ],
      partyZone: 'Moon',
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zones.0.links.0', 'there is no zone “Nowhere”'],
      ['zones.0.links.1', 'a zone is not Nearby itself'],
      ['zones.1.name', 'two zones share this name'],
      ['partyZone', 'there is no zone “Moon”'],
    ])
  })

  it('ZR4 a link named on one side makes both zones Nearby; zone ids follow the drawing order', () => {
    const graph = battlefieldOf({
      zones: [
        { name: 'A', conditions: '', links: ['B'] },
        { name: 'B', conditions: '' },
      ],
    })
    expect(graph.links).toEqual({ 'zone-1': ['zone-2'], 'zone-2': ['zone-1'] })
  })

  it('Z13 Z20 a PC block: damage dice checked, usage marks 0 by default', () => {
    expect(
      ZonesPcBlock.parse({ level: 2, str: 1, dex: 1, wil: 0, hpMax: 9, weapons: [{ name: 'Axe', damage: '1d8', reach: 'melee', hands: 2 }] })
        .weapons[0]!.usages,
    ).toBe(0)
    expect(
      ZonesPcBlock.safeParse({ level: 2, str: 1, dex: 1, wil: 0, hpMax: 9, weapons: [{ name: 'Axe', damage: 'big', reach: 'melee', hands: 2 }] })
        .success,
    ).toBe(false)
  })

  it('ZR2 a new battlefield has the three zones the text expects: the party’s, the ground between, the enemies’', () => {
    const blank = zonesCampaignPart.encounters!.blank() as ZonesSetup
    expect(blank.zones.map((z) => z.name)).toEqual(['Party', 'Between', 'Enemies'])
    expect(ZonesSetup.safeParse(blank).success).toBe(true)
  })

  it('the demo campaign reads, its party has Zones blocks and its skirmish a drawn battlefield', () => {
    const demo = Campaign.parse(demoCampaign())
    expect(demo.characters.every((pc) => ZonesPcBlock.safeParse(pc.statBlocks.zones).success)).toBe(true)
    const skirmish = demo.encounters.find((e) => e.id === 'enc-wreck-skirmish')!
    expect(ZonesSetup.parse(skirmish.setup).zones).toHaveLength(4)
  })
})

describe('Zones’ campaign settings (ruling 25: the digest’s campaign settings, shown and changeable)', () => {
  const withSettings = (zones: unknown) => {
    const campaign = demoCampaign()
    return { ...campaign, settings: { ...campaign.settings, systems: { zones } } }
  }

  it('ZG3 ZG6 ZG8 ZG10 ZG12 ZG13 ZG16 a campaign that names none plays the digest’s defaults; one that names them is checked by Zones’ schema, where each field is', () => {
    expect(zonesSettingsOf(demoCampaign())).toEqual(defaultZonesSettings())
    expect(defaultZonesSettings()).toEqual({
      attackNaturals: true,
      dualWieldCrit: 'keptRoll',
      dualWieldMark: 'oneWeapon',
      ongoingLevel: 'bearer',
      freeAttacks: 'each',
      creaturesDrawFreeAttacks: true,
      rangedReach: 'farAway',
      characterAtZero: 'unconscious',
      pcHitPoints: 'exact',
    })
    const good = withSettings({ ...defaultZonesSettings(), freeAttacks: 'one', characterAtZero: 'dead' })
    expect(Campaign.safeParse(good).success).toBe(true)
    expect(zonesSettingsOf(good)).toMatchObject({ freeAttacks: 'one', characterAtZero: 'dead' })
    const bad = Campaign.safeParse(withSettings({ ...defaultZonesSettings(), rangedReach: 'moon' }))
    expect(bad.error!.issues[0]!.path).toEqual(['settings', 'systems', 'zones', 'rangedReach'])
  })
})
