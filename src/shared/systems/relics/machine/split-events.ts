import { splitChallenge, whySplitRefused } from '../rules/split'
import { inBothTurns, type EventRules } from './event-rule'

/**
 * Huddle, ruling RG2: the GM splits a part off the running Challenge. What stays keeps the
 * rest of the rating and of the resolved dice, and its pool is its new rating from this turn
 * on; the part waits in the session to be run as a Challenge of its own.
 */
export const splitRules: EventRules<'gm.splitChallenge'> = {
  'gm.splitChallenge': {
    label: 'Split the Challenge',
    steps: inBothTurns('huddle'),
    refuse: (context, { name, rating, resolvedDice }) =>
      whySplitRefused(context.challenge.rating, context.resolvedDice, { name, rating, resolvedDice }),
    apply: (context, { name, rating, resolvedDice }, at) => {
      const { kept, part } = splitChallenge(context.challenge.rating, context.resolvedDice, { name, rating, resolvedDice })
      return {
        ...context,
        challenge: { ...context.challenge, rating: kept.rating },
        resolvedDice: kept.resolvedDice,
        splitOff: [...(context.splitOff ?? []), { ...part, round: context.round, turn: at.turn }],
      }
    },
  },
}
