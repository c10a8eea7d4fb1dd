import { dieMerit } from './die-merit'
import { DIE_FACES, type OddsPool, type ShiftGroup } from './pool-spec'
import { WorkMeter } from './work-limit'

/*
 * Step 5 as a two-move game on one roll. The Hindering side places its dice first, where
 * they leave the rolling side worst off; the rolling side then places its Beneficial dice
 * where they do it most good (ruling 6's order, see die-merit). Scores add up over dice,
 * so a play is worth the sum of what it changes on the dice it touches.
 *
 * Dice showing the same value are interchangeable, so a play is only "how many dice of
 * each value get each shift". A play is possible on a roll exactly when the roll has
 * enough dice of each value: a play *needs* a count of free dice per face. Which plays
 * exist and what they are worth does not depend on the roll, only which of them its counts
 * allow. So every play is listed once per pool, and solving one roll is a scan: for each
 * Hindering play the roll allows, the first (best) Beneficial answer it allows. Counts
 * above the largest need never change anything, so rolls are grouped by their counts
 * capped there (the "profile"), and each profile is solved once.
 */

/** One Hindering play and every Beneficial answer to it worth considering, best first. */
interface HinderingPlay {
  /** Merit the Hindering dice take away on their own (0 or less). */
  loss: number
  /** Free dice of each face (index face - 1) the play needs. */
  need: Uint8Array
  /** Merit each answer adds, best first. One answer needs no more than the play, so a scan always ends. */
  answerGain: Float64Array
  /** Free dice each answer needs, DIE_FACES entries per answer, the Hindering dice included. */
  answerNeed: Uint8Array
  /** The least this play can be worth: its loss plus the best answer every roll allowing it allows. */
  floor: number
}

/** The Simple modifier game of one pool, solved per roll profile. */
export interface PlacementGame {
  /** Per free face (index face - 1): counts above this never change the best play. */
  caps: number[]
  /** Merit change of best play on a roll whose free dice show `counts` (capped) of each face. */
  solve(counts: ArrayLike<number>): number
}

/** Dice the pool can have per value: its auto results, and up to all free dice on faces 1-6. */
interface PoolShape {
  autoCount: Map<number, number>
  freeDice: number
  values: number[]
}

const meritChange = (value: number, shift: number) => dieMerit(value + shift) - dieMerit(value)
const isFreeFace = (value: number) => value >= 1 && value <= DIE_FACES
const autosAt = (shape: PoolShape, value: number) => shape.autoCount.get(value) ?? 0
const mostAt = (shape: PoolShape, value: number) => autosAt(shape, value) + (isFreeFace(value) ? shape.freeDice : 0)

function poolShape(pool: OddsPool): PoolShape {
  const autoCount = new Map<number, number>()
  for (const face of pool.autoResults) autoCount.set(face, (autoCount.get(face) ?? 0) + 1)
  const values = new Set(autoCount.keys())
  if (pool.freeDice > 0) for (let face = 1; face <= DIE_FACES; face++) values.add(face)
  return { autoCount, freeDice: pool.freeDice, values: [...values].sort((a, b) => a - b) }
}

/**
 * Calls `visit` with every way to spread the dice of `groups` over `room.length` slots: at
 * most `room[s]` dice on slot s in all, none where `useful(s, g)` is false, `total` dice in
 * all (up to `total` when `exact` is false). `taken[g * slots + s]` is group g's dice on s.
 * Each step of the walk is one step on `meter`, each visit as many as `taken` has entries.
 */
