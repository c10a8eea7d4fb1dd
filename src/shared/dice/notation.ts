/**
 * Damage and healing notation: `2d8+3`, `1d6+1d4-1`, `4d6x10`, `10x1d6`, `(2d8+3)x10`,
 * `4d6kh3`, `2d20kl1`, `7`. Parsed by hand (a small recursive descent) so that every
 * refusal names the place and the problem in the table's words, and so that a hostile
 * string is bounded before any work: at most 100 characters, 100 dice per term, 1000 sides.
 *
 * Grammar (spaces allowed between tokens; `d`, `kh`, `kl`, `x` in either case):
 *   sum     := ('+' | '-')? product (('+' | '-') product)*
 *   product := factor (('x' | '*' | '×') factor)*      at most one factor may hold dice
 *   factor  := number | dice | '(' sum ')'
 *   dice    := number? 'd' number (('kh' | 'kl') number)?
 * A multiplier binds tighter than + and -: `2d8+3x10` is 2d8 + 30, `(2d8+3)x10` is the whole.
 */

import { deepFreeze } from '../session/frozen'

/** The longest notation accepted. */
export const MAX_NOTATION_LENGTH = 100
/** The most dice one term may roll. */
export const MAX_DICE_PER_TERM = 100
/** The most sides one die may have. */
export const MAX_SIDES = 1000
/** The largest plain number. */
export const MAX_NUMBER = 100_000
/** The largest multiplier of one product (all its numbers multiplied together). */
export const MAX_MULTIPLIER = 1000

/** Which dice of a term count. */
export interface Keep {
  which: 'highest' | 'lowest'
  count: number
}

/** A node of a parsed notation. Columns are 1-based, as the error messages say them. */
export type DiceNode =
  | { kind: 'number'; value: number; column: number }
  | { kind: 'dice'; count: number; sides: number; keep: Keep | null; column: number; text: string }
  | { kind: 'sum'; terms: { sign: 1 | -1; node: DiceNode }[] }
  | { kind: 'product'; multiplier: number; node: DiceNode }

/** A parsed notation: the text as written and its tree. Plain JSON. */
export interface DiceExpression {
  text: string
  root: DiceNode
}

/** A notation that cannot be read: what is wrong and at which column. */
export class DiceNotationError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message)
    this.name = 'DiceNotationError'
  }
}

const MULTIPLY = new Set(['x', 'X', '*', '×'])

/** Recursive descent over the text; `pos` is a 0-based index. */
class Reader {
  pos = 0
  constructor(readonly text: string) {}

  skipSpaces(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++
  }

  peek(): string | undefined {
    this.skipSpaces()
    return this.text[this.pos]
  }

  /** An error about the text from `from` up to the current position (the problem's place). */
  fail(from: number, reason: string, at = this.pos): never {
    const shown = this.text.slice(from, Math.max(at + 1, this.pos, from + 1)).trim() || this.text.slice(from).trim()
    throw new DiceNotationError(`\`${shown}\` at column ${at + 1}: ${reason}`, at + 1)
  }

  number(from: number, what: string): number {
    this.skipSpaces()
    const start = this.pos
    while (this.pos < this.text.length && /[0-9]/.test(this.text[this.pos]!)) this.pos++
    if (this.pos === start) this.fail(from, what)
    const digits = this.text.slice(start, this.pos)
    const value = Number(digits)
    if (value > MAX_NUMBER) this.fail(from, `${digits} is too large; numbers go up to ${MAX_NUMBER.toLocaleString('en')}`, start)
    return value
  }

  sum(): DiceNode {
    const terms: { sign: 1 | -1; node: DiceNode }[] = []
    let sign: 1 | -1 = 1
    const lead = this.peek()
    if (lead === '+' || lead === '-') {
      sign = lead === '-' ? -1 : 1
      this.pos++
    }
    terms.push({ sign, node: this.product() })
    for (;;) {
      const next = this.peek()
      if (next !== '+' && next !== '-') break
      const operatorAt = this.pos
      this.pos++
      if (this.peek() === undefined) this.fail(operatorAt, `expected a number or dice after ${next}`)
      terms.push({ sign: next === '-' ? -1 : 1, node: this.product() })
    }
    return terms.length === 1 && terms[0]!.sign === 1 ? terms[0]!.node : { kind: 'sum', terms }
  }

  product(): DiceNode {
    this.skipSpaces()
    const start = this.pos
    let multiplier = 1
    let inner: DiceNode | null = null
    for (let first = true; ; first = false) {
      if (!first) {
        const next = this.peek()
        if (next === undefined || !MULTIPLY.has(next)) break
        const operatorAt = this.pos
        this.pos++
        if (this.peek() === undefined) this.fail(start, 'a multiplier needs a number, such as x10', operatorAt + 1)
      }
      const factorAt = (this.skipSpaces(), this.pos)
      const factor = this.factor()
      if (factor.kind !== 'number') {
        if (inner) this.fail(start, 'dice can only be multiplied by a number', factorAt)
        inner = factor
      } else multiplier *= factor.value
      if (multiplier > MAX_NUMBER) this.fail(start, `the product is larger than ${MAX_NUMBER.toLocaleString('en')}`, factorAt)
    }
    if (!inner) return { kind: 'number', value: multiplier, column: start + 1 }
    if (multiplier === 0) this.fail(start, 'multiplying by 0 rolls nothing; multiply by 1 or more', start)
    if (multiplier > MAX_MULTIPLIER) this.fail(start, `a multiplier goes up to ${MAX_MULTIPLIER}`, start)
    return multiplier === 1 ? inner : { kind: 'product', multiplier, node: inner }
  }

