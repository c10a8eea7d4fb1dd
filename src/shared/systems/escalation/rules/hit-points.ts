/** A combatant's hit points. Temporary hit points sit on top of them. */
export interface HitPoints {
  hp: number
  maxHp: number
  tempHp: number
}

/** Whole points, 0 or more. */
function checkAmount(amount: number, what: string): void {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`${what} comes in whole points, 0 or more, not ${amount}`)
}

/**
 * E10, EG46: damage comes off temporary hit points first, then hit points (which may fall
 * below 0: the depth matters for EG18).
 */
export function takeDamage(points: HitPoints, amount: number): { points: HitPoints; absorbed: number; lost: number } {
  checkAmount(amount, 'Damage')
  const absorbed = Math.min(points.tempHp, amount)
  const lost = amount - absorbed
  return { points: { ...points, tempHp: points.tempHp - absorbed, hp: points.hp - lost }, absorbed, lost }
}

/** EG46: temporary hit points do not stack: a new grant replaces the old only if higher. */
export function gainTempHp(points: HitPoints, amount: number): HitPoints {
  checkAmount(amount, 'Temporary hit points')
  return { ...points, tempHp: Math.max(points.tempHp, amount) }
}

/**
 * E54, EG21: healing. From below 0 it starts at 0, whatever the negative value; never above
 * the maximum. `revived`: a combatant at 0 or less is back above 0.
 */
export function heal(points: HitPoints, amount: number): { points: HitPoints; healed: number; revived: boolean } {
  checkAmount(amount, 'Healing')
  const from = Math.max(0, points.hp)
  const hp = Math.max(points.hp, Math.min(points.maxHp, from + amount))
  return { points: { ...points, hp }, healed: hp - from, revived: points.hp <= 0 && hp > 0 }
}
