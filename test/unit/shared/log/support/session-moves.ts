import type { SessionLedger } from '@shared/session/ledger'
import { challengeView, type ChallengeEvent } from '@shared/systems/relics'
import { relicsState } from '../../../../support/relics'

/** The demo's two Challenges, both of The Deal in The Glass Market. */
export const CHALLENGES = ['challenge-haggle', 'challenge-dune-crossing'] as const
export const DEMO_PLACE = { sceneId: 'scene-glass-market', eventId: 'event-the-deal' } as const

/** Something the GM or the players could do now; `roll` stands for the host's dice. */
export type Move =
  | { kind: 'act'; event: ChallengeEvent }
  | { kind: 'roll'; dice: number }
  | { kind: 'start'; challengeId: (typeof CHALLENGES)[number] }
  | { kind: 'close' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'note'; private: boolean }

/**
 * Every legal move from where a session stands: the Challenge view's allowed actions (their
 * example events are legal as they are), the roll at step 4, starting and closing a
 * Challenge, undo, redo and a note.
 */
export function legalMoves(ledger: SessionLedger): Move[] {
  const moves: Move[] = [
    { kind: 'note', private: false },
    { kind: 'note', private: true },
  ]
  if (ledger.timeline.applied.length > 0) moves.push({ kind: 'undo' })
  if (ledger.timeline.redo.length > 0) moves.push({ kind: 'redo' })
  const relics = relicsState(ledger.state)
  const running = relics.challenge
  if (!running) {
    const anyoneStanding = Object.values(relics.cohort.characters).some((pc) => !pc.outOfGame)
    if (anyoneStanding) for (const challengeId of CHALLENGES) moves.push({ kind: 'start', challengeId })
    return moves
  }
  const view = challengeView(running.snapshot)
  if (!view.step) return [...moves, { kind: 'close' }]
  for (const action of view.actions) {
    if (!action.allowed) continue
    if (action.type === 'pool.rolled') moves.push({ kind: 'roll', dice: view.pool?.diceToRoll ?? 0 })
    else moves.push({ kind: 'act', event: action.event })
  }
  return moves
}

/** Moves that take a session forward; without a bias towards them few sessions would roll. */
function isProgress(move: Move): boolean {
  return move.kind === 'roll' || move.kind === 'start' || move.kind === 'close' || (move.kind === 'act' && move.event.type === 'step.next')
}

/** One generated choice: `forward` prefers a move that takes the session on, when there is one. */
export interface Choice {
  pick: number
  forward: boolean
}

/**
 * The move a generated choice stands for among the legal ones. Going forward takes the next
 * step (or the roll) when the rules allow it, else picks a leader, which is what holds up
 * round 1's Huddle.
 */
export function chooseMove(moves: readonly Move[], choice: Choice): Move {
  const forward = choice.forward ? moves.filter(isProgress) : []
  const leaders = choice.forward ? moves.filter((m) => m.kind === 'act' && m.event.type === 'cohort.chooseLeader') : []
  const from = forward.length > 0 ? forward : leaders.length > 0 ? leaders : moves
  return from[choice.pick % from.length]!
}
