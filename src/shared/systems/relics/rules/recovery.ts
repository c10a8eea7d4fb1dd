import type { CampaignSettings } from '@shared/campaign'
import { cohortMembers } from './pool'
import { allowed, refused, type RuleResult } from './result'
import type { FinalResult } from './scoring'

/** What recovering Stress reads and writes on a PC. */
export interface RecoveringPc {
  id: string
  name: string
  stress: number
  stressedOut: boolean
  outOfGame: boolean
}

/**
 * End-of-scene recovery, set value (ruling 14): 1 Stress per PC still in the game with the
 * recovery expertise (Stallion) as Primary or Secondary. A Stressed Out PC counts: the
 * recovery is no action of theirs.
 */
export function setValueRecovery(
  cohort: readonly { primaryExpertise: string; secondaryExpertise: string | null; outOfGame: boolean }[],
  settings: Pick<CampaignSettings, 'recoveryExpertise'>,
): number {
  const expertise = settings.recoveryExpertise
  return cohortMembers(cohort).filter((pc) => pc.primaryExpertise === expertise || pc.secondaryExpertise === expertise).length
}

/** End-of-scene recovery, Stallion test (rulings 13-14): each net success recovers 1 Stress. */
export function stallionTestRecovery(result: FinalResult): number {
  return Math.max(0, result.net)
}

/** Stressed Out ends when the PC recovers at least 1 Stress (ruling 10). */
export function recoverStress<T extends RecoveringPc>(pc: T, amount: number): T {
  const recovered = Math.min(pc.stress, Math.max(0, amount))
  if (recovered === 0) return pc
  return { ...pc, stress: pc.stress - recovered, stressedOut: false }
}

/** Recovered Stress that has somewhere to go: no PC goes below 0 Stress. */
export function recoverableStress(pcs: readonly RecoveringPc[], recovered: number): number {
  const held = cohortMembers(pcs).reduce((sum, pc) => sum + pc.stress, 0)
  return Math.min(Math.max(0, recovered), held)
}

/**
 * End-of-scene recovery (ruling 14): why the GM's sharing of recovered Stress is refused, or
 * null. Whole, non-negative amounts, to PCs in the game, no more than a PC's Stress, adding
 * up to what was recovered (what nobody has left to lose is dropped).
 */
export function whyRecoveryRefused(pcs: readonly RecoveringPc[], recovered: number, allocations: Record<string, number>): string | null {
  for (const [pcId, amount] of Object.entries(allocations)) {
    const pc = pcs.find((p) => p.id === pcId)
    if (!pc) return `There is no PC "${pcId}"`
    if (!Number.isInteger(amount) || amount < 0) return `Stress comes in whole points, 0 or more (${pc.name}: ${amount})`
    if (amount > 0 && pc.outOfGame) return `${pc.name} is out of the game`
    if (amount > pc.stress) return `${pc.name} has only ${pc.stress} Stress to recover`
  }
  const total = Object.values(allocations).reduce((sum, n) => sum + n, 0)
  const due = recoverableStress(pcs, recovered)
  if (total !== due) return `The recovered Stress shared adds up to ${total}, but ${due} must be shared`
  return null
}

/** End-of-scene recovery (ruling 14): applies the GM's sharing of recovered Stress. */
export function distributeRecovery<T extends RecoveringPc>(
  pcs: readonly T[],
  recovered: number,
  allocations: Record<string, number>,
): RuleResult<T[]> {
  const reason = whyRecoveryRefused(pcs, recovered, allocations)
  if (reason) return refused(reason)
  return allowed(pcs.map((pc) => recoverStress(pc, allocations[pc.id] ?? 0)))
}

/** Extended downtime (ruling 14): every PC in the game recovers a further 3 Stress (setting). */
export function extendedDowntime<T extends RecoveringPc>(pcs: readonly T[], settings: Pick<CampaignSettings, 'extendedDowntimeRecovery'>): T[] {
  return pcs.map((pc) => (pc.outOfGame ? pc : recoverStress(pc, settings.extendedDowntimeRecovery)))
}
