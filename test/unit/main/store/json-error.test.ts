import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '@shared/campaign'
import { inspectCampaign } from '../../../../src/main/store/inspect'
import { locateJsonSyntaxError } from '../../../../src/main/store/json-error'

describe('locateJsonSyntaxError', () => {
  it.each([
    ['{"a":}', 1, 6, 'expected a value', '"}"'],
    ['{"a":1', 1, 7, 'the file ends too early', 'the end of the file'],
    ['{\n  "a": 1,\n  "b": x\n}', 3, 8, 'expected a value', '"x"'],
    ['[1,2', 1, 5, 'the file ends too early', 'the end of the file'],
    ['{"a":"abc', 1, 10, 'the file ends inside a text value', 'the end of the file'],
    ['{"a":"\\u00', 1, 11, 'the file ends inside a text value', 'the end of the file'],
    ['{"a": tru', 1, 10, 'the file ends too early', 'the end of the file'],
    ['{"a" 1}', 1, 6, 'expected ":"', '"1"'],
    ['{"a":1,}', 1, 8, 'expected a property name in double quotes', '"}"'],
    ['{x}', 1, 2, 'expected a property name in double quotes', '"x"'],
    ['[1 2]', 1, 4, 'expected "," or "]"', '"2"'],
    ['[1,]', 1, 4, 'expected a value', '"]"'],
    ['[nullx]', 1, 6, 'expected "," or "]"', '"x"'],
    ['{} {}', 1, 4, 'unexpected text after the end of the data', '"{"'],
    ['true"', 1, 5, 'unexpected text after the end of the data', '"\\""'],
    ['"a\\q"', 1, 3, 'an unknown escape inside a text value', '"\\\\"'],
    ['"a\\\\\\q"', 1, 5, 'an unknown escape inside a text value', '"\\\\"'],
    ['"\\u12x4"', 1, 2, 'a broken \\u escape inside a text value', '"\\\\"'],
    ['{"a": "two\nlines"}', 1, 11, 'a line break or control character inside a text value', '"\\n"'],
    ['["tab\there"]', 1, 6, 'a line break or control character inside a text value', '"\\t"'],
    ['{"a": 1.}', 1, 8, 'expected "," or "}"', '"."'],
  ])('%j fails at line %i, column %i: %s', (text, line, column, message, found) => {
    expect(locateJsonSyntaxError(text)).toMatchObject({ line, column, message, found })
  })

  it.each([
    ['a comment', '{"a": 1 // the first\n}', 1, 9, 'expected "," or "}"'],
    ['a block comment', '{/* none */"a": 1}', 1, 2, 'expected a property name in double quotes'],
    ['a trailing comma in a list', '{"a": [1, 2,]}', 1, 13, 'expected a value'],
    ['a trailing comma in an object', '{"a": 1,\n}', 2, 1, 'expected a property name in double quotes'],
    ['a single-quoted text', "{'a': 1}", 1, 2, 'expected a property name in double quotes'],
    ['a non-breaking space between values', '[1,\u00a02]', 1, 4, 'expected a value'],
  ])('holds a campaign file to strict JSON: %s is an error', (_what, text, line, column, message) => {
    expect(locateJsonSyntaxError(text)).toMatchObject({ line, column, message })
  })

  it('names what was expected separately', () => {
    expect(locateJsonSyntaxError('[1 2]')?.expected).toBe('"," or "]"')
  })

  it('finds no error in any JSON that JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, indent) => {
        expect(locateJsonSyntaxError(JSON.stringify(value, null, indent ? 2 : undefined))).toBeNull()
      }),
    )
  })

  it('agrees with JSON.parse on whether any text made of JSON characters, and some that are not, is valid', () => {
    const piece = fc.constantFrom(
      ...['{', '}', '[', ']', ',', ':', '"', '\\', 'a', 'u', '0', '1', '-', '.', 'e', ' ', '\n', '\t', '\r', 'true', 'null', '"k"'],
      ...['/', '*', "'", '\u00a0', '\u000b', '\u0001', '\u2028', '\\u00', 'tr'],
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')),
        (text) => {
          let parses = true
          try {
            JSON.parse(text)
          } catch {
            parses = false
          }
          expect(locateJsonSyntaxError(text) === null).toBe(parses)
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('places the error of every truncation of a document within the text', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((v) => typeof v === 'object' && v !== null),
        fc.nat(),
        (value, cut) => {
          const text = JSON.stringify(value, null, 2)
          const truncated = text.slice(0, cut % text.length)
          const error = locateJsonSyntaxError(truncated)
          expect(error).not.toBeNull()
          expect(error!.offset).toBeLessThanOrEqual(truncated.length)
        },
      ),
    )
  })

  it('still refuses a file nested deeper than the parser recurses, in JSON.parse’s words', () => {
    const text = '['.repeat(200_000)
    const inspection = inspectCampaign(text, MIGRATIONS)
    expect(inspection).toMatchObject({ ok: false, reason: 'parse' })
    expect(inspection.ok ? '' : inspection.summary).toMatch(/^is not valid JSON: /)
  })
})
