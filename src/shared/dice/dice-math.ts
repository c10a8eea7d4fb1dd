import { toExpression, type DiceInput, type DiceNode, type Keep } from './notation'

/** One dice term as it counts in the total: `coefficient` x (the kept dice of count d sides). */
export interface LinearDice {
  coefficient: number
  count: number
  sides: number
  keep: Keep | null
  /** The term as written (`4d6kh3`), for logs. */
  text: string
}

/**
 * Every notation is a weighted sum of independent dice terms plus a constant (multipliers
 * bind to one term or group, never to two dice): the form the arithmetic below works on.
 * Dice terms keep the order they are written in, which is the order their faces are rolled.
 */
export interface LinearForm {
  dice: LinearDice[]
  constant: number
}

/** The weighted sum of dice terms and the constant of a notation. */
export function linearForm(input: DiceInput): LinearForm {
  const form: LinearForm = { dice: [], constant: 0 }
  const walk = (node: DiceNode, weight: number): void => {
    switch (node.kind) {
      case 'number':
        form.constant += weight * node.value
        return
      case 'dice':
        form.dice.push({ coefficient: weight, count: node.count, sides: node.sides, keep: node.keep, text: node.text })
        return
      case 'product':
        walk(node.node, weight * node.multiplier)
        return
      case 'sum':
        for (const term of node.terms) walk(term.node, weight * term.sign)
    }
  }
  walk(toExpression(input).root, 1)
  return form
}

/** How many dice of a term count toward the total. */
export const keptCount = (term: Pick<LinearDice, 'count' | 'keep'>): number => term.keep?.count ?? term.count

/** ln(n!) for n up to the most dice in a term, summed exactly enough for binomial weights. */
const LOG_FACTORIAL = (() => {
  const table = [0]
  for (let n = 1; n <= 200; n++) table.push(table[n - 1]! + Math.log(n))
  return table
})()

/**
 * Expected sum of the highest `keep` of `count` dice of `sides` faces:
 * sum over faces v of E[min(keep, number of dice showing v or more)].
 */
function expectedHighest(count: number, sides: number, keep: number): number {
  let total = 0
  for (let v = 1; v <= sides; v++) {
    const p = (sides - v + 1) / sides
    if (p === 1) {
      total += keep
      continue
    }
    // E[min(keep, B)] = keep - sum_{i < keep} (keep - i) P(B = i), B ~ Binomial(count, p)
    let shortfall = 0
    const logP = Math.log(p)
    const logQ = Math.log1p(-p)
    for (let i = 0; i < keep; i++) {
      const logPmf = LOG_FACTORIAL[count]! - LOG_FACTORIAL[i]! - LOG_FACTORIAL[count - i]! + i * logP + (count - i) * logQ
      shortfall += (keep - i) * Math.exp(logPmf)
    }
    total += keep - shortfall
  }
  return total
}

/** The expected value of one dice term's kept dice (before its coefficient). */
export function termAverage(term: Pick<LinearDice, 'count' | 'sides' | 'keep'>): number {
  const { count, sides, keep } = term
  if (!keep || keep.count === count) return (count * (sides + 1)) / 2
  // The lowest k of faces v are the highest k of faces sides + 1 - v.
  const highest = expectedHighest(count, sides, keep.count)
  return keep.which === 'highest' ? highest : keep.count * (sides + 1) - highest
}

/**
 * E11 and ruling 19: the average of a notation, computed (never read from a table; 36d10 is
 * 198). Exact for plain dice (N(X+1)/2); for keep-highest/lowest terms as exact as doubles
 * allow.
 */
export function averageOf(input: DiceInput): number {
  return formMean(linearForm(input))
}

/** The mean of a form (see `averageOf`). */
export function formMean(form: LinearForm): number {
  return form.dice.reduce((sum, term) => sum + term.coefficient * termAverage(term), form.constant)
}

/** The lowest total of a form. */
export function formMin(form: LinearForm): number {
  return form.dice.reduce(
    (sum, t) => sum + (t.coefficient > 0 ? t.coefficient * keptCount(t) : t.coefficient * keptCount(t) * t.sides),
    form.constant,
  )
}

/** The highest total of a form. */
export function formMax(form: LinearForm): number {
  return form.dice.reduce(
    (sum, t) => sum + (t.coefficient > 0 ? t.coefficient * keptCount(t) * t.sides : t.coefficient * keptCount(t)),
    form.constant,
  )
}

/** The lowest total a notation can give. */
export function minOf(input: DiceInput): number {
  return formMin(linearForm(input))
}

/** The highest total a notation can give. */
export function maxOf(input: DiceInput): number {
  return formMax(linearForm(input))
}

/** Every die a notation rolls, as its number of sides, in the order the faces are read. */
export function diceToRoll(input: DiceInput): number[] {
  return linearForm(input).dice.flatMap((term) => new Array<number>(term.count).fill(term.sides))
}

/** Whether a notation rolls any die at all (`7` does not). */
export function rollsDice(input: DiceInput): boolean {
  return linearForm(input).dice.length > 0
}
