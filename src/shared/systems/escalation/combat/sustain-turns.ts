import type { EscalationStats } from './stats'

/* E30 Sustain X at the edges of its user's turns: what the fight's turn hooks need, apart from the Sustain roll (./sustain). */

/** E30: at the start of its user's turn each effect must be sustained again. */
export function sustainDue(stats: EscalationStats): EscalationStats {
  return stats.sustaining?.length ? { ...stats, sustaining: stats.sustaining.map((x) => ({ ...x, kept: false })) } : stats
}

/** E30: at the end of its user's turn an effect not sustained in it expires; the names of those that did. */
export function sustainExpiry(stats: EscalationStats): { stats: EscalationStats; expired: string[] } {
  const expired = (stats.sustaining ?? []).filter((x) => !x.kept).map((x) => x.name)
  if (!expired.length) return { stats, expired }
  const sustaining = stats.sustaining!.filter((x) => x.kept)
  const { sustaining: _all, ...rest } = stats
  return { stats: sustaining.length ? { ...rest, sustaining } : rest, expired }
}
