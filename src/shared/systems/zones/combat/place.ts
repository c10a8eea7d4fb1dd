import type { Combatant } from '../../../combat/types'
import { whyZoneFull } from '../rules/capacity'
import { freeAttackers, type Standing } from '../rules/disengage'
import { hinderanceEffects } from '../rules/hinderances'
import type { Zone } from '../rules/zone-graph'
import type { ZonesFight } from './fight'
import { combatantById } from './lookup'
import { conditionNames, type ZonesStats } from './stats'

/** The zone with this id on the fight's battlefield. */
export function zoneOf(fight: ZonesFight, id: string | undefined): Zone | undefined {
  return id === undefined ? undefined : fight.battlefield.zones.find((z) => z.id === id)
}

const placed = new WeakMap<Record<string, string>, Map<string, string[]>>()

/** Who stands in each zone, fallen or not (once per version of the positions: most steps move nobody). */
export function standingIn(fight: ZonesFight, zone: string): string[] {
  let byZone = placed.get(fight.positions)
  if (!byZone) {
    byZone = new Map()
    for (const [id, at] of Object.entries(fight.positions)) {
      const list = byZone.get(at)
      if (list) list.push(id)
      else byZone.set(at, [id])
    }
    placed.set(fight.positions, byZone)
  }
  return byZone.get(zone) ?? []
}

/** Those in the fight standing in a zone now (the fallen and the fled take no room). */
export function occupants(fight: ZonesFight, zone: string): string[] {
  return standingIn(fight, zone).filter((id) => combatantById(fight.track.combatants, id)?.status === 'fighting')
}

/** Z8, ZG22: why `who` may not enter `zone` now, or null: no such zone, or it is full. */
export function whyCannotEnter(fight: ZonesFight, who: string, zone: string): string | null {
  const target = zoneOf(fight, zone)
  if (!target) return `There is no zone “${zone}” on this battlefield.`
  return whyZoneFull(target, occupants(fight, zone).filter((id) => id !== who).length)
}

/** ZR9: whether a combatant could strike a free attack: in the fight, not Distracted or Paralysed, something to strike with. */
function canStrike(c: Combatant<ZonesStats>): boolean {
  return c.status === 'fighting' && !hinderanceEffects(conditionNames(c)).noActions && c.stats.weapons.length > 0
}

const standingsKept = new WeakMap<Combatant<ZonesStats>, Standing>()

/** A combatant as disengaging reads it (Z22, ZR9), kept while it is unchanged and stays put. */
function standing(fight: ZonesFight, c: Combatant<ZonesStats>): Standing {
  const zone = fight.positions[c.id] ?? null
  let kept = standingsKept.get(c)
  if (!kept || kept.zone !== zone)
    standingsKept.set(c, (kept = { id: c.id, side: c.side, zone, fighting: c.status === 'fighting', canStrike: canStrike(c) }))
  return kept
}

/** Z22, Z23, ZG10-ZG12: who gets a free attack on `who` leaving its zone now (only those in its zone can be Close). */
export function freeAttacksOn(fight: ZonesFight, who: string): string[] {
  const c = combatantById(fight.track.combatants, who)
  const zone = fight.positions[who]
  if (!c || !zone) return []
  const here = standingIn(fight, zone)
  function* close(): Generator<Standing> {
    for (const id of here) {
      const other = combatantById(fight.track.combatants, id)
      if (other) yield standing(fight, other)
    }
  }
  return freeAttackers(standing(fight, c), close(), c.stats.budget.disengaged, fight.settings)
}
