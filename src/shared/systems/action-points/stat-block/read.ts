import { diceProblem } from '../../../dice'
import { labelledLine, notesLine, numberLine } from '../../../campaign/stat-block-lines'
import { issueWords, readBlock, type Layout, type LineRule, type StatBlockReading, type UnsaidValue } from '../../../campaign/stat-block-text'
import { ActionPointsStatBlock, ActionPointsWeapon, type ActionPointsWeaponInput } from '../campaign'
import { DEFAULT_MOVE_SPEED } from '../rules/movement'
import { SIZE_LABEL, SIZES } from '../rules/types'

/*
 * An Action-points creature as plain text (see docs/stat-blocks.md): its name, then HP,
 * Agility, Move (hexes per AP, A34), Size and Reach (A36), its AP, RP and FP, its Initiative
 * modifier (ruling 27), its Skills as percentages (R22), one line per weapon ("Weapon: Sabre —
 * melee, 1d8+1, one-handed, main hand, finesse"), Off-hand training (A41) and Notes.
 */

type Draft = ActionPointsStatBlock & Record<string, unknown>

const size: LineRule<Draft> = {
  claims: (text) => /^size\b/i.test(text),
  read(line, block, fields) {
    const word = line.text.replace(/^size\s*:?\s*/i, '').toLowerCase()
    const found = SIZES.find((s) => s === word)
    if (!found) return `a Size is ${SIZES.map((s) => SIZE_LABEL[s]).join(', ')}`
    block.size = found
    fields.mark('size', line)
    return null
  },
}

const skills: LineRule<Draft> = {
  claims: (text) => /^skills?\b/i.test(text),
  read(line, block, fields) {
    const found: Record<string, number> = {}
    for (const part of line.text.replace(/^skills?\s*:?\s*/i, '').split(/\s*[,;]\s*/)) {
      const match = /^(.+?)\s+(\d+)%?$/.exec(part)
      if (!match?.[1]) return `a skill reads "Melee 60", its name then its percentage (R22); '${part}' does not`
      if (Object.hasOwn(block.skills, match[1]) || Object.hasOwn(found, match[1])) return `the skill ${match[1]} is given twice`
      found[match[1]] = Number(match[2])
    }
    block.skills = { ...block.skills, ...found }
    for (const skill of Object.keys(found)) fields.mark(`skills.${skill}`, line)
    fields.mark('skills', line)
    return null
  },
}

/** What one comma-separated word of a weapon line sets on it, or a problem. */
function weaponPart(part: string, weapon: ActionPointsWeaponInput): string | null {
  const word = part.toLowerCase()
  const flags = { finesse: 'finesse', brawl: 'brawl', spell: 'spell' } as const
  const hands = { natural: 0, 'one-handed': 1, 'two-handed': 2 } as const
  const held = { 'main hand': 'main', 'off hand': 'off', 'both hands': 'both' } as const
  const numbered = /^(reach|range)\s+(\d+)$/.exec(word)
  if (word === 'melee' || word === 'ranged' || word === 'shield') weapon.kind = word
  else if (Object.hasOwn(flags, word)) weapon[flags[word as keyof typeof flags]] = true
  else if (Object.hasOwn(hands, word)) weapon.hands = hands[word as keyof typeof hands]
  else if (Object.hasOwn(held, word)) weapon.heldIn = held[word as keyof typeof held]
  else if (numbered) weapon[numbered[1] as 'reach' | 'range'] = Number(numbered[2])
  else if (/^skill\s+\S/.test(word)) weapon.skill = part.replace(/^skill\s+/i, '')
  else if (/^\d*d\d/.test(word)) {
    const problem = diceProblem(part)
    if (problem) return `a weapon's damage is dice, like "1d8+1": ${problem}`
    weapon.damage = part
  } else
    return `a weapon has no '${part}': say melee, ranged or shield, its damage, reach N, range N, natural, one-handed or two-handed, main hand, off hand or both hands, finesse, brawl, spell, or skill and its name`
  return null
}

