import { assign, setup } from 'xstate'
import { applyFight } from './apply'
import type { ApFightEvent } from './events'
import { isPending, type ApFight } from './fight'
import { whyFightRefused } from './refuse'

/**
 * An Action-points fight as a machine: setup (initiative, surprise, the map), then the turns
 * of its rounds, then over. Within a turn the machine is `acting` while the current combatant
 * declares and pays for actions, `reacting` while a reaction chain or a Reaction Attack window
 * waits (A14, A15, AG35), and `duties` while a grappler must keep its grapple up (AG19). Every
 * guard is `whyFightRefused`'s answer and every action `applyFight`, so the host, an imported
 * log and the console's buttons hear the same rules. Pure: the host rolls the dice.
 */
export const apFightMachine = setup({
  types: {} as { context: ApFight; events: ApFightEvent; input: ApFight },
  guards: {
    isAllowed: ({ context, event }) => whyFightRefused(context, event) === null,
    isOver: ({ context }) => context.track.phase === 'over',
    hasDuties: ({ context }) => context.track.duties.length > 0,
    isWaiting: ({ context }) => isPending(context.pending),
    isFree: ({ context }) => context.track.duties.length === 0 && !isPending(context.pending),
  },
  actions: {
    apply: assign(({ context, event }) => applyFight(context, event)),
  },
}).createMachine({
  id: 'actionPointsFight',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      always: { guard: 'isOver', target: 'over' },
      on: {
        'combat.begin': { guard: 'isAllowed', actions: 'apply', target: 'turn' },
        '*': { guard: 'isAllowed', actions: 'apply' },
      },
    },
    turn: {
      initial: 'acting',
      always: { guard: 'isOver', target: 'over' },
      states: {
        acting: {
          always: [
            { guard: 'hasDuties', target: 'duties' },
            { guard: 'isWaiting', target: 'reacting' },
          ],
        },
        reacting: { always: { guard: 'isFree', target: 'acting' } },
        duties: { always: { guard: 'isFree', target: 'acting' } },
      },
      on: {
        'combat.end': { guard: 'isAllowed', actions: 'apply', target: 'over' },
        '*': { guard: 'isAllowed', actions: 'apply' },
      },
    },
    over: { type: 'final' },
  },
})

export type ApFightMachine = typeof apFightMachine
