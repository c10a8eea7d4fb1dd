import type { Combatant } from '../../../combat/types'
import { positionGroups } from '../rules/positions'
import { isGone } from '../combat/positions'
import { positionOf, type EscalationStats } from '../combat/stats'
import type { PlayerPositions } from './player-schema'

/**
 * E34, 1e, EG61: where the shown combatants are, for the table: groups engaged with each other
 * (Far when they are engaged away from the fight), then those free Nearby and those Far. Only
 * `shown` combatants appear, in the order given, and an engagement with one not shown is not
 * told (so one engaged only with a hidden enemy reads as free). An Invisible combatant has no
 * position on the display (1e: an unseen foe), and those out of the fight have none.
 */
export function playerPositions(shown: readonly Combatant<EscalationStats>[]): PlayerPositions {
  const placed = shown.filter((c) => !isGone(c) && !c.conditions.some((x) => !x.custom && x.name === 'invisible'))
  const groups = positionGroups(placed, (c) => positionOf(c.stats))
  return {
    engaged: groups.engaged.map((g) => ({ names: g.members.map((m) => m.name), far: g.far })),
    nearby: groups.nearby.map((c) => c.name),
    far: groups.far.map((c) => c.name),
  }
}
