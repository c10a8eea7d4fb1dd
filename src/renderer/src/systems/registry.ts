import type { SystemScreens } from './screens'
import type { SystemPrep } from './prep'
import { relicsPrep, relicsScreens } from './relics'
import { escalationPrep, escalationScreens } from './escalation'
import { zonesPrep, zonesScreens } from './zones'
import { actionPointsPrep, actionPointsScreens } from './action-points'

/** Every rule system's screens, one line each (the shared manifests list the systems, `./player-parts` their parts of the player display). */
const screens = new Map<string, SystemScreens>([relicsScreens, escalationScreens, zonesScreens, actionPointsScreens].map((s) => [s.id, s]))

/** Every rule system's editors for its campaign data, one line each. */
const preps = new Map<string, SystemPrep>([relicsPrep, escalationPrep, zonesPrep, actionPointsPrep].map((p) => [p.id, p]))

/** Adds a system's screens at run time (tests register systems of their own). */
export function registerScreens(system: SystemScreens): void {
  screens.set(system.id, system)
}

/** A system's screens, or undefined when it has none in this console. */
export function screensOf(id: string): SystemScreens | undefined {
  return screens.get(id)
}

/** Every system's screens, in the registry's order. */
export function allScreens(): SystemScreens[] {
  return [...screens.values()]
}

/** A system's editors for its campaign data, or undefined when it has none. */
export function prepOf(id: string): SystemPrep | undefined {
  return preps.get(id)
}
