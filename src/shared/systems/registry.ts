import type { AnyRuleSystem } from './rule-system'
import { registerManifest } from './manifests'
import { relicsSystem } from './relics'
import { escalationSystem } from './escalation'
import { zonesSystem } from './zones'
import { actionPointsSystem } from './action-points'

/**
 * Every rule system's engine, one line each. Core code reaches a system only through the
 * registries: this one where a session runs (the host, the session and log code, the tests),
 * `./manifests` where only a system's manifest is needed (the console's pages). Adding a
 * system is its folder, a line here and in `./manifests` (and one in the host's and the
 * renderer's registries).
 */
export const BUILT_IN_SYSTEMS: readonly AnyRuleSystem[] = [relicsSystem, escalationSystem, zonesSystem, actionPointsSystem]

const systems = new Map<string, AnyRuleSystem>()
for (const system of BUILT_IN_SYSTEMS) registerSystem(system)

/**
 * Adds a system at run time, with its manifest. The built-in ones are listed above; tests
 * register systems of their own to prove the seam carries any system.
 */
export function registerSystem(system: AnyRuleSystem): void {
  const known = systems.get(system.id)
  if (known && known !== system) throw new Error(`A rule system with id "${system.id}" is already registered.`)
  systems.set(system.id, system)
  registerManifest(system)
}

/** Every registered system, built-in ones first. */
export function allSystems(): AnyRuleSystem[] {
  return [...systems.values()]
}

/** The system with this id, or undefined. */
export function findSystem(id: string): AnyRuleSystem | undefined {
  return systems.get(id)
}

/** The system with this id; an id no registry knows is an error in the log or the request, said in words. */
export function systemOf(id: string): AnyRuleSystem {
  const system = systems.get(id)
  if (!system) throw new Error(`This console knows no rule system “${id}”.`)
  return system
}
