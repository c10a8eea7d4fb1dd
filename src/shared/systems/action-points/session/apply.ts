import { initialTransition, transition, type SnapshotFrom } from 'xstate'
import { newCombatant } from '../../../combat/roster'
import type { SystemContext, SystemStep } from '../../rule-system'
import type { ApFightEvent } from '../combat/events'
import type { ApFight } from '../combat/fight'
import { apFightMachine } from '../combat/machine'
import { whyFightRefused } from '../combat/refuse'
import type { ApStats } from '../combat/stats'
import { DEFAULT_ACTION_POINTS_SETTINGS } from '../rules/settings'
import type { FightStart } from './plan'
import type { ActiveFight, ApState } from './state'

type FightSnapshot = SnapshotFrom<typeof apFightMachine>

/** One step of an Action-points session as the log records it. */
export type ApStep = SystemStep<ApFightEvent, FightStart>

const resolved = new WeakMap<ActiveFight, FightSnapshot>()

/** The machine snapshot behind a persisted one (resolved once per state: a step is checked, told and applied from it). */
export function liveFight(fight: ActiveFight): FightSnapshot {
  let snapshot = resolved.get(fight)
  if (!snapshot) resolved.set(fight, (snapshot = apFightMachine.resolveState(fight.snapshot as never)))
  return snapshot
}

/**
 * A fight as plain JSON: the machine's state value, status and context, which is all the fight
 * machine holds (no child actors, no history states), so `resolveState` gives the same
 * snapshot back. The live snapshot is kept beside it, so the next step need not resolve it
 * again; and nothing walks the whole context on every step, as a persisted snapshot would (a
 * fight of 200 combatants is a large context).
 */
function persisted(snapshot: FightSnapshot): ActiveFight {
  const fight: ActiveFight = { snapshot: { value: snapshot.value, context: snapshot.context, status: snapshot.status } }
  resolved.set(fight, snapshot)
  return fight
}

/** A fight as it starts: its combatants in setup, on their starting hexes, with the settings in force. */
function newFight(run: { id: string; sceneId: string | null }, start: FightStart): ApFight {
  return {
    run: run.id,
    encounterId: start.encounterId,
    sceneId: run.sceneId,
    track: {
      encounterId: start.encounterId,
      phase: 'setup',
      round: 0,
      surprise: false,
      combatants: start.combatants.map((c) => newCombatant({ ...c, stats: c.stats as ApStats })),
      order: [],
      acted: [],
      current: null,
      duties: [],
      closing: false,
      nextChoice: null,
      serial: 0,
      ending: null,
    },
    // A fight logged before a setting existed plays its default.
    settings: { ...DEFAULT_ACTION_POINTS_SETTINGS, ...start.settings },
    grid: start.grid,
    surprised: start.surprised,
    initiative: [],
    pending: null,
    interjection: null,
    lastResult: null,
  }
}

/** What one logged step does to Action points in a session. Pure: a fight's events go through its machine. */
export function applyActionPoints(state: ApState, step: ApStep): ApState {
  switch (step.kind) {
    case 'start': {
      const [initial] = initialTransition(apFightMachine, newFight(step.run, step.start))
      return { fight: persisted(initial) }
    }
    case 'close':
      return { fight: null }
    case 'event': {
      if (!state.fight) return state
      const [next] = transition(apFightMachine, liveFight(state.fight), step.event)
      return { fight: persisted(next) }
    }
  }
}

/** Why the rules refuse a step of an Action-points session now, or null. */
export function whyActionPointsRefused(state: ApState, step: ApStep, _context: SystemContext): string | null {
  const fight = state.fight?.snapshot.context
  switch (step.kind) {
    case 'start':
      return fight ? 'A fight is still open: close it first.' : null
    case 'close':
      if (!fight) return 'No fight is open.'
      return fight.track.phase === 'over' ? null : 'The fight is still on: end it first.'
    case 'event':
      if (!fight) return 'No fight is running: start one from an encounter.'
      return whyFightRefused(fight, step.event)
  }
}
