import type { Side } from '@shared/campaign'
import { dieOutcome, SUCCESSES_BY_OUTCOME } from './scoring'
import { adjustedResults, placeableDice, type Placement, type SimpleModifier } from './simple-modifiers'

/*
 * Ruling 6's preference (net successes, then fewer botch dice, then more criticals) is a sum
 * over dice, so it can be written as one number per die. The weights keep the three apart
 * for pools of up to 99 dice; a last, smallest weight prefers placing more modifier dice,
 * which never hurts since scoring only grows with a die's value.
 */
const NET_WEIGHT = 1_000_000
const BOTCH_WEIGHT = 10_000
const CRITICAL_WEIGHT = 100

/** Ruling 6: what one final die is worth to the side rolling the pool. */
function dieMerit(value: number): number {
  const outcome = dieOutcome(value)
  const botch = outcome === 'botch' || outcome === 'majorBotch' ? 1 : 0
  const critical = outcome === 'critical' ? 1 : 0
  return SUCCESSES_BY_OUTCOME[outcome] * NET_WEIGHT - botch * BOTCH_WEIGHT + critical * CRITICAL_WEIGHT
}

function poolMerit(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + dieMerit(v), 0)
}

/**
 * Modifiers of one side with the same value are interchangeable once a die holds at most
 * one modifier per side, so they are placed as one group of dice.
 */
interface ValueGroup {
  value: number
  count: number
  modifiers: SimpleModifier[]
}

function valueGroups(side: Side, modifiers: readonly SimpleModifier[], poolSize: number): ValueGroup[] {
  const groups: ValueGroup[] = []
  for (const m of modifiers.filter((mod) => mod.side === side)) {
    const group = groups.find((g) => g.value === m.value)
    const dice = Math.min(m.dice, poolSize)
    if (group) {
      group.count += dice
      group.modifiers.push(m)
    } else groups.push({ value: m.value, count: dice, modifiers: [m] })
  }
  return groups
}

/** Turns "group g on these dice" into placements, filling each modifier of a group in turn. */
function toPlacements(groups: readonly ValueGroup[], picks: readonly (number | null)[], poolSize: number): Placement[] {
  const placements: Placement[] = []
  groups.forEach((group, g) => {
    const dice = picks.flatMap((pick, dieIndex) => (pick === g ? [dieIndex] : []))
    for (const modifier of group.modifiers) {
      const share = dice.splice(0, Math.min(modifier.dice, poolSize))
      placements.push(...share.map((dieIndex) => ({ modifierId: modifier.id, dieIndex })))
    }
  })
  return placements
}

/**
 * The best way for the rolling side to put its Beneficial groups on dice showing `values`:
 * a dynamic programme over the dice whose state is how many dice each group has left.
 * Exact, and fast because the state space is the product of the small group sizes.
 */
function bestBeneficialPicks(values: readonly number[], groups: readonly ValueGroup[]): (number | null)[] {
  const strides = groups.map((_, g) => groups.slice(0, g).reduce((s, x) => s * (x.count + 1), 1))
  const states = groups.reduce((s, x) => s * (x.count + 1), 1)
  const remaining = (state: number, g: number) => Math.floor(state / strides[g]!) % (groups[g]!.count + 1)
  let best = new Array<number>(states).fill(-Infinity)
  best[states - 1] = 0
  const layers: { from: Int32Array; pick: Int8Array }[] = []
  for (const value of values) {
    const next = new Array<number>(states).fill(-Infinity)
    const layer = { from: new Int32Array(states), pick: new Int8Array(states) }
    const offer = (state: number, merit: number, from: number, pick: number) => {
      if (merit > next[state]!) {
        next[state] = merit
        layer.from[state] = from
        layer.pick[state] = pick
      }
    }
    best.forEach((merit, state) => {
      if (merit === -Infinity) return
      offer(state, merit + dieMerit(value), state, -1)
      groups.forEach((group, g) => {
        if (remaining(state, g) > 0) offer(state - strides[g]!, merit + dieMerit(value + group.value) + 1, state, g)
      })
    })
    best = next
    layers.push(layer)
  }
  let state = best.reduce((top, merit, s) => (merit > best[top]! ? s : top), 0)
  const picks: (number | null)[] = []
  for (let die = layers.length - 1; die >= 0; die--) {
    const pick = layers[die]!.pick[state]!
    picks.unshift(pick < 0 ? null : pick)
    state = layers[die]!.from[state]!
  }
  return picks
}