function spreads(
  groups: readonly ShiftGroup[],
  room: readonly number[],
  useful: (slot: number, group: number) => boolean,
  total: number,
  exact: boolean,
  meter: WorkMeter,
  visit: (taken: Int32Array) => void,
): void {
  const slots = room.length
  const taken = new Int32Array(groups.length * slots)
  const used = new Int32Array(slots)
  const walk = (g: number, s: number, groupLeft: number, totalLeft: number) => {
    meter.spend(1)
    if (g === groups.length || totalLeft === 0) {
      if (!exact || totalLeft === 0) {
        meter.spend(taken.length)
        visit(taken)
      }
      return
    }
    if (s === slots) return walk(g + 1, 0, groups[g + 1]?.count ?? 0, totalLeft)
    const most = useful(s, g) ? Math.min(groupLeft, totalLeft, room[s]! - used[s]!) : 0
    for (let n = most; n >= 0; n--) {
      taken[g * slots + s] = n
      used[s]! += n
      walk(g, s + 1, groupLeft - n, totalLeft - n)
      used[s]! -= n
    }
  }
  walk(0, 0, groups[0]?.count ?? 0, total)
}

/** Where the Hindering dice of one play went, per value of the pool after them. */
interface Hindered {
  /** Values after the Hindering dice: every value of the pool and every value they made. */
  values: number[]
  /** Dice of each value that took a Hindering die. */
  taken: number[]
  /** Dice that a Hindering die turned into each value. */
  landed: number[]
}

interface Answer {
  gain: number
  need: Uint8Array
}

/**
 * Free dice of each face needed, into `need`, when `beneficialOn[i]` Beneficial dice go on
 * `h.values[i]` after the Hindering play `h`. A Beneficial die goes on a die the Hindering
 * side moved onto that value before an untouched one (the untouched one keeps more answers
 * open); auto results are used before free dice.
 */
function freeNeed(shape: PoolShape, h: Hindered, beneficialOn: ArrayLike<number> | null, need: Uint8Array): Uint8Array {
  need.fill(0)
  for (let i = 0; i < h.values.length; i++) {
    const value = h.values[i]!
    if (!isFreeFace(value)) continue
    const fresh = beneficialOn ? Math.max(0, beneficialOn[i]! - h.landed[i]!) : 0
    need[value - 1] = Math.max(0, h.taken[i]! + fresh - autosAt(shape, value))
  }
  return need
}

/** A need as one number: pools stop at 60 dice, so each face fits in 6 bits. */
const needKey = (need: Uint8Array) => need.reduce((key, n) => key * 64 + n, 0)

/**
 * The rolling side's answers to one Hindering play. Only dice a Beneficial shift improves
 * are worth a modifier: scores never fall as a value rises, so placing fewer is never worse.
 */
function answersTo(pool: OddsPool, shape: PoolShape, h: Hindered, meter: WorkMeter): Answer[] {
  const slots = h.values.length
  const gains = pool.beneficial.map((g) => h.values.map((v) => meritChange(v, g.shift)))
  const room = h.values.map((v, i) => mostAt(shape, v) - h.taken[i]! + h.landed[i]!)
  // Many answers need the same dice; only the best of them can ever be the first allowed.
  const bestByNeed = new Map<number, Answer>()
  const onValue = new Int32Array(slots)
  const need = new Uint8Array(DIE_FACES)
  spreads(
    pool.beneficial,
    room,
    (s, g) => gains[g]![s]! > 0,
    pool.beneficialDice,
    false,
    meter,
    (taken) => {
      let gain = 0
      onValue.fill(0)
      for (let i = 0; i < taken.length; i++) {
        if (taken[i] === 0) continue
        gain += taken[i]! * gains[Math.floor(i / slots)]![i % slots]!
        onValue[i % slots]! += taken[i]!
      }
      const key = needKey(freeNeed(shape, h, onValue, need))
      const known = bestByNeed.get(key)
      if (!known) bestByNeed.set(key, { gain, need: need.slice() })
      else if (known.gain < gain) known.gain = gain
    },
  )
  return [...bestByNeed.values()].sort((a, b) => b.gain - a.gain)
}

const covers = (big: Uint8Array, small: Uint8Array) => small.every((n, i) => n <= big[i]!)

/** Drops answers that an earlier (no worse) answer beats on every roll that allows them. */
function undominated(answers: readonly Answer[], meter: WorkMeter): Answer[] {
  const kept: Answer[] = []
  for (const a of answers) {
    meter.spend(kept.length + 1)
    if (!kept.some((k) => covers(a.need, k.need))) kept.push(a)
  }
  return kept
}

