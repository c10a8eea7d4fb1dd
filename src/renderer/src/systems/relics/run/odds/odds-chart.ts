import type { NetDistribution } from '@shared/systems/relics/odds'
import { netEntries } from '@shared/systems/relics/odds/distribution'

/** One bar of a distribution chart. */
export interface ChartRow {
  /** What the bar counts, as people read it: "3", "-2 or less", "12 or more". */
  label: string
  probability: number
  /** Bar length, from 0 to 1 of the tallest bar. */
  scale: number
  /** A net of -1 or less (step 6): the round is a Disaster. */
  disaster: boolean
}

/**
 * Tails this unlikely are folded into one "or less" / "or more" bar: 30 dice can range over
 * 150 nets, most of them far below one in a thousand, and a GM reads a dozen bars at most.
 */
const FOLDED_TAIL = 0.002

function fold(entries: [number, number][], fromStart: boolean): [kept: [number, number][], folded: number, edge: number | null] {
  const order = fromStart ? entries : [...entries].reverse()
  let folded = 0
  let cut = 0
  while (cut < order.length - 1 && folded + order[cut]![1] < FOLDED_TAIL) folded += order[cut++]![1]
  if (cut === 0) return [entries, 0, null]
  const kept = order.slice(cut)
  return [fromStart ? kept : kept.reverse(), folded, order[cut]![0]]
}

/**
 * The bars of a distribution, lowest first. Unlikely tails are folded into the bar at
 * their edge, which then reads "k or less" or "k or more", so every bar's probability is
 * exact and they still add up to 1.
 */
export function chartRows(distribution: NetDistribution, disasterBelow: number | null): ChartRow[] {
  const [lowKept, lowFolded, lowEdge] = fold(netEntries(distribution), true)
  const [kept, highFolded, highEdge] = fold(lowKept, false)
  const rows = kept.map(([net, p]) => {
    const low = net === lowEdge ? lowFolded : 0
    const high = net === highEdge ? highFolded : 0
    const label = low > 0 ? `${net} or less` : high > 0 ? `${net} or more` : `${net}`
    return { label, net, probability: p + low + high }
  })
  const tallest = Math.max(...rows.map((r) => r.probability))
  return rows.map(({ label, net, probability }) => ({
    label,
    probability,
    scale: tallest > 0 ? probability / tallest : 0,
    disaster: disasterBelow !== null && net < disasterBelow,
  }))
}

/** A probability as a percentage a GM reads at a glance: "23.4%", "under 0.1%", "100%". */
export function percent(p: number): string {
  if (p <= 0) return '0%'
  if (p < 0.001) return 'under 0.1%'
  if (p > 0.999 && p < 1) return 'over 99.9%'
  if (p >= 1) return '100%'
  return `${(p * 100).toFixed(1)}%`
}

/** An expected count to two decimals, signed when it is a change ("+0.35"). */
export function expected(value: number, signed = false): string {
  const text = Math.abs(value) < 0.005 ? '0.00' : value.toFixed(2)
  return signed && value >= 0.005 ? `+${text}` : text
}
