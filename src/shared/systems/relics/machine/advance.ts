import { stressEligible } from '../rules/apply-stress'
import { resolveChallengeDice } from '../rules/resolution'
import { scoreResults } from '../rules/scoring'
import { diceLeftToPlace } from '../rules/simple-modifiers'
import { everyoneStressedOut } from '../rules/stress'
import { tidesShift, type Turn } from '../rules/tides'
import { cohortMembers } from '../rules/pool'
import { findPc, freshTurn, isChallengeResolved, turnRecord, type ChallengeContext, type EndReason, type PoolState } from './context'
import { formPool, poolDiceToRoll, poolResults } from './current-pool'
import { EVERY_STEP, withTurn, type EventRules } from './event-rule'
import { stressToApply } from './outcome-events'
import { nextStep, type StepKey, type StepRef } from './steps'
import { takeInCarried } from './trigger-events'

/** Step 5: every modifier die the pool has room for goes on before the Final Result. */
function whySimpleModifiersIncomplete(pool: PoolState): string | null {
  const left = (['hindering', 'beneficial'] as const).flatMap((side) => {
    const count = diceLeftToPlace(side, pool.simpleModifiers, pool.placements, pool.dice.length)
    return count > 0 ? [`${count} ${side === 'hindering' ? 'Hindering' : 'Beneficial'}`] : []
  })
  return left.length ? `Place every Simple modifier first: ${left.join(' and ')} still to place` : null
}

/** Why the current step is not complete yet, or null. */
function whyStepIncomplete(context: ChallengeContext, at: StepRef): string | null {
  const { current } = context
  switch (at.step) {
    case 'huddle':
      if (at.turn === 'cohort' && !context.leaderId)
        return everyoneStressedOut(context.cohort) ? 'Every PC is Stressed Out: the Challenge ends unresolved (ruling 11)' : 'Choose a leader first'
      return null
    case 'rollRemainingDice': {
      const dice = poolDiceToRoll(current.pool!)
      return dice > 0 ? `Roll the ${dice} ${dice === 1 ? 'die' : 'dice'} without an auto result first` : null
    }
    case 'adjustResults':
      return whySimpleModifiersIncomplete(current.pool!)
    case 'applyStress':
      return stressToApply(context) > 0 && !current.stress && stressEligible(context.cohort).length > 0
        ? `Share the ${stressToApply(context)} Stress among the PCs first`
        : null
    case 'disaster':
      return current.finalResult?.disaster && !current.disasterTraitId ? 'A Disaster: the GM names its temporary Hindering trait first' : null
    // Building the pool may end at any time; the other steps act as they are entered.
    case 'buildPool':
    case 'autoResults':
    case 'finalResult':
    case 'resolveChallengeDice':
    case 'tides':
    case 'actionMovesForward':
      return null
  }
}

/** Ends the Challenge, keeping the record of the turn in progress. */
export function endChallenge(context: ChallengeContext, turn: Turn, endReason: EndReason): ChallengeContext {
  return { ...context, history: [...context.history, turnRecord(context, turn)], endReason }
}

/**
 * A new turn. A leader who is Stressed Out (or gone) is replaced on the Cohort's next turn
 * (ruling 10). Traits fired earlier that wait for this turn's pool come in (RG3).
 */
function startTurn(context: ChallengeContext, turn: Turn): ChallengeContext {
  if (turn === 'challenge') return takeInCarried({ ...context, current: freshTurn(false) }, turn)
  const leader = context.leaderId ? findPc(context, context.leaderId) : undefined
  const open = !leader || leader.stressedOut || leader.outOfGame
  return takeInCarried({ ...context, leaderId: open ? null : context.leaderId, current: freshTurn(open) }, turn)
}

/** What entering a step does: steps 3, 6, 7 and 8 act as soon as they are reached. */
function enter(context: ChallengeContext, turn: Turn, step: StepKey): ChallengeContext {
  const { current } = context
  switch (step) {
    case 'autoResults':
      return withTurn(context, { pool: formPool(context, turn) })
    case 'finalResult':
      return withTurn(context, { finalResult: scoreResults(poolResults(current.pool!)) })
    case 'resolveChallengeDice': {
      const resolution = resolveChallengeDice(context.resolvedDice, context.challenge.rating, current.finalResult!.net)
      return withTurn({ ...context, resolvedDice: resolution.resolvedDice }, { resolution })
    }
    case 'tides': {
      const shift = tidesShift(current.finalResult!, context.challenge.threat, cohortMembers(context.cohort).length, turn)
      return withTurn({ ...context, destiny: context.destiny + shift.destiny, doom: context.doom + shift.doom }, { tidesShift: shift })
    }
    // Steps that wait for the table.
    case 'huddle':
    case 'buildPool':
    case 'rollRemainingDice':
    case 'adjustResults':
    case 'applyStress':
    case 'disaster':
    case 'actionMovesForward':
      return context
  }
}

/**
 * Moving on from a step. After step 10 the Cohort turn gives way to the Challenge's, or to
 * `resolved` when Cohort step 7 resolved it; the Challenge turn gives way to the next round.
 * After Apply Stress, everyone Stressed Out ends the Challenge unresolved (ruling 11).
 */
export function advance(context: ChallengeContext, at: StepRef): ChallengeContext {
  if (at.step === 'applyStress' && everyoneStressedOut(context.cohort)) return endChallenge(context, at.turn, 'everyoneStressedOut')
  const step = nextStep(at)
  if (step) return enter(context, at.turn, step)
  const closed = { ...context, history: [...context.history, turnRecord(context, at.turn)] }
  if (at.turn === 'cohort') return isChallengeResolved(context) ? { ...closed, endReason: 'resolved' } : startTurn(closed, 'challenge')
  return startTurn({ ...closed, round: context.round + 1 }, 'cohort')
}

/** Moving through the steps, and the GM ending the Challenge. */
export const stepRules: EventRules<'step.next' | 'gm.endChallenge'> = {
  'step.next': {
    label: 'Next step',
    steps: EVERY_STEP,
    refuse: (context, _event, at) => whyStepIncomplete(context, at),
    apply: (context, _event, at) => advance(context, at),
  },
  'gm.endChallenge': {
    label: 'End the Challenge unresolved',
    steps: EVERY_STEP,
    // With every PC already Stressed Out, ending is ruling 11's, and the Scene ends with it.
    apply: (context, _event, at) => endChallenge(context, at.turn, everyoneStressedOut(context.cohort) ? 'everyoneStressedOut' : 'gmEnded'),
  },
}
