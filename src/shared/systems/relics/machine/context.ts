import type { AgonyTrait, ExpertiseDice, Side, TraitModifier, TraitTrigger } from '@shared/campaign'
import type { DeepReadonly } from '../../../session/frozen'
import type { StressRecord } from '../rules/apply-stress'
import type { AutoResultMark, AutoResultPlacement } from '../rules/auto-results'
import type { DisasterTrait } from '../rules/disaster'
import type { PoolBreakdown } from '../rules/pool'
import type { Resolution } from '../rules/resolution'
import type { FinalResult } from '../rules/scoring'
import type { Placement, SimpleModifier } from '../rules/simple-modifiers'
import type { Turn, TidesShift } from '../rules/tides'
import type { ChallengeInfo, ChallengeInput, ChallengePart, CohortPc, GmTrait } from './input'

/** Who decides: the players for the Cohort, the GM for the Challenge. */
export type Decider = 'cohort' | 'gm'

/** A trait activated in this turn's Huddle, with what its activation cost the pools. */
export interface Activation {
  readonly id: string
  readonly kind: 'pcTrait' | 'gmTrait' | 'agony'
  /** The side the trait belongs to. */
  readonly owner: Turn
  readonly pcId: string | null
  readonly traitId: string
  /** The trait's name, with the PC's for a PC's trait or Agony: "Ana: Fusiontech Blaster". */
  readonly label: string
  readonly side: Side
  readonly modifier: DeepReadonly<TraitModifier> | null
  /** The change its cost made to each pool, taken back if it is deactivated. */
  readonly costPaid: { readonly destiny: number; readonly doom: number }
  /** The moment it fired at, when not the Huddle (RG3): it stays in play and is not taken back there. */
  readonly fired?: TraitTrigger
  /** Resolved dice it took back (RG1), given back if it is taken back in the Huddle. */
  readonly unresolved?: number
  /** Resolved dice it lets roll free in the Challenge's pool of this turn (RG1). */
  readonly frees?: number
  /**
   * Ruling 26: the part split off later in the same Huddle, while this activation held the
   * Challenge's resolved dice. The split shared the dice as they stood, so it stays.
   */
  readonly splitAfter?: string
}

/** A trait fired at step 7 or 9 whose modifier or freed dice wait for the next pool they land in (RG3). */
export interface CarriedActivation extends Activation {
  readonly pool: Turn
}

/** Who rolled the Cohort's pool (Cohort step 4, RG4): a PC's player by consensus, or without it the leader's. */
export interface Roller {
  readonly pcId: string
  readonly consensus: boolean
}

/** A part split off the Challenge (RG2): it waits in the session to be run on its own. */
export interface SplitPart {
  readonly name: string
  readonly rating: number
  readonly resolvedDice: number
  readonly round: number
  readonly turn: Turn
}

/** One die of the pool and everything that happened to it. */
export interface PoolDie {
  readonly source: string
  /** Auto results in the order they went on; the last one is the die's face. */
  readonly autoResults: readonly AutoResultMark[]
  readonly rolled: number | null
}

/** A Simple modifier in the pool and who places it: Hindering ones the opposing side. */
export interface PoolSimpleModifier extends SimpleModifier {
  readonly placedBy: Decider
}

/** The pool of the current turn, from step 3 on. */
export interface PoolState {
  readonly owner: Turn
  readonly breakdown: PoolBreakdown
  readonly dice: readonly PoolDie[]
  readonly unplacedAutoResults: AutoResultPlacement['unplaced']
  readonly simpleModifiers: readonly PoolSimpleModifier[]
  readonly placements: readonly Placement[]
}

/** What one turn has done so far; reset when a turn starts. */
export interface TurnState {
  /** Whether the leader may be (re)chosen: round 1, or the leader was Stressed Out. */
  readonly leaderOpen: boolean
  readonly activations: readonly Activation[]
  readonly contributionOverrides: Readonly<Record<string, number>>
  readonly destinySpent: number
  readonly pool: PoolState | null
  readonly finalResult: FinalResult | null
  readonly resolution: Resolution | null
  readonly tidesShift: TidesShift | null
  readonly stress: StressRecord | null
  readonly disasterTraitId: string | null
  /** Step 10's narrative note. */
  readonly note: string
  /** Cohort step 4: who rolled, once the players say (RG4). */
  readonly roller?: Roller
}

