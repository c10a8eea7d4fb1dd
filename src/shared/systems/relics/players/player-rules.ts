import type { PlayerRules } from '../../player-actions'
import { findPc } from '../machine/context'
import type { RelicsAction, RelicsRoll } from '../session/events'
import type { RelicsState } from '../session/state'
import { destinyNote, proposalItems, relicsProposals, whyNoProposalNow } from './proposals'

/**
 * Relics of the Moon's players from their devices: in a Huddle each player proposes what their
 * PC brings, and the GM confirms or declines (`relicsProposals`). The Cohort decides together,
 * so no step is a player's alone to take: a command sent directly is refused.
 */
export const relicsPlayers: PlayerRules<RelicsState, RelicsAction, RelicsRoll> = {
  whyRefused: () => 'In Relics of the Moon a player proposes what their PC brings in the Huddle, and the GM confirms it.',
  choices(state, pcId) {
    if (whyNoProposalNow(state, pcId) || !state.challenge) return null
    const pc = findPc(state.challenge.snapshot.context, pcId)!
    return {
      headline: `The Huddle: propose what ${pc.name} brings`,
      options: [],
      form: { kind: 'proposal', heading: 'Your traits for this Huddle', items: proposalItems(state, pcId), note: destinyNote(state) },
    }
  },
  proposals: relicsProposals,
}
