import type { Where } from '@shared/log/entries'
import type { SessionState } from '@shared/session/state'
import { positionOf } from '@shared/systems/relics'

/** Where the session stands now: the context stamped on the next log entry. */
export function whereNow(state: SessionState): Where {
  const challenge = state.challenge
  if (!challenge) return { sceneId: state.sceneId, eventId: null, challengeId: null, round: null, turn: null, step: null }
  const position = positionOf(challenge.snapshot.value)
  return {
    sceneId: challenge.sceneId,
    eventId: challenge.eventId,
    challengeId: challenge.challengeId,
    round: challenge.snapshot.context.round,
    turn: position.turn,
    step: position.step,
  }
}
