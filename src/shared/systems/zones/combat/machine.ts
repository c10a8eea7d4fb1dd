import { assign, setup } from 'xstate'
import { applyFight } from './apply'
import type { ZonesFightEvent } from './events'
import type { ZonesFight } from './fight'
import { whyFightRefused } from './rules'

/**
 * A Zones fight as a machine: setup (the battlefield, who stands where, surprise, the side
 * roll and the characters' initiative), then the turns of its rounds, then over. While a turn
 * waits on a duty (a Test at its end) the machine is in `turn.duties`; every other step of a
 * turn happens in `turn.acting`. Every guard is `whyFightRefused`'s answer and every action
 * `applyFight`, so the host, an imported log and the console all hear the same rules. Pure:
 * the host rolls the dice and sends the faces.
 */
export const zonesFightMachine = setup({
  types: {} as { context: ZonesFight; events: ZonesFightEvent; input: ZonesFight },
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
  id: 'zonesFight',
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
        'combat.end': { guard: 'isAllowed', actions: 'apply', target: 'over' },
        '*': { guard: 'isAllowed', actions: 'apply' },
      },
    },
    over: { type: 'final' },
  },
})
