import { whyRollerRefused } from '../rules/roller'
import { findPc } from './context'
import { withTurn, type EventRules } from './event-rule'

/** Cohort step 4, Roll Remaining Dice (RG4): the players say whose player rolls, by consensus or, without it, the leader's. */
export const rollerRules: EventRules<'cohort.chooseRoller'> = {
  'cohort.chooseRoller': {
    label: 'Say who rolls',
    steps: ['cohortTurn.rollRemainingDice'],
    refuse: (context, { pcId, consensus }) =>
      whyRollerRefused(findPc(context, pcId), pcId, consensus, context.leaderId ? findPc(context, context.leaderId) : undefined),
    apply: (context, { pcId, consensus }) => withTurn(context, { roller: { pcId, consensus } }),
  },
}
