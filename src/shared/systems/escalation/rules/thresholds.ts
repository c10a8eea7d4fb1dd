import type { Side } from './types'

/** E46, EG20: Staggered at half hit points or below: 2 x hp <= max (max 41: 20 or less). */
export function isStaggered(hp: number, maxHp: number): boolean {
  return 2 * hp <= maxHp
}

/** E47: a PC at 0 HP or less is Dying. */
export function isDying(hp: number): boolean {
  return hp <= 0
}

/**
 * EG18: "negative hit points equal to half of their maximum": hp <= -(max / 2), i.e.
 * 2 x hp <= -max (max 41: -21 or lower).
 */
export function atNegativeHalf(hp: number, maxHp: number): boolean {
  return 2 * hp <= -maxHp
}

/**
 * E46, E47, EG20, EG51: how a combatant stands. An enemy at 0 or less is dead, or knocked out when
 * the attackers meant to (E47); a PC at 0 or less is dying. `staggeredOverride` is the GM's
 * flexible call for an enemy (EG20).
 */
export function standing(who: {
  side: Side
  hp: number
  maxHp: number
  staggeredOverride?: boolean | null
  knockoutIntended?: boolean
}): 'unhurt' | 'hurt' | 'staggered' | 'dying' | 'dead' | 'knockedOut' {
  if (who.hp <= 0) {
    if (who.side === 'pcs') return 'dying'
    return who.knockoutIntended ? 'knockedOut' : 'dead'
  }
  const staggered = who.side === 'enemies' && who.staggeredOverride != null ? who.staggeredOverride : isStaggered(who.hp, who.maxHp)
  if (staggered) return 'staggered'
  return who.hp >= who.maxHp ? 'unhurt' : 'hurt'
}
