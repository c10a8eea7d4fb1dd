/*
 * What the encounter simulator tells the GM: the fights' records summed up into chances,
 * rounds, hit points lost, the deadliest enemy and a verdict in plain words. Pure: the same
 * records give the same report.
 */

/** How one simulated fight ended, as the tracker left it. */
export interface FightRecord {
  /** The party won (no enemy fighting), lost (no PC fighting), or the fight stalled (called off). */
  outcome: 'won' | 'lost' | 'stalled'
  rounds: number
  pcs: { id: string; dropped: boolean; died: boolean; hpLost: number }[]
  /** Each enemy of an encounter's NPC, by that NPC, with the damage it dealt. */
  enemies: { npcId: string; dealt: number }[]
}

/** A median and a 90th percentile. */
export interface Spread {
  median: number
  p90: number
}

/** One PC's figures over all the fights. */
export interface PcFigures {
  id: string
  name: string
  /** The share of fights in which it went down (or died). */
  drops: number
  dies: number
  hpLost: Spread
}

/** The simulator's answer to “how deadly is this encounter?”. */
export interface SimulationReport {
  system: string
  encounterId: string
  seed: number
  fights: number
  win: number
  lose: number
  stalled: number
  /** The share of fights in which at least one PC goes down, and in which one dies. */
  anyDrops: number
  anyDies: number
  rounds: Spread
  pcs: PcFigures[]
  /** The NPC whose copies deal the most damage, per fight on average; null when none dealt any. */
  deadliest: { npcId: string; name: string; damagePerFight: number } | null
  /** The verdict in plain words ("Hard: in 1 fight of 5 a PC goes down"). */
  verdict: string
}

/** The nearest-rank percentile of `values` (0 for none). */
export function percentileOf(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}

const spread = (values: readonly number[]): Spread => ({ median: percentileOf(values, 0.5), p90: percentileOf(values, 0.9) })

/** A share as “1 fight of 5” or “7 fights of 10”, as a table says it. */
export function fightsWord(share: number): string {
  if (share <= 0) return 'no fight'
  if (share >= 0.995) return 'every fight'
  if (share <= 0.5) return `1 fight of ${Math.round(1 / share)}`
  return `${Math.round(share * 10)} fights of 10`
}

/** The verdict: how the party fares, its worst risk first. */
export function verdictOf(report: Pick<SimulationReport, 'win' | 'anyDrops' | 'anyDies' | 'stalled'>): string {
  if (report.win < 0.5) return `Deadly: the party loses or stalls in ${fightsWord(1 - report.win)}`
  if (report.anyDies >= 0.05) return `Deadly: in ${fightsWord(report.anyDies)} a PC dies`
  if (report.win < 0.9) return `Hard: the party loses in ${fightsWord(1 - report.win)}`
  if (report.anyDrops >= 0.15) return `Hard: in ${fightsWord(report.anyDrops)} a PC goes down`
  if (report.anyDrops >= 0.03) return `Moderate: in ${fightsWord(report.anyDrops)} a PC goes down`
  return report.anyDrops > 0 ? `Easy: a PC goes down in ${fightsWord(report.anyDrops)}` : 'Easy: no PC goes down'
}

/** Sums up the fights' records (at least one) into the report; `names` gives PCs' and NPCs' names by id. */
export function reportOf(
  records: readonly FightRecord[],
  about: { system: string; encounterId: string; seed: number },
  names: ReadonlyMap<string, string>,
): SimulationReport {
  const fights = records.length
  const share = (test: (r: FightRecord) => boolean) => (fights === 0 ? 0 : records.filter(test).length / fights)
  const pcIds = [...new Set(records.flatMap((r) => r.pcs.map((p) => p.id)))]
  const pcs = pcIds.map((id): PcFigures => {
    const own = records.flatMap((r) => r.pcs.filter((p) => p.id === id))
    return {
      id,
      name: names.get(id) ?? id,
      drops: own.filter((p) => p.dropped).length / Math.max(1, fights),
      dies: own.filter((p) => p.died).length / Math.max(1, fights),
      hpLost: spread(own.map((p) => p.hpLost)),
    }
  })
  const dealt = new Map<string, number>()
  for (const r of records) for (const e of r.enemies) dealt.set(e.npcId, (dealt.get(e.npcId) ?? 0) + e.dealt)
  const top = [...dealt].sort((a, b) => b[1] - a[1])[0]
  const figures = {
    win: share((r) => r.outcome === 'won'),
    lose: share((r) => r.outcome === 'lost'),
    stalled: share((r) => r.outcome === 'stalled'),
    anyDrops: share((r) => r.pcs.some((p) => p.dropped)),
    anyDies: share((r) => r.pcs.some((p) => p.died)),
  }
  return {
    ...about,
    fights,
    ...figures,
    rounds: spread(records.map((r) => r.rounds)),
    pcs,
    deadliest: top && top[1] > 0 ? { npcId: top[0], name: names.get(top[0]) ?? top[0], damagePerFight: top[1] / fights } : null,
    verdict: verdictOf(figures),
  }
}
