import { relicsSystem } from './relics'

/**
 * Every rule system the console runs a machine for. Adding one touches its folder, this
 * list and its UI folder. The combat systems (Escalation, Zones, Action points) have stat
 * blocks and encounters in the campaign already; their machines join this list when built.
 */
export const SYSTEMS = [relicsSystem] as const

export type SystemId = (typeof SYSTEMS)[number]['id']

/** The system with this id, or undefined. */
export function systemById(id: string) {
  return SYSTEMS.find((system) => system.id === id)
}
