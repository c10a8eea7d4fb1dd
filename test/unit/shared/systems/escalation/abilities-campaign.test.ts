import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Campaign, isValidCampaign } from '@shared/campaign'
import { EscalationPcBlock, EscalationStatBlock } from '@shared/systems/escalation/campaign'
import { campaignShapeHolds, partShapeHolds } from '../../../../../src/main/store/shape-check'
import { demoCampaignFile } from '../../../../support/services'

const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures')
const campaigns = [
  demoCampaignFile,
  ...['escalation', 'zones', 'action-points', 'relics'].map((system) => join(FIXTURES, 'golden', system, 'campaign.json')),
]

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Campaign

/** Rolling Flame: a spell with everything an entry may say. */
const FLAME = {
  name: 'Rolling Flame',
  type: 'Spell',
  frequency: 'recharge',
  recharge: 11,
  action: 'standard',
  provokes: true,
  sustain: 11,
  power: 2,
  escalation: 2,
  attack: { bonus: 1, defense: 'PD', damage: '3d6 fire', miss: '3', types: ['fire'], ranged: true },
  riders: [
    { when: 'naturalEven', effect: 'The target is Dazed until the end of its next turn.' },
    { when: 'naturalAtLeast', atLeast: 16, effect: 'Ongoing 5 fire damage (save ends).' },
    { when: 'escalationOdd', effect: 'One more Nearby enemy takes 3 fire damage.' },
  ],
  description: 'A wheel of fire rolls through the ranks.',
}

describe('ruling 28: abilities on PC and NPC blocks', () => {
  it('blocks written before abilities were kept open unchanged, in every stored campaign', () => {
    for (const file of campaigns) {
      const campaign = read(file)
      expect(Campaign.parse(campaign), file).toEqual(campaign)
      for (const pc of campaign.characters) {
        const block = (pc.statBlocks as Record<string, unknown>).escalation
        if (block) expect(EscalationPcBlock.parse(block)).toEqual(block)
      }
      for (const npc of campaign.npcs) {
        const block = (npc.statBlocks as Record<string, unknown>).escalation
        if (block) expect(EscalationStatBlock.parse(block)).toEqual(block)
      }
    }
  })

  it('E26-E33 an ability keeps its Type, Frequency, Action, Provokes, Sustain, Power, Escalation X+, attack and riders as written', () => {
    const demo = read(demoCampaignFile)
    const pc = { ...(demo.characters[0]!.statBlocks as Record<string, object>).escalation, abilities: [FLAME] }
    expect(EscalationPcBlock.parse(pc)).toEqual(pc)
    const npc = {
      ...(demo.npcs[0]!.statBlocks as Record<string, object>).escalation,
      abilities: [{ name: 'Duck', frequency: 'encounter', action: 'interrupt', trigger: 'An enemy hits it' }],
    }
    expect(EscalationStatBlock.parse(npc)).toEqual(npc)
  })

  it('E28 E26 a Recharge without its number, a Recharge of 10, an Interrupt without a trigger, two abilities of one name are refused where they are', () => {
    const demo = read(demoCampaignFile)
    const base = (demo.characters[0]!.statBlocks as Record<string, object>).escalation
    const issue = (abilities: unknown[]) => {
      const result = EscalationPcBlock.safeParse({ ...base, abilities })
      expect(result.success).toBe(false)
      return result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    }
    expect(issue([{ ...FLAME, recharge: undefined }])).toEqual(['abilities.0.recharge: A Recharge ability names its number: 9+, 11+ or 13+ (E28)'])
    expect(issue([{ ...FLAME, recharge: 10 }])[0]).toMatch(/^abilities\.0\.recharge/)
    expect(issue([{ name: 'Parry', frequency: 'atWill', action: 'interrupt' }])).toEqual([
      'abilities.0.trigger: An Interrupt names its trigger (E26)',
    ])
    expect(issue([FLAME, FLAME])).toEqual(['abilities.1.name: Two abilities are named “Rolling Flame”: give each its own name'])
    expect(issue([{ ...FLAME, riders: [{ when: 'naturalAtLeast', effect: 'More' }] }])).toEqual([
      'abilities.0.riders.0.atLeast: A “Natural N+” rider names its N, and only it does',
    ])
  })

  it('the campaign’s fast check agrees with zod on blocks with abilities', () => {
    const demo = read(demoCampaignFile)
    const pcBlock = (demo.characters[0]!.statBlocks as Record<string, object>).escalation
    const npcBlock = (demo.npcs[0]!.statBlocks as Record<string, object>).escalation
    for (const abilities of [
      [FLAME],
      [FLAME, FLAME],
      [{ ...FLAME, recharge: undefined }],
      [{ ...FLAME, frequency: 'daily' }],
      [{ ...FLAME, name: ' Flame ' }],
    ]) {
      const characters = demo.characters.map((c, i) =>
        i === 0 ? { ...c, statBlocks: { ...c.statBlocks, escalation: { ...pcBlock, abilities } } } : c,
      )
      const npcs = demo.npcs.map((n, i) => (i === 0 ? { ...n, statBlocks: { ...n.statBlocks, escalation: { ...npcBlock, abilities } } } : n))
      for (const value of [
        { ...demo, characters },
        { ...demo, npcs },
      ]) {
        const verdict = Campaign.safeParse(value)
        expect(isValidCampaign(value, campaignShapeHolds, partShapeHolds), JSON.stringify(abilities).slice(0, 80)).toBe(
          verdict.success && isDeepStrictEqual(verdict.data, value),
        )
      }
    }
  })
})