/** Reads one Hindering spread as the values it leaves, and what it takes away. */
function hinderedBy(pool: OddsPool, shape: PoolShape, taken: Int32Array): { h: Hindered; loss: number } {
  const slots = shape.values.length
  const byValue = new Map<number, { taken: number; landed: number }>(shape.values.map((v) => [v, { taken: 0, landed: 0 }]))
  let loss = 0
  for (let i = 0; i < taken.length; i++) {
    if (taken[i] === 0) continue
    const value = shape.values[i % slots]!
    const shift = pool.hindering[Math.floor(i / slots)]!.shift
    loss += taken[i]! * meritChange(value, shift)
    byValue.get(value)!.taken += taken[i]!
    if (!byValue.has(value + shift)) byValue.set(value + shift, { taken: 0, landed: 0 })
    byValue.get(value + shift)!.landed += taken[i]!
  }
  const values = [...byValue.keys()].sort((a, b) => a - b)
  const h = { values, taken: values.map((v) => byValue.get(v)!.taken), landed: values.map((v) => byValue.get(v)!.landed) }
  return { h, loss }
}

function hinderingPlays(pool: OddsPool, shape: PoolShape, meter: WorkMeter): HinderingPlay[] {
  const plays: HinderingPlay[] = []
  const room = shape.values.map((v) => mostAt(shape, v))
  // Only full Hindering plays: one more Hindering die never helps the rolling side.
  spreads(
    pool.hindering,
    room,
    () => true,
    pool.hinderingDice,
    true,
    meter,
    (taken) => {
      const { h, loss } = hinderedBy(pool, shape, taken)
      const answers = undominated(answersTo(pool, shape, h, meter), meter)
      const answerNeed = new Uint8Array(answers.length * DIE_FACES)
      answers.forEach((a, i) => answerNeed.set(a.need, i * DIE_FACES))
      const need = freeNeed(shape, h, null, new Uint8Array(DIE_FACES))
      const sure = answers.find((a) => covers(need, a.need))!
      plays.push({ loss, need, answerGain: Float64Array.from(answers, (a) => a.gain), answerNeed, floor: loss + sure.gain })
    },
  )
  // Lowest floor first, so that `solve` can stop at the first play that cannot be the worst.
  return plays.sort((a, b) => a.floor - b.floor)
}

function capsOf(plays: readonly HinderingPlay[], freeDice: number): number[] {
  const caps = new Array<number>(DIE_FACES).fill(0)
  for (const play of plays) for (let i = 0; i < play.answerNeed.length; i++) caps[i % DIE_FACES] = Math.max(caps[i % DIE_FACES]!, play.answerNeed[i]!)
  return caps.map((c) => Math.min(c, freeDice))
}

function allows(counts: ArrayLike<number>, need: Uint8Array, offset: number): boolean {
  for (let f = 0; f < DIE_FACES; f++) if (need[offset + f]! > counts[f]!) return false
  return true
}

/**
 * Step 5 for every roll of `pool`: both sides' best play, listed once per pool. Listing the
 * plays and solving a profile spend steps on `meter`: one per step of a spread, one per
 * play or answer a solve looks at.
 */
export function placementGame(pool: OddsPool, meter = new WorkMeter()): PlacementGame {
  const plays = hinderingPlays(pool, poolShape(pool), meter)
  const solve = (counts: ArrayLike<number>) => {
    let worst = Infinity
    let looked = 0
    for (const play of plays) {
      if (play.floor >= worst) break
      looked++
      if (!allows(counts, play.need, 0)) continue
      let a = 0
      while (!allows(counts, play.answerNeed, a * DIE_FACES)) a++
      looked += a
      worst = Math.min(worst, play.loss + play.answerGain[a]!)
    }
    meter.spend(looked)
    return worst
  }
  return { caps: capsOf(plays, pool.freeDice), solve }
}
