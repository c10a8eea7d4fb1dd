import type { Combatant } from '../../../combat/types'
import { hasCondition } from '../rules/conditions'
import { isGone } from '../combat/positions'
import { positionOf, rulesConditions, type EscalationStats } from '../combat/stats'
import type { PlayerPositions } from './player-schema'

/**
 * E34, 1e, EG61: where the shown combatants are, for the table: groups engaged with each other
 * (Far when they are engaged away from the fight), then those free Nearby and those Far. Only
 * `shown` combatants appear, in the order given, and an engagement with one not shown is not
 * told (so one engaged only with a hidden enemy reads as free). An Invisible combatant has no
 * position on the display (1e: an unseen foe), and those out of the fight have none.
 */
export function playerPositions(shown: readonly Combatant<EscalationStats>[]): PlayerPositions {
  const placed = shown.filter((c) => !isGone(c) && !hasCondition(rulesConditions(c.conditions), 'invisible'))
  const ids = new Set(placed.map((c) => c.id))
  const byId = new Map(placed.map((c) => [c.id, c]))
  const seen = new Set<string>()
  const positions: PlayerPositions = { engaged: [], nearby: [], far: [] }
  for (const c of placed) {
    if (seen.has(c.id)) continue
    seen.add(c.id)
    const group = [c]
    for (let i = 0; i < group.length; i++)
      for (const id of positionOf(group[i]!.stats).engaged)
        if (ids.has(id) && !seen.has(id)) {
          seen.add(id)
          group.push(byId.get(id)!)
        }
    if (group.length > 1) {
      const order = placed.filter((x) => group.includes(x))
      positions.engaged.push({ names: order.map((x) => x.name), far: positionOf(c.stats).distance === 'far' })
    } else positions[positionOf(c.stats).distance].push(c.name)
  }
  return positions
}
