import type { Side, ThreatLevel } from '@shared/campaign'
import type { Turn } from './tides'

/** An Auto Result modifier in the pool: "A# / Nd". */
export interface AutoResultModifier {
  id: string
  label: string
  side: Side
  value: number
  dice: number
}

/** One auto result put on a die; a die keeps every mark, the last one is its face. */
export interface AutoResultMark {
  readonly modifierId: string
  readonly label: string
  readonly value: number
}

export interface AutoResultPlacement {
  /** Marks per die, in pool order. */
  readonly marks: readonly (readonly AutoResultMark[])[]
  /** Auto result dice that found no die where they would change anything. */
  readonly unplaced: readonly { readonly modifierId: string; readonly label: string; readonly count: number }[]
}

/** The id of the marks that turn resolved Challenge dice into the threat's auto result. */
export const THREAT_MODIFIER_ID = 'threat'

/** Challenge step 3: "A3, A7, and A8 only ever apply to Challenge pools". */
export const CHALLENGE_ONLY_AUTO_RESULTS: readonly number[] = [3, 7, 8]

/** Step 3: why an auto result cannot go into this side's pool, or null. */
export function whyAutoResultRefused(value: number, pool: Turn): string | null {
  return pool === 'cohort' && CHALLENGE_ONLY_AUTO_RESULTS.includes(value) ? `A${value} only ever applies to Challenge pools` : null
}

/** The face an auto result gave a die, or null when it is still to be rolled. */
export function autoResultFace(marks: readonly AutoResultMark[]): number | null {
  return marks.at(-1)?.value ?? null
}

/**
 * Step 3 (rulings 2 and 7): the order auto results go on the pool. Hindering ones first;
 * Beneficial ones from low to high (A5 before A6), so that when they run out of fresh dice
 * the higher value is the one left standing.
 */
export function autoResultOrder(modifiers: readonly AutoResultModifier[]): AutoResultModifier[] {
  const hindering = modifiers.filter((m) => m.side === 'hindering')
  const beneficial = modifiers.filter((m) => m.side === 'beneficial').sort((a, b) => a.value - b.value)
  return [...hindering, ...beneficial]
}

/**
 * Where one more auto result die goes (ruling 7): the first die without an auto result;
 * only when none is left may it overwrite one, and then only where its side gains by it
 * (a Beneficial one over the lowest face, a Hindering one over the highest), since the
 * text makes overwriting a permission, not a duty.
 */
function targetDie(marks: readonly AutoResultMark[][], side: Side, value: number): number | null {
  const fresh = marks.findIndex((m) => m.length === 0)
  if (fresh >= 0) return fresh
  const faces = marks.map((m) => autoResultFace(m) ?? 0)
  if (faces.length === 0) return null
  const pick = side === 'beneficial' ? Math.min(...faces) : Math.max(...faces)
  const gains = side === 'beneficial' ? value > pick : value < pick
  return gains ? faces.indexOf(pick) : null
}

/**
 * Step 3, Auto Results: puts every auto result modifier on the pool in the order of
 * `autoResultOrder`, starting from `start` (the Challenge's resolved dice, if any).
 */
export function placeAutoResults(
  poolSize: number,
  modifiers: readonly AutoResultModifier[],
  start: readonly AutoResultMark[][] = [],
): AutoResultPlacement {
  const marks = Array.from({ length: poolSize }, (_, i) => [...(start[i] ?? [])])
  const unplaced: { modifierId: string; label: string; count: number }[] = []
  for (const modifier of autoResultOrder(modifiers)) {
    let missed = 0
    for (let n = 0; n < modifier.dice; n++) {
      const die = targetDie(marks, modifier.side, modifier.value)
      if (die === null) missed++
      else marks[die]!.push({ modifierId: modifier.id, label: modifier.label, value: modifier.value })
    }
    if (missed > 0) unplaced.push({ modifierId: modifier.id, label: modifier.label, count: missed })
  }
  return { marks, unplaced }
}

/**
 * Challenge step 3, Challenge Threat (ruling 4): every die the Cohort resolved becomes the
 * threat level's auto result; resolved dice beyond the rating count as the rating.
 */
export function threatAutoResults(rating: number, resolvedDice: number, threat: ThreatLevel): AutoResultMark[][] {
  const converted = Math.min(rating, Math.max(0, resolvedDice))
  const mark: AutoResultMark = {
    modifierId: THREAT_MODIFIER_ID,
    label: `Resolved die (${threat.name}: A${threat.autoResult})`,
    value: threat.autoResult,
  }
  return Array.from({ length: rating }, (_, i) => (i < converted ? [mark] : []))
}
