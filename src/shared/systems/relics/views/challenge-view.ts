import { modifierLabel, resolvedDiceLabel, TRIGGER_WORDS, type ThreatLevel, type TraitTrigger } from '@shared/campaign'
import type { ChallengeContext, EndReason, SplitPart, TurnRecord } from '../machine/context'
import { freedDice } from '../machine/current-pool'
import type { ChallengeInfo, ChallengePart, ChallengeTrait } from '../machine/input'
import { momentAt } from '../machine/trigger-events'
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
  /** When it may be activated (RG3). */
  trigger: TraitTrigger
  /** What it does to resolved dice, in words ("unresolves 1 die"), or null (RG1). */
  effect: string | null
}

/** RG3: traits that may fire at this step's moment, with the actions main offers for them. */
export interface TriggerPrompt {
  moment: TraitTrigger
  /** "on a Disaster". */
  words: string
  actions: ActionView[]
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
  history: readonly TurnRecord[]
  outcome: ChallengeOutcome
  /** Cohort step 4: whose player rolls, once the players say (RG4). */
  roller: { pcId: string; name: string; consensus: boolean } | null
  /** RG2: the part this run plays, if it was split off a Challenge, and the parts split off this one. */
  split: { part: ChallengePart | null; splitOff: readonly SplitPart[] }
  /** RG1: resolved dice the traits in play let roll free in the Challenge's pool this turn. */
  freedDice: number
  /** RG3: traits fired earlier that wait for a pool. */
  carried: { id: string; label: string; pool: Turn }[]
  /** RG3: the traits that may fire now, at a step that offers a moment; null elsewhere. */
  prompt: TriggerPrompt | null
}

const FIRE_TYPES: readonly ActionView['type'][] = ['cohort.fireTrait', 'gm.fireChallengeTrait']

/** RG3: a prompt at steps 5, 7 and 9 listing what may fire; none where nothing triggers at that moment. */
function triggerPrompt(actions: ActionView[], running: { turn: Turn; step: StepKey } | null): TriggerPrompt | null {
  const moment = running ? momentAt(running) : null
  if (!moment || moment === 'huddle') return null
  const fire = actions.filter((a) => FIRE_TYPES.includes(a.type))
  return fire.length ? { moment, words: TRIGGER_WORDS[moment], actions: fire } : null
}

function traitView(trait: ChallengeTrait, active: boolean): TraitView {
  return {
    id: trait.id,
    name: trait.name,
    modifier: modifierLabel(trait.side, trait.modifier),
    active,
    trigger: trait.trigger ?? 'huddle',
    effect: resolvedDiceLabel(trait.resolvedDice ?? null),
  }
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
      trigger: 'huddle' as const,
      effect: null,
    })),
    traits: pc.traits.map((t) => traitView(t, active.has(`pc/${pc.id}/${t.id}`))),
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
  const actions = running ? availableActions(context, running) : []
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
      ...traitView(
        t,
        current.activations.some((a) => a.id === `gm/${t.id}`),
      ),
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
    actions,
    history: context.history,
    outcome: challengeOutcome(context),
    roller: rollerOf(context),
    split: { part: context.part ?? null, splitOff: context.splitOff ?? [] },
    freedDice: Math.min(context.resolvedDice, freedDice(context)),
    carried: (context.carried ?? []).map(({ id, label, pool }) => ({ id, label, pool })),
    prompt: triggerPrompt(actions, running),
  }
}

function rollerOf(context: ChallengeContext): ChallengeView['roller'] {
  const roller = context.current.roller
  const pc = roller ? context.cohort.find((p) => p.id === roller.pcId) : undefined
  return roller && pc ? { pcId: pc.id, name: pc.name, consensus: roller.consensus } : null
}
