import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { Campaign, campaignPartOf, isValidCampaign } from '@shared/campaign'
import { ActionPointsPcBlock, ActionPointsSetup, ActionPointsStatBlock, ActionPointsWeapon } from '@shared/systems/action-points'
import { campaignShapeHolds, partShapeHolds } from '../../../../../src/main/store/shape-check'
import { demoCampaignFile } from '../../../../support/services'

const pc = { hpMax: 30, agility: 55, skills: { Melee: 55 } }

describe("the PC's Action-points block (digest 3c, A3, A6, A34, A36, A42)", () => {
  it('A3 A6 A34 A36 A42 defaults from the text: Medium, 6 hexes per AP, Reach from the size, 5 AP, 2 RP, 2 FP, no weapons', () => {
    expect(ActionPointsPcBlock.parse(pc)).toEqual({
      ...pc,
      size: 'medium',
      moveSpeed: 6,
      reach: null,
      weapons: [],
      offHandTraining: false,
      apPerTurn: 5,
      rpMax: 2,
      fpStart: 2,
    })
  })

  it('ruling 27 a block may state its own initiative modifier; a block without one reads, and stands, exactly as it was', () => {
    expect(ActionPointsPcBlock.parse(pc)).not.toHaveProperty('initiativeModifier')
    expect(ActionPointsPcBlock.parse({ ...pc, initiativeModifier: 4 }).initiativeModifier).toBe(4)
    expect(ActionPointsPcBlock.safeParse({ ...pc, initiativeModifier: 1.5 }).error!.issues[0]!.path).toEqual(['initiativeModifier'])
    const npc = { hp: 20, agility: 30, moveSpeed: 4, skills: {}, notes: '', initiativeModifier: -1 }
    expect(ActionPointsStatBlock.parse(npc).initiativeModifier).toBe(-1)
    // A campaign file written before the ruling opens unchanged (no migration: the field is optional, with no default).
    const raw = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
    expect(isValidCampaign(raw, campaignShapeHolds, partShapeHolds)).toBe(true)
    const own = {
      ...raw,
      characters: raw.characters.map((c, i) =>
        i === 0 ? { ...c, statBlocks: { actionPoints: { ...c.statBlocks.actionPoints!, initiativeModifier: 2 } } } : c,
      ),
    }
    expect(isValidCampaign(own, campaignShapeHolds, partShapeHolds)).toBe(true)
  })

  it('AG41 a weapon: Melee or Ranged by its kind, one hand, not Finesse or Brawl, stowed, unless the block says otherwise', () => {
    expect(ActionPointsWeapon.parse({ name: 'Spear', kind: 'melee', damage: '1d8' })).toEqual({
      name: 'Spear',
      kind: 'melee',
      damage: '1d8',
      hands: 1,
      finesse: false,
      brawl: false,
      spell: false,
      heldIn: null,
    })
  })

  it('A38 a ranged weapon needs its Range; a weapon its damage; the damage is checked as notation and says where', () => {
    expect(ActionPointsWeapon.safeParse({ name: 'Bow', kind: 'ranged', damage: '1d6' }).error!.issues[0]!.path).toEqual(['range'])
    expect(ActionPointsWeapon.safeParse({ name: 'Club', kind: 'melee' }).error!.issues[0]!.path).toEqual(['damage'])
    expect(ActionPointsWeapon.safeParse({ name: 'Club', kind: 'melee', damage: '1d' }).error!.issues[0]).toMatchObject({
      path: ['damage'],
      message: expect.stringContaining('a die needs sides'),
    })
    expect(ActionPointsWeapon.safeParse({ name: 'Buckler', kind: 'shield' }).success).toBe(true)
  })

  it('AG41 hands: a natural weapon is never held, a two-handed one only in both hands, one item per hand', () => {
    expect(ActionPointsWeapon.safeParse({ name: 'Bite', kind: 'melee', damage: '2d6', hands: 0, heldIn: 'main' }).success).toBe(false)
    expect(ActionPointsWeapon.safeParse({ name: 'Pike', kind: 'melee', damage: '1d10', hands: 2, heldIn: 'main' }).success).toBe(false)
    expect(ActionPointsWeapon.safeParse({ name: 'Knife', kind: 'melee', damage: '1d4', heldIn: 'both' }).success).toBe(false)
    const twoInOneHand = ActionPointsPcBlock.safeParse({
      ...pc,
      weapons: [
        { name: 'Knife', kind: 'melee', damage: '1d4', heldIn: 'main' },
        { name: 'Sword', kind: 'melee', damage: '1d8', heldIn: 'main' },
      ],
    })
    expect(twoInOneHand.error!.issues[0]).toMatchObject({ path: ['weapons'], message: 'more than one item in the main hand' })
  })

  it('R22 skills and Agility are percentages; an unknown size or field is refused', () => {
    expect(ActionPointsPcBlock.safeParse({ ...pc, agility: 101 }).success).toBe(false)
    expect(ActionPointsPcBlock.safeParse({ ...pc, skills: { Melee: -1 } }).success).toBe(false)
    expect(ActionPointsPcBlock.safeParse({ ...pc, size: 'gargantuan' }).success).toBe(false)
    expect(ActionPointsPcBlock.safeParse({ ...pc, speed: 6 }).success).toBe(false)
  })
})

