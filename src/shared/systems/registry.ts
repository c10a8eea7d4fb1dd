import { registerCampaignPart } from '../campaign/parts'
import type { AnyRuleSystem } from './rule-system'
import { relicsSystem } from './relics'
import { escalationSystem } from './escalation'
import { zonesSystem } from './zones'
import { actionPointsSystem } from './action-points'

/**
 * Every rule system the console knows, one line each. Core code reaches a system only
 * through this registry: adding one is its folder and a line here (and one in the host's
 * and the renderer's registries).
 */
export const BUILT_IN_SYSTEMS: readonly AnyRuleSystem[] = [relicsSystem, escalationSystem, zonesSystem, actionPointsSystem]

const systems = new Map<string, AnyRuleSystem>()
for (const system of BUILT_IN_SYSTEMS) registerSystem(system)

/**
 * Adds a system at run time. The built-in ones are listed above; tests register systems of
 * their own to prove the seam carries any system.
 */
export function registerSystem(system: AnyRuleSystem): void {
  const known = systems.get(system.id)
  if (known && known !== system) throw new Error(`A rule system with id "${system.id}" is already registered.`)
  systems.set(system.id, system)
  if (system.campaign) registerCampaignPart(system.campaign)
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