/** A finished turn, for the summary and the log. */
export type TurnRecord = Omit<TurnState, 'leaderOpen' | 'pool'> & { round: number; turn: Turn; leaderId: string | null }

export type EndReason = 'resolved' | 'everyoneStressedOut' | 'gmEnded'

/** The Challenge machine's context: plain JSON, so snapshots persist and replay as they are. */
export interface ChallengeContext {
  readonly challenge: DeepReadonly<ChallengeInfo>
  readonly gmTraits: readonly DeepReadonly<GmTrait>[]
  readonly cohort: readonly DeepReadonly<CohortPc>[]
  readonly destiny: number
  readonly doom: number
  readonly expertiseDice: DeepReadonly<ExpertiseDice>
  /** Every Disaster trait of the Event still in force, from this Challenge and earlier ones. */
  readonly disasterTraits: readonly DisasterTrait[]
  readonly round: number
  readonly leaderId: string | null
  readonly resolvedDice: number
  readonly current: TurnState
  readonly history: readonly TurnRecord[]
  /** Agony gained during this Challenge, for the campaign afterwards. */
  readonly agonyGained: readonly { readonly pcId: string; readonly agony: DeepReadonly<AgonyTrait> }[]
  readonly endReason: EndReason | null
  /** Traits fired at step 7 or 9 waiting for the pool they land in (RG3). */
  readonly carried?: readonly CarriedActivation[]
  /** Parts split off this Challenge, in order (RG2). */
  readonly splitOff?: readonly SplitPart[]
  /** The part of a Challenge this run plays, when it was split off one (RG2). */
  readonly part?: DeepReadonly<ChallengePart>
  /**
   * The rules version the run follows to its end (docs/history.md). Every context made today
   * has it; one without it comes from a resume point saved before it was kept, whose run
   * started under rules 1.
   */
  readonly rules?: number
}

/** Relics' rules version today: 2 keeps a split's dice fixed against a take-back (ruling 26). */
export const RELICS_RULES = 2

/** The rules version a Challenge follows (see `ChallengeContext.rules`). */
export function rulesOf(context: Pick<ChallengeContext, 'rules'>): number {
  return context.rules ?? 1
}

/** What the Challenge machine starts from: its input, and the rules version of its run (today's when not given). */
export type MachineInput = ChallengeInput & { readonly rules?: number }

export function freshTurn(leaderOpen: boolean): TurnState {
  return {
    leaderOpen,
    activations: [],
    contributionOverrides: {},
    destinySpent: 0,
    pool: null,
    finalResult: null,
    resolution: null,
    tidesShift: null,
    stress: null,
    disasterTraitId: null,
    note: '',
  }
}

/** The context a Challenge starts from: round 1, the Cohort's Huddle, no leader yet. */
export function initialContext(input: MachineInput): ChallengeContext {
  return {
    challenge: input.challenge,
    gmTraits: input.gmTraits,
    cohort: input.cohort,
    destiny: input.destiny,
    doom: input.doom,
    expertiseDice: input.expertiseDice,
    disasterTraits: input.disasterTraits,
    round: 1,
    leaderId: null,
    // A part split off a Challenge starts with the resolved dice it took along (RG2).
    resolvedDice: input.part?.resolvedDice ?? 0,
    current: freshTurn(true),
    history: [],
    agonyGained: [],
    endReason: null,
    ...(input.part ? { part: input.part } : {}),
    rules: input.rules ?? RELICS_RULES,
  }
}

/** The other side. */
export function opponent(side: Turn): Turn {
  return side === 'cohort' ? 'challenge' : 'cohort'
}

/** Who decides for a side. */
export function deciderOf(side: Turn): Decider {
  return side === 'cohort' ? 'cohort' : 'gm'
}

export function findPc(context: ChallengeContext, pcId: string): DeepReadonly<CohortPc> | undefined {
  return context.cohort.find((pc) => pc.id === pcId)
}

/** Cohort step 7: every die of the Challenge resolved. */
export function isChallengeResolved(context: ChallengeContext): boolean {
  return context.resolvedDice >= context.challenge.rating
}

/** The record a finished turn leaves. */
export function turnRecord(context: ChallengeContext, turn: Turn): TurnRecord {
  const { leaderOpen: _leaderOpen, pool: _pool, ...kept } = context.current
  return { ...kept, round: context.round, turn, leaderId: context.leaderId }
}
