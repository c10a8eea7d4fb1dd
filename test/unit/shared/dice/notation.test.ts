import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  averageOf,
  diceProblem,
  diceToRoll,
  DiceNotationError,
  evaluateDice,
  linearForm,
  distributionOf,
  maxOf,
  minOf,
  oddChance,
  parseDice,
  rollDice,
  seededSource,
  totalOf,
  MAX_NOTATION_LENGTH,
} from '@shared/dice'

/** Every combination of faces for the given dice sides (small cases only). */
function* allFaces(sides: readonly number[]): Generator<number[]> {
  if (sides.length === 0) {
    yield []
    return
  }
  for (const rest of allFaces(sides.slice(1))) for (let f = 1; f <= sides[0]!; f++) yield [f, ...rest]
}

/** Brute force over every face combination: the average, lowest and highest total. */
function enumerate(text: string) {
  let count = 0
  let sum = 0
  let low = Infinity
  let high = -Infinity
  for (const faces of allFaces(diceToRoll(text))) {
    const total = totalOf(text, faces)
    count++
    sum += total
    low = Math.min(low, total)
    high = Math.max(high, total)
  }
  return { average: sum / count, min: low, max: high }
}

const problem = (text: string) => {
  try {
    parseDice(text)
  } catch (error) {
    expect(error).toBeInstanceOf(DiceNotationError)
    return { message: (error as DiceNotationError).message, column: (error as DiceNotationError).column }
  }
  throw new Error(`${text} was accepted`)
}

