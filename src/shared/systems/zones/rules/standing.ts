/** ZG16, ZR11: how a combatant stands, in the words the table hears: Unhurt, Wounded, Down, Dead, Fled. */
export type StandingWord = 'unhurt' | 'wounded' | 'down' | 'dead' | 'fled'

/** ZG16, ZR11: unhurt at full HP, wounded below it, down at 0 or less (or when the GM says so). */
export function standingOf(c: { hp: number; maxHp: number; status: 'fighting' | 'down' | 'dead' | 'fled' | 'removed' }): StandingWord {
  if (c.status === 'dead') return 'dead'
  if (c.status === 'fled') return 'fled'
  if (c.status === 'down' || c.hp <= 0) return 'down'
  return c.hp >= c.maxHp ? 'unhurt' : 'wounded'
}

export const STANDING_LABEL: Record<StandingWord, string> = { unhurt: 'Unhurt', wounded: 'Wounded', down: 'Down', dead: 'Dead', fled: 'Fled' }

/**
 * ZG16, ZR11: where a combatant falls at 0 HP: a creature is defeated (dead unless the GM
 * says otherwise), a character is Down and takes no turns; healed above 0 it is back.
 */
export function fallsTo(kind: 'pc' | 'npc', hp: number): 'fighting' | 'down' | 'dead' {
  if (hp > 0) return 'fighting'
  return kind === 'pc' ? 'down' : 'dead'
}
