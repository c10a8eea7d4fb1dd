import { splitChallenge, whySplitRefused } from '../rules/split'
import { rulesOf, type ChallengeContext } from './context'
import { inBothTurns, withTurn, type EventRules } from './event-rule'

/**
 * Ruling 26 (rules 2): a split fixes the dice it divides. Each trait of this Huddle still
 * holding the Challenge's resolved dice (unresolved or freed) is marked with the part, and
 * can no longer be taken back. Runs begun under rules 1 took such traits back, and replay so.
 */
function fixHolds(context: ChallengeContext, part: string): ChallengeContext {
  if (rulesOf(context) < 2) return context
  const holds = (a: ChallengeContext['current']['activations'][number]) => !a.fired && ((a.unresolved ?? 0) > 0 || (a.frees ?? 0) > 0)
  if (!context.current.activations.some(holds)) return context
  return withTurn(context, {
    activations: context.current.activations.map((a) => (holds(a) && !a.splitAfter ? { ...a, splitAfter: part } : a)),
  })
}

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
        ...fixHolds(context, part.name),
        challenge: { ...context.challenge, rating: kept.rating },
        resolvedDice: kept.resolvedDice,
        splitOff: [...(context.splitOff ?? []), { ...part, round: context.round, turn: at.turn }],
      }
    },
  },
}
