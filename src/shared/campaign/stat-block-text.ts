import type { z } from 'zod'

/*
 * A stat block pasted as plain text, read one line at a time. Each system says what its lines
 * look like (its own layout, in its rule text's words); this file holds what every layout
 * shares: numbering the lines, taking the first as the name, reporting every line nobody
 * claims, and putting the campaign schema's verdict on the line that gave the field.
 *
 * A line grammar rather than a parser generator: a stat block is a bag of independent lines in
 * any order, and the GM needs one problem per line, which a line's own pattern gives directly.
 */

/** A problem with one line of a pasted stat block: its number (from 1; 0 for the block as a whole) and what is wrong. */
export interface LineProblem {
  readonly line: number
  /** In the game's words, quoting the line: "'AC 17' — an Escalation defense needs a number after AC, PD or MD". */
  readonly message: string
}

/**
 * A value the paste did not give, as the preview shows it on the line that writes `field`:
 * the value the block takes by the rules (or shows only as a placeholder, when the rules need
 * it and the paste is refused) and why, in the game's words, so nothing is filled in silently.
 */
export interface UnsaidValue {
  /** The block's field whose preview line the words go on: "dex", "pd", "skills". */
  readonly field: string
  /** "DEX +0 assumed, none pasted: …". */
  readonly message: string
}

/** What reading a pasted stat block gives. */
export interface StatBlockReading {
  /** The NPC's name, from the block's first line ('' when that line is already a stat). */
  readonly name: string
  /**
   * The stat block as read, every field the lines did not give at the blank block's value:
   * what the preview shows. It is the system's NPC block, valid, only when `problems` is empty.
   */
  readonly block: Record<string, unknown>
  readonly problems: readonly LineProblem[]
  /** The values the block holds that no line gave, where the rules have words on them. */
  readonly unsaid: readonly UnsaidValue[]
  /** The line (from 1) that gave each field, by its path ("hp", "attacks.1"). */
  readonly lines: Readonly<Record<string, number>>
}

/**
 * A system's NPC stat block as plain text, both ways: `write` gives what `read` reads back to
 * the same block. A system's manifest offers one (`statBlockText`) for the prep editor's Paste;
 * a system without one is not offered it.
 */
export interface StatBlockText {
  read(text: string): StatBlockReading
  /** The block (as `read` gives it, or as the campaign keeps it) in the layout's lines, under its name. */
  write(name: string, block: Record<string, unknown>): string
  /** Fields of the block the layout has no line for: a paste over a block keeps them as they were. */
  readonly keeps?: readonly string[]
}

/** One line of a pasted block: its number from 1 and its text, trimmed. */
export interface BlockLine {
  readonly at: number
  readonly text: string
}

/**
 * What a system's rules do with one line: `claims` says whether the line is theirs (by how it
 * starts), `read` puts what it says into the block and returns the problem in words, or null.
 */
export interface LineRule<B> {
  claims(text: string): boolean
  read(line: BlockLine, block: B, fields: FieldLines): string | null
}

/** Which line gave each field of the block (`hp`, `attacks.1`), so the schema's verdict lands on it. */
export class FieldLines {
  private readonly lines = new Map<string, BlockLine>()

  /** Notes that `line` gave the field at `path`. */
  mark(path: string, line: BlockLine): void {
    this.lines.set(path, line)
  }

  /** Each field's line number, by its path. */
  numbers(): Record<string, number> {
    return Object.fromEntries([...this.lines].map(([path, line]) => [path, line.at]))
  }

  /** The line that gave the field at `path` (or its nearest parent), if any. */
  lineOf(path: readonly PropertyKey[]): BlockLine | undefined {
    for (let n = path.length; n > 0; n--) {
      const line = this.lines.get(path.slice(0, n).map(String).join('.'))
      if (line) return line
    }
    return undefined
  }
}

/** A problem quoting its line, in the shape every layout reports. */
export function lineProblem(line: BlockLine, message: string): LineProblem {
  return { line: line.at, message: `'${line.text}' — ${message}` }
}

/** A problem as the GM reads it: "line 4: 'AC 17' — …", or the block's own. */
export function problemText(problem: LineProblem): string {
  return problem.line === 0 ? `The block: ${problem.message}` : `line ${problem.line}: ${problem.message}`
}

/** The pasted text's lines with something on them, numbered as the GM sees them in the box. */
export function blockLines(text: string): BlockLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({ at: i + 1, text: raw.trim() }))
    .filter((line) => line.text !== '')
}

/** What a layout gives `readBlock`: its line rules, its blank block, its schema and its words. */
export interface Layout<B extends Record<string, unknown>> {
  rules: readonly LineRule<B>[]
  blank(): B
  schema: z.ZodType
  /** "an Escalation stat block": how the problems name the layout. */
  noun: string
  /** The fields a block must have a line for (by field name), with the problem when none does. */
  required: readonly { field: keyof B & string; missing: string }[]
  /** Settles fields that depend on others once every line is read (Zones' damage from its first attack). */
  finish?(block: B): void
  /** What the block holds that no line gave and the rules have words on (`given` says whether a line gave a field). */
  unsaid?(block: B, given: (field: string) => boolean): UnsaidValue[]
}

/**
 * Reads a pasted stat block with a layout: the first line is the name unless a rule claims it,
 * every other line must be claimed, and the block is then checked with the campaign's schema.
 */
