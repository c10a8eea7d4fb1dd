import { parse, printParseErrorCode, type ParseError, type ParseOptions } from 'jsonc-parser'

/** Where a JSON text first goes wrong, in the words a GM can act on. */
export interface JsonSyntaxError {
  /** UTF-16 offset of the offending character (the text's length when it ends too early). */
  offset: number
  /** 1-based line and column of `offset`. */
  line: number
  column: number
  /** What is wrong there, e.g. `expected "," or "}"`. */
  message: string
  /** What should have been there, when the grammar says exactly what. */
  expected?: string
  /** What was found there: a quoted character, or "the end of the file". */
  found: string
}

/** A campaign file is strict JSON: no comments, no trailing commas, no empty file. */
const STRICT: ParseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }

/** The errors jsonc-parser reports on a string token, which it places at the token's start. */
const STRING_ERRORS = new Set(['UnexpectedEndOfString', 'InvalidCharacter', 'InvalidEscapeCharacter', 'InvalidUnicode'])

/** The valid run of a text value's characters: whatever stops it (a control character, a bad escape) is the fault. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON forbids in a text value
const STRING_RUN = /(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*/y

/** The longest valid start of a number, for a number jsonc-parser found broken (`1.`, `2e`). */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y

const LITERALS = ['true', 'false', 'null']

/** The errors that say a token is not what the grammar wants at its place. */
const GRAMMAR_ERRORS = new Set([
  'PropertyNameExpected',
  'ValueExpected',
  'ColonExpected',
  'CommaExpected',
  'CloseBraceExpected',
  'CloseBracketExpected',
  'EndOfFileExpected',
])

/**
 * Finds the first syntax error of a JSON text (jsonc-parser, held to strict JSON), or returns
 * null when it finds none. `JSON.parse` says where it failed only for some errors on Node 20,
 * and never as a line and column, so the store asks this after a failed parse. jsonc-parser
 * names the kind of error at the start of the token it could not use; the message says what
 * was expected there, which is what the parser reports for the text cut at that point (a
 * value, a `":"`, a property name, `","` or a closing bracket, or nothing more). Errors
 * inside a text value are placed at the offending character. Also null when the text nests
 * deeper than the parser's recursion can go; the caller then reports `JSON.parse`'s words.
 */
export function locateJsonSyntaxError(text: string): JsonSyntaxError | null {
  const errors = parseErrors(text)
  if (errors === null || errors.length === 0) return null
  const fault = describe(text, errors)
  return { ...fault, ...lineAndColumn(text, fault.offset), found: foundAt(text, fault.offset) }
}

/** Every error jsonc-parser reports, in the order it met them; null when the text nests too deep for it. */
function parseErrors(text: string): ParseError[] | null {
  const errors: ParseError[] = []
  try {
    parse(text, errors, STRICT)
  } catch (error) {
    if (error instanceof RangeError) return null
    throw error
  }
  return errors
}

type Fault = { offset: number; message: string; expected?: string }

const endsTooEarly = (text: string): Fault => ({ offset: text.length, message: 'the file ends too early' })

function describe(text: string, errors: ParseError[]): Fault {
  const { error, offset, length } = errors[0]!
  if (offset >= text.length) return endsTooEarly(text)
  // A token the grammar does not want there is the error, whatever is also wrong inside it.
  if (errors.some((other) => other.offset === offset && GRAMMAR_ERRORS.has(printParseErrorCode(other.error)))) return expectedAt(text, offset)
  const code = printParseErrorCode(error)
  if (STRING_ERRORS.has(code)) return stringFault(text, offset, length)
  const token = text.slice(offset, offset + length)
  const reachesEnd = offset + length >= text.length
  if (code === 'InvalidSymbol') {
    const wanted = expectedAt(text, offset)
    if (wanted.expected !== 'a value') return wanted
    // jsonc-parser reads `nullx` as one unknown word: what follows the literal is what is wrong.
    const literal = LITERALS.find((word) => token.startsWith(word))
    if (literal) return expectedAt(text, offset + literal.length)
    if (reachesEnd && LITERALS.some((word) => word.startsWith(token))) return endsTooEarly(text)
    return wanted
  }
  if (code === 'UnexpectedEndOfNumber' || code === 'InvalidNumberFormat') {
    if (reachesEnd) return endsTooEarly(text)
    NUMBER.lastIndex = offset
    // What follows the number's valid start is what is wrong (`.` with no digit after it).
    if (NUMBER.test(text)) return expectedAt(text, NUMBER.lastIndex)
  }
  return expectedAt(text, offset)
}

/** What the grammar wanted at `offset`: what the parser misses in the text cut there. */
function expectedAt(text: string, offset: number): Fault {
  const before = text.slice(0, offset)
  const errors: ParseError[] = []
  parse(before, errors, STRICT)
  const missing = errors.length > 0 ? printParseErrorCode(errors[0]!.error) : null
  const last = before.trimEnd().at(-1)
  const expected =
    missing === null || missing === 'EndOfFileExpected'
      ? null
      : missing === 'ColonExpected'
        ? '":"'
        : missing === 'PropertyNameExpected' || (missing === 'CloseBraceExpected' && last === '{')
          ? 'a property name in double quotes'
          : missing === 'CloseBraceExpected'
            ? '"," or "}"'
            : missing === 'CloseBracketExpected' && last !== '['
              ? '"," or "]"'
              : 'a value'
  if (expected === null) return { offset, message: 'unexpected text after the end of the data' }
  return { offset, message: `expected ${expected}`, expected }
}

/** A string token jsonc-parser refused, from its opening quote at `offset`. */
function stringFault(text: string, offset: number, length: number): Fault {
  const end = offset + length
  STRING_RUN.lastIndex = offset + 1
  STRING_RUN.test(text)
  const at = STRING_RUN.lastIndex
  if (at < end) {
    if (text[at] !== '\\') return { offset: at, message: 'a line break or control character inside a text value' }
    const escape = text.slice(at + 1, at + 2)
    // An escape cut off by the end of the file is the file ending, not a broken escape.
    if (escape === '' || (escape === 'u' && /^[0-9a-fA-F]{0,3}$/.test(text.slice(at + 2))))
      return { offset: text.length, message: 'the file ends inside a text value' }
    if (escape === 'u') return { offset: at, message: 'a broken \\u escape inside a text value' }
    return { offset: at, message: 'an unknown escape inside a text value' }
  }
  // The token stopped short of its closing quote: at a line break, or at the end of the file.
  if (end < text.length) return { offset: end, message: 'a line break or control character inside a text value' }
  return { offset: text.length, message: 'the file ends inside a text value' }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

function foundAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file'
  return JSON.stringify(text[offset])
}
