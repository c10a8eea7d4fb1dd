import type { Zone } from './zone-graph'

/**
 * Z8, ZG22: a zone with a capacity (a bridge, a tight corridor) takes no one once full: why
 * not, or null. `occupants` counts those in the fight standing there now.
 */
export function whyZoneFull(zone: Pick<Zone, 'name' | 'capacity'>, occupants: number): string | null {
  if (zone.capacity === null || occupants < zone.capacity) return null
  return `${zone.name} is full: ${zone.capacity} ${zone.capacity === 1 ? 'creature fits' : 'creatures fit'} there (Z8, ZG22).`
}
