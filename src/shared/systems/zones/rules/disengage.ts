import { DEFAULT_ZONES_RULINGS, type ZonesRulings } from './settings'

/** A combatant as disengaging reads it: its side, where it stands, and whether it can strike. */
export interface Standing {
  id: string
  side: 'players' | 'enemies'
  zone: string | null
  /** In the fight and free to strike (not down, not Paralysed or Distracted, ZR9). */
  canStrike: boolean
  fighting: boolean
}

/**
 * Z22, Z23, ZG10-ZG12, ZR9: who gets a free attack when `mover` leaves its zone: each enemy
 * Close to it that can strike, one attack each, before the move (ZG10's alternative, `one`:
 * only the first of them); none when an ally of the mover is Close too, or when the mover
 * spent its Action to disengage. The same holds for a creature leaving Close characters
 * (ZG12), unless the campaign says creatures draw none.
 */
export function freeAttackers(
  mover: Standing,
  everyone: Iterable<Standing>,
  disengaged: boolean,
  rulings: Pick<ZonesRulings, 'freeAttacks' | 'creaturesDrawFreeAttacks'> = DEFAULT_ZONES_RULINGS,
): string[] {
  if (disengaged || mover.zone === null) return []
  if (mover.side === 'enemies' && !rulings.creaturesDrawFreeAttacks) return []
  const attackers: string[] = []
  for (const c of everyone) {
    if (c.id === mover.id || !c.fighting || c.zone !== mover.zone) continue
    // Z23: an ally Close too, and nobody strikes (read lazily: the first ally settles it).
    if (c.side === mover.side) return []
    if (c.canStrike) attackers.push(c.id)
  }
  return rulings.freeAttacks === 'one' ? attackers.slice(0, 1) : attackers
}
