import type { ChallengeEventType } from '../machine/events'
import { poolDiceToRoll } from '../machine/current-pool'
import { positionOf } from '../machine/steps'
import { availableActions } from '../views/actions'
import type { RelicsState } from './state'

/**
 * Events that never make a step worth waiting for: moving on itself, ending the Challenge
 * (always there), a narrative note (the GM may add one in any step), the roll (the
 * console's, handled first) and saying who rolls (RG4: a record of the table, never a
 * condition of the roll).
 */
const NOT_A_DECISION: ReadonlySet<ChallengeEventType> = new Set([
  'step.next',
  'gm.endChallenge',
  'gm.noteAction',
  'pool.rolled',
  'cohort.chooseRoller',
])

/**
 * What the console may do by itself where the running Challenge stands, because nobody has
 * anything to decide there: roll step 4's dice (only the host rolls them anyway), or move
 * on from a step that is complete and offers the players and the GM no choice the rules
 * would allow (no trait to declare, no Destiny to spend, no modifier to place, no Stress to
 * share, no Disaster to name). Null when someone has a choice, or nothing is running.
 * Read from the same action list the runner shows, so a step passes exactly when its only
 * enabled button would be "Next step".
 */
export function stepByItself(state: RelicsState): 'roll' | 'next' | null {
  const running = state.challenge
  if (!running) return null
  const at = positionOf(running.snapshot.value)
  if (at.turn === null) return null
  const { context } = running.snapshot
  if (at.step === 'rollRemainingDice' && poolDiceToRoll(context.current.pool!) > 0) return 'roll'
  const actions = availableActions(context, at)
  if (!actions.some((action) => action.type === 'step.next' && action.allowed)) return null
  return actions.some((action) => action.allowed && !NOT_A_DECISION.has(action.type)) ? null : 'next'
}