const weapon: LineRule<Draft> = {
  claims: (text) => /^weapon\b/i.test(text),
  read(line, block, fields) {
    const match = /^weapon\s*:?\s*(.+?)\s+(?:—|–|-)\s+(.+)$/i.exec(line.text)
    if (!match?.[1] || !match[2]) return 'a weapon reads "Weapon: Sabre — melee, 1d8+1, one-handed, main hand"'
    const made: ActionPointsWeaponInput = { name: match[1], kind: 'melee' }
    let kindSaid = false
    for (const part of match[2].split(/\s*,\s*/)) {
      const problem = weaponPart(part, made)
      if (problem) return problem
      kindSaid ||= ['melee', 'ranged', 'shield'].includes(part.toLowerCase())
    }
    if (!kindSaid) return 'a weapon says whether it is melee, ranged or a shield'
    // The weapon's own rules (A38, A41, AG41) speak on its line; the schema fills the rest (hands 1, not held).
    const checked = ActionPointsWeapon.safeParse(made)
    if (!checked.success) return checked.error.issues.map(issueWords).join('; ')
    // What the hands hold (AG41) goes wrong at the last weapon that was taken up.
    fields.mark('weapons', line)
    fields.mark(`weapons.${block.weapons.length}`, line)
    block.weapons = [...block.weapons, checked.data]
    return null
  },
}

const offHand: LineRule<Draft> = {
  claims: (text) => /^off-?hand training\b/i.test(text),
  read(line, block, fields) {
    if (!/^off-?hand training$/i.test(line.text)) return 'Off-hand training is a line of its own (A41)'
    block.offHandTraining = true
    fields.mark('offHandTraining', line)
    return null
  },
}

/**
 * A9, AG45: the defenses are reactions, each rolling a skill: Dodge the higher of Agility and
 * Athletics (Agility is always given), Parry Melee, Block Endurance with a shield in hand. A
 * skill the block does not list counts 0, which the rules settle, so the paste is not refused;
 * the preview says which defense rests on a 0, on the Skills line (the Agility line when there
 * is none). Block is worded only for a creature that carries a shield.
 */
function reactionSkillsUnsaid(block: Draft): UnsaidValue[] {
  const listed = new Set(Object.keys(block.skills).map((skill) => skill.toLowerCase()))
  const field = listed.size > 0 ? 'skills' : 'agility'
  const rests: { skill: string; reaction: string; verb: string }[] = [{ skill: 'Melee', reaction: 'Parry', verb: 'parries' }]
  if (block.weapons.some((w) => w.kind === 'shield')) rests.push({ skill: 'Endurance', reaction: 'Block', verb: 'blocks' })
  return rests
    .filter(({ skill }) => !listed.has(skill.toLowerCase()))
    .map(({ skill, reaction, verb }) => ({
      field,
      message: `${skill} 0 assumed, not among its Skills: its ${reaction} rolls ${skill} (A9) and a skill the block does not list counts 0 (AG45), so only a 01 ${verb}`,
    }))
}

const layout: Layout<Draft> = {
  noun: 'an Action-points stat block',
  schema: ActionPointsStatBlock,
  blank: (): Draft => ActionPointsStatBlock.parse({ hp: 1, agility: 0, moveSpeed: DEFAULT_MOVE_SPEED, skills: {}, notes: '' }) as Draft,
  rules: [
    numberLine<Draft>(/^(hp|hit points)\b/i, 'hp', 'HP needs a number, like "HP 24"'),
    numberLine<Draft>(/^agility\b/i, 'agility', 'Agility needs its percentage, like "Agility 55"'),
    numberLine<Draft>(/^move(?: speed)?\b/i, 'moveSpeed', 'Move needs its hexes per AP, like "Move 6" (A34)'),
    numberLine<Draft>(/^reach\b/i, 'reach', 'Reach needs a number, like "Reach 2" (A36)'),
    numberLine<Draft>(/^init(?:iative)?\b/i, 'initiativeModifier', 'Initiative needs its modifier, like "Initiative +5" (ruling 27)'),
    labelledLine<Draft>(
      { AP: 'apPerTurn', RP: 'rpMax', FP: 'fpStart' },
      {
        lacking: (label) => `${label} needs a number, like "AP 5, RP 2, FP 2"`,
        unread: (text) => `the points are AP, RP and FP, each with its number ('${text}' is none of them)`,
      },
    ),
    size,
    skills,
    weapon,
    offHand,
    notesLine<Draft>(),
  ],
  required: [
    { field: 'hp', missing: 'an Action-points creature needs its hit points ("HP 24")' },
    // A9: Dodge rolls the higher of Agility and Athletics, and Agility is the one every creature has (AG45).
    { field: 'agility', missing: 'an Action-points creature needs its Agility ("Agility 55"): its Dodge rolls it (A9)' },
  ],
  unsaid: reactionSkillsUnsaid,
}

/** Reads an Action-points creature pasted as plain text into the campaign's stat block, with a problem for each line it cannot take. */
export function readActionPointsStatBlock(text: string): StatBlockReading {
  return readBlock(text, layout)
}
