import type { ZonesRulings } from './settings'

/** ZG16, ZR11: how a combatant stands, in the words the table hears: Unhurt, Wounded, Down (or Dying), Dead, Fled. */
export type StandingWord = 'unhurt' | 'wounded' | 'down' | 'dying' | 'dead' | 'fled'

/**
 * ZG16, ZR11: unhurt at full HP, wounded below it, down at 0 or less (or when the GM says
 * so); a character who is down reads Dying where the campaign makes 0 HP dying.
 */
export function standingOf(
  c: { hp: number; maxHp: number; status: 'fighting' | 'down' | 'dead' | 'fled' | 'removed'; kind?: 'pc' | 'npc' },
  characterAtZero: ZonesRulings['characterAtZero'] = 'unconscious',
): StandingWord {
  if (c.status === 'dead') return 'dead'
  if (c.status === 'fled') return 'fled'
  if (c.status === 'down' || c.hp <= 0) return c.kind === 'pc' && characterAtZero === 'dying' ? 'dying' : 'down'
  return c.hp >= c.maxHp ? 'unhurt' : 'wounded'
}

export const STANDING_LABEL: Record<StandingWord, string> = {
  unhurt: 'Unhurt',
  wounded: 'Wounded',
  down: 'Down',
  dying: 'Dying',
  dead: 'Dead',
  fled: 'Fled',
}

/**
 * ZG16, ZR11: where a combatant falls at 0 HP: a creature is defeated (dead unless the GM
 * says otherwise); a character is Down and takes no turns (healed above 0 it is back), or
 * dead where the campaign says so.
 */
export function fallsTo(
  kind: 'pc' | 'npc',
  hp: number,
  characterAtZero: ZonesRulings['characterAtZero'] = 'unconscious',
): 'fighting' | 'down' | 'dead' {
  if (hp > 0) return 'fighting'
  return kind === 'pc' && characterAtZero !== 'dead' ? 'down' : 'dead'
}
