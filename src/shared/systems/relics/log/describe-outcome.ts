import type { ChallengeContext } from '../machine/context'
import { positionOf, stepInfo, type Position } from '../machine/steps'
import type { FinalResult } from '../rules/scoring'
import type { ActiveChallenge } from '../session/state'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const sideName = (turn: 'cohort' | 'challenge') => (turn === 'cohort' ? 'The Cohort' : 'The Challenge')

/** Step 6 in the text's words: "net 3 (2 successes, 1 critical, 1 botch)", and a Disaster when there is one. */
export function finalResultWords(result: FinalResult): string {
  const parts = [
    result.successes - 2 * result.criticals - 3 * result.overpowering > 0
      ? plural(result.successes - 2 * result.criticals - 3 * result.overpowering, 'success', 'successes')
      : '',
    result.criticals ? plural(result.criticals, 'critical') : '',
    result.overpowering ? plural(result.overpowering, 'overpowering success', 'overpowering successes') : '',
    result.botches ? plural(result.botches, 'botch', 'botches') : '',
    result.majorBotches ? plural(result.majorBotches, 'major botch', 'major botches') : '',
  ].filter(Boolean)
  return `net ${result.net}${parts.length ? ` (${parts.join(', ')})` : ''}${result.disaster ? ': a Disaster' : ''}`
}

/** What a step that acts as it is entered (Final Result, Resolve Challenge Dice, the Tides) did, told as the GM moves on from it. */
function outcomeOf(context: ChallengeContext, at: Exclude<Position, { turn: null }>): string | null {
  const { current } = context
  switch (at.step) {
    case 'finalResult':
      return current.finalResult ? `${sideName(at.turn)}'s Final Result: ${finalResultWords(current.finalResult)}.` : null
    case 'resolveChallengeDice': {
      const resolution = current.resolution
      if (!resolution) return null
      const done = `${resolution.resolvedDice} of ${resolution.rating}`
      return resolution.newlyResolved > 0
        ? `The Cohort resolves ${plural(resolution.newlyResolved, 'Challenge die', 'Challenge dice')} (${done}).`
        : `No Challenge die resolved (${done}).`
    }
    case 'tides': {
      const shift = current.tidesShift
      if (!shift || (shift.destiny === 0 && shift.doom === 0)) return null
      const moves = [shift.destiny ? `Destiny +${shift.destiny}` : '', shift.doom ? `Doom +${shift.doom}` : ''].filter(Boolean)
      return `The Tides shift: ${moves.join(', ')}.`
    }
    // Steps that wait for the table: what they did has its own line.
    case 'huddle':
    case 'buildPool':
    case 'autoResults':
    case 'rollRemainingDice':
    case 'adjustResults':
    case 'applyStress':
    case 'disaster':
    case 'actionMovesForward':
      return null
  }
}

/**
 * How a Challenge moving on from a step reads: what that step did (the Final Result, the
 * dice resolved, the Tides), the turn that begins, or how the Challenge ended. The entry
 * stands where the step was, so the line tells that step's outcome. Null when the step
 * left had nothing to tell: the log then names it, and a story leaves that line out.
 */
export function describeMoveOn(before: ActiveChallenge, after: ActiveChallenge | null): string | null {
  const from = positionOf(before.snapshot.value)
  if (from.turn === null) return null
  const to = after ? positionOf(after.snapshot.value) : null
  const context = after?.snapshot.context ?? before.snapshot.context
  if (to?.turn === null) {
    if (to.step === 'resolved') return 'Every Challenge die is resolved: the Challenge is resolved.'
    return context.endReason === 'everyoneStressedOut' ? 'Every PC is Stressed Out: the Challenge ends unresolved.' : null
  }
  if (to && to.turn !== from.turn)
    return to.turn === 'challenge' ? `The Challenge takes its turn (round ${context.round}).` : `Round ${context.round}: the Cohort's turn.`
  return outcomeOf(before.snapshot.context, from)
}

/** "Roll Remaining Dice done.": a move on that did nothing worth telling. */
export function stepDoneWords(at: Position | null): string {
  return at && at.turn !== null ? `${stepInfo(at).name} done.` : 'Next step.'
}
