import type { SessionView } from '@shared/session/view'
import { DEMO_PLACE, type Move } from '../../../shared/log/support/session-moves'

type Call = (channel: string, payload?: unknown) => Promise<never>

/** Plays a move through the contract, as the console would: the host rolls the dice. */
export function playOnHost(call: Call, move: Move): Promise<SessionView> {
  switch (move.kind) {
    case 'act':
      return call('challenge.act', { event: move.event })
    case 'roll':
      return call('challenge.roll')
    case 'start':
      return call('challenge.start', { ...DEMO_PLACE, challengeId: move.challengeId })
    case 'close':
      return call('challenge.close')
    case 'undo':
      return call('session.undo')
    case 'redo':
      return call('session.redo')
    case 'note':
      return call('session.note', { text: move.private ? 'A private aside.' : 'The story goes on.', private: move.private })
  }
}
