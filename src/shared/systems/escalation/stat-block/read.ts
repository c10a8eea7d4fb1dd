import { labelledLine, notesLine, numberLine } from '../../../campaign/stat-block-lines'
import { readBlock, type Layout, type LineRule, type StatBlockReading, type UnsaidValue } from '../../../campaign/stat-block-text'
import { EscalationStatBlock } from '../campaign'
import { BAND_LABEL, DAMAGE_TYPES, DEFENSES, INITIATIVE_BANDS, type DamageType, type Defense, type InitiativeBand } from '../rules/types'

/*
 * An Escalation monster as plain text (see docs/stat-blocks.md): its name, then Level,
 * Initiative (with its band, EG8), the defenses AC/PD/MD, HP, its attacks as the text writes
 * an attack ("Claw +8 vs AC — 2d6+4", E1, E2, EG11), each attack's Miss, Resist X+ (E12),
 * Weak to (E13), Power (E31) and Notes.
 */

/** The block as the lines build it: the campaign's stat block, its optional lists filled in as they come. */
type Draft = EscalationStatBlock & Record<string, unknown>
type Attack = EscalationStatBlock['attacks'][number]

/** The band's name as the text gives it ("Very Fast"), any case. */
function bandNamed(words: string): InitiativeBand | undefined {
  return INITIATIVE_BANDS.find((band) => BAND_LABEL[band].toLowerCase() === words.trim().toLowerCase())
}

function damageType(word: string): DamageType | undefined {
  return DAMAGE_TYPES.find((type) => type === word.trim().toLowerCase())
}

const TYPES_IN_WORDS = DAMAGE_TYPES.join(', ')

const initiative: LineRule<Draft> = {
  claims: (text) => /^init(iative)?\b/i.test(text),
  read(line, block, fields) {
    const match = /^init(?:iative)?\s*:?\s*([+-]?\d+)?\s*(?:[,(]\s*([a-z ]+?)\s*\)?)?$/i.exec(line.text)
    if (!match?.[1]) return 'Initiative needs its bonus, like "Initiative +5"'
    block.initiative = Number(match[1])
    fields.mark('initiative', line)
    if (match[2] !== undefined) {
      const band = bandNamed(match[2])
      if (!band) return `'${match[2]}' is no initiative band: Very Fast, Fast, Medium, Slow or Very Slow (E15)`
      block.band = band
    }
    return null
  },
}

const ATTACK =
  /^(?<ranged>R:\s*)?(?<name>.+?)\s+(?<bonus>[+-]\d+)\s+vs\.?\s+(?<defense>[a-z]+)(?<flags>(?:\s*\([^)]*\))*)\s*(?:—|–|-|:)\s*(?<damage>.+)$/i

const attack: LineRule<Draft> = {
  claims: (text) => /\s[+-]\d+\s+vs\b/i.test(text),
  read(line, block, fields) {
    const groups = ATTACK.exec(line.text)?.groups
    if (!groups) return 'an Escalation attack reads "Name +bonus vs AC — damage" (E2)'
    const defense = DEFENSES.find((d) => d === groups['defense']?.toUpperCase())
    if (!defense) return `an attack is against AC, PD or MD, not '${groups['defense']}' (E2)`
    const flags = (groups['flags'] ?? '').toLowerCase()
    const unknownFlag = [...flags.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]?.trim() ?? '').find((f) => f !== 'uses escalation')
    if (unknownFlag !== undefined) return `an attack's note in brackets is "(uses escalation)" (EG10), not '(${unknownFlag})'`
    const made: Attack = {
      name: groups['name'] ?? '',
      bonus: Number(groups['bonus']),
      defense: defense satisfies Defense,
      damage: groups['damage'] ?? '',
      ...(flags.includes('uses escalation') ? { usesEscalation: true } : {}),
      ...(groups['ranged'] ? { ranged: true } : {}),
    }
    fields.mark(`attacks.${block.attacks.length}`, line)
    block.attacks = [...block.attacks, made]
    return null
  },
}

const miss: LineRule<Draft> = {
  claims: (text) => /^miss\s*:/i.test(text),
  read(line, block, fields) {
    const last = block.attacks.at(-1)
    if (!last) return 'a Miss belongs to the attack on the line before it, and there is none'
    const text = line.text.replace(/^miss\s*:?\s*/i, '')
    if (text === '') return 'a Miss says what a miss does, like "Miss: 3 damage"'
    block.attacks = [...block.attacks.slice(0, -1), { ...last, miss: text }]
    fields.mark(`attacks.${block.attacks.length - 1}.miss`, line)
    return null
  },
}

