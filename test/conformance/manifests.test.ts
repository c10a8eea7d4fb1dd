import { describe, expect, it } from 'vitest'
import { BUILT_IN_MANIFESTS, allManifests } from '@shared/systems/manifests'
import { BUILT_IN_SYSTEMS, systemOf } from '@shared/systems/registry'
import { jsonSchemaOf, typesOf } from '../support/json-sample'
import { registerCoinFlip } from '../toy/coin-flip/kit'

/*
 * A system's manifest is what the console's pages know of it without loading its engine: the
 * log view's filters, the words of its places, the items its runs play. It must say what the
 * engine says, for every system: the log view filters entries by the event types a manifest
 * names, so a name that is no event of the system (a typo, an event renamed) is a filter that
 * never matches.
 */

// The toy system joins the built-in ones: its engine registers its manifest by itself.
registerCoinFlip()

const manifests = allManifests().map((manifest) => [manifest.id, manifest] as const)

describe.each(manifests)('%s: its manifest says what its engine does', (_id, manifest) => {
  it('every kind its log filters name is an event type the system logs', () => {
    const logged = new Set(typesOf(jsonSchemaOf(systemOf(manifest.id).events)))
    const named = manifest.logFilters.flatMap((filter) => filter.kinds.map((kind) => `${filter.label}: ${kind}`))
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((name) => !logged.has(name.slice(name.lastIndexOf(': ') + 2)))).toEqual([])
  })

  it('its engine holds every field of the manifest as it is (spread in, not copied)', () => {
    const engine = systemOf(manifest.id) as unknown as Record<string, unknown>
    for (const [field, value] of Object.entries(manifest)) expect(engine[field], field).toBe(value)
  })
})

describe('the manifests and the engines', () => {
  it('list the same built-in systems, in the same order', () => {
    expect(BUILT_IN_MANIFESTS.map((m) => m.id)).toEqual(BUILT_IN_SYSTEMS.map((s) => s.id))
  })
})
