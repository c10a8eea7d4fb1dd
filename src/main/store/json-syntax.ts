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

type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end'

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERALS = ['true', 'false', 'null']
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])
const WHITESPACE = new Set([' ', '\t', '\n', '\r'])

class SyntaxFailure {
  constructor(
    readonly offset: number,
    readonly message: string,
    readonly expected?: string,
  ) {}
}

const expected = (offset: number, what: string) => new SyntaxFailure(offset, `expected ${what}`, what)

/**
 * Finds the first syntax error of a JSON text, or returns null when the text is valid.
 * `JSON.parse` says where it failed only for some errors on Node 20, and never as a line and
 * column, so the store scans the text itself after a failed parse. Iterative, so a deeply
 * nested file cannot overflow the stack.
 */
export function locateJsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    scan(text)
    return null
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error
    const { offset, message } = error
    const found = foundAt(text, offset)
    const location = { ...lineAndColumn(text, offset), offset, message, found }
    return error.expected === undefined ? location : { ...location, expected: error.expected }
  }
}

function scan(text: string): void {
  new Scanner(text).run()
}

/** A JSON grammar walk that keeps only what it expects next and which containers are open. */
class Scanner {
  #at = 0
  #expect: Expect = 'value'
  readonly #containers: ('array' | 'object')[] = []

  constructor(private readonly text: string) {}

  run(): void {
    for (;;) {
      while (this.#at < this.text.length && WHITESPACE.has(this.text[this.#at]!)) this.#at++
      if (this.#at >= this.text.length) {
        if (this.#expect === 'end') return
        throw new SyntaxFailure(this.#at, 'the file ends too early')
      }
      this.#step(this.text[this.#at]!)
    }
  }

  #step(char: string): void {
    switch (this.#expect) {
      case 'end':
        throw new SyntaxFailure(this.#at, 'unexpected text after the end of the data')
      case 'colon':
        if (char !== ':') throw expected(this.#at, '":"')
        this.#at++
        this.#expect = 'value'
        return
      case 'key':
      case 'keyOrClose':
        return this.#key(char)
      case 'commaOrClose':
        return this.#commaOrClose(char)
      case 'value':
      case 'valueOrClose':
        return this.#value(char)
    }
  }

  #key(char: string): void {
    if (this.#expect === 'keyOrClose' && char === '}') return this.#close()
    if (char !== '"') throw expected(this.#at, 'a property name in double quotes')
    this.#at = scanString(this.text, this.#at)
    this.#expect = 'colon'
  }

  #commaOrClose(char: string): void {
    const close = this.#containers.at(-1) === 'array' ? ']' : '}'
    if (char === close) return this.#close()
    if (char !== ',') throw expected(this.#at, `"," or "${close}"`)
    this.#at++
    this.#expect = close === ']' ? 'value' : 'key'
  }

  #value(char: string): void {
    if (this.#expect === 'valueOrClose' && char === ']') return this.#close()
    if (char === '{' || char === '[') {
      this.#containers.push(char === '{' ? 'object' : 'array')
      this.#at++
      this.#expect = char === '{' ? 'keyOrClose' : 'valueOrClose'
      return
    }
    this.#at = scanScalar(this.text, this.#at)
    this.#afterValue()
  }

  #close(): void {
    this.#containers.pop()
    this.#at++
    this.#afterValue()
  }

  #afterValue(): void {
    this.#expect = this.#containers.length > 0 ? 'commaOrClose' : 'end'
  }
}

/** Scans a string, number or literal starting at `start`; returns the offset after it. */
function scanScalar(text: string, start: number): number {
  if (text[start] === '"') return scanString(text, start)
  NUMBER.lastIndex = start
  if (NUMBER.test(text)) return NUMBER.lastIndex
  for (const literal of LITERALS) {
    if (text.startsWith(literal, start)) return start + literal.length
    const rest = text.slice(start)
    if (rest.length < literal.length && literal.startsWith(rest)) throw new SyntaxFailure(text.length, 'the file ends too early')
  }
  throw expected(start, 'a value')
}

function scanString(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const char = text[i]!
    if (char === '"') return i + 1
    if (char < ' ') throw new SyntaxFailure(i, 'a line break or control character inside a text value')
    if (char === '\\') {
      const escape = text[i + 1]
      if (escape === undefined) break
      if (escape === 'u') {
        const hex = text.slice(i + 2, i + 6)
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
          if (i + 6 > text.length && /^[0-9a-fA-F]*$/.test(hex)) break
          throw new SyntaxFailure(i, 'a broken \\u escape inside a text value')
        }
        i += 6
        continue
      }
      if (!ESCAPES.has(escape)) throw new SyntaxFailure(i, 'an unknown escape inside a text value')
      i += 2
      continue
    }
    i++
  }
  throw new SyntaxFailure(text.length, 'the file ends inside a text value')
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset; i++) {
    if (text[i] === '\n') {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

function foundAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file'
  return JSON.stringify(text[offset])
}
