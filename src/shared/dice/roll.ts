import { diceToRoll, keptCount, linearForm, type LinearDice } from './dice-math'
import type { DiceInput } from './notation'
import type { RandomSource } from './random'

/** One dice term of a roll: its faces in rolled order, the faces that counted, its value. */
export interface RolledTerm {
  /** The term as written, e.g. `4d6kh3`. */
  text: string
  faces: number[]
  kept: number[]
  /** The kept faces' sum times the term's sign and multipliers. */
  value: number
}

/** A notation read against its faces: the total and how it was made. */
export interface DiceTotal {
  total: number
  /** The part of the total that came from dice (with their multipliers and signs). */
  fromDice: number
  /** The plain numbers' part. */
  constant: number
  terms: RolledTerm[]
}

/** A roll as the log records it: the notation, every die's face in order, and the total. */
export interface DiceRoll extends DiceTotal {
  notation: string
  faces: number[]
}

/** The kept faces of one term (highest or lowest first by value, ties as rolled). */
function keptFaces(term: LinearDice, faces: number[]): number[] {
  if (!term.keep || term.keep.count === term.count) return faces
  const sorted = [...faces].sort((a, b) => (term.keep!.which === 'highest' ? b - a : a - b))
  return sorted.slice(0, keptCount(term))
}

/**
 * Reads a notation against given faces, one per die in written order (what `diceToRoll`
 * lists): the total and each term's part. Pure, so a logged roll replays exactly. Throws a
 * RangeError naming the die when the faces do not fit the notation.
 */
export function evaluateDice(input: DiceInput, faces: readonly number[]): DiceTotal {
  const form = linearForm(input)
  const needed = form.dice.reduce((n, t) => n + t.count, 0)
  if (faces.length !== needed)
    throw new RangeError(
      `the roll has ${faces.length} ${faces.length === 1 ? 'face' : 'faces'}, but the notation rolls ${needed} ${needed === 1 ? 'die' : 'dice'}`,
    )
  let at = 0
  const terms = form.dice.map((term) => {
    const own = faces.slice(at, at + term.count)
    own.forEach((face, i) => {
      if (!Number.isInteger(face) || face < 1 || face > term.sides)
        throw new RangeError(`die ${at + i + 1} (of ${term.text}) is a d${term.sides} and shows 1 to ${term.sides}, not ${face}`)
    })
    at += term.count
    const kept = keptFaces(term, own)
    return { text: term.text, faces: own, kept, value: term.coefficient * kept.reduce((a, b) => a + b, 0) }
  })
  const fromDice = terms.reduce((sum, t) => sum + t.value, 0)
  return { total: fromDice + form.constant, fromDice, constant: form.constant, terms }
}

/** The total a notation gives for these faces (see `evaluateDice`). */
export function totalOf(input: DiceInput, faces: readonly number[]): number {
  return evaluateDice(input, faces).total
}

/**
 * Rolls a notation with the given source (the host's; rules never roll) and returns every
 * face, so the log can record them, with the total.
 */
export function rollDice(input: DiceInput, source: RandomSource): DiceRoll {
  const faces = diceToRoll(input).map((sides) => source.face(sides))
  const notation = typeof input === 'string' ? input.trim() : input.text
  return { notation, faces, ...evaluateDice(input, faces) }
}
