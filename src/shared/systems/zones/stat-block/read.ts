import { diceProblem } from '../../../dice'
import { labelledLine, notesLine, numberLine } from '../../../campaign/stat-block-lines'
import { readBlock, type Layout, type LineRule, type StatBlockReading, type UnsaidValue } from '../../../campaign/stat-block-text'
import { ZonesStatBlock, type ZonesCreatureAttack } from '../campaign'
import { REACTION_LABEL, REACTIONS, type Reaction } from '../rules/reaction'

/*
 * A Zones creature as plain text (see docs/stat-blocks.md): its name, then Level, HP, the
 * attributes STR, DEX and WIL, Skill (its Tests, morale and ongoing damage: Z21, Z31), its
 * attacks with their damage dice and reach (ZG2: "Claws — 1d8, melee"), or one Damage when it
 * lists none, its Attitude (Z30) and Notes.
 */

type Draft = ZonesStatBlock & Record<string, unknown>

const damage: LineRule<Draft> = {
  claims: (text) => /^damage\b/i.test(text),
  read(line, block, fields) {
    const dice = line.text.replace(/^damage\s*:?\s*/i, '')
    const problem = diceProblem(dice)
    if (problem) return `a creature's Damage is dice, like "Damage 1d6": ${problem}`
    block.damage = dice
    fields.mark('damage', line)
    return null
  },
}

const attitude: LineRule<Draft> = {
  claims: (text) => /^attitude\b/i.test(text),
  read(line, block, fields) {
    const word = line.text.replace(/^attitude\s*:?\s*/i, '').toLowerCase()
    if (word === 'rolled') {
      block.attitude = null
    } else {
      const reaction = REACTIONS.find((r): r is Reaction => r === word)
      if (!reaction) return `an Attitude is one of the reactions, ${REACTIONS.map((r) => REACTION_LABEL[r]).join(', ')}, or "rolled" (Z30)`
      block.attitude = reaction
    }
    fields.mark('attitude', line)
    return null
  },
}

const ATTACK = /^(?<name>.+?)\s+(?:—|–|-)\s+(?<dice>[^,]+?)(?:\s*,\s*(?<reach>[a-z]+))?$/i

const attack: LineRule<Draft> = {
  // Any other line with a dash in it: an attack's name, its dice and its reach.
  claims: (text) => /\s(?:—|–|-)\s/.test(text),
  read(line, block, fields) {
    const groups = ATTACK.exec(line.text)?.groups
    if (!groups) return 'a Zones attack reads "Claws — 1d8, melee" (ZG2)'
    const problem = diceProblem(groups['dice'] ?? '')
    if (problem) return `an attack's damage is dice, like "1d8" (ZG2): ${problem}`
    const reach = (groups['reach'] ?? 'melee').toLowerCase()
    if (reach !== 'melee' && reach !== 'ranged') return `an attack is melee or ranged, not '${groups['reach']}'`
    const made: ZonesCreatureAttack = { name: groups['name'] ?? '', damage: groups['dice'] ?? '', reach }
    const attacks = block.attacks ?? []
    fields.mark(`attacks.${attacks.length}`, line)
    block.attacks = [...attacks, made]
    return null
  },
}

const ATTRIBUTES = { str: 'STR', dex: 'DEX', wil: 'WIL' } as const

/**
 * Z11, Z14: a creature has no defense to assume: a Character's attack on it is a Test at DR 12
 * and its own attacks are avoided by the Character's DEX Test, whatever its attributes. Its
 * STR, DEX and WIL only add to its own Tests (Z12), so a paste without them takes +0, and the
 * preview says so on their line.
 */
function attributesUnsaid(_block: Draft, given: (field: string) => boolean): UnsaidValue[] {
  const missing = (Object.keys(ATTRIBUTES) as (keyof typeof ATTRIBUTES)[]).filter((field) => !given(field))
  const [first] = missing
  if (first === undefined) return []
  const labels = missing.map((field) => ATTRIBUTES[field])
  const said = labels.length === 1 ? `${labels[0]} +0 assumed, not pasted` : `${labels.join(', ')} +0 assumed, none pasted`
  return [
    {
      field: first,
      message: `${said}: a creature's attributes add only to its own Tests (Z12); a Character's attack on it is a Test at DR 12 whatever they are (Z11)`,
    },
  ]
}

const layout: Layout<Draft> = {
  noun: 'a Zones stat block',
  schema: ZonesStatBlock,
  blank: (): Draft => ({ level: 1, hp: 1, str: 0, dex: 0, wil: 0, skill: 0, damage: '', notes: '' }),
  rules: [
    numberLine<Draft>(/^level\b/i, 'level', 'Level needs a number, like "Level 2"'),
    numberLine<Draft>(/^(hp|hit points)\b/i, 'hp', 'HP needs a number, like "HP 12"'),
    numberLine<Draft>(/^skill\b/i, 'skill', 'Skill needs its score, like "Skill +3" (Z31)'),
    labelledLine<Draft>(
      { STR: 'str', DEX: 'dex', WIL: 'wil' },
      {
        lacking: (label) => `${label} needs its score, like "STR +2" (Z12)`,
        unread: (text) => `a Zones creature's attributes are STR, DEX and WIL, each with its score ('${text}' is none of them)`,
      },
    ),
    damage,
    attitude,
    notesLine<Draft>(),
    attack,
  ],
  required: [
    { field: 'level', missing: 'a Zones creature needs its Level ("Level 2")' },
    { field: 'hp', missing: 'a Zones creature needs its hit points ("HP 12")' },
  ],
  // ZG2: a creature that lists attacks deals the first one's damage where one damage is asked.
  finish(block) {
    if (block.damage === '') block.damage = block.attacks?.[0]?.damage ?? ''
  },
  unsaid: attributesUnsaid,
}

/** Reads a Zones creature pasted as plain text into the campaign's stat block, with a problem for each line it cannot take. */
export function readZonesStatBlock(text: string): StatBlockReading {
  const reading = readBlock(text, layout)
  if (reading.problems.length === 0 && reading.block['damage'] === '')
    return { ...reading, problems: [{ line: 0, message: 'a Zones creature needs its attacks ("Claws — 1d8, melee") or its Damage ("Damage 1d6")' }] }
  return reading
}
