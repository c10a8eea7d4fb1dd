import { D20, DEFAULT_DR, type Edge } from '../rules/types'

/** The chance of passing a Test, exactly: so many of the equally likely rolls pass. */
export interface TestOdds {
  /** Rolls that pass. */
  passing: number
  /** Every roll: 20 for one d20, 400 for two. */
  outOf: number
  /** passing / outOf. */
  chance: number
}

/** R20: whether a natural passes, with ZG3/ZG4's natural 20 and natural 1 when `naturals`. */
function naturalPasses(natural: number, attribute: number, dr: number, naturals: boolean): boolean {
  if (naturals && natural === D20) return true
  if (naturals && natural === 1) return false
  return natural + attribute >= dr
}

/**
 * R20, Z12, ZG3, ZG4: the exact odds of passing a Test of d20 + attribute against a DR,
 * plainly or with Advantage (the higher of two d20) or Disadvantage (the lower). A pass is
 * the same for every natural at or above some face, so with two dice the kept one passes
 * exactly when the higher (or the lower) does: counted over the 20 or 400 rolls, not sampled.
 */
export function testOdds(input: { attribute: number; edge: Edge; dr?: number; naturals?: boolean }): TestOdds {
  const dr = input.dr ?? DEFAULT_DR
  const naturals = input.naturals ?? false
  let single = 0
  for (let face = 1; face <= D20; face++) if (naturalPasses(face, input.attribute, dr, naturals)) single++
  const failing = D20 - single
  if (input.edge === 'normal') return { passing: single, outOf: D20, chance: single / D20 }
  const outOf = D20 * D20
  // Passes are the faces at or above a threshold, so the higher die passes unless both fail, the lower only when both pass.
  const passing = input.edge === 'advantage' ? outOf - failing * failing : single * single
  return { passing, outOf, chance: passing / outOf }
}
