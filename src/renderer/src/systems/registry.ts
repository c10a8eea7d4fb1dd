import type { SystemScreens } from './screens'
import { relicsScreens } from './relics'

/** Every rule system's screens, one line each (the shared registry lists the rules). */
const screens = new Map<string, SystemScreens>([relicsScreens].map((s) => [s.id, s]))

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
