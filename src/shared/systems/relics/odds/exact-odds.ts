import { decodeMerit, dieCounts, type OutcomeCounts } from './die-merit'
import { placementGame, type PlacementGame } from './placement-game'
import { DIE_FACES, type OddsPool } from './pool-spec'
import { TallyBuilder, type OddsTally } from './tally'
import { WorkMeter } from './work-limit'

/** Profiles beyond this many are memoised in a Map instead of a flat array. */
const FLAT_MEMO_LIMIT = 1 << 20

/**
 * Faces that score alike on their own (ruling 1): on a d6, 1 (botch), 2-4 (nothing) and
 * 5-6 (success). Within a class only the capped profile tells the faces apart.
 */
interface FaceClass {
  /** Face indices (face - 1). */
  faces: number[]
  score: OutcomeCounts
  /** laws[m]: P(capped part of the profile | m dice in the class), by profile index part. */
  laws: { index: number[]; p: number[] }[]
}

function inverseFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1).fill(1)
  for (let k = 1; k <= n; k++) table[k] = table[k - 1]! / k
  return table
}

/**
 * Calls `visit` with every way to put `n` dice on faces of probabilities `shares`, and its
 * multinomial probability n! * prod(share^k / k!). Pools stop at 60 dice, so n! and the
 * powers stay well inside double range and products keep full precision.
 */
function compositions(n: number, shares: readonly number[], invFact: Float64Array, visit: (counts: number[], p: number) => void): void {
  const counts = new Array<number>(shares.length).fill(0)
  const walk = (part: number, left: number, p: number) => {
    if (part === shares.length - 1) {
      counts[part] = left
      visit(counts, p * shares[part]! ** left * invFact[left]!)
      return
    }
    for (let k = 0; k <= left; k++) {
      counts[part] = k
      walk(part + 1, left - k, p * shares[part]! ** k * invFact[k]!)
    }
  }
  walk(0, n, 1 / invFact[n]!)
}

function faceClasses(n: number, caps: readonly number[], strides: readonly number[], invFact: Float64Array): FaceClass[] {
  const byScore = new Map<string, FaceClass>()
  for (let f = 0; f < DIE_FACES; f++) {
    const score = dieCounts(f + 1)
    const key = `${score.net}:${score.botches}`
    if (!byScore.has(key)) byScore.set(key, { faces: [], score, laws: [] })
    byScore.get(key)!.faces.push(f)
  }
  const classes = [...byScore.values()]
  for (const c of classes) {
    for (let m = 0; m <= n; m++) {
      const law = new Map<number, number>()
      compositions(
        m,
        c.faces.map(() => 1 / c.faces.length),
        invFact,
        (counts, weight) => {
          const index = c.faces.reduce((s, f, i) => s + Math.min(counts[i]!, caps[f]!) * strides[f]!, 0)
          law.set(index, (law.get(index) ?? 0) + weight)
        },
      )
      c.laws.push({ index: [...law.keys()], p: [...law.values()] })
    }
  }
  return classes
}

/** Best-play changes per profile, solved on first use. */
function profileMemo(game: PlacementGame, strides: readonly number[]): (index: number) => OutcomeCounts {
  const size = game.caps.reduce((s, c) => s * (c + 1), 1)
  const solved: { get(i: number): OutcomeCounts | undefined; set(i: number, c: OutcomeCounts): unknown } =
    size > FLAT_MEMO_LIMIT ? new Map<number, OutcomeCounts>() : new FlatMemo(size)
  const counts = new Array<number>(DIE_FACES).fill(0)
  return (index) => {
    let change = solved.get(index)
    if (change) return change
    game.caps.forEach((cap, f) => (counts[f] = Math.floor(index / strides[f]!) % (cap + 1)))
    solved.set(index, (change = decodeMerit(game.solve(counts))))
    return change
  }
}

class FlatMemo {
  private readonly entries: (OutcomeCounts | undefined)[]
  constructor(size: number) {
    this.entries = new Array<OutcomeCounts | undefined>(size)
  }
  get(i: number) {
    return this.entries[i]
  }
  set(i: number, c: OutcomeCounts) {
    this.entries[i] = c
  }
}

/** How many cases the enumeration will visit: per split over the classes, the product of their laws' sizes. */
function caseCount(n: number, classes: readonly FaceClass[], invFact: Float64Array): number {
  let cases = 0
  compositions(
    n,
    classes.map(() => 1),
    invFact,
    (dice) => {
      cases += classes.reduce((product, c, i) => product * c.laws[dice[i]!]!.index.length, 1)
    },
  )
  return cases
}

/**
 * Exact odds by enumeration. The free dice are split over the face classes (multinomial
 * weights), and within each class over capped profiles (a precomputed law per class and
 * dice count), so 30 dice take some 10^5 cases rather than 6^30 rolls or 324,632
 * multisets. Each case is its classes' plain score plus its profile's best-play change.
 * The cases are counted on `meter` before any is visited, so a pool past its limit stops
 * before the long part.
 */
export function exactTally(pool: OddsPool, meter = new WorkMeter()): OddsTally {
  const game = placementGame(pool, meter)
  const n = pool.freeDice
  const strides = game.caps.map((_, f) => game.caps.slice(0, f).reduce((s, c) => s * (c + 1), 1))
  const invFact = inverseFactorials(n)
  const classes = faceClasses(n, game.caps, strides, invFact)
  meter.spend(caseCount(n, classes, invFact))
  const change = profileMemo(game, strides)
  const autos = pool.autoResults.map(dieCounts)
  const base = autos.reduce((s, c) => ({ net: s.net + c.net, botches: s.botches + c.botches }), { net: 0, botches: 0 })
  const criticals = autos.reduce((s, c) => s + c.criticals, 0)
  const overpowering = autos.reduce((s, c) => s + c.overpowering, 0)
  const tally = new TallyBuilder(pool.poolSize)

  // A free die on its own (1-6) is never a critical nor overpowering: those come only from
  // auto results and from the best-play change.
  const inner = (c: number, index: number, p: number, dice: readonly number[], net: number, botches: number) => {
    if (c === classes.length) {
      const d = change(index)
      tally.addCounts(p, net + d.net, botches + d.botches, criticals + d.criticals, overpowering + d.overpowering)
      return
    }
    const law = classes[c]!.laws[dice[c]!]!
    for (let i = 0; i < law.index.length; i++) inner(c + 1, index + law.index[i]!, p * law.p[i]!, dice, net, botches)
  }
  compositions(
    n,
    classes.map((c) => c.faces.length / DIE_FACES),
    invFact,
    (dice, p) => {
      let net = base.net
      let botches = base.botches
      classes.forEach((c, i) => {
        net += dice[i]! * c.score.net
        botches += dice[i]! * c.score.botches
      })
      inner(0, 0, p, dice, net, botches)
    },
  )
  return tally.build()
}
