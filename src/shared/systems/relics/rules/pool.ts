import type { ExpertiseDice, Side } from '@shared/campaign'

/** Most dice a Cohort pool may hold per PC in the Cohort (ruling 3). */
export const DICE_PER_PC = 3

/** What Build the Pool needs to know about a PC. */
export interface PoolPc {
  id: string
  name: string
  primaryExpertise: string
  secondaryExpertise: string | null
  stressedOut: boolean
  outOfGame: boolean
}

/** An Add Dice modifier from a trait that lands in the pool being built. */
export interface AddDiceContribution {
  label: string
  side: Side
  dice: number
}

export type PoolSourceKind = 'leader' | 'assist' | 'stressedOut' | 'hindering' | 'beneficial' | 'destiny' | 'rating'

/** One line of the pool breakdown: where dice came from and what they did to the total. */
export interface PoolSource {
  kind: PoolSourceKind
  label: string
  pcId: string | null
  /** Dice the source asks for: negative for Hindering sources. */
  dice: number
  /** Dice it actually added or removed once the total was held between 0 and the cap. */
  applied: number
  runningTotal: number
}

export interface PoolBreakdown {
  readonly sources: readonly PoolSource[]
  readonly total: number
  readonly cap: number
  readonly destinySpent: number
  /** How much more Destiny may still go into the pool: the pool's Destiny and the cap allow it. */
  readonly destinyRoom: number
}

export interface CohortPoolRequest {
  cohort: readonly PoolPc[]
  leaderId: string | null
  challengeType: string
  expertiseDice: ExpertiseDice
  /** GM overrides of a PC's expertise dice, by PC id (ruling 5). */
  overrides: Readonly<Record<string, number>>
  addDice: readonly AddDiceContribution[]
  destinySpent: number
  /** Destiny left in the Destiny pool after what this turn already spent. */
  destinyAvailable: number
}

/** PCs still in the Cohort: one taken out of the game by Agony 5 has left it (ruling 12). */
export function cohortMembers<T extends { outOfGame: boolean }>(cohort: readonly T[]): T[] {
  return cohort.filter((pc) => !pc.outOfGame)
}

/** Ruling 3: a Cohort pool never holds more than 3 dice per PC in the Cohort. */
export function cohortPoolCap(cohort: readonly { outOfGame: boolean }[]): number {
  return DICE_PER_PC * cohortMembers(cohort).length
}

/** Cohort step 2 (ruling 5): the expertise dice one PC brings as leader or assistant. */
export function expertiseContribution(pc: PoolPc, isLeader: boolean, challengeType: string, dice: ExpertiseDice): { dice: number; label: string } {
  const primary = pc.primaryExpertise === challengeType
  const secondary = pc.secondaryExpertise === challengeType
  if (isLeader) {
    if (primary) return { dice: dice.leaderPrimary, label: `${pc.name} leads (Primary Expertise ${challengeType})` }
    if (secondary) return { dice: dice.leaderSecondary, label: `${pc.name} leads (Secondary Expertise ${challengeType})` }
    return { dice: dice.leaderNoMatch, label: `${pc.name} leads (no ${challengeType} Expertise)` }
  }
  if (primary || secondary) return { dice: dice.assistMatch, label: `${pc.name} assists (${challengeType} Expertise)` }
  return { dice: dice.assistOther, label: `${pc.name} assists` }
}

type SourceDraft = Omit<PoolSource, 'applied' | 'runningTotal'>

/** The expertise lines: the leader first, then each assistant; Stressed Out PCs bring none. */
function expertiseSources(request: CohortPoolRequest): SourceDraft[] {
  const active = cohortMembers(request.cohort).filter((pc) => !pc.stressedOut)
  const ordered = [...active.filter((pc) => pc.id === request.leaderId), ...active.filter((pc) => pc.id !== request.leaderId)]
  return ordered.map((pc) => {
    const isLeader = pc.id === request.leaderId
    const base = expertiseContribution(pc, isLeader, request.challengeType, request.expertiseDice)
    const override = request.overrides[pc.id]
    return {
      kind: isLeader ? 'leader' : 'assist',
      pcId: pc.id,
      dice: override ?? base.dice,
      label: override === undefined ? base.label : `${base.label}, GM override`,
    }
  })
}

/** Adds the drafts in order, holding the running total between 0 and the cap (ruling 3). */
function accumulate(drafts: readonly SourceDraft[], cap: number): PoolSource[] {
  let total = 0
  return drafts.map((draft) => {
    const next = Math.min(cap, Math.max(0, total + draft.dice))
    const source = { ...draft, applied: next - total, runningTotal: next }
    total = next
    return source
  })
}

/**
 * Cohort step 2, Build the Pool: expertise dice (leader, then assists, with GM overrides),
 * then Hindering Add Dice (each Stressed Out PC's -1d6 among them), then Beneficial Add
 * Dice, then Destiny one for one. The running total stays between 0 and 3 x PCs after
 * every line, which is why the order matters.
 */
export function buildCohortPool(request: CohortPoolRequest): PoolBreakdown {
  const cap = cohortPoolCap(request.cohort)
  const traitLines = (side: Side): SourceDraft[] =>
    request.addDice
      .filter((m) => m.side === side)
      .map((m) => ({ kind: side, label: m.label, pcId: null, dice: side === 'hindering' ? -m.dice : m.dice }))
  const stressedOut: SourceDraft[] = cohortMembers(request.cohort)
    .filter((pc) => pc.stressedOut)
    .map((pc) => ({ kind: 'stressedOut', label: `${pc.name} is Stressed Out`, pcId: pc.id, dice: -1 }))
  const destiny: SourceDraft[] = request.destinySpent > 0 ? [{ kind: 'destiny', label: 'Destiny', pcId: null, dice: request.destinySpent }] : []
  const sources = accumulate([...expertiseSources(request), ...stressedOut, ...traitLines('hindering'), ...traitLines('beneficial'), ...destiny], cap)
  const total = sources.at(-1)?.runningTotal ?? 0
  return {
    sources,
    total,
    cap,
    destinySpent: request.destinySpent,
    destinyRoom: Math.max(0, Math.min(request.destinyAvailable, cap - total)),
  }
}

/** Challenge step 2 (ruling 3): the Challenge pool is its rating, whatever Add Dice say. */
export function buildChallengePool(rating: number): PoolBreakdown {
  return {
    sources: [{ kind: 'rating', label: 'Challenge rating', pcId: null, dice: rating, applied: rating, runningTotal: rating }],
    total: rating,
    cap: rating,
    destinySpent: 0,
    destinyRoom: 0,
  }
}

/**
 * Labels each die of a built pool with the source it came from. Dice are stacked in the
 * order of the breakdown and Hindering lines take away the most recently added dice.
 */
export function diceSources(breakdown: PoolBreakdown): string[] {
  const stack: string[] = []
  for (const source of breakdown.sources) {
    if (source.applied > 0) stack.push(...Array<string>(source.applied).fill(source.label))
    else stack.splice(stack.length + source.applied, -source.applied)
  }
  return stack
}
