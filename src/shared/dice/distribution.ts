import { keptCount, type LinearDice, type LinearForm } from './dice-math'

/** The most elementary steps `distributionOf` may take before it refuses. */
export const DISTRIBUTION_WORK_LIMIT = 5_000_000

/** A law of totals: `probability[i]` is P(total = offset + i). */
export interface Distribution {
  offset: number
  probability: number[]
}

/** Whether a form has a keep-highest/lowest term (whose law has no short closed form). */
export const hasKeepTerms = (form: LinearForm): boolean => form.dice.some((t) => t.keep !== null && t.keep.count < t.count)

/**
 * P(total is odd) for a form without keep terms, in closed form: a term with an even
 * coefficient is always even; N dice of X sides are odd with (1 - (1 - 2q)^N) / 2, q the
 * chance one die is odd; independent parities combine through their biases P(even) - P(odd).
 */
export function oddChance(form: LinearForm): number {
  let bias = form.constant % 2 === 0 ? 1 : -1
  for (const term of form.dice) {
    if (term.coefficient % 2 === 0) continue
    if (term.keep && term.keep.count < term.count) throw new RangeError('oddChance needs a form without keep terms')
    const oddFace = Math.ceil(term.sides / 2) / term.sides
    bias *= (1 - 2 * oddFace) ** term.count
  }
  return (1 - bias) / 2
}

/** The law of one term's kept sum (before its coefficient), indexed by sum. */
function termLaw(term: LinearDice, budget: { work: number }): number[] {
  const { count, sides } = term
  const keep = keptCount(term)
  if (keep === count) {
    // Repeated convolution with one die.
    let law = [1]
    for (let d = 0; d < count; d++) {
      budget.work -= law.length * sides
      if (budget.work < 0) throw new RangeError(`${term.text} is too large to enumerate exactly`)
      const next = new Array<number>(law.length + sides).fill(0)
      law.forEach((p, s) => {
        if (p !== 0) for (let f = 1; f <= sides; f++) next[s + f]! += p / sides
      })
      law = next
    }
    return law
  }
  // Faces from the kept end inward; state: dice placed, dice kept, kept sum. Multinomial weights.
  const faces = Array.from({ length: sides }, (_, i) => (term.keep!.which === 'highest' ? sides - i : i + 1))
  const maxSum = keep * sides
  let states = new Map<number, number>() // key = (placed * (keep + 1) + kept) * (maxSum + 1) + sum
  const key = (placed: number, kept: number, sum: number) => (placed * (keep + 1) + kept) * (maxSum + 1) + sum
  states.set(key(0, 0, 0), 1)
  const choose = binomialRow(count)
  for (const face of faces) {
    const next = new Map<number, number>()
    for (const [k, weight] of states) {
      const sum = k % (maxSum + 1)
      const rest = (k - sum) / (maxSum + 1)
      const kept = rest % (keep + 1)
      const placed = (rest - kept) / (keep + 1)
      const left = count - placed
      budget.work -= left + 1
      if (budget.work < 0) throw new RangeError(`${term.text} is too large to enumerate exactly`)
      for (let c = 0; c <= left; c++) {
        const taken = Math.min(c, keep - kept)
        const to = key(placed + c, kept + taken, sum + taken * face)
        next.set(to, (next.get(to) ?? 0) + weight * choose[left]![c]! * (1 / sides) ** c)
      }
    }
    states = next
  }
  const law = new Array<number>(maxSum + 1).fill(0)
  for (const [k, p] of states) {
    const sum = k % (maxSum + 1)
    const placed = Math.floor(k / (maxSum + 1) / (keep + 1))
    if (placed === count) law[sum]! += p
  }
  return law
}

/** Pascal's triangle up to row n. */
function binomialRow(n: number): number[][] {
  const rows = [[1]]
  for (let i = 1; i <= n; i++) {
    const prev = rows[i - 1]!
    rows.push(Array.from({ length: i + 1 }, (_, j) => (j === 0 || j === i ? 1 : prev[j - 1]! + prev[j]!)))
  }
  return rows
}

/**
 * The exact law of a form's total by convolution (probabilities as doubles). Refuses with a
 * RangeError past `workLimit` elementary steps, so that no notation can stall the caller.
 */
export function distributionOf(form: LinearForm, workLimit = DISTRIBUTION_WORK_LIMIT): Distribution {
  const budget = { work: workLimit }
  let offset = form.constant
  let probability = [1]
  for (const term of form.dice) {
    const law = termLaw(term, budget)
    const step = Math.abs(term.coefficient)
    const low = law.findIndex((p) => p > 0)
    // The term contributes coefficient * s for s in its support.
    const width = (law.length - 1 - low) * step + 1
    budget.work -= probability.length * (law.length - low)
    if (budget.work < 0) throw new RangeError(`${term.text} is too large to enumerate exactly`)
    const next = new Array<number>(probability.length + width - 1).fill(0)
    const sign = Math.sign(term.coefficient)
    for (let s = low; s < law.length; s++) {
      const p = law[s]!
      if (p === 0) continue
      const shift = sign > 0 ? (s - low) * step : (law.length - 1 - s) * step
      probability.forEach((q, i) => {
        if (q !== 0) next[i + shift]! += p * q
      })
    }
    offset += sign > 0 ? low * step * sign : -(law.length - 1) * step
    probability = next
  }
  return { offset, probability }
}