  factor(): DiceNode {
    const c = this.peek()
    const start = this.pos
    if (c === '(') {
      this.pos++
      if (this.peek() === ')') this.fail(start, 'the brackets are empty')
      const inner = this.sum()
      if (this.peek() !== ')') this.fail(start, `the bracket opened at column ${start + 1} is never closed`)
      this.pos++
      return inner
    }
    if (c === undefined) this.fail(start, 'expected a number or dice, such as 2d8')
    if (/[0-9]/.test(c)) {
      const value = this.number(start, 'expected a number')
      if (this.text[this.pos] === 'd' || this.text[this.pos] === 'D') return this.dice(start, value)
      return { kind: 'number', value, column: start + 1 }
    }
    if (c === 'd' || c === 'D') return this.dice(start, 1)
    const what = c === ')' ? 'this bracket closes nothing' : `\`${c}\` is not part of dice notation`
    return this.fail(start, `${what}; expected a number or dice, such as 2d8`)
  }

  dice(start: number, count: number): DiceNode {
    const dAt = this.pos
    this.pos++ // the d
    if (!/[0-9]/.test(this.text[this.pos] ?? '')) this.fail(start, 'a die needs sides, such as d6', this.pos)
    const sides = this.number(start, 'a die needs sides, such as d6')
    if (count < 1) this.fail(start, 'roll at least 1 die', start)
    if (count > MAX_DICE_PER_TERM) this.fail(start, `at most ${MAX_DICE_PER_TERM} dice in one term`, start)
    if (sides < 1) this.fail(start, 'a die needs at least 1 side', dAt + 1)
    if (sides > MAX_SIDES) this.fail(start, `a die has at most ${MAX_SIDES} sides`, dAt + 1)
    let keep: Keep | null = null
    if (this.text[this.pos] === 'k' || this.text[this.pos] === 'K') {
      const kAt = this.pos
      const which = this.text[this.pos + 1]?.toLowerCase()
      if (which !== 'h' && which !== 'l') this.fail(start, 'keep is kh (highest) or kl (lowest), such as kh3', kAt + 1)
      this.pos += 2
      if (!/[0-9]/.test(this.text[this.pos] ?? '')) this.fail(start, 'keep needs a count, such as kh3', this.pos)
      const countAt = this.pos
      const kept = this.number(start, 'keep needs a count, such as kh3')
      if (kept < 1) this.fail(start, 'keep at least 1 die', countAt)
      if (kept > count) this.fail(start, `cannot keep ${kept} of ${count} ${count === 1 ? 'die' : 'dice'}`, countAt)
      keep = { which: which === 'h' ? 'highest' : 'lowest', count: kept }
    }
    return { kind: 'dice', count, sides, keep, column: start + 1, text: this.text.slice(start, this.pos).replace(/\s+/g, '') }
  }
}

/**
 * Reads a damage or healing notation into its tree. Throws `DiceNotationError` that says what
 * is wrong and where ("`2d` at column 3 (the end): a die needs sides, such as d6").
 */
export function parseDice(text: string): DiceExpression {
  const known = typeof text === 'string' ? readNotations.get(text) : undefined
  if (known) return known
  const expression = readNotation(text)
  // Blocks hold a handful of notations that every view and every attack reads again; the bound keeps typed-in ones from piling up.
  if (readNotations.size >= MOST_NOTATIONS_KEPT) readNotations.clear()
  readNotations.set(text, deepFreeze(expression))
  return expression
}

/** Notations read so far, each with its tree (frozen: every caller shares it). */
const readNotations = new Map<string, DiceExpression>()
const MOST_NOTATIONS_KEPT = 2000

function readNotation(text: string): DiceExpression {
  if (typeof text !== 'string') throw new DiceNotationError('dice notation must be text', 1)
  if (text.length > MAX_NOTATION_LENGTH)
    throw new DiceNotationError(`the notation is ${text.length} characters long; at most ${MAX_NOTATION_LENGTH}`, MAX_NOTATION_LENGTH + 1)
  if (text.trim() === '') throw new DiceNotationError('the notation is empty: write dice such as 2d8+3', 1)
  const reader = new Reader(text)
  const root = reader.sum()
  if (reader.peek() !== undefined) {
    const c = reader.text[reader.pos]!
    const reason = c === ')' ? 'this bracket closes nothing' : `\`${c}\` cannot follow here; join terms with + or -, multiply with x`
    reader.fail(reader.pos, reason)
  }
  return { text: text.trim(), root }
}

/** Why a notation cannot be read, or null if it can (for schemas and forms). */
export function diceProblem(text: string): string | null {
  try {
    parseDice(text)
    return null
  } catch (error) {
    if (error instanceof DiceNotationError) return error.message
    throw error
  }
}

/** A notation given as text or already parsed. */
export type DiceInput = string | DiceExpression

/** The parsed form of a notation given either way. */
export function toExpression(input: DiceInput): DiceExpression {
  return typeof input === 'string' ? parseDice(input) : input
}