describe("the NPC's Action-points stat block and the encounter's map", () => {
  const old = { hp: 22, agility: 55, moveSpeed: 5, skills: { Melee: 50 }, notes: '' }

  it('stat blocks written before size, Reach, weapons and the maxima are still valid, with the text’s defaults', () => {
    expect(ActionPointsStatBlock.parse(old)).toMatchObject({ ...old, size: 'medium', reach: null, weapons: [], apPerTurn: 5, rpMax: 2, fpStart: 2 })
  })

  it('AG40 an encounter prepared before its map runs on a grid of radius 8, everyone placed by the console, nobody surprised', () => {
    expect(ActionPointsSetup.parse({})).toEqual({ grid: true, radius: 8, positions: {}, surprised: null })
    expect(ActionPointsSetup.safeParse({ positions: { 'pc-ixa': { q: 0.5, r: 0 } } }).success).toBe(false)
  })

  it("the campaign checks every block with Action points' own schemas, and its fast check agrees with zod", () => {
    const part = campaignPartOf('actionPoints')!
    expect(part.pcBlock!.schema).toBe(ActionPointsPcBlock)
    expect(part.npcBlock!.schema).toBe(ActionPointsStatBlock)
    expect(part.encounters!.setup).toBe(ActionPointsSetup)
    const demo = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
    for (const actionPoints of [
      old,
      { ...old, size: 'huge' },
      { ...old, size: 'vast' },
      { ...old, weapons: [{ name: 'Sling', kind: 'ranged', damage: '1d4' }] },
    ]) {
      const value = { ...demo, npcs: [{ ...demo.npcs[0]!, statBlocks: { actionPoints } }, ...demo.npcs.slice(1)] }
      const verdict = Campaign.safeParse(value)
      // Valid as it stands only where zod gives the block back unchanged: an older block gets the fields added since.
      expect(isValidCampaign(value, campaignShapeHolds, partShapeHolds)).toBe(verdict.success && isDeepStrictEqual(verdict.data, value))
      if (!verdict.success) expect(verdict.error.issues[0]!.path.slice(0, 4)).toEqual(['npcs', 0, 'statBlocks', 'actionPoints'])
    }
    const pcs = demo.characters.map((each, i) => (i === 0 ? { ...each, statBlocks: { actionPoints: { ...pc, moveSpeed: -1 } } } : each))
    expect(Campaign.safeParse({ ...demo, characters: pcs }).error!.issues[0]!.path).toEqual([
      'characters',
      0,
      'statBlocks',
      'actionPoints',
      'moveSpeed',
    ])
  })

  it('the demo campaign is valid, its party has Action-points blocks, and its Wyrm encounter is prepared with a map and a surprise', () => {
    const raw = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Campaign
    expect(isValidCampaign(raw, campaignShapeHolds, partShapeHolds)).toBe(true)
    const demo = Campaign.parse(raw)
    expect(demo.characters.every((c) => ActionPointsPcBlock.safeParse(c.statBlocks.actionPoints).success)).toBe(true)
    const wyrm = demo.encounters.find((e) => e.id === 'enc-wyrm-rises')!
    expect(ActionPointsSetup.parse(wyrm.setup)).toMatchObject({ grid: true, surprised: 'players' })
    expect(Object.keys(ActionPointsSetup.parse(wyrm.setup).positions)).toHaveLength(7)
  })
})
