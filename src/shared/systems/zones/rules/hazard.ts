import type { Zone } from './zone-graph'

/**
 * Z8, ZG21, ZR3: a zone's hazard is Tested once per turn by each combatant that ends its
 * turn there (those fighting there, not those passing through); null when there is none.
 */
export function hazardAtTurnEnd(zone: Pick<Zone, 'hazard'> | undefined): Zone['hazard'] {
  return zone?.hazard ?? null
}
