import { assign, setup } from 'xstate'
import { rememberedRefusal } from './refusal-memo'
import type { CombatTrack } from './types'

/** What a combat system gives its fight machine: its rules, and what ends or holds a turn. */
export interface FightRules<Fight extends { track: CombatTrack<unknown> }, Event extends { type: string }> {
  /** The machine's id, as its snapshots name it. */
  id: string
  /** The one home of every refusal: a guard allows an event when this says null. */
  whyRefused(fight: Fight, event: Event): string | null
  /** What an allowed event does to the fight. */
  apply(fight: Fight, event: Event): Fight
  /** Events that end the fight: the machine moves to `over`. */
  ending: readonly string[]
  /** Something in the turn waits on others (a reaction chain): the turn is `reacting` meanwhile. */
  waiting?: (fight: Fight) => boolean
}

/**
 * A combat system's fight as a machine: setup (initiative, surprise, who is hidden), then the
 * turns of its rounds, then over. Within a turn it is `acting`, `duties` while the turn waits on
 * a duty (a save, a Test, a grapple's upkeep) and, for a system with reactions, `reacting` while
 * others answer. Every guard is the system's `whyRefused` and every action its `apply`, so the
 * host, an imported log and the console's buttons all hear the same rules. Pure: the host rolls
 * the dice and sends the faces.
 */
export function fightMachine<Fight extends { track: CombatTrack<unknown> }, Event extends { type: string }>(rules: FightRules<Fight, Event>) {
  const waiting = rules.waiting ?? (() => false)
  const hasDuties = (fight: Fight) => fight.track.duties.length > 0
  const ends = Object.fromEntries(rules.ending.map((type) => [type, { guard: 'isAllowed' as const, actions: 'apply' as const, target: 'over' }]))
  return setup({
    types: {} as { context: Fight; events: Event; input: Fight },
    guards: {
      isAllowed: ({ context, event }) => rememberedRefusal(rules.whyRefused, context, event) === null,
      isOver: ({ context }) => context.track.phase === 'over',
      hasDuties: ({ context }) => hasDuties(context),
      isWaiting: ({ context }) => waiting(context),
      isFree: ({ context }) => !hasDuties(context) && !waiting(context),
    },
    actions: {
      apply: assign(({ context, event }) => rules.apply(context, event)),
    },
  }).createMachine({
    id: rules.id,
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
            always: [{ guard: 'hasDuties', target: 'duties' }, ...(rules.waiting ? [{ guard: 'isWaiting' as const, target: 'reacting' }] : [])],
          },
          ...(rules.waiting ? { reacting: { always: { guard: 'isFree' as const, target: 'acting' } } } : {}),
          duties: { always: { guard: 'isFree', target: 'acting' } },
        },
        on: { ...ends, '*': { guard: 'isAllowed', actions: 'apply' } },
      },
      over: { type: 'final' },
    },
  })
}
