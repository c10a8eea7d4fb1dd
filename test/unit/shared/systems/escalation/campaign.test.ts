import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { Campaign, campaignPartOf, isValidCampaign } from '@shared/campaign'
import { EscalationPcBlock, EscalationStatBlock, defaultEscalationSettings, escalationSettingsOf, pcTier } from '@shared/systems/escalation/campaign'
import { campaignShapeHolds, partShapeHolds } from '../../../../../src/main/store/shape-check'
import { demoCampaignFile } from '../../../../support/services'

const pc = { level: 3, volition: 2, ac: 17, pd: 14, md: 12, hpMax: 38, recoveryDice: '3d8+2' }

describe("the PC's Escalation block (digest 1c, E7, E12, E13, E15, E48, EG8, EG34)", () => {
  it('E48 EG8 E7 defaults: 8 recoveries, the Medium band, a d8 stance, no miss damage, no resistances or weaknesses', () => {
    expect(EscalationPcBlock.parse(pc)).toEqual({
      ...pc,
      recoveriesMax: 8,
      initiativeBand: 'medium',
      stanceDamageDie: 'd8',
      missDamage: 'none',
      resists: [],
      weaknesses: [],
    })
  })

  it('E12 E13 resistances, weaknesses, Vitality and the rest as written', () => {
    const block = EscalationPcBlock.parse({
      ...pc,
      vitality: 1,
      recoveriesMax: 9,
      initiativeBand: 'fast',
      stanceDamageDie: 'd10',
      missDamage: 'level',
      tier: 2,
      resists: [{ type: 'fire', threshold: 14 }],
      weaknesses: ['cold'],
    })
    expect(block).toMatchObject({
      vitality: 1,
      initiativeBand: 'fast',
      missDamage: 'level',
      resists: [{ type: 'fire', threshold: 14 }],
      weaknesses: ['cold'],
    })
  })

  it('E50 the recovery dice are checked as notation, and the problem says where', () => {
    const result = EscalationPcBlock.safeParse({ ...pc, recoveryDice: '3d' })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]).toMatchObject({ path: ['recoveryDice'], message: '`3d` at column 3: a die needs sides, such as d6' })
  })

  it('E15 E12 an unknown band, damage type or field is refused', () => {
    expect(EscalationPcBlock.safeParse({ ...pc, initiativeBand: 'quick' }).success).toBe(false)
    expect(EscalationPcBlock.safeParse({ ...pc, weaknesses: ['poison'] }).success).toBe(false)
    expect(EscalationPcBlock.safeParse({ ...pc, resists: [{ type: 'fire', threshold: 19 }] }).success).toBe(false)
    expect(EscalationPcBlock.safeParse({ ...pc, speed: 6 }).success).toBe(false)
  })

  it("EG34 the tier is the block's own, else taken from the level", () => {
    expect(pcTier({ level: 3 })).toBe(1)
    expect(pcTier({ level: 6 })).toBe(2)
    expect(pcTier({ level: 9 })).toBe(3)
    expect(pcTier({ level: 3, tier: 2 })).toBe(2)
    expect(pcTier({ level: 5 }, [6, 9])).toBe(1)
  })
})