describe('dice notation: reading', () => {
  it('E10 damage notation: dice, constants, signs and several terms', () => {
    expect(linearForm('2d8+3')).toMatchObject({ constant: 3, dice: [{ coefficient: 1, count: 2, sides: 8, keep: null }] })
    expect(linearForm('1d6+1d4-1')).toMatchObject({
      constant: -1,
      dice: [
        { count: 1, sides: 6 },
        { count: 1, sides: 4 },
      ],
    })
    expect(linearForm('7')).toEqual({ constant: 7, dice: [] })
    expect(linearForm('d20')).toMatchObject({ dice: [{ count: 1, sides: 20 }] })
    expect(linearForm(' 2D8 + 3 ')).toMatchObject({ constant: 3, dice: [{ count: 2, sides: 8 }] })
    expect(linearForm('-1d4+5')).toMatchObject({ constant: 5, dice: [{ coefficient: -1 }] })
  })

  it('E10 "Multiply a Die" (Damage): x10 or *10 on a term, a prefix 10 x 1d6, or brackets for the whole', () => {
    expect(linearForm('4d6x10').dice[0]!.coefficient).toBe(10)
    expect(linearForm('4d6*10').dice[0]!.coefficient).toBe(10)
    expect(linearForm('10 x 1d6').dice[0]).toMatchObject({ coefficient: 10, count: 1, sides: 6 })
    expect(linearForm('5 x 1d8 + 1d8').dice.map((d) => d.coefficient)).toEqual([5, 1])
    expect(linearForm('2d8+3x10')).toMatchObject({ constant: 30, dice: [{ coefficient: 1 }] })
    expect(linearForm('(2d8+3)x10')).toMatchObject({ constant: 30, dice: [{ coefficient: 10 }] })
    expect(linearForm('2x3+1')).toEqual({ constant: 7, dice: [] })
    expect(linearForm('10-(1d4-1)x2')).toMatchObject({ constant: 12, dice: [{ coefficient: -2 }] })
  })

  it('R16 keep highest and keep lowest, as advantage rolls them', () => {
    expect(linearForm('4d6kh3').dice[0]!.keep).toEqual({ which: 'highest', count: 3 })
    expect(linearForm('2d20KL1').dice[0]!.keep).toEqual({ which: 'lowest', count: 1 })
  })

  it('E10 damage notation refusals say what is wrong and at which column', () => {
    expect(problem('2d')).toEqual({ message: '`2d` at column 3: a die needs sides, such as d6', column: 3 })
    expect(problem('2d8+')).toMatchObject({ column: 5, message: expect.stringContaining('expected a number or dice after +') })
    expect(problem('0d6')).toMatchObject({ column: 1, message: '`0d6` at column 1: roll at least 1 die' })
    expect(problem('101d6')).toMatchObject({ column: 1, message: expect.stringContaining('at most 100 dice in one term') })
    expect(problem('1d1001')).toMatchObject({ column: 3, message: '`1d1001` at column 3: a die has at most 1000 sides' })
    expect(problem('1d0').message).toContain('at least 1 side')
    expect(problem('4d6kh5')).toMatchObject({ column: 6, message: '`4d6kh5` at column 6: cannot keep 5 of 4 dice' })
    expect(problem('4d6k3')).toMatchObject({ column: 5, message: expect.stringContaining('keep is kh (highest) or kl (lowest)') })
    expect(problem('4d6kh')).toMatchObject({ column: 6, message: expect.stringContaining('keep needs a count') })
    expect(problem('4d6x')).toMatchObject({ column: 5, message: expect.stringContaining('a multiplier needs a number') })
    expect(problem('1d6x1d4')).toMatchObject({ column: 5, message: expect.stringContaining('dice can only be multiplied by a number') })
    expect(problem('(2d6+3')).toMatchObject({ column: 7, message: expect.stringContaining('the bracket opened at column 1 is never closed') })
    expect(problem('2d6)').message).toContain('this bracket closes nothing')
    expect(problem('2d6 fire')).toMatchObject({ column: 5, message: expect.stringContaining('`f` cannot follow here') })
    expect(problem('3+?')).toMatchObject({ column: 3, message: expect.stringContaining('`?` is not part of dice notation') })
    expect(problem('')).toMatchObject({ message: expect.stringContaining('empty') })
    expect(problem('0x1d6').message).toContain('multiplying by 0')
    expect(problem('1d6x1001').message).toContain('a multiplier goes up to 1000')
    expect(problem('999999').message).toContain('too large')
    expect(problem('()').message).toContain('the brackets are empty')
  })

  it('E10 damage notation from a hostile string is bounded: too long is refused before any work, and nothing it says can throw anything but a notation error', () => {
    expect(problem('1+'.repeat(60) + '1').message).toContain(`at most ${MAX_NOTATION_LENGTH}`)
    expect(problem('('.repeat(100)).column).toBeGreaterThan(0)
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789dDkKhHlLx*×+-() 9'.split('')), maxLength: 120 }), (text) => {
        try {
          const expression = parseDice(text)
          expect(diceToRoll(expression).length).toBeLessThanOrEqual(100 * 50)
          expect(Number.isFinite(maxOf(expression))).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(DiceNotationError)
          expect((error as DiceNotationError).message).toMatch(/^`.*` at column \d+: |^the notation /)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('E10 diceProblem says null for a good notation and the reason for a bad one', () => {
    expect(diceProblem('3d8+4')).toBeNull()
    expect(diceProblem('3d')).toContain('column 3')
  })
})

describe('dice notation: averages, lowest and highest (E11, ruling 19)', () => {
  it("ruling 19: 36d10 averages 198 (the text's table says 190), and every other table cell is N(X+1)/2", () => {
    expect(averageOf('36d10')).toBe(198)
    for (let n = 2; n <= 40; n += 2) for (const x of [4, 6, 8, 10, 12]) expect(averageOf(`${n}d${x}`)).toBe((n * (x + 1)) / 2)
    expect(averageOf('4d6')).toBe(14)
    expect(averageOf('2d8+3')).toBe(12)
    expect(averageOf('2d8x10')).toBe(90)
  })

  it('E11 keep highest 3 of 4d6 averages 15869/1296 and keep lowest 1 of 2d20 averages 7.175', () => {
    expect(averageOf('4d6kh3')).toBeCloseTo(15869 / 1296, 12)
    expect(averageOf('2d20kl1')).toBeCloseTo(7.175, 12)
    expect(averageOf('2d20kh1')).toBeCloseTo(13.825, 12)
  })

  it('E11 average, lowest and highest agree with enumerating every face, within 1e-12', () => {
    for (const text of ['1d6+1d4-1', '4d6kh3', '3d6kl2', '2d8+3x10', '(1d4-2)x3', '5-2d4', '3d4kh1+1d6kl1', '2 x 2d3kh1 - 1d5kl1', '1d1+2']) {
      const brute = enumerate(text)
      expect(Math.abs(averageOf(text) - brute.average), text).toBeLessThanOrEqual(1e-12)
      expect(minOf(text), text).toBe(brute.min)
      expect(maxOf(text), text).toBe(brute.max)
    }
  })

  it('E11 keep averages stay exact for the largest terms the notation allows', () => {
    expect(averageOf('100d1000kh100')).toBeCloseTo(50050, 8)
    expect(averageOf('100d1000kh1') + averageOf('100d1000kl1')).toBeCloseTo(1001, 8)
    expect(averageOf('100d6kh50') + averageOf('100d6kl50')).toBeCloseTo(350, 8)
  })
})

describe('dice notation: exact laws for the odds (E11, EG5)', () => {
  /** P(total = t) by enumerating every face. */
  const enumeratedLaw = (text: string) => {
    const law = new Map<number, number>()
    let count = 0
    for (const faces of allFaces(diceToRoll(text))) {
      const total = totalOf(text, faces)
      law.set(total, (law.get(total) ?? 0) + 1)
      count++
    }
    return new Map([...law].map(([t, n]) => [t, n / count]))
  }

  it('E11 the law of a notation by convolution equals enumeration within 1e-12, negative and kept terms included', () => {
    for (const text of ['2d4-3', '5-2d4', '3d4kh2+1', '2 x 3d3kl2 - 1d4', '(1d6-1d4)x3', '7', '4d3kh1-2']) {
      const exact = distributionOf(linearForm(text))
      const brute = enumeratedLaw(text)
      exact.probability.forEach((p, i) =>
        expect(Math.abs(p - (brute.get(exact.offset + i) ?? 0)), `${text} total ${exact.offset + i}`).toBeLessThanOrEqual(1e-12),
      )
      expect(exact.probability.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    }
  })

  it('EG5 the chance of an odd total (what halving rounds away) equals enumeration within 1e-12', () => {
    for (const text of ['1d6', '2d4-3', '1d5+1d7x2', '3d3+1', '(1d6+1)x3', '4']) {
      const brute = [...enumeratedLaw(text)].reduce((sum, [t, p]) => (Math.abs(t) % 2 === 1 ? sum + p : sum), 0)
      expect(Math.abs(oddChance(linearForm(text)) - brute), text).toBeLessThanOrEqual(1e-12)
    }
  })

  it('E11 an exact law too large to enumerate is refused rather than stalling', () => {
    expect(() => distributionOf(linearForm('100d1000-100d1000'))).toThrow('too large to enumerate exactly')
  })
})

describe('dice notation: rolling and replaying', () => {
  it('digest §4 every roll carries its faces: the roll records every face in written order and its total; totalOf replays it exactly', () => {
    const source = seededSource(7)
    for (const text of ['2d8+3', '4d6kh3', '1d6+1d4-1', '(2d8+3)x10', '2d20kl1', '12']) {
      const roll = rollDice(text, source)
      expect(roll.faces).toHaveLength(diceToRoll(text).length)
      expect(roll.notation).toBe(text)
      expect(totalOf(text, roll.faces)).toBe(roll.total)
      expect(roll.total).toBeGreaterThanOrEqual(minOf(text))
      expect(roll.total).toBeLessThanOrEqual(maxOf(text))
    }
  })

  it('R16 keep highest counts the highest faces and shows which were kept', () => {
    const result = evaluateDice('4d6kh3+2', [2, 6, 1, 5])
    expect(result).toMatchObject({ total: 15, fromDice: 13, constant: 2 })
    expect(result.terms[0]).toEqual({ text: '4d6kh3', faces: [2, 6, 1, 5], kept: [6, 5, 2], value: 13 })
    expect(totalOf('2d20kl1', [17, 4])).toBe(4)
    expect(totalOf('(2d8+3)x10', [1, 8])).toBe(120)
    expect(totalOf('10-(1d4-1)x2', [4])).toBe(4)
  })

  it('digest §4 faces that do not fit the notation are refused with the die named', () => {
    expect(() => totalOf('2d8', [3])).toThrow('the roll has 1 face, but the notation rolls 2 dice')
    expect(() => totalOf('1d6+1d4', [3, 5])).toThrow('die 2 (of 1d4) is a d4 and shows 1 to 4, not 5')
    expect(() => totalOf('1d6', [2.5])).toThrow(RangeError)
  })

  it('digest §4 the roll takes its dice from the source it is given: the same seed gives the same faces', () => {
    expect(rollDice('5d8+4', seededSource(3))).toEqual(rollDice('5d8+4', seededSource(3)))
    const asked: number[] = []
    rollDice('2d8+1d4kh1', { face: (sides) => (asked.push(sides), 1) })
    expect(asked).toEqual([8, 8, 4])
  })
})
