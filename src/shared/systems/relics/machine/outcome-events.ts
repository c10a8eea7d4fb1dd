import { distributeStress, whyStressDistributionRefused } from '../rules/apply-stress'
import { whyDisasterTraitRefused, type DisasterTrait } from '../rules/disaster'
import type { ChallengeContext } from './context'
import { inBothTurns, withTurn, type EventRules } from './event-rule'

/** Challenge step 7: one Stress per net success of the Challenge. */
export function stressToApply(context: ChallengeContext): number {
  return Math.max(0, context.current.finalResult?.net ?? 0)
}

function whyDistributionRefused(context: ChallengeContext, event: Parameters<typeof whyStressDistributionRefused>[2]): string | null {
  if (context.current.stress) return 'The Stress of this turn is already shared'
  const stress = stressToApply(context)
  if (stress === 0) return 'The Challenge scored no net success: there is no Stress to share'
  return whyStressDistributionRefused(context.cohort, stress, event)
}

function applyDistribution(context: ChallengeContext, event: Parameters<typeof distributeStress>[2]): ChallengeContext {
  const agonyId = (pc: { id: string }) => `${context.challenge.id}/round-${context.round}/agony-${pc.id}`
  const outcome = distributeStress(context.cohort, stressToApply(context), event, agonyId)
  // The guard ran the same check; a refusal here would only mean an unguarded call.
  if (!outcome.ok) return context
  const { cohort, record } = outcome.value
  return withTurn({ ...context, cohort, agonyGained: [...context.agonyGained, ...record.agonyGained] }, { stress: record })
}

/**
 * Challenge step 7, Apply Stress (with how the share was settled, RG5); step 9, Disaster;
 * step 10, The Action Moves Forward.
 */
export const outcomeRules: EventRules<'stress.distribute' | 'gm.createDisasterTrait' | 'gm.noteAction'> = {
  'stress.distribute': {
    label: 'Share the Stress',
    steps: ['challengeTurn.applyStress'],
    refuse: (context, { allocations, agonyNames, agonyModifiers, decidedBy }) =>
      (decidedBy === 'leader' && !context.leaderId ? 'Nobody leads this Challenge: the Cohort shares the Stress by consensus' : null) ??
      whyDistributionRefused(context, { allocations, agonyNames, ...(agonyModifiers ? { agonyModifiers } : {}) }),
    apply: (context, { allocations, agonyNames, agonyModifiers, decidedBy }) =>
      applyDistribution(context, { allocations, agonyNames, ...(agonyModifiers ? { agonyModifiers } : {}), ...(decidedBy ? { decidedBy } : {}) }),
  },
  'gm.createDisasterTrait': {
    label: 'Create the Disaster trait',
    steps: inBothTurns('disaster'),
    refuse: (context, { name, modifier }, at) => {
      if (!context.current.finalResult?.disaster) return 'There was no Disaster this turn'
      if (context.current.disasterTraitId) return "This turn's Disaster trait is already created"
      return whyDisasterTraitRefused(name, modifier, at.turn)
    },
    apply: (context, { name, modifier }, at) => {
      const trait: DisasterTrait = {
        id: `${context.challenge.id}/round-${context.round}/disaster-${at.turn}`,
        name: name.trim(),
        actingSide: at.turn,
        modifier,
        challengeId: context.challenge.id,
        round: context.round,
      }
      return withTurn({ ...context, disasterTraits: [...context.disasterTraits, trait] }, { disasterTraitId: trait.id })
    },
  },
  'gm.noteAction': {
    label: 'Note how the action moves forward',
    steps: inBothTurns('actionMovesForward'),
    apply: (context, { text }) => withTurn(context, { note: text }),
  },
}