describe("the NPC's Escalation stat block (EG8, EG10, EG11)", () => {
  const block = {
    level: 2,
    hp: 27,
    ac: 17,
    pd: 15,
    md: 12,
    initiative: 5,
    attacks: [{ name: 'Hooked spear', bonus: 7, defense: 'AC', damage: '7 damage' }],
    notes: '',
  }

  it('EG8 EG10 blocks written before the band, escalation flag and miss damage are still valid', () => {
    expect(EscalationStatBlock.parse(block)).toEqual(block)
    const demo = Campaign.parse(JSON.parse(readFileSync(demoCampaignFile, 'utf8')))
    expect(demo.npcs.some((npc) => npc.statBlocks.escalation)).toBe(true)
  })

  it('EG8 EG10 the band, the per-attack escalation flag and miss damage are taken when given', () => {
    const full = { ...block, band: 'slow', attacks: [{ ...block.attacks[0], usesEscalation: true, miss: '2 damage' }] }
    expect(EscalationStatBlock.parse(full)).toEqual(full)
    expect(EscalationStatBlock.safeParse({ ...block, band: 'sluggish' }).success).toBe(false)
  })

  it("EG8 the campaign checks NPC and PC blocks with Escalation's own schemas, and its fast check agrees with zod", () => {
    const part = campaignPartOf('escalation')!
    expect(part.npcBlock!.schema).toBe(EscalationStatBlock)
    expect(part.pcBlock!.schema).toBe(EscalationPcBlock)
    const demo = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
    const npc = demo.npcs[0]!
    for (const escalation of [
      block,
      { ...block, band: 'fast' },
      { ...block, band: 'fastest' },
      { ...block, attacks: [{ ...block.attacks[0], usesEscalation: 'yes' }] },
      { ...block, resists: [{ type: 'fire', threshold: 16 }] },
      { ...block, resists: [{ type: 'fire', threshold: 2 }] },
    ]) {
      const value = { ...demo, npcs: [{ ...npc, statBlocks: { escalation } }, ...demo.npcs.slice(1)] }
      const verdict = Campaign.safeParse(value)
      expect(isValidCampaign(value, campaignShapeHolds, partShapeHolds)).toBe(verdict.success)
      if (!verdict.success) expect(verdict.error.issues[0]!.path.slice(0, 4)).toEqual(['npcs', 0, 'statBlocks', 'escalation'])
    }
    const pcs = demo.characters.map((each, i) => (i === 0 ? { ...each, statBlocks: { escalation: { ...pc, recoveryDice: '3d' } } } : each))
    const refused = Campaign.safeParse({ ...demo, characters: pcs })
    expect(refused.success).toBe(false)
    expect(refused.error!.issues[0]!.path).toEqual(['characters', 0, 'statBlocks', 'escalation', 'recoveryDice'])
  })

  it('a block of a system this console does not know is refused with its name, not dropped', () => {
    const demo = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
    const npc = { ...demo.npcs[0]!, statBlocks: { ...demo.npcs[0]!.statBlocks, hexcrawl: { hp: 3 } } }
    const result = Campaign.safeParse({ ...demo, npcs: [npc, ...demo.npcs.slice(1)] })
    expect(result.error!.issues[0]).toMatchObject({ path: ['npcs', 0, 'statBlocks', 'hexcrawl'], message: expect.stringContaining('"hexcrawl"') })
  })
})

describe('Escalation’s campaign settings (ruling 25: the digest’s campaign settings, shown and changeable)', () => {
  const demo = () => JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
  const withSettings = (escalation: unknown) => {
    const campaign = demo()
    return { ...campaign, settings: { ...campaign.settings, systems: { escalation } } }
  }

  it('EG25 settings saved before the Intercept setting read it as its default, keeping the others', () => {
    const { interceptOncePerRound: _added, ...older } = { ...defaultEscalationSettings(), defaultSaveTarget: 13 }
    expect(escalationSettingsOf(withSettings(older))).toMatchObject({ defaultSaveTarget: 13, interceptOncePerRound: true })
    expect(escalationSettingsOf(withSettings({ ...older, interceptOncePerRound: false }))).toMatchObject({ interceptOncePerRound: false })
  })

  it('a campaign that names none plays the defaults; one that names them is checked by Escalation’s schema, where each field is', () => {
    expect(escalationSettingsOf(demo())).toEqual(defaultEscalationSettings())
    const good = withSettings({ ...defaultEscalationSettings(), defaultSaveTarget: 13, pcHitPoints: 'described' })
    expect(Campaign.safeParse(good).success).toBe(true)
    expect(escalationSettingsOf(good)).toMatchObject({ defaultSaveTarget: 13, pcHitPoints: 'described' })
    const bad = Campaign.safeParse(withSettings({ ...defaultEscalationSettings(), defaultSaveTarget: 40 }))
    expect(bad.error!.issues[0]!.path).toEqual(['settings', 'systems', 'escalation', 'defaultSaveTarget'])
    const unknown = Campaign.safeParse({ ...demo(), settings: { ...demo().settings, systems: { hexcrawl: {} } } })
    expect(unknown.error!.issues[0]).toMatchObject({ path: ['settings', 'systems', 'hexcrawl'], message: expect.stringContaining('"hexcrawl"') })
    for (const value of [good, withSettings({ ...defaultEscalationSettings(), defaultSaveTarget: 40 })])
      expect(isValidCampaign(value, campaignShapeHolds, partShapeHolds)).toBe(Campaign.safeParse(value).success)
  })
})
