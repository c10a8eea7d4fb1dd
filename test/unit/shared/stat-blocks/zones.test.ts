import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ZonesStatBlock } from '@shared/systems/zones/campaign'
import { zonesStatBlockText } from '@shared/systems/zones/stat-block'
import { REACTIONS } from '@shared/systems/zones/rules/reaction'
import { fixtureSuite, notes, roundTrip, worded, words } from './support'

const stat = fc.integer({ min: -99, max: 999 })
const dice = fc.constantFrom('1d6', '1d8', '2d6+1', '1d10', '3', 'd4')
const creature = fc.record(
  {
    level: fc.integer({ min: 0, max: 20 }),
    hp: fc.integer({ min: 0, max: 100_000 }),
    str: stat,
    dex: stat,
    wil: stat,
    skill: stat,
    damage: dice,
    attacks: fc.array(fc.record({ name: words, damage: dice, reach: fc.constantFrom('melee' as const, 'ranged' as const) }), {
      minLength: 1,
      maxLength: 4,
    }),
    attitude: fc.constantFrom(null, ...REACTIONS),
    notes,
  },
  { requiredKeys: ['level', 'hp', 'str', 'dex', 'wil', 'skill', 'damage', 'notes'] },
)

describe('Zones stat blocks pasted as text', () => {
  fixtureSuite('zones', zonesStatBlockText, ZonesStatBlock, {
    'cave-bear.txt': {
      name: 'Cave Bear',
      block: {
        level: 3,
        hp: 18,
        str: 3,
        dex: 1,
        wil: 0,
        skill: 4,
        damage: '1d8',
        attacks: [
          { name: 'Claws', damage: '1d8', reach: 'melee' },
          { name: 'Thrown rock', damage: '1d6', reach: 'ranged' },
        ],
        attitude: 'hostile',
      },
    },
    'bandit.txt': { name: 'Bandit', block: { level: 1, hp: 6, str: 1, dex: 1, wil: -1, skill: 2, damage: '1d6' } },
    'spore-witch.txt': {
      name: 'Spore Witch',
      block: {
        dex: 2,
        wil: 4,
        skill: 5,
        damage: '2d6',
        attacks: [
          { name: 'Spore cloud', reach: 'ranged' },
          { name: 'Staff', damage: '1d6', reach: 'melee' },
        ],
        attitude: 'wary',
      },
    },
    'wandering-merchant.txt': { name: 'Wandering Merchant', block: { hp: 4, wil: 2, damage: '1d4', attitude: null } },
    'river-troll.txt': {
      name: 'River Troll',
      block: {
        level: 5,
        damage: '2d6',
        attacks: [
          { name: 'Bite', damage: '1d10' },
          { name: 'Club', damage: '2d6+1' },
        ],
      },
    },
    'wolf-pack.txt': { name: 'Wolf', block: { attacks: [{ name: 'Bite', damage: '1d6', reach: 'melee' }], damage: '1d6' } },
    'bad-attributes.txt': {
      problems: [
        [4, "'STR +4, DEX, WIL 0' — DEX needs its score"],
        [5, "'CON +3' — a Zones stat block has no such line"],
      ],
    },
    'bad-attack.txt': {
      problems: [
        [6, "an attack's damage is dice"],
        [7, "an attack is melee or ranged, not 'thrown'"],
      ],
    },
    'bad-unknown-lines.txt': {
      problems: [
        [7, "'AC 13' — a Zones stat block has no such line"],
        [8, 'no such line'],
      ],
    },
    'bad-missing.txt': {
      problems: [
        [0, 'needs its Level'],
        [0, 'needs its hit points'],
      ],
    },
    'bad-attitude.txt': { problems: [[7, 'an Attitude is one of the reactions']] },
    'bad-no-damage.txt': { problems: [[0, 'needs its attacks']] },
  })

  it('Z12, Z30, ZG2: any creature written as text reads back the same', () => {
    roundTrip(zonesStatBlockText, ZonesStatBlock, creature)
  })
})

describe('a Zones paste without attributes', () => {
  const bear = (attributes: string) => `Cave Bear\nLevel 3\nHP 18\n${attributes}\nSkill +4\nClaws — 1d8, melee`
  const WHY = "a creature's attributes add only to its own Tests (Z12); a Character's attack on it is a Test at DR 12 whatever they are (Z11)"

  it('Z11, Z14 a creature has no defense (attacks on it are Tests at DR 12), so a paste without attributes is taken at +0, the preview saying so on their line', () => {
    const reading = zonesStatBlockText.read(bear(''))
    expect(reading.problems).toEqual([])
    expect(reading.block).toMatchObject({ str: 0, dex: 0, wil: 0 })
    expect(worded(zonesStatBlockText, bear(''))).toEqual([
      { text: 'STR +0, DEX +0, WIL +0', unsaid: [`STR, DEX, WIL +0 assumed, none pasted: ${WHY}`] },
    ])
  })

  it('Z12: only the attribute left out is worded', () => {
    expect(worded(zonesStatBlockText, bear('STR +3, WIL +1'))).toEqual([
      { text: 'STR +3, DEX +0, WIL +1', unsaid: [`DEX +0 assumed, not pasted: ${WHY}`] },
    ])
  })

  it('Z12: with STR, DEX and WIL pasted nothing is worded', () => {
    expect(zonesStatBlockText.read(bear('STR +3, DEX +1, WIL +0')).unsaid).toEqual([])
  })
})
