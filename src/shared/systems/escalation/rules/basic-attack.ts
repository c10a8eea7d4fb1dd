/** E7: the damage dice a stance names. */
export const STANCE_DICE = ['d4', 'd6', 'd8', 'd10', 'd12'] as const
export type StanceDie = (typeof STANCE_DICE)[number]

/** E7, E9: a class's basic-attack miss damage: none, or the PC's Level. */
export const MISS_DAMAGE = ['none', 'level'] as const
export type MissDamage = (typeof MISS_DAMAGE)[number]

/**
 * E7, E8, EG4: a basic attack's hit damage: Level dice of the stance's die plus Volition
 * (3rd level with a d8 stance and Volition 2: 3d8+2), as notation for the roll.
 */
export function basicAttackHit(pc: { level: number; volition: number }, die: StanceDie): string {
  const volition = pc.volition === 0 ? '' : pc.volition > 0 ? `+${pc.volition}` : `${pc.volition}`
  return `${Math.max(1, pc.level)}${die}${volition}`
}

/** E7, E9: a basic attack's miss damage: 0 or the PC's Level, by class. */
export function basicAttackMiss(pc: { level: number }, miss: MissDamage): number {
  return miss === 'level' ? pc.level : 0
}
