import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ActionPointsStatBlock, ActionPointsWeapon } from '@shared/systems/action-points/campaign'
import { actionPointsStatBlockText } from '@shared/systems/action-points/stat-block'
import { SIZES } from '@shared/systems/action-points/rules/types'
import { fixtureSuite, notes, roundTrip, worded, words } from './support'

const SKILLS = ['Melee', 'Ranged', 'Athletics', 'Agility', 'Sleight of Hand', 'Arcana']
const weapon = fc
  .record(
    {
      name: words,
      kind: fc.constantFrom('melee' as const, 'ranged' as const, 'shield' as const),
      skill: fc.constantFrom(...SKILLS),
      damage: fc.constantFrom('1d8+1', '2d6', '1d4', 'd10'),
      reach: fc.integer({ min: 1, max: 6 }),
      range: fc.integer({ min: 1, max: 200 }),
      hands: fc.constantFrom(0 as const, 1 as const, 2 as const),
      finesse: fc.boolean(),
      brawl: fc.boolean(),
      spell: fc.boolean(),
      heldIn: fc.constantFrom(null, 'main' as const, 'off' as const, 'both' as const),
    },
    { requiredKeys: ['name', 'kind'] },
  )
  // Only weapons the campaign takes (A38, A41, AG41): the others are the fixtures' to refuse.
  .filter((w) => ActionPointsWeapon.safeParse(w).success)
const creature = fc
  .record(
    {
      hp: fc.integer({ min: 0, max: 100_000 }),
      agility: fc.integer({ min: -99, max: 999 }),
      moveSpeed: fc.integer({ min: 0, max: 60 }),
      skills: fc.dictionary(fc.constantFrom(...SKILLS), fc.integer({ min: 0, max: 100 }), { maxKeys: 4 }),
      notes,
      size: fc.constantFrom(...SIZES),
      reach: fc.constantFrom(null, 1, 2, 3),
      weapons: fc.array(weapon, { maxLength: 3 }),
      offHandTraining: fc.boolean(),
      apPerTurn: fc.integer({ min: 0, max: 20 }),
      rpMax: fc.integer({ min: 0, max: 20 }),
      fpStart: fc.integer({ min: 0, max: 20 }),
      initiativeModifier: fc.integer({ min: -99, max: 999 }),
    },
    { requiredKeys: ['hp', 'agility', 'moveSpeed', 'skills', 'notes'] },
  )
  .filter((block) => ActionPointsStatBlock.safeParse(block).success)

