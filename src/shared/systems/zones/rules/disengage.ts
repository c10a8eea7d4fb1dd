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
 * Close to it that can strike, one attack each, before the move; none when an ally of the
 * mover is Close too, or when the mover spent its Action to disengage. The same holds for a
 * creature leaving Close characters (ZG12).
 */
export function freeAttackers(mover: Standing, everyone: readonly Standing[], disengaged: boolean): string[] {
  if (disengaged || mover.zone === null) return []
  const close = everyone.filter((c) => c.id !== mover.id && c.fighting && c.zone === mover.zone)
  if (close.some((c) => c.side === mover.side)) return []
  return close.filter((c) => c.side !== mover.side && c.canStrike).map((c) => c.id)
}
