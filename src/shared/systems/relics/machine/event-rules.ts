import type { ChallengeContext, EndReason } from './context'
import type { ChallengeEvent, ChallengeEventType } from './events'
import { stepRules } from './advance'
import type { EventRule, EventRules } from './event-rule'
import { huddleRules } from './huddle-events'
import { outcomeRules } from './outcome-events'
import { poolRules } from './pool-events'
import { rollerRules } from './roller-events'
import { splitRules } from './split-events'
import { positionOf, stepId, stepInfo, type StepRef } from './steps'
import { triggerRules } from './trigger-events'

/** Every event of the Challenge with where it belongs, why it may be refused, and what it does. */
export const EVENT_RULES: EventRules<ChallengeEventType> = {
  ...huddleRules,
  ...poolRules,
  ...outcomeRules,
  ...stepRules,
  ...triggerRules,
  ...splitRules,
  ...rollerRules,
}

function ruleOf(type: ChallengeEventType): EventRule<ChallengeEventType> {
  return EVENT_RULES[type] as unknown as EventRule<ChallengeEventType>
}

function stepName(id: string): string {
  const [state, step] = id.split('.') as [string, StepRef['step']]
  const turn = state === 'cohortTurn' ? 'cohort' : 'challenge'
  return `${stepInfo({ turn, step }).name} (${turn === 'cohort' ? 'Cohort' : 'Challenge'} turn)`
}

/** Why the rules refuse an event at a step, or null when it is allowed. The guards' own test. */
export function whyRefusedAt(at: StepRef, context: ChallengeContext, event: ChallengeEvent): string | null {
  if (!Object.hasOwn(EVENT_RULES, event.type)) return `A Challenge has no event "${String(event.type)}"`
  const rule = ruleOf(event.type)
  if (!rule.steps.includes(stepId(at))) {
    const places = [...new Set(rule.steps.map(stepName))]
    const where = places.length > 4 ? 'another step' : places.join(' or ')
    return `${rule.label} belongs to ${where}; this is ${stepName(stepId(at))}`
  }
  return rule.refuse?.(context, event, at) ?? null
}

const END_WORDS: Record<EndReason, string> = {
  resolved: 'resolved',
  everyoneStressedOut: 'ended: every PC is Stressed Out',
  gmEnded: 'ended by the GM',
}

/**
 * Why the Challenge refuses an event now, or null when it is allowed. Takes a live or a
 * persisted snapshot (anything with the state `value` and the `context`), so the UI can show
 * the reason on a disabled button and the host can return it as an error.
 */
export function whyRefused(snapshot: { value: unknown; context: ChallengeContext }, event: ChallengeEvent): string | null {
  const at = positionOf(snapshot.value)
  if (at.turn === null) {
    const reason = snapshot.context.endReason
    return `The Challenge is over (${reason ? END_WORDS[reason] : at.step})`
  }
  return whyRefusedAt(at, snapshot.context, event)
}

/** What an allowed event does to the context at a step. */
export function applyEvent(at: StepRef, context: ChallengeContext, event: ChallengeEvent): ChallengeContext {
  return ruleOf(event.type).apply(context, event, at)
}
