import type { SystemPlayerParts } from './player-part'
import { relicsPlayer } from './relics/player'
import { escalationPlayer } from './escalation/player'
import { zonesPlayer } from './zones/player'
import { actionPointsPlayer } from './action-points/player'

export type { SystemPlayerParts }

/** Every rule system's part of the player display, one line each (the console's screens are in `./registry`). */
const parts = new Map<string, SystemPlayerParts>([relicsPlayer, escalationPlayer, zonesPlayer, actionPointsPlayer].map((p) => [p.id, p]))

/** A system's part of the player display, or undefined when it has none in this console. */
export function playerPartsOf(id: string): SystemPlayerParts | undefined {
  return parts.get(id)
}
