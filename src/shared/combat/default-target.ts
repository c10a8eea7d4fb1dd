/*
 * Whom an attack aims at before the GM says otherwise, for every combat system: the target
 * the attacker chose last time while it may still be attacked, else the nearest enemy the
 * rules let it attack now. Never one of the attacker's own side: striking an ally is always
 * the GM's deliberate choice.
 */

/** One combatant an attack could aim at, as a system sees it now. */
export interface TargetCandidate {
  id: string
  side: 'players' | 'enemies'
  /** How far away in the system's measure (zones, hexes, engaged or not); null when it keeps none. */
  distance: number | null
  /** Whether the rules let the attack aim at it now. */
  valid: boolean
}

const far = (c: TargetCandidate) => c.distance ?? Number.POSITIVE_INFINITY

/**
 * The default target of an attacker on `side`: the one it attacked last (`remembered`) while
 * that one is an enemy the rules still allow, else the nearest valid enemy (the first listed
 * among equals), else the nearest enemy (its refusal is shown), else null. Pure.
 */
export function defaultTarget(side: TargetCandidate['side'], candidates: readonly TargetCandidate[], remembered?: string | null): string | null {
  const enemies = candidates.filter((c) => c.side !== side)
  const last = enemies.find((c) => c.id === remembered && c.valid)
  if (last) return last.id
  const nearest = (list: TargetCandidate[]) =>
    list.reduce<TargetCandidate | null>((best, c) => (best === null || far(c) < far(best) ? c : best), null)
  return (nearest(enemies.filter((c) => c.valid)) ?? nearest(enemies))?.id ?? null
}
