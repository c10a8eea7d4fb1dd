import type { ZonesRulings } from './settings'

/** One weapon's damage roll read from its dice: the part from dice and the flat part. */
export interface DamageRoll {
  fromDice: number
  constant: number
}

/** Which of the rolls counted and what the attack deals. */
export interface WeaponDamage {
  /** Index of the roll kept (Z17: the higher of two). */
  kept: number
  damage: number
}

/**
 * Z13, Z17, Z18, Z19, ZG5, ZG6: an attack's damage from its weapon's roll, or from both
 * weapons' when dual-wielding (the higher total is kept). A natural 20 doubles the kept
 * roll's dice, the flat part added once after (ZG6's alternative, `eachRoll`: each roll's
 * dice are doubled before the higher is kept); a natural 1 when avoiding doubles the whole
 * damage taken. Never below 0 (ZR8).
 */
export function weaponDamage(
  rolls: readonly DamageRoll[],
  effects: { doubleDice: boolean; doubleDamage: boolean },
  dualWieldCrit: ZonesRulings['dualWieldCrit'] = 'keptRoll',
): WeaponDamage {
  if (rolls.length === 0) return { kept: 0, damage: 0 }
  const doubledBeforeKeeping = effects.doubleDice && dualWieldCrit === 'eachRoll'
  const total = (r: DamageRoll) => (doubledBeforeKeeping ? r.fromDice * 2 : r.fromDice) + r.constant
  let kept = 0
  rolls.forEach((r, i) => {
    if (total(r) > total(rolls[kept]!)) kept = i
  })
  const roll = rolls[kept]!
  const dealt = (effects.doubleDice ? roll.fromDice * 2 : roll.fromDice) + roll.constant
  return { kept, damage: Math.max(0, effects.doubleDamage ? dealt * 2 : dealt) }
}