describe('Action-points stat blocks pasted as text', () => {
  fixtureSuite('action-points', actionPointsStatBlockText, ActionPointsStatBlock, {
    'bandit-captain.txt': {
      name: 'Bandit Captain',
      block: {
        hp: 24,
        agility: 55,
        moveSpeed: 4,
        size: 'medium',
        apPerTurn: 5,
        rpMax: 2,
        fpStart: 3,
        initiativeModifier: 6,
        skills: { Melee: 60, Ranged: 45, Athletics: 40, Deception: 35 },
        weapons: [
          { name: 'Sabre', kind: 'melee', damage: '1d8+1', hands: 1, heldIn: 'main', finesse: true },
          { name: 'Buckler', kind: 'shield', heldIn: 'off' },
        ],
        offHandTraining: true,
      },
    },
    'crossbowman.txt': {
      name: 'Crossbowman',
      block: {
        weapons: [
          { name: 'Crossbow', kind: 'ranged', range: 30, hands: 2, heldIn: 'both' },
          { name: 'Knife', finesse: true, heldIn: null },
        ],
      },
    },
    'ogre.txt': {
      name: 'Ogre',
      block: {
        size: 'large',
        reach: 2,
        rpMax: 1,
        weapons: [
          { name: 'Great club', hands: 2 },
          { name: 'Fist', hands: 0, brawl: true },
        ],
      },
    },
    'hedge-mage.txt': {
      name: 'Hedge Mage',
      block: {
        moveSpeed: 6,
        initiativeModifier: -1,
        weapons: [{ name: 'Fire dart', kind: 'ranged', range: 12, hands: 0, spell: true, skill: 'Arcana' }],
      },
    },
    'giant-wasp.txt': { name: 'Giant Wasp', block: { size: 'small', apPerTurn: 6, fpStart: 1, weapons: [{ name: 'Sting', hands: 0 }] } },
    'temple-guard.txt': {
      name: 'Temple Guard',
      block: { reach: 2, weapons: [{ name: 'Halberd', reach: 2 }], notes: "Holds the doorway.\nParries with the halberd's haft." },
    },
    'bad-weapon.txt': {
      problems: [
        [6, 'a ranged weapon needs a Range'],
        [7, "a weapon has no 'held tight'"],
        [8, 'whether it is melee, ranged or a shield'],
      ],
    },
    'bad-skills.txt': {
      problems: [
        [5, "'Melee sixty' does not"],
        [6, 'the skill Dodge is given twice'],
      ],
    },
    'bad-unknown-lines.txt': {
      problems: [
        [5, "'AC 14' — an Action-points stat block has no such line"],
        [6, 'no such line'],
      ],
    },
    'bad-missing.txt': {
      problems: [
        [0, 'needs its hit points'],
        [0, 'needs its Agility'],
      ],
    },
    'bad-hands.txt': {
      problems: [
        [7, 'more than one item in the main hand'],
        [8, 'a Size is Small, Medium, Large, Huge'],
        [9, 'AP needs a number'],
      ],
    },
    'bad-schema.txt': {
      problems: [
        [5, 'Melee is at most 100'],
        [6, 'reach is at most 6'],
      ],
    },
  })

  it('R22, A34, A36, A41: any creature written as text reads back the same', () => {
    roundTrip(actionPointsStatBlockText, ActionPointsStatBlock, creature)
  })
})

describe('an Action-points paste without its defenses', () => {
  const wolf = (more: string) => `Wolf\nHP 12\nAgility 50\n${more}\nWeapon: Bite — melee, 1d6, natural`
  const MELEE =
    'Melee 0 assumed, not among its Skills: its Parry rolls Melee (A9) and a skill the block does not list counts 0 (AG45), so only a 01 parries'

  it('A9 Dodge rolls Agility, so a paste without Agility is refused', () => {
    const reading = actionPointsStatBlockText.read('Wolf\nHP 12\nSkills: Melee 40')
    expect(reading.problems).toEqual([{ line: 0, message: 'an Action-points creature needs its Agility ("Agility 55"): its Dodge rolls it (A9)' }])
  })

  it('A9, AG45 Parry rolls Melee and an unlisted skill counts 0, so a paste without Melee is taken, the preview saying Melee 0 on the Skills line', () => {
    const reading = actionPointsStatBlockText.read(wolf('Skills: Athletics 40'))
    expect(reading.problems).toEqual([])
    expect(worded(actionPointsStatBlockText, wolf('Skills: Athletics 40'))).toEqual([{ text: 'Skills: Athletics 40', unsaid: [MELEE] }])
  })

  it('AG45: with no Skills line the words go on the Agility line, the one its Dodge rolls', () => {
    expect(worded(actionPointsStatBlockText, wolf(''))).toEqual([{ text: 'Agility 50', unsaid: [MELEE] }])
  })

  it('A9, AG45: a creature with a shield and no Endurance is told its Block rests on a 0 too', () => {
    const guard = wolf('Skills: Melee 55\nWeapon: Buckler — shield, off hand')
    expect(worded(actionPointsStatBlockText, guard)).toEqual([
      {
        text: 'Skills: Melee 55',
        unsaid: [
          'Endurance 0 assumed, not among its Skills: its Block rolls Endurance (A9) and a skill the block does not list counts 0 (AG45), so only a 01 blocks',
        ],
      },
    ])
  })

  it('A9: Melee (and Endurance with a shield) listed, in any case, leaves nothing worded', () => {
    expect(actionPointsStatBlockText.read(wolf('Skills: melee 55, ENDURANCE 30\nWeapon: Buckler — shield, off hand')).unsaid).toEqual([])
  })
})