function bestBeneficial(values: readonly number[], modifiers: readonly SimpleModifier[]): Placement[] {
  const groups = valueGroups('beneficial', modifiers, values.length)
  return toPlacements(groups, bestBeneficialPicks(values, groups), values.length)
}

/**
 * Step 5, Adjust the Results (ruling 6): the best assignment for the side rolling the pool.
 * Hindering placements already made are kept; every Beneficial modifier is placed again for
 * the most net successes, then the fewest botch dice, then the most criticals.
 */
export function suggestAssignment(
  baseValues: readonly number[],
  modifiers: readonly SimpleModifier[],
  placements: readonly Placement[],
): Placement[] {
  const hinderingIds = new Set(modifiers.filter((m) => m.side === 'hindering').map((m) => m.id))
  const hindering = placements.filter((p) => hinderingIds.has(p.modifierId))
  const values = adjustedResults(baseValues, modifiers, hindering)
  return [...hindering, ...bestBeneficial(values, modifiers)]
}

/** Every way to spread `total` Hindering dice of the groups over classes of equal dice. */
function* hinderingSpreads(classSizes: readonly number[], groups: readonly ValueGroup[], total: number): Generator<number[][]> {
  const spread = classSizes.map(() => groups.map(() => 0))
  const free = [...classSizes]
  function* fill(g: number, c: number, groupLeft: number, totalLeft: number): Generator<number[][]> {
    if (totalLeft === 0) {
      yield spread.map((row) => [...row])
      return
    }
    if (g === groups.length) return
    if (c === classSizes.length) {
      yield* fill(g + 1, 0, groups[g + 1]?.count ?? 0, totalLeft)
      return
    }
    const most = Math.min(free[c]!, groupLeft, totalLeft)
    for (let n = most; n >= 0; n--) {
      spread[c]![g] = n
      free[c]! -= n
      yield* fill(g, c + 1, groupLeft - n, totalLeft - n)
      free[c]! += n
      spread[c]![g] = 0
    }
  }
  yield* fill(0, 0, groups[0]?.count ?? 0, total)
}

/**
 * Step 5, Adjust the Results: the Hindering placement the opposing side would pick, the one
 * that leaves the rolling side worst off after its best Beneficial answer. Dice showing the
 * same value are interchangeable, so only how many dice of each value get each group is
 * tried, not which ones.
 */
export function suggestHinderingAssignment(baseValues: readonly number[], modifiers: readonly SimpleModifier[]): Placement[] {
  const groups = valueGroups('hindering', modifiers, baseValues.length)
  const classValues = [...new Set(baseValues)]
  const classDice = classValues.map((v) => baseValues.flatMap((x, i) => (x === v ? [i] : [])))
  const total = placeableDice('hindering', modifiers, baseValues.length)
  let worst: { merit: number; placements: Placement[] } | null = null
  for (const spread of hinderingSpreads(
    classDice.map((d) => d.length),
    groups,
    total,
  )) {
    const picks = new Array<number | null>(baseValues.length).fill(null)
    spread.forEach((row, c) => {
      const dice = [...classDice[c]!]
      row.forEach((n, g) => dice.splice(0, n).forEach((die) => (picks[die] = g)))
    })
    const hindering = toPlacements(groups, picks, baseValues.length)
    const answer = suggestAssignment(baseValues, modifiers, hindering)
    const merit = poolMerit(adjustedResults(baseValues, modifiers, answer))
    if (worst === null || merit < worst.merit) worst = { merit, placements: hindering }
  }
  return worst?.placements ?? []
}