const resist: LineRule<Draft> = {
  claims: (text) => /^resist(s|ance)?\b/i.test(text),
  read(line, block, fields) {
    const resists = [...(block.resists ?? [])]
    for (const part of line.text.replace(/^resist(?:s|ance)?\s*:?\s*/i, '').split(/\s*[,;]\s*/)) {
      const match = /^([a-z]+)\s+(\d+)\+$/i.exec(part)
      const type = match?.[1] === undefined ? undefined : damageType(match[1])
      if (!match || !type) return `a resistance reads "Resist fire 16+" (E12), a type of ${TYPES_IN_WORDS}`
      resists.push({ type, threshold: Number(match[2]) })
    }
    block.resists = resists
    fields.mark('resists', line)
    return null
  },
}

const weak: LineRule<Draft> = {
  claims: (text) => /^weak(ness(es)?)?\b/i.test(text),
  read(line, block, fields) {
    const weaknesses = [...(block.weaknesses ?? [])]
    for (const word of line.text.replace(/^weak(?:ness(?:es)?)?\s*(?:to\b)?\s*:?\s*/i, '').split(/\s*[,;]\s*|\s+and\s+/)) {
      const type = damageType(word)
      if (!type) return `'${word}' is no damage type: weak to ${TYPES_IN_WORDS} (E13)`
      weaknesses.push(type)
    }
    block.weaknesses = weaknesses
    fields.mark('weaknesses', line)
    return null
  },
}

/** The block's field for each defense. */
const DEFENSE_FIELD = { AC: 'ac', PD: 'pd', MD: 'md' } as const satisfies Record<Defense, keyof Draft>

/**
 * E2: every attack names the defense it is rolled against, and the rules give none a default:
 * a paste without one of them is refused, and the preview's blank number is marked as such.
 */
const WHY_DEFENSES = 'each attack against the monster is rolled against its AC, PD or MD (E2)'

/** The defenses no line gave, worded once on their line: the 10 the preview shows for each is no value. */
function defensesUnsaid(_block: Draft, given: (field: string) => boolean): UnsaidValue[] {
  const missing = DEFENSES.filter((defense) => !given(DEFENSE_FIELD[defense]))
  const [first] = missing
  if (first === undefined) return []
  const named = missing.length === 1 ? first : `${missing.slice(0, -1).join(', ')} or ${missing.at(-1)}`
  const what =
    missing.length === 1
      ? 'the 10 shown is only a placeholder, and the block is refused without it'
      : 'the 10s shown are only placeholders, and the block is refused without them'
  return [{ field: DEFENSE_FIELD[first], message: `no ${named} pasted: ${what}: ${WHY_DEFENSES}` }]
}

const layout: Layout<Draft> = {
  noun: 'an Escalation stat block',
  schema: EscalationStatBlock,
  blank: (): Draft => ({ level: 1, hp: 1, ac: 10, pd: 10, md: 10, initiative: 0, attacks: [], notes: '' }),
  // An attack first: its "+N vs" is surer than how its name starts ("Weak bite +3 vs AC").
  rules: [
    attack,
    numberLine<Draft>(/^level\b/i, 'level', 'Level needs a number, like "Level 3"'),
    numberLine<Draft>(/^(hp|hit points)\b/i, 'hp', 'HP needs a number, like "HP 45"'),
    numberLine<Draft>(/^power\b/i, 'power', 'Power needs a number, like "Power 3" (E31)'),
    labelledLine<Draft>(
      { AC: 'ac', PD: 'pd', MD: 'md' },
      {
        lacking: () => 'an Escalation defense needs a number after AC, PD or MD',
        unread: (text) => `the defenses are AC, PD and MD, each with its number ('${text}' is none of them)`,
      },
    ),
    initiative,
    miss,
    resist,
    weak,
    notesLine<Draft>(),
  ],
  required: [
    { field: 'level', missing: 'an Escalation monster needs its Level ("Level 3")' },
    { field: 'hp', missing: 'an Escalation monster needs its hit points ("HP 45")' },
    ...DEFENSES.map((defense) => ({
      field: DEFENSE_FIELD[defense],
      missing: `an Escalation monster needs its ${defense} ("AC 17, PD 14, MD 12"): ${WHY_DEFENSES}`,
    })),
  ],
  unsaid: defensesUnsaid,
}

/** Reads an Escalation monster pasted as plain text into the campaign's stat block, with a problem for each line it cannot take. */
export function readEscalationStatBlock(text: string): StatBlockReading {
  return readBlock(text, layout)
}
