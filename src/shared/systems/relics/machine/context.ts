import type { AgonyTrait, ExpertiseDice, Side, TraitModifier, TraitTrigger } from '@shared/campaign'
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
  id: string
  kind: 'pcTrait' | 'gmTrait' | 'agony'
  /** The side the trait belongs to. */
  owner: Turn
  pcId: string | null
  traitId: string
  /** The trait's name, with the PC's for a PC's trait or Agony: "Ana: Fusiontech Blaster". */
  label: string
  side: Side
  modifier: TraitModifier | null
  /** The change its cost made to each pool, taken back if it is deactivated. */
  costPaid: { destiny: number; doom: number }
  /** The moment it fired at, when not the Huddle (RG3): it stays in play and is not taken back there. */
  fired?: TraitTrigger
  /** Resolved dice it took back (RG1), given back if it is taken back in the Huddle. */
  unresolved?: number
  /** Resolved dice it lets roll free in the Challenge's pool of this turn (RG1). */
  frees?: number
}

/** A trait fired at step 7 or 9 whose modifier or freed dice wait for the next pool they land in (RG3). */
export interface CarriedActivation extends Activation {
  pool: Turn
}

/** Who rolled the Cohort's pool (Cohort step 4, RG4): a PC's player by consensus, or without it the leader's. */
export interface Roller {
  pcId: string
  consensus: boolean
}

/** A part split off the Challenge (RG2): it waits in the session to be run on its own. */
export interface SplitPart {
  name: string
  rating: number
  resolvedDice: number
  round: number
  turn: Turn
}

/** One die of the pool and everything that happened to it. */
export interface PoolDie {
  source: string
  /** Auto results in the order they went on; the last one is the die's face. */
  autoResults: AutoResultMark[]
  rolled: number | null
}

/** A Simple modifier in the pool and who places it: Hindering ones the opposing side. */
export interface PoolSimpleModifier extends SimpleModifier {
  placedBy: Decider
}

/** The pool of the current turn, from step 3 on. */
export interface PoolState {
  owner: Turn
  breakdown: PoolBreakdown
  dice: PoolDie[]
  unplacedAutoResults: AutoResultPlacement['unplaced']
  simpleModifiers: PoolSimpleModifier[]
  placements: Placement[]
}

/** What one turn has done so far; reset when a turn starts. */
export interface TurnState {
  /** Whether the leader may be (re)chosen: round 1, or the leader was Stressed Out. */
  leaderOpen: boolean
  activations: Activation[]
  contributionOverrides: Record<string, number>
  destinySpent: number
  pool: PoolState | null
  finalResult: FinalResult | null
  resolution: Resolution | null
  tidesShift: TidesShift | null
  stress: StressRecord | null
  disasterTraitId: string | null
  /** Step 10's narrative note. */
  note: string
  /** Cohort step 4: who rolled, once the players say (RG4). */
  roller?: Roller
}

/** A finished turn, for the summary and the log. */
export type TurnRecord = Omit<TurnState, 'leaderOpen' | 'pool'> & { round: number; turn: Turn; leaderId: string | null }

export type EndReason = 'resolved' | 'everyoneStressedOut' | 'gmEnded'

/** The Challenge machine's context: plain JSON, so snapshots persist and replay as they are. */
export interface ChallengeContext {
  challenge: ChallengeInfo
  gmTraits: GmTrait[]
  cohort: CohortPc[]
  destiny: number
  doom: number
  expertiseDice: ExpertiseDice
  /** Every Disaster trait of the Event still in force, from this Challenge and earlier ones. */
  disasterTraits: DisasterTrait[]
  round: number
  leaderId: string | null
  resolvedDice: number
  current: TurnState
  history: TurnRecord[]
  /** Agony gained during this Challenge, for the campaign afterwards. */
  agonyGained: { pcId: string; agony: AgonyTrait }[]
  endReason: EndReason | null
  /** Traits fired at step 7 or 9 waiting for the pool they land in (RG3). */
  carried?: CarriedActivation[]
  /** Parts split off this Challenge, in order (RG2). */
  splitOff?: SplitPart[]
  /** The part of a Challenge this run plays, when it was split off one (RG2). */
  part?: ChallengePart
}

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
export function initialContext(input: ChallengeInput): ChallengeContext {
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

export function findPc(context: ChallengeContext, pcId: string): CohortPc | undefined {
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
