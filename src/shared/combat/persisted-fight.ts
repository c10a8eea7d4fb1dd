import { initialTransition, type AnyStateMachine, type ContextFrom, type EventFrom, type InputFrom, type SnapshotFrom } from 'xstate'
import { machineStep } from '../machine-step'
import { newCombatant } from './roster'
import type { Combatant, CombatTrack } from './types'

/**
 * A fight as a session's state holds it: its machine's state value, status and context, which
 * is all a combat system's fight machine holds (no child actors, no history states), so
 * `resolveState` gives the same snapshot back.
 */
export interface PersistedFight<Context> {
  readonly snapshot: { readonly value: unknown; readonly context: Context; readonly status: string }
}

/**
 * A combat system's fights through its machine, kept as plain JSON in the session's state. The
 * live snapshot is kept beside each persisted one, so a step is checked, told and applied from
 * it without resolving it again; and nothing walks the whole context on every step, as a
 * persisted snapshot would (a fight of 200 combatants is a large context).
 */
export function persistedFights<Machine extends AnyStateMachine>(machine: Machine) {
  type Fight = PersistedFight<ContextFrom<Machine>>
  type Snapshot = SnapshotFrom<Machine>
  const resolved = new WeakMap<Fight, Snapshot>()

  function persist(snapshot: Snapshot): Fight {
    const { value, context, status } = snapshot as unknown as Fight['snapshot']
    const fight: Fight = { snapshot: { value, context, status } }
    resolved.set(fight, snapshot)
    return fight
  }

  /** The machine snapshot behind a persisted fight (resolved once per fight). */
  function live(fight: Fight): Snapshot {
    const kept = resolved.get(fight)
    if (kept) return kept
    const snapshot = machine.resolveState(fight.snapshot as never) as Snapshot
    resolved.set(fight, snapshot)
    return snapshot
  }

  return {
    live,
    /** A fight as its machine starts it from `input`. */
    begin: (input: InputFrom<Machine>): Fight => persist(initialTransition(machine, input)[0] as Snapshot),
    /** The fight after one event: the machine's transition, persisted. */
    step: (fight: Fight, event: EventFrom<Machine>): Fight => persist(machineStep(machine, live(fight), event) as Snapshot),
  }
}

/** The tracker as a fight starts: the encounter's combatants in setup, nobody's turn yet. */
export function newTrack<S>(encounterId: string, combatants: Parameters<typeof newCombatant<S>>[0][]): CombatTrack<S> {
  return {
    encounterId,
    phase: 'setup',
    round: 0,
    surprise: false,
    combatants: combatants.map((c): Combatant<S> => newCombatant(c)),
    order: [],
    acted: [],
    current: null,
    duties: [],
    closing: false,
    nextChoice: null,
    serial: 0,
    ending: null,
  }
}
