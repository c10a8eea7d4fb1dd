import { resolveAttack, type AttackOutcome } from '../rules/attack'
import { resisted } from '../rules/attack-damage'
import { NATURAL_MAX, NATURAL_MIN } from '../rules/types'
import { chanceToReach, naturalLaw } from './natural-law'

/** One attack as the odds see it (all numbers as the rules take them). */
export interface AttackOddsSpec {
  /** E1: Level + Volition (+ other bonuses) for a PC; EG11: the stat block's bonus for an NPC. */
  bonus: number
  /** What the escalation die adds to this attack (0 when Shaken or unused, E69, EG10). */
  escalation?: number
  /** E2: the target's AC, PD or MD. */
  defense: number
  /** R16: net Advantage (negative: Disadvantage), e.g. from `attackModifiers`. */
  net?: number
  /** E3, E13, E14: the lowest natural that crits (17 by default). */
  critThreshold?: number
  /** EG1 (campaign setting, default true). */
  critAlwaysHits?: boolean
  /** E12: X of the Resist that applies, or null. */
  resist?: number | null
  /** E67, EG33: an Invisible target: the attacker's save first (target 11), with its own net Advantage (Enervated). */
  invisibleSave?: { target: number; net?: number } | null
}

/** Rolls of each kind out of `rolls` equally likely ones (before any Invisible save). */
export interface AttackCounts {
  crit: number
  hit: number
  miss: number
  critFail: number
  /** Of the crits, hits and misses: those whose natural is below the Resist X. */
  critResisted: number
  hitResisted: number
  missResisted: number
}

export interface AttackOdds {
  /** 6^(3 + |net|): the exact counts below are out of this many rolls. */
  rolls: number
  counts: AttackCounts
  /** P(the attack gets past an Invisible target's save): 1 when there is none. */
  takesEffect: number
  /** P(crit or plain hit). */
  hit: number
  crit: number
  /** A hit that is not a crit. */
  plainHit: number
  /** A plain miss (miss effects apply, EG40). */
  miss: number
  critFail: number
  /** E67, EG33: the attack has no effect at all (the Invisible save failed). */
  noEffect: number
  /** P(natural = n) for n = 0..18, for the odds view. */
  naturals: number[]
  /** The outcome of each natural 3..18 (index = natural), as the rules resolve it. */
  outcomeOf: (AttackOutcome | null)[]
}

/**
 * E1-E6, E12-E14, EG1, EG2, R16, E67: the exact chances of one attack. The natural's law is
 * counted exactly over 3 + |net| d6 (`naturalLaw`); each natural 3..18 is resolved by the same
 * rule the machine uses (`resolveAttack`), so odds and play cannot disagree. Counts are whole
 * numbers; each chance is one division (exact to a double's last bit), times the Invisible
 * save's chance when there is one.
 */
export function attackOdds(spec: AttackOddsSpec): AttackOdds {
  const law = naturalLaw(spec.net ?? 0)
  const counts: AttackCounts = { crit: 0, hit: 0, miss: 0, critFail: 0, critResisted: 0, hitResisted: 0, missResisted: 0 }
  const outcomeOf: (AttackOutcome | null)[] = new Array<AttackOutcome | null>(NATURAL_MAX + 1).fill(null)
  for (let natural = NATURAL_MIN; natural <= NATURAL_MAX; natural++) {
    const ways = law.counts[natural]!
    const { outcome } = resolveAttack({
      natural,
      bonus: spec.bonus,
      escalation: spec.escalation ?? 0,
      defense: spec.defense,
      critThreshold: spec.critThreshold,
      critAlwaysHits: spec.critAlwaysHits,
    })
    outcomeOf[natural] = outcome
    counts[outcome] += ways
    if (outcome !== 'critFail' && resisted(natural, spec.resist ?? null)) counts[`${outcome}Resisted`] += ways
  }
  const takesEffect = spec.invisibleSave ? chanceToReach(spec.invisibleSave.target, 0, spec.invisibleSave.net ?? 0) : 1
  const chance = (count: number) => (count / law.rolls) * takesEffect
  return {
    rolls: law.rolls,
    counts,
    takesEffect,
    hit: chance(counts.crit + counts.hit),
    crit: chance(counts.crit),
    plainHit: chance(counts.hit),
    miss: chance(counts.miss),
    critFail: chance(counts.critFail),
    noEffect: 1 - takesEffect,
    naturals: law.counts.map((c) => c / law.rolls),
    outcomeOf,
  }
}
