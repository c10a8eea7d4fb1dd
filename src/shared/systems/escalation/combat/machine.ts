import { assign, setup } from 'xstate'
import type { EscalationFightEvent } from './events'
import type { EscalationFight } from './fight'
import { applyFight, whyFightRefused } from './rules'

/** Events that end the fight: the fight's machine moves to `over`. */
const ENDING = ['combat.end', 'party.flee'] as const

/**
 * An Escalation fight as a machine: setup (bands, surprise, who is hidden), then the turns of
 * its rounds, then over. While a turn waits on a duty (a save at its end, a Death Save at its
 * start) the machine is in `turn.duties`; every other step of a turn happens in
 * `turn.acting`. Every guard is `whyFightRefused`'s answer and every action `applyFight`, so
 * the host, an imported log and the console's buttons all hear the same rules. Pure: the
 * host rolls the dice and sends the faces.
 */
export const fightMachine = setup({
  types: {} as { context: EscalationFight; events: EscalationFightEvent; input: EscalationFight },
  guards: {
    isAllowed: ({ context, event }) => whyFightRefused(context, event) === null,
    hasDuties: ({ context }) => context.track.duties.length > 0,
    noDuties: ({ context }) => context.track.duties.length === 0,
    isOver: ({ context }) => context.track.phase === 'over',
  },
  actions: {
    apply: assign(({ context, event }) => applyFight(context, event)),
  },
}).createMachine({
  id: 'escalationFight',
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
        acting: { always: { guard: 'hasDuties', target: 'duties' } },
        duties: { always: { guard: 'noDuties', target: 'acting' } },
      },
      on: {
        ...Object.fromEntries(ENDING.map((type) => [type, { guard: 'isAllowed', actions: 'apply', target: 'over' }])),
        '*': { guard: 'isAllowed', actions: 'apply' },
      },
    },
    over: { type: 'final' },
  },
})

export type FightMachine = typeof fightMachine
