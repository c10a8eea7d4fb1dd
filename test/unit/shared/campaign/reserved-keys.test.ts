import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Campaign, Id, safeRecord } from '@shared/campaign'
import { PrepItem } from '@shared/ipc/contract'
import { ActionPointsPcBlock, ActionPointsSetup } from '@shared/systems/action-points'
import { jsonWithKey, RESERVED_KEYS } from '../../../support/reserved-keys'
import { demoCampaignFile } from '../../../support/services'

/** The demo campaign as its file has it, with an empty `settings.systems` for a key to go into. */
function demo(): Record<string, unknown> & { settings: Record<string, unknown> } {
  const document = JSON.parse(readFileSync(demoCampaignFile, 'utf8')) as Record<string, unknown> & { settings: Record<string, unknown> }
  return { ...document, settings: { ...document.settings, systems: {} } }
}

const Skills = safeRecord('Skills', z.string().trim().min(1).max(60), z.number().int())

describe('a record refuses the keys __proto__, constructor and prototype, by name', () => {
  it.each(RESERVED_KEYS)('a key named “%s” in JSON text is refused, in the words of the field, at the record', (key) => {
    const result = Skills.safeParse(JSON.parse(jsonWithKey({ Melee: 40 }, [], key, 50)))
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: [], message: `Skills can't have an entry named “${key}”` }),
    ])
  })

  it('a reserved name with spaces around it is refused too: a record of trimmed names would make it the name itself', () => {
    const result = Skills.safeParse({ ' constructor ': 1 })
    expect(result.error!.issues[0]!.message).toBe("Skills can't have an entry named “ constructor ”")
  })

  it('a key that only holds a reserved name is a key like any other; what is not an object gets zod’s own answer', () => {
    expect(Skills.parse({ constructors: 1, my__proto__: 2, ' Melee ': 3 })).toEqual({ constructors: 1, my__proto__: 2, Melee: 3 })
    expect(Skills.safeParse([1]).error!.issues[0]).toMatchObject({ code: 'invalid_type', expected: 'record' })
  })
})

describe('every record of a campaign refuses them, saying which key and where', () => {
  const places = [
    { where: 'an NPC’s Action-points skills', path: ['npcs', 0, 'statBlocks', 'actionPoints', 'skills'], value: 50, label: 'Skills' },
    { where: 'a PC’s Action-points skills', path: ['characters', 0, 'statBlocks', 'actionPoints', 'skills'], value: 50, label: 'Skills' },
    { where: 'a map’s starting positions', path: ['encounters', 2, 'setup', 'positions'], value: { q: 0, r: 0 }, label: 'Starting positions' },
    { where: 'an encounter’s setup', path: ['encounters', 2, 'setup'], value: {}, label: 'The setup' },
    { where: 'a PC’s stat blocks', path: ['characters', 0, 'statBlocks'], value: {}, label: 'Stat blocks' },
    { where: 'the rule systems’ settings', path: ['settings', 'systems'], value: {}, label: 'Rule system settings' },
  ]
  it.each(places.flatMap((place) => RESERVED_KEYS.map((key) => [place.where, key, place] as const)))('%s: “%s”', (_where, key, place) => {
    const result = Campaign.safeParse(JSON.parse(jsonWithKey(demo(), place.path, key, place.value)))
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]).toMatchObject({ path: place.path, message: `${place.label} can't have an entry named “${key}”` })
  })

  it('the demo campaign, with an empty record of settings, is valid: only the reserved keys are refused', () => {
    expect(Campaign.safeParse(demo()).success).toBe(true)
  })
})

describe('what a campaign keeps of each rule system’s data is what the system’s schema gave back', () => {
  it('A3 a PC’s Action-points block is kept trimmed and with the text’s defaults written out, not as it came', () => {
    const document = demo() as unknown as Campaign
    const block = { hpMax: 20, agility: 40, skills: { ' Melee ': 40 }, weapons: [{ name: '  Claw ', kind: 'melee', damage: '1d6', hands: 0 }] }
    document.characters[0]!.statBlocks = { actionPoints: block }
    const kept = Campaign.parse(document).characters[0]!.statBlocks.actionPoints
    expect(kept).toEqual(ActionPointsPcBlock.parse(block))
    expect(kept).toMatchObject({ skills: { Melee: 40 }, size: 'medium', weapons: [{ name: 'Claw', finesse: false, heldIn: null }] })
  })

  it('A33 an encounter’s map and a system’s settings are kept as their schemas gave them back', () => {
    const document = demo() as unknown as Campaign
    document.encounters[2]!.setup = {}
    document.settings.systems = {
      actionPoints: { initiativeModifier: 'agility', fumbles: 'doubleZero', surprisedRp: 'roundOne', disarmEarnsFp: true, pcHitPoints: 'exact' },
    }
    const kept = Campaign.parse(document)
    expect(kept.encounters[2]!.setup).toEqual(ActionPointsSetup.parse({}))
    expect(kept.settings.systems!.actionPoints).toMatchObject({ initiativeModifier: 'agility', showEnemyPoints: true })
  })
})

describe('a prep edit as the contract reads it', () => {
  const raider = () => (demo() as unknown as Campaign).npcs[0]!

  it.each(RESERVED_KEYS)('an NPC whose stat block has a skill named “%s” is refused, naming the key and where it is', (key) => {
    const text = jsonWithKey({ kind: 'npc', item: raider() }, ['item', 'statBlocks', 'actionPoints', 'skills'], key, 90)
    const result = PrepItem.safeParse(JSON.parse(text))
    expect(result.error!.issues[0]).toMatchObject({
      path: ['item', 'statBlocks', 'actionPoints', 'skills'],
      message: `Skills can't have an entry named “${key}”`,
    })
  })

  it('an NPC’s stat block comes out as the system’s schema gave it back: a weapon’s name trimmed, its defaults written out', () => {
    const npc = raider()
    const block = npc.statBlocks.actionPoints as { weapons: unknown[] }
    const weapons = [{ name: '  Hooked spear ', kind: 'melee', damage: '1d8' }]
    const parsed = PrepItem.parse({ kind: 'npc', item: { ...npc, statBlocks: { ...npc.statBlocks, actionPoints: { ...block, weapons } } } })
    if (parsed.kind !== 'npc') throw new Error('an NPC was sent')
    expect((parsed.item.statBlocks.actionPoints as { weapons: unknown }).weapons).toEqual([
      { name: 'Hooked spear', kind: 'melee', damage: '1d8', hands: 1, finesse: false, brawl: false, spell: false, heldIn: null },
    ])
  })
})

describe('an id is never a name a record refuses, since ids key records', () => {
  it.each(RESERVED_KEYS)('a PC with the id “%s” is refused where the id is', (key) => {
    const document = demo() as unknown as Campaign
    const result = Campaign.safeParse({ ...document, characters: [{ ...document.characters[0]!, id: key }, ...document.characters.slice(1)] })
    expect(result.error!.issues[0]).toMatchObject({
      path: ['characters', 0, 'id'],
      message: 'an id cannot be “__proto__”, “constructor” or “prototype”',
    })
  })

  it('an id that only holds such a name is an id like any other', () => {
    expect(Id.parse('pc-constructor')).toBe('pc-constructor')
    expect(Id.parse('__proto__x')).toBe('__proto__x')
  })
})
