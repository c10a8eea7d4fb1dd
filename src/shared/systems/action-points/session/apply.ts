import { newTrack, persistedFights } from '../../../combat/persisted-fight'
import type { SystemContext, SystemStep } from '../../rule-system'
import type { ApFightEvent } from '../combat/events'
import type { ApFight } from '../combat/fight'
import { apFightMachine } from '../combat/machine'
import { whyFightRefused } from '../combat/refuse'
import type { ApStats } from '../combat/stats'
import { DEFAULT_ACTION_POINTS_SETTINGS } from '../rules/settings'
import type { FightStart } from './plan'
import type { ApState } from './state'

/** One step of an Action-points session as the log records it. */
export type ApStep = SystemStep<ApFightEvent, FightStart>

const fights = persistedFights(apFightMachine)

/** A fight as it starts: its combatants in setup, on their starting hexes, with the settings in force. */
function newFight(run: { id: string; sceneId: string | null }, start: FightStart): ApFight {
  return {
    run: run.id,
    encounterId: start.encounterId,
    sceneId: run.sceneId,
    track: newTrack(
      start.encounterId,
      start.combatants.map((c) => ({ ...c, stats: c.stats as ApStats })),
    ),
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
      return { fight: fights.begin(newFight(step.run, step.start)) }
    }
    case 'close':
      return { fight: null }
    case 'event': {
      if (!state.fight) return state
      return { fight: fights.step(state.fight, step.event) }
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