export function readBlock<B extends Record<string, unknown>>(text: string, layout: Layout<B>): StatBlockReading {
  let block = layout.blank()
  let fields = new FieldLines()
  const problems: LineProblem[] = []
  const lines = blockLines(text)
  let name = ''
  for (const [i, line] of lines.entries()) {
    const rule = layout.rules.find((r) => r.claims(line.text))
    const problem = rule ? rule.read(line, block, fields) : `${layout.noun} has no such line`
    if (problem === null) continue
    // A first line that reads as no stat is the name ("Power Golem", "Weakling Rat"), read from a clean block.
    if (i === 0) {
      name = line.text
      block = layout.blank()
      fields = new FieldLines()
    } else problems.push(lineProblem(line, problem))
  }
  if (lines.length === 0)
    return { name, block, problems: [{ line: 0, message: 'there is nothing to read: paste a stat block' }], unsaid: [], lines: {} }
  for (const { field, missing } of layout.required) if (!fields.lineOf([field])) problems.push({ line: 0, message: missing })
  layout.finish?.(block)
  const said = { unsaid: layout.unsaid?.(block, (field) => fields.lineOf([field]) !== undefined) ?? [], lines: fields.numbers() }
  // The schema's own block (its defaults written out) is what the campaign keeps.
  const parsed = layout.schema.safeParse(block)
  if (parsed.success)
    return { name, block: problems.length === 0 ? (parsed.data as Record<string, unknown>) : block, problems: inOrder(problems), ...said }
  // A line already said to be wrong left its field blank: the schema speaks only of the others.
  const told = new Set(problems.map((p) => p.line))
  const more = schemaProblems(parsed.error, fields).filter((p) => p.line === 0 || !told.has(p.line))
  return { name, block, problems: inOrder([...problems, ...more]), ...said }
}

/** One line of the preview: the block's line as the layout writes it, and the words on what it holds unsaid. */
export interface PreviewLine {
  readonly text: string
  readonly unsaid: readonly string[]
}

/**
 * The preview of a reading: the block written in the layout's lines, each value the paste did
 * not give worded on the line that writes it. Which line that is comes from reading the
 * written text back, so no layout has to say twice where it writes a field. Words for a field
 * the layout writes no line for go at the end, so none is dropped.
 */
export function previewLines(text: StatBlockText, reading: StatBlockReading): PreviewLine[] {
  const written = text.write(reading.name, reading.block)
  const where = text.read(written).lines
  const lines = written.split('\n').map((line) => ({ text: line, unsaid: [] as string[] }))
  const homeless: PreviewLine[] = []
  for (const { field, message } of reading.unsaid) {
    const line = lines[(where[field] ?? 0) - 1]
    if (line) line.unsaid.push(message)
    else homeless.push({ text: '', unsaid: [message] })
  }
  return [...lines, ...homeless]
}

/** Problems as the GM reads down the box: by line, then those of the block as a whole. */
function inOrder(problems: LineProblem[]): LineProblem[] {
  const place = (p: LineProblem) => (p.line === 0 ? Number.POSITIVE_INFINITY : p.line)
  return problems.sort((a, b) => place(a) - place(b))
}

/** The campaign schema's verdict on a block, each issue on the line that gave its field. */
function schemaProblems(error: z.ZodError, fields: FieldLines): LineProblem[] {
  return error.issues.map((issue) => {
    const line = fields.lineOf(issue.path)
    const message = issueWords(issue)
    return line ? lineProblem(line, message) : { line: 0, message: `${issue.path.join('.') || 'the block'}: ${message}` }
  })
}

/** A schema's issue in plain words: a number out of its bounds reads "level is at most 20" rather than zod's words. */
export function issueWords(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? `${String(issue.path.at(-1))} is` : 'it is'
  if (issue.code === 'too_big' && issue.origin === 'number') return `${field} at most ${String(issue.maximum)}`
  if (issue.code === 'too_small' && issue.origin === 'number') return `${field} at least ${String(issue.minimum)}`
  return issue.message
}

/**
 * A line of labelled whole numbers ("AC 17, PD 14, MD 12"; "STR +2 DEX 0"), each label one of
 * `labels` (any case), separated by commas, semicolons or spaces. Gives the numbers by label
 * as `labels` spells them (those read before a problem, when there is one), and the label that
 * lacks its number or the text nobody could read.
 */
export function labelledNumbers(text: string, labels: readonly string[]): { values: Record<string, number>; lacking?: string; unread?: string } {
  const values: Record<string, number> = {}
  const pattern = new RegExp(`\\b(${labels.join('|')})\\b\\s*:?\\s*([+-]?\\d+)?`, 'giy')
  let rest = text
  for (;;) {
    rest = rest.replace(/^[\s,;]+/, '')
    if (rest === '') return { values }
    pattern.lastIndex = 0
    const match = pattern.exec(rest)
    const label = labels.find((l) => l.toLowerCase() === match?.[1]?.toLowerCase())
    if (!match || !label) return { values, unread: rest }
    if (match[2] === undefined) return { values, lacking: label }
    values[label] = Number(match[2])
    rest = rest.slice(match[0].length)
  }
}

/** A whole number as a block writes it: "+3", "-1", "+0" for bonuses. */
export function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`
}
