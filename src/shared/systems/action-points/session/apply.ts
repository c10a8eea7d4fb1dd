import { fightBase, fightSession } from '../../../combat/fight-session'
import { persistedFights } from '../../../combat/persisted-fight'
import type { RunRef, SystemContext, SystemStep } from '../../rule-system'
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
function newFight(run: RunRef, start: FightStart): ApFight {
  return {
    ...fightBase<ApStats>(run, start),
    // A fight logged before a setting existed plays its default.
    settings: { ...DEFAULT_ACTION_POINTS_SETTINGS, ...start.settings },
    grid: start.grid,
    surprised: start.surprised,
    initiative: [],
    pending: null,
    interjection: null,
    lastResult: null,
    rules: run.rules,
  }
}

/** What one logged step does to Action points in a session, and why the rules refuse one now. Pure: a fight's events go through its machine. */
const session = fightSession({ fights, newFight, whyFightRefused })

/** What one logged step does to Action points in a session. */
export const applyActionPoints: (state: ApState, step: ApStep) => ApState = session.apply
/** Why the rules refuse a step of an Action-points session now, or null. */
export const whyActionPointsRefused: (state: ApState, step: ApStep, context: SystemContext) => string | null = session.whyRefused
