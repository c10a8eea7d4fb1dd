import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EscalationStatBlock } from '@shared/systems/escalation/campaign'
import { escalationStatBlockText } from '@shared/systems/escalation/stat-block'
import { DAMAGE_TYPES, DEFENSES, INITIATIVE_BANDS } from '@shared/systems/escalation/rules/types'
import { fixtureSuite, notes, roundTrip, worded, words } from './support'

const stat = fc.integer({ min: -99, max: 999 })
const damage = fc.constantFrom('2d6+3', '7 damage', '3d8 fire damage', '4d10 + 6', 'half damage')
const attack = fc.record(
  {
    name: words,
    bonus: stat,
    defense: fc.constantFrom(...DEFENSES),
    damage,
    usesEscalation: fc.constant(true),
    miss: damage,
    ranged: fc.constant(true),
  },
  { requiredKeys: ['name', 'bonus', 'defense', 'damage'] },
)
const monster = fc.record(
  {
    level: fc.integer({ min: 0, max: 20 }),
    hp: fc.integer({ min: 0, max: 100_000 }),
    ac: stat,
    pd: stat,
    md: stat,
    initiative: stat,
    band: fc.constantFrom(...INITIATIVE_BANDS),
    attacks: fc.array(attack, { maxLength: 4 }),
    resists: fc.array(fc.record({ type: fc.constantFrom(...DAMAGE_TYPES), threshold: fc.integer({ min: 3, max: 18 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    weaknesses: fc.array(fc.constantFrom(...DAMAGE_TYPES), { minLength: 1, maxLength: 3 }),
    power: fc.integer({ min: 0, max: 99 }),
    notes,
  },
  { requiredKeys: ['level', 'hp', 'ac', 'pd', 'md', 'initiative', 'attacks', 'notes'] },
)

describe('Escalation stat blocks pasted as text', () => {
  fixtureSuite('escalation', escalationStatBlockText, EscalationStatBlock, {
    'goblin-skirmisher.txt': {
      name: 'Goblin Skirmisher',
      block: {
        level: 2,
        initiative: 5,
        band: 'fast',
        ac: 17,
        pd: 13,
        md: 11,
        hp: 30,
        attacks: [
          { name: 'Spear', bonus: 7, defense: 'AC', damage: '2d6+3 damage', miss: '2 damage' },
          { name: 'Shortbow', bonus: 6, defense: 'AC', damage: '2d4 damage', ranged: true },
        ],
      },
    },
    'fire-imp.txt': {
      name: 'Fire Imp',
      block: {
        band: 'veryFast',
        ac: 18,
        pd: 14,
        md: 15,
        attacks: [{ name: 'Fire bolt', bonus: 8, defense: 'PD', usesEscalation: true, ranged: true }, { name: 'Claws' }],
        resists: [{ type: 'fire', threshold: 16 }],
        weaknesses: ['cold'],
        notes: 'Flies; the escalation die feeds its bolts.',
      },
    },
    'stone-troll.txt': {
      name: 'Stone Troll',
      block: {
        level: 6,
        band: 'slow',
        ac: 20,
        pd: 19,
        md: 14,
        hp: 120,
        attacks: [
          { name: 'Boulder fist', damage: '4d10+6 damage', miss: 'half damage' },
          { name: 'Crushing grip', bonus: 10, defense: 'PD' },
        ],
        resists: [
          { type: 'weapon', threshold: 13 },
          { type: 'thunder', threshold: 14 },
        ],
        weaknesses: ['force', 'radiant'],
        power: 2,
      },
    },
    'ghost-mourner.txt': {
      name: 'Ghost Mourner',
      block: {
        md: 18,
        attacks: [{ name: 'Wail', defense: 'MD', miss: '3 psychic damage' }, { name: 'Chill touch' }],
        notes: 'Drifts through walls.\nCannot be engaged by a creature that is not Flying.',
      },
    },
    'rat-swarm.txt': { name: '', block: { level: 0, hp: 9, attacks: [{ name: 'Gnawing', damage: '3 damage' }] } },
    'bad-defenses.txt': {
      problems: [
        [4, "'AC 17, PD' — an Escalation defense needs a number after AC, PD or MD"],
        [0, 'needs its PD'],
      ],
    },
    'bad-attack-defense.txt': {
      problems: [
        [6, "not 'Reflex'"],
        [7, '(uses escalation)'],
      ],
    },
    'bad-unknown-lines.txt': {
      problems: [
        [7, "'Speed 30 ft.' — an Escalation stat block has no such line"],
        [8, "'Str 16 (+3)' — an Escalation stat block has no such line"],
      ],
    },
    'bad-missing.txt': {
      problems: [
        [0, 'needs its Level'],
        [0, 'needs its hit points'],
        [0, 'needs its PD'],
        [0, 'needs its MD'],
      ],
    },
    'bad-miss-first.txt': { problems: [[2, 'a Miss belongs to the attack on the line before it']] },
    'bad-resist.txt': {
      problems: [
        [7, 'Resist fire 16+'],
        [8, "'water' is no damage type"],
        [9, 'Power needs a number'],
      ],
    },
    'bad-schema.txt': { problems: [[2, "'Level 25' — level is at most 20"]] },
  })

  it('E2, E12, E13, EG10: any monster written as text reads back the same', () => {
    roundTrip(escalationStatBlockText, EscalationStatBlock, monster)
  })
})

describe('an Escalation paste without a defense', () => {
  const hag = (defenses: string) => `Hag\nLevel 3\n${defenses}\nHP 40\nClaws +8 vs AC — 2d8 damage`

  it('E2 every attack is rolled against AC, PD or MD and none has a default, so a paste without its PD is refused', () => {
    const reading = escalationStatBlockText.read(hag('AC 17, MD 12'))
    expect(reading.problems).toEqual([
      {
        line: 0,
        message:
          'an Escalation monster needs its PD ("AC 17, PD 14, MD 12"): each attack against the monster is rolled against its AC, PD or MD (E2)',
      },
    ])
  })

  it('E2: the preview marks the PD it shows as a placeholder, on the defenses line', () => {
    expect(worded(escalationStatBlockText, hag('AC 17, MD 12'))).toEqual([
      {
        text: 'AC 17, PD 10, MD 12',
        unsaid: [
          'no PD pasted: the 10 shown is only a placeholder, and the block is refused without it: each attack against the monster is rolled against its AC, PD or MD (E2)',
        ],
      },
    ])
  })

  it('E2: with no defenses line at all, each of the three is refused and marked', () => {
    const reading = escalationStatBlockText.read(hag(''))
    expect(reading.problems.map((p) => p.message.slice(0, 35))).toEqual([
      'an Escalation monster needs its AC ',
      'an Escalation monster needs its PD ',
      'an Escalation monster needs its MD ',
    ])
    expect(worded(escalationStatBlockText, hag(''))).toEqual([
      {
        text: 'AC 10, PD 10, MD 10',
        unsaid: [
          'no AC, PD or MD pasted: the 10s shown are only placeholders, and the block is refused without them: each attack against the monster is rolled against its AC, PD or MD (E2)',
        ],
      },
    ])
  })

  it('E2: with AC, PD and MD pasted nothing is worded', () => {
    expect(escalationStatBlockText.read(hag('AC 17, PD 14, MD 12'))).toMatchObject({ problems: [], unsaid: [] })
    expect(worded(escalationStatBlockText, hag('AC 17\nPD 14\nMD 12'))).toEqual([])
  })
})
