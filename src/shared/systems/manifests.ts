import { registerCampaignPart } from '../campaign/parts'
import type { SystemManifest } from './rule-system'
import { relicsManifest } from './relics/manifest'
import { escalationManifest } from './escalation/manifest'
import { zonesManifest } from './zones/manifest'
import { actionPointsManifest } from './action-points/manifest'

/**
 * Every rule system's manifest, one line each: what the console's pages know of each system
 * from the start (its words, its campaign data, its log filters), without loading its engine.
 * The engines are listed in `./registry`, which the host, the session code and the tests
 * import; the renderer imports only this file.
 */
export const BUILT_IN_MANIFESTS: readonly SystemManifest[] = [relicsManifest, escalationManifest, zonesManifest, actionPointsManifest]

const manifests = new Map<string, SystemManifest>()
for (const manifest of BUILT_IN_MANIFESTS) registerManifest(manifest)

/**
 * Adds a system's manifest, and its part of the campaign, at run time. A system's engine
 * registers too (`registerSystem`): it carries its manifest spread in, so it may follow the
 * manifest under the same id; any other system under a known id is an error.
 */
export function registerManifest(manifest: SystemManifest): void {
  const known = manifests.get(manifest.id)
  if (known && !carries(manifest, known)) throw new Error(`A rule system with id "${manifest.id}" is already registered.`)
  if (known) return
  manifests.set(manifest.id, manifest)
  if (manifest.campaign) registerCampaignPart(manifest.campaign)
}

/** Whether `system` holds every field of `manifest` as is: the manifest itself, or an engine that spread it in. */
function carries(system: SystemManifest, manifest: SystemManifest): boolean {
  return Object.entries(manifest).every(([key, value]) => (system as unknown as Record<string, unknown>)[key] === value)
}

/** Every registered system's manifest, built-in ones first. */
export function allManifests(): SystemManifest[] {
  return [...manifests.values()]
}

/** The manifest of the system with this id, or undefined. */
export function findManifest(id: string): SystemManifest | undefined {
  return manifests.get(id)
}
