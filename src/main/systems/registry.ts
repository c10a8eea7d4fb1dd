import type { Campaign } from '@shared/campaign'
import { systemState, type SessionState } from '@shared/session/state'
import type { AnyHostSystem } from './host-system'
export { isRefused } from './host-system'
import { relicsHost } from './relics'
import { escalationHost } from './escalation'
import { zonesHost } from './zones'
import { actionPointsHost } from './action-points'

/** The host's part of every rule system, one line each (the shared registry lists the rules). */
const hosts = new Map<string, AnyHostSystem>([relicsHost, escalationHost, zonesHost, actionPointsHost].map((host) => [host.id, host]))

/** Adds a system's host part at run time (tests register systems of their own). */
export function registerHostSystem(host: AnyHostSystem): void {
  const known = hosts.get(host.id)
  if (known && known !== host) throw new Error(`A host part for the rule system "${host.id}" is already registered.`)
  hosts.set(host.id, host)
}

/** The host part of a system, or undefined for a system that needs none. */
export function findHostSystem(id: string): AnyHostSystem | undefined {
  return hosts.get(id)
}

/** Every registered host part. */
export function allHostSystems(): AnyHostSystem[] {
  return [...hosts.values()]
}

/** What a session's state changes in its campaign (each system's write-back), none when the campaign agrees already. */
export function campaignChanges(state: SessionState, campaign: Campaign): ((draft: Campaign) => void)[] {
  return allHostSystems().flatMap((host) => host.writeBack(systemState(state, host.id), campaign) ?? [])
}
