import type { AgonyTrait, TraitModifier } from '@shared/campaign'
import { allowed, refused, type RuleResult } from './result'
import { stressLimits, takeStress, wouldStressOut, type DisruptionSource, type StressState } from './stress'

/** A PC as Challenge step 7 sees them. */
export type StressTaker = StressState & { id: string; name: string; bioform: string } & DisruptionSource

/** How the Cohort shares the Challenge's successes, and the Agony of whoever is Stressed Out. */
export interface StressDistribution {
  allocations: Record<string, number>
  /** The name of the Agony each PC reaching their maximum gains; others are ignored. */
  agonyNames: Record<string, string>
  /** The Agony's modifier, when the GM picks one at once; otherwise it is narrative for now. */
  agonyModifiers?: Record<string, TraitModifier>
  /** How the share was settled, when the table says (RG5): the Cohort agreed, or the leader decided. */
  decidedBy?: ShareDecision
}

/** Challenge step 7 (RG5): "distributed by consensus"; failing that, "the leader distributes Stress". */
export type ShareDecision = 'consensus' | 'leader'

/** What Challenge step 7 did, for the log and for the campaign afterwards. */
export interface StressRecord {
  readonly stress: number
  readonly allocations: Readonly<Record<string, number>>
  readonly stressedOut: readonly string[]
  readonly agonyGained: readonly { readonly pcId: string; readonly agony: AgonyTrait }[]
  readonly outOfGame: readonly string[]
  /** Stress nobody could take: every PC still in the game was already Stressed Out. */
  readonly dropped: number
  /** How the share was settled, when the table said (RG5). */
  readonly decidedBy?: ShareDecision
}

/**
 * Challenge step 7 (ruling 10): who can take Stress. A Stressed Out PC is already at their
 * stored cap and has had their Agony, so Stress put on them would vanish: the Cohort shares
 * it among the PCs still standing.
 */
export function stressEligible<T extends StressTaker>(cohort: readonly T[]): T[] {
  return cohort.filter((pc) => !pc.outOfGame && !pc.stressedOut)
}

/**
 * Challenge step 7, Apply Stress: why a distribution is refused, or null. It must give
 * whole, non-negative Stress only to PCs still standing, add up exactly to the Challenge's
 * net successes, and name an Agony for every PC it Stresses Out. When no PC is standing
 * the Stress is dropped and the distribution must be empty.
 */
export function whyStressDistributionRefused(cohort: readonly StressTaker[], stressToApply: number, distribution: StressDistribution): string | null {
  const eligible = stressEligible(cohort)
  for (const [pcId, amount] of Object.entries(distribution.allocations)) {
    const pc = cohort.find((p) => p.id === pcId)
    if (!pc) return `There is no PC "${pcId}" in the Cohort`
    if (!Number.isInteger(amount) || amount < 0) return `Stress comes in whole points, 0 or more (${pc.name}: ${amount})`
    if (amount === 0) continue
    if (pc.outOfGame) return `${pc.name} is out of the game`
    if (pc.stressedOut) return `${pc.name} is already Stressed Out: the Stress goes to PCs still standing`
  }
  const total = Object.values(distribution.allocations).reduce((sum, n) => sum + n, 0)
  const due = eligible.length === 0 ? 0 : stressToApply
  if (total !== due) return `The Stress shared adds up to ${total}, but ${due} must be shared`
  for (const pc of eligible) {
    const amount = distribution.allocations[pc.id] ?? 0
    if (wouldStressOut(pc, amount, stressLimits(pc)) && !distribution.agonyNames[pc.id]?.trim())
      return `${pc.name} reaches their maximum Stress: name the Agony they gain`
  }
  return null
}

/**
 * Challenge step 7, Apply Stress (rulings 10-12): applies a distribution. `agonyId` gives
 * the id of the Agony a PC gains.
 */
export function distributeStress<T extends StressTaker>(
  cohort: readonly T[],
  stressToApply: number,
  distribution: StressDistribution,
  agonyId: (pc: T) => string,
): RuleResult<{ cohort: T[]; record: StressRecord }> {
  const reason = whyStressDistributionRefused(cohort, stressToApply, distribution)
  if (reason) return refused(reason)
  const stressedOut: string[] = []
  const agonyGained: { pcId: string; agony: AgonyTrait }[] = []
  const outOfGame: string[] = []
  const next = cohort.map((pc) => {
    const amount = distribution.allocations[pc.id] ?? 0
    if (amount === 0) return pc
    const agony: AgonyTrait = {
      id: agonyId(pc),
      name: distribution.agonyNames[pc.id]?.trim() ?? '',
      description: '',
      modifier: distribution.agonyModifiers?.[pc.id] ?? null,
    }
    const outcome = takeStress(pc, amount, stressLimits(pc), agony)
    // The distribution was checked above: only PCs still standing, with an Agony named.
    if (!outcome.ok) return pc
    const { becameStressedOut, agonyGained: gained, tookOutOfGame } = outcome.value
    if (becameStressedOut) stressedOut.push(pc.id)
    if (gained) agonyGained.push({ pcId: pc.id, agony: gained })
    if (tookOutOfGame) outOfGame.push(pc.id)
    return outcome.value.pc
  })
  const record: StressRecord = {
    stress: stressToApply,
    allocations: { ...distribution.allocations },
    stressedOut,
    agonyGained,
    outOfGame,
    dropped: stressEligible(cohort).length === 0 ? stressToApply : 0,
    ...(distribution.decidedBy ? { decidedBy: distribution.decidedBy } : {}),
  }
  return allowed({ cohort: next, record })
}
