import { combatantOf } from '../../../combat/roster'
import { whyZoneFull } from '../rules/capacity'
import { freeAttackers, type Standing } from '../rules/disengage'
import { hinderanceEffects } from '../rules/hinderances'
import type { Zone } from '../rules/zone-graph'
import type { ZonesFight } from './fight'
import { conditionNames } from './stats'

/** The zone with this id on the fight's battlefield. */
export function zoneOf(fight: ZonesFight, id: string | undefined): Zone | undefined {
  return id === undefined ? undefined : fight.battlefield.zones.find((z) => z.id === id)
}

/** Those in the fight standing in a zone now (the fallen and the fled take no room). */
export function occupants(fight: ZonesFight, zone: string): string[] {
  return fight.track.combatants.filter((c) => c.status === 'fighting' && fight.positions[c.id] === zone).map((c) => c.id)
}

/** Z8, ZG22: why `who` may not enter `zone` now, or null: no such zone, or it is full. */
export function whyCannotEnter(fight: ZonesFight, who: string, zone: string): string | null {
  const target = zoneOf(fight, zone)
  if (!target) return `There is no zone “${zone}” on this battlefield.`
  return whyZoneFull(target, occupants(fight, zone).filter((id) => id !== who).length)
}

/** Every combatant as disengaging reads it (Z22, ZR9). */
function standings(fight: ZonesFight): Standing[] {
  return fight.track.combatants.map((c) => {
    const effects = hinderanceEffects(conditionNames(c))
    return {
      id: c.id,
      side: c.side,
      zone: fight.positions[c.id] ?? null,
      fighting: c.status === 'fighting',
      canStrike: c.status === 'fighting' && !effects.noActions && c.stats.weapons.length > 0,
    }
  })
}

/** Z22, Z23, ZG10-ZG12: who gets a free attack on `who` leaving its zone now. */
export function freeAttacksOn(fight: ZonesFight, who: string): string[] {
  const mover = standings(fight).find((s) => s.id === who)
  const c = combatantOf(fight.track, who)
  if (!mover || !c) return []
  return freeAttackers(mover, standings(fight), c.stats.budget.disengaged)
}
