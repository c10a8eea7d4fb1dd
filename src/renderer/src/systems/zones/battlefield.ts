import type { ZonesSetup, ZonesZone } from '@shared/systems/zones'

// Edits of a Zones battlefield that keep its links and start zones pointing at the right zones.

/** ZR4: whether two zones are Nearby, whichever side names the link. */
export function linked(a: ZonesZone, b: ZonesZone): boolean {
  return (a.links ?? []).includes(b.name) || (b.links ?? []).includes(a.name)
}

/** Links or unlinks two zones (both sides, so the box reads the same from either). */
export function setLinked(setup: ZonesSetup, a: number, b: number, on: boolean): ZonesSetup {
  const from = setup.zones[a]!
  const to = setup.zones[b]!
  const zones = setup.zones.map((zone, i) => {
    if (i === a) return { ...zone, links: on ? [...new Set([...(zone.links ?? []), to.name])] : (zone.links ?? []).filter((n) => n !== to.name) }
    if (i === b && !on) return { ...zone, links: (zone.links ?? []).filter((n) => n !== from.name) }
    return zone
  })
  return { ...setup, zones }
}

/** A zone renamed, and every link and start zone that named it. */
export function renamed(setup: ZonesSetup, index: number, name: string): ZonesSetup {
  const old = setup.zones[index]!.name
  const follow = (n: string | undefined) => (n === old ? name : n)
  return {
    ...setup,
    partyZone: follow(setup.partyZone),
    enemyZone: follow(setup.enemyZone),
    zones: setup.zones.map((zone, i) => ({
      ...zone,
      name: i === index ? name : zone.name,
      ...(zone.links ? { links: zone.links.map((n) => (n === old ? name : n)) } : {}),
    })),
  }
}

/** A zone removed, with the links and start zones that named it. */
export function removed(setup: ZonesSetup, index: number): ZonesSetup {
  const gone = setup.zones[index]!.name
  const next: ZonesSetup = {
    ...setup,
    zones: setup.zones.filter((_, i) => i !== index).map((zone) => (zone.links ? { ...zone, links: zone.links.filter((n) => n !== gone) } : zone)),
  }
  if (next.partyZone === gone) delete next.partyZone
  if (next.enemyZone === gone) delete next.enemyZone
  return next
}
