import type { SessionView } from '@shared/session/view'
import { DEMO_PLACE, type Move } from '../../../shared/log/support/session-moves'

type Call = (channel: string, payload?: unknown) => Promise<never>

/** Plays a move through the contract, as the console would: the host rolls the dice. */
export function playOnHost(call: Call, move: Move): Promise<SessionView> {
  switch (move.kind) {
    case 'act':
      return call('run.act', { system: 'relics', action: move.event })
    case 'roll':
      return call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    case 'start':
      return call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: move.challengeId } })
    case 'close':
      return call('run.close')
    case 'undo':
      return call('session.undo')
    case 'redo':
      return call('session.redo')
    case 'note':
      return call('session.note', { text: move.private ? 'A private aside.' : 'The story goes on.', private: move.private })
  }
}
