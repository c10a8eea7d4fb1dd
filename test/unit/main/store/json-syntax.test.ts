import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { locateJsonSyntaxError } from '../../../../src/main/store/json-syntax'

describe('locateJsonSyntaxError', () => {
  it.each([
    ['{"a":}', 1, 6, 'expected a value', '"}"'],
    ['{"a":1', 1, 7, 'the file ends too early', 'the end of the file'],
    ['{\n  "a": 1,\n  "b": x\n}', 3, 8, 'expected a value', '"x"'],
    ['[1,2', 1, 5, 'the file ends too early', 'the end of the file'],
    ['{"a":"abc', 1, 10, 'the file ends inside a text value', 'the end of the file'],
    ['{"a": tru', 1, 10, 'the file ends too early', 'the end of the file'],
    ['{"a" 1}', 1, 6, 'expected ":"', '"1"'],
    ['{"a":1,}', 1, 8, 'expected a property name in double quotes', '"}"'],
    ['[1 2]', 1, 4, 'expected "," or "]"', '"2"'],
    ['{} {}', 1, 4, 'unexpected text after the end of the data', '"{"'],
    ['"a\\q"', 1, 3, 'an unknown escape inside a text value', '"\\\\"'],
  ])('%j fails at line %i, column %i: %s', (text, line, column, message, found) => {
    expect(locateJsonSyntaxError(text)).toMatchObject({ line, column, message, found })
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

  it('agrees with JSON.parse on whether any text made of JSON characters is valid', () => {
    const piece = fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'a', 'u', '0', '1', '-', '.', 'e', ' ', '\n', 'true', 'null', '"k"')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')), (text) => {
        let parses = true
        try {
          JSON.parse(text)
        } catch {
          parses = false
        }
        expect(locateJsonSyntaxError(text) === null).toBe(parses)
      }),
      { numRuns: 3000 },
    )
  })

  it('places the error of every truncation of a document within the text', () => {
    fc.assert(
      fc.property(fc.jsonValue().filter((v) => typeof v === 'object' && v !== null), fc.nat(), (value, cut) => {
        const text = JSON.stringify(value, null, 2)
        const truncated = text.slice(0, cut % text.length)
        const error = locateJsonSyntaxError(truncated)
        expect(error).not.toBeNull()
        expect(error!.offset).toBeLessThanOrEqual(truncated.length)
      }),
    )
  })
})
