import type { TraitTrigger } from '@shared/campaign'
import type { ChallengeContext } from '../machine/context'
import { poolDiceToRoll } from '../machine/current-pool'
import { EVENT_RULES, whyRefusedAt } from '../machine/event-rules'
import type { ChallengeEvent } from '../machine/events'
import { stressToApply } from '../machine/outcome-events'
import { stepId, type StepRef } from '../machine/steps'
import { momentAt } from '../machine/trigger-events'
import { stressEligible } from '../rules/apply-stress'

/** One thing the GM could do now, with the reason when the rules refuse it. */
export interface ActionView {
  type: ChallengeEvent['type']
  label: string
  /** The event to send; when `needsInput` it is only an example the UI fills in. */
  event: ChallengeEvent
  needsInput: boolean
  allowed: boolean
  reason: string | null
}

interface Candidate {
  event: ChallengeEvent
  label?: string
  needsInput?: boolean
}

/** An even share of the Stress, with placeholder Agony names: allowed whenever any sharing is. */
function sampleDistribution(context: ChallengeContext): ChallengeEvent {
  const eligible = stressEligible(context.cohort)
  const allocations: Record<string, number> = {}
  for (let n = 0; n < stressToApply(context) && eligible.length > 0; n++) {
    const id = eligible[n % eligible.length]!.id
    allocations[id] = (allocations[id] ?? 0) + 1
  }
  return { type: 'stress.distribute', allocations, agonyNames: Object.fromEntries(eligible.map((pc) => [pc.id, 'Agony'])) }
}

/** RG2: a part of half the rating, with the resolved dice that fit it; the GM's dialog fills in the real one. */
function sampleSplit(context: ChallengeContext): Candidate {
  const rating = Math.max(1, Math.floor(context.challenge.rating / 2))
  const resolvedDice = Math.min(context.resolvedDice, rating - 1)
  return {
    event: { type: 'gm.splitChallenge', name: `${context.challenge.name} (part)`.slice(0, 120), rating, resolvedDice },
    label: 'Split the Challenge…',
    needsInput: true,
  }
}

/** RG3: every trait of the Cohort and of the Challenge whose trigger is this step's moment. */
function fireCandidates(context: ChallengeContext, at: StepRef): Candidate[] {
  const moment = momentAt(at)
  const fits = (trigger: TraitTrigger | undefined) => (trigger ?? 'huddle') === moment
  return [
    ...context.cohort.flatMap((pc) =>
      pc.traits
        .filter((t) => fits(t.trigger))
        .map((t): Candidate => ({ event: { type: 'cohort.fireTrait', pcId: pc.id, traitId: t.id }, label: `Fire ${pc.name}: ${t.name}` })),
    ),
    ...context.gmTraits
      .filter((t) => fits(t.trigger))
      .map((t): Candidate => ({ event: { type: 'gm.fireChallengeTrait', traitId: t.id }, label: `Fire ${t.name}` })),
  ]
}

/** RG4: any PC's player by consensus; without it, only the leader's. */
function rollerCandidates(context: ChallengeContext): Candidate[] {
  return context.cohort.flatMap((pc): Candidate[] => [
    { event: { type: 'cohort.chooseRoller', pcId: pc.id, consensus: true }, label: `${pc.name}'s player rolls (agreed)` },
    ...(pc.id === context.leaderId
      ? [
          {
            event: { type: 'cohort.chooseRoller', pcId: pc.id, consensus: false },
            label: `${pc.name}'s player rolls (no consensus: the leader)`,
          } as Candidate,
        ]
      : []),
  ])
}

