import { modifierLabel, type ThreatLevel } from '@shared/campaign'
import type { ChallengeContext, EndReason, TurnRecord } from '../machine/context'
import type { ChallengeInfo } from '../machine/input'
import { stressToApply } from '../machine/outcome-events'
import { challengeOutcome, type ChallengeOutcome } from '../machine/outcome'
import { positionOf, stepId, stepInfo, stepsOf, type StepKey } from '../machine/steps'
import type { StressRecord } from '../rules/apply-stress'
import { maxStress } from '../rules/stress'
import type { DisasterTrait } from '../rules/disaster'
import type { Resolution } from '../rules/resolution'
import type { FinalResult } from '../rules/scoring'
import type { Turn, TidesShift } from '../rules/tides'
import { availableActions, type ActionView } from './actions'
import { poolView, type PoolView } from './pool-view'

export interface TraitView {
  id: string
  name: string
  /** The modifier in the text's shorthand ("+1 / 2d"), or "narrative". */
  modifier: string
  active: boolean
}

export interface CohortPcView {
  id: string
  name: string
  stress: number
  maxStress: number
  stressedOut: boolean
  outOfGame: boolean
  isLeader: boolean
  expertise: { primary: string; secondary: string | null }
  contributionOverride: number | null
  relics: string[]
  agony: TraitView[]
  traits: TraitView[]
}

/** Everything the GM console shows of a running (or finished) Challenge: plain JSON. */
export interface ChallengeView {
  challenge: Omit<ChallengeInfo, 'threat'> & { threat: ThreatLevel }
  status: ChallengeOutcome['status']
  endReason: EndReason | null
  round: number
  turn: Turn | null
  /** The current step, null once the Challenge is over. */
  step: { id: string; key: StepKey; number: number; name: string; reminder: string } | null
  /** The ten steps of the current turn, for a stepper. */
  steps: { key: StepKey; number: number; name: string; current: boolean; done: boolean }[]
  pools: { destiny: number; doom: number }
  leader: { id: string; name: string } | null
  cohort: CohortPcView[]
  gmTraits: (TraitView & { origin: 'challenge' | 'event'; revealed: boolean })[]
  disasterTraits: (DisasterTrait & { modifierLabel: string })[]
  pool: PoolView | null
  finalResult: FinalResult | null
  resolved: { dice: number; rating: number }
  summary: {
    resolution: Resolution | null
    tides: TidesShift | null
    stressToApply: number
    stress: StressRecord | null
    disasterTrait: DisasterTrait | null
    note: string
  }
  actions: ActionView[]
  history: TurnRecord[]
  outcome: ChallengeOutcome
}

function cohortView(context: ChallengeContext): CohortPcView[] {
  const active = new Set(context.current.activations.map((a) => a.id))
  return context.cohort.map((pc) => ({
    id: pc.id,
    name: pc.name,
    stress: pc.stress,
    maxStress: maxStress(pc),
    stressedOut: pc.stressedOut,
    outOfGame: pc.outOfGame,
    isLeader: pc.id === context.leaderId,
    expertise: { primary: pc.primaryExpertise, secondary: pc.secondaryExpertise },
    contributionOverride: context.current.contributionOverrides[pc.id] ?? null,
    relics: pc.infusedRelics.map((r) => r.name),
    agony: pc.agony.map((a) => ({
      id: a.id,
      name: a.name,
      modifier: modifierLabel('hindering', a.modifier),
      active: active.has(`agony/${pc.id}/${a.id}`),
    })),
    traits: pc.traits.map((t) => ({
      id: t.id,
      name: t.name,
      modifier: modifierLabel(t.side, t.modifier),
      active: active.has(`pc/${pc.id}/${t.id}`),
    })),
  }))
}

/**
 * Projects a Challenge snapshot (live or persisted: anything with `value` and `context`)
 * into the GM console's view: where the Challenge stands with the step's name and reminder,
 * the pools, the Cohort, the pool with every die's story, the final result and what the
 * turn did, and the actions allowed now or disabled with their reason.
 */
export function challengeView(snapshot: { value: unknown; context: ChallengeContext }): ChallengeView {
  const { context } = snapshot
  const at = positionOf(snapshot.value)
  const running = at.turn !== null ? { turn: at.turn, step: at.step as StepKey } : null
  const turn = running?.turn ?? context.history.at(-1)?.turn ?? null
  const stepIndex = running ? stepsOf(running.turn).indexOf(running.step) : -1
  const leader = context.cohort.find((pc) => pc.id === context.leaderId)
  const { current } = context
  return {
    challenge: context.challenge,
    status: challengeOutcome(context).status,
    endReason: context.endReason,
    round: context.round,
    turn,
    step: running ? { id: stepId(running), key: running.step, ...stepInfo(running) } : null,
    steps: running
      ? stepsOf(running.turn).map((key, i) => ({
          key,
          ...stepInfo({ turn: running.turn, step: key }),
          current: i === stepIndex,
          done: i < stepIndex,
        }))
      : [],
    pools: { destiny: context.destiny, doom: context.doom },
    leader: leader ? { id: leader.id, name: leader.name } : null,
    cohort: cohortView(context),
    gmTraits: context.gmTraits.map((t) => ({
      id: t.id,
      name: t.name,
      modifier: modifierLabel(t.side, t.modifier),
      active: current.activations.some((a) => a.id === `gm/${t.id}`),
      origin: t.origin,
      revealed: t.revealed,
    })),
    disasterTraits: context.disasterTraits.map((d) => ({ ...d, modifierLabel: modifierLabel('hindering', d.modifier) })),
    pool: running ? poolView(context, running.turn) : null,
    finalResult: current.finalResult,
    resolved: { dice: context.resolvedDice, rating: context.challenge.rating },
    summary: {
      resolution: current.resolution,
      tides: current.tidesShift,
      stressToApply: running?.turn === 'challenge' ? stressToApply(context) : 0,
      stress: current.stress,
      disasterTrait: context.disasterTraits.find((d) => d.id === current.disasterTraitId) ?? null,
      note: current.note,
    },
    actions: running ? availableActions(context, running) : [],
    history: context.history,
    outcome: challengeOutcome(context),
  }
}