function huddleCandidates(context: ChallengeContext): Candidate[] {
  const active = new Set(context.current.activations.map((a) => a.id))
  return [
    ...context.cohort
      .filter((pc) => pc.id !== context.leaderId)
      .map((pc): Candidate => ({ event: { type: 'cohort.chooseLeader', pcId: pc.id }, label: `${pc.name} leads` })),
    ...context.cohort.flatMap((pc) =>
      pc.traits.map((t): Candidate => {
        const on = active.has(`pc/${pc.id}/${t.id}`)
        return {
          event: { type: on ? 'cohort.deactivateTrait' : 'cohort.activateTrait', pcId: pc.id, traitId: t.id },
          label: `${on ? 'Take back' : 'Activate'} ${pc.name}: ${t.name}`,
        }
      }),
    ),
    ...context.gmTraits.map((t): Candidate => {
      const on = active.has(`gm/${t.id}`)
      return {
        event: { type: on ? 'gm.deactivateChallengeTrait' : 'gm.activateChallengeTrait', traitId: t.id },
        label: `${on ? 'Take back' : 'Activate'} ${t.name}`,
      }
    }),
    ...context.cohort.flatMap((pc) =>
      pc.agony.map((a): Candidate => {
        const on = active.has(`agony/${pc.id}/${a.id}`)
        return {
          event: { type: on ? 'gm.deactivateAgony' : 'gm.activateAgony', pcId: pc.id, agonyId: a.id },
          label: `${on ? 'Take back' : 'Bring'} ${pc.name}'s Agony: ${a.name}`,
        }
      }),
    ),
    ...context.cohort.map((pc): Candidate => ({
      event: { type: 'gm.overrideContribution', pcId: pc.id, dice: 0 },
      label: `Override ${pc.name}'s expertise dice`,
      needsInput: true,
    })),
    ...context.disasterTraits.map((d): Candidate => ({ event: { type: 'gm.removeDisasterTrait', traitId: d.id }, label: `Remove ${d.name}` })),
    sampleSplit(context),
  ]
}

/** One placement candidate per modifier, on its first legal die (die 1 when none is). */
function adjustCandidates(context: ChallengeContext, at: StepRef): Candidate[] {
  const pool = context.current.pool!
  return [
    ...pool.simpleModifiers.map((m): Candidate => {
      const type = m.placedBy === 'cohort' ? 'cohort.assignSimpleModifier' : 'gm.assignSimpleModifier'
      const dieIndex = pool.dice.findIndex((_, i) => whyRefusedAt(at, context, { type, modifierId: m.id, dieIndex: i }) === null)
      return { event: { type, modifierId: m.id, dieIndex: Math.max(0, dieIndex) }, label: `Place ${m.label}`, needsInput: true }
    }),
    ...pool.placements.map((p): Candidate => ({
      event: { type: 'pool.unassignSimpleModifier', ...p },
      label: `Take ${pool.simpleModifiers.find((m) => m.id === p.modifierId)?.label} off die ${p.dieIndex + 1}`,
    })),
    { event: { type: 'pool.applySuggestion', side: 'hindering' }, label: 'Suggest the Hindering placement' },
    { event: { type: 'pool.applySuggestion', side: 'beneficial' }, label: 'Suggest the Beneficial placement' },
  ]
}

function stepCandidates(context: ChallengeContext, at: StepRef): Candidate[] {
  switch (at.step) {
    case 'huddle':
      return huddleCandidates(context)
    case 'buildPool':
      return [{ event: { type: 'cohort.spendDestiny', amount: 1 } }, { event: { type: 'cohort.returnDestiny', amount: 1 } }]
    case 'rollRemainingDice':
      return [
        { event: { type: 'pool.rolled', values: Array<number>(poolDiceToRoll(context.current.pool!)).fill(1) }, needsInput: true },
        ...rollerCandidates(context),
      ]
    case 'adjustResults':
      return [...adjustCandidates(context, at), ...fireCandidates(context, at)]
    case 'applyStress':
      return [{ event: sampleDistribution(context), needsInput: true }, ...fireCandidates(context, at)]
    case 'disaster':
      return [
        { event: { type: 'gm.createDisasterTrait', name: 'Disaster', modifier: { kind: 'simple', value: 1, dice: 1 } }, needsInput: true },
        ...fireCandidates(context, at),
      ]
    case 'actionMovesForward':
      return [{ event: { type: 'gm.noteAction', text: '' }, needsInput: true }]
    // Steps that act as they are entered: nothing to do in them but move on.
    case 'resolveChallengeDice':
      return fireCandidates(context, at)
    case 'autoResults':
    case 'finalResult':
    case 'tides':
      return []
  }
}

/**
 * The actions of the current step, each allowed or disabled with the guards' own reason:
 * the step's own events, then `step.next` and `gm.endChallenge`. Candidates whose rule does
 * not belong to this step (a turn without that event) are left out.
 */
export function availableActions(context: ChallengeContext, at: StepRef): ActionView[] {
  const candidates: Candidate[] = [...stepCandidates(context, at), { event: { type: 'step.next' } }, { event: { type: 'gm.endChallenge' } }]
  return candidates
    .filter((c) => EVENT_RULES[c.event.type].steps.includes(stepId(at)))
    .map((c) => {
      const reason = whyRefusedAt(at, context, c.event)
      return {
        type: c.event.type,
        label: c.label ?? EVENT_RULES[c.event.type].label,
        event: c.event,
        needsInput: c.needsInput ?? false,
        allowed: reason === null,
        reason,
      }
    })
}
