/** Words of the Escalation text shared by its rules. Plain JSON values throughout. */

/** E15: the initiative bands, fastest first. */
export const INITIATIVE_BANDS = ['veryFast', 'fast', 'medium', 'slow', 'verySlow'] as const
export type InitiativeBand = (typeof INITIATIVE_BANDS)[number]

/** The bands as the text names them. */
export const BAND_LABEL: Record<InitiativeBand, string> = {
  veryFast: 'Very Fast',
  fast: 'Fast',
  medium: 'Medium',
  slow: 'Slow',
  verySlow: 'Very Slow',
}

/** EG8: a combatant with no band given is Medium. */
export const DEFAULT_BAND: InitiativeBand = 'medium'

/** E16: within a band the PCs act first, then the enemies. */
export type Side = 'pcs' | 'enemies'

/** E2: the defense an attack targets. */
export const DEFENSES = ['AC', 'PD', 'MD'] as const
export type Defense = (typeof DEFENSES)[number]

/** E10: damage types; untyped damage is weapon damage. */
export const DAMAGE_TYPES = ['acid', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'psychic', 'radiant', 'thunder', 'weapon'] as const
export type DamageType = (typeof DAMAGE_TYPES)[number]

/** E12: "Resist [type] X+". */
export interface Resistance {
  readonly type: DamageType
  /** X: a natural below it halves the damage. */
  readonly threshold: number
}

/** E23: the actions a turn gives (free actions are not counted, EG14). */
export type ActionKind = 'standard' | 'move' | 'quick'

/** The three sums of 3d6 that decide an attack: R15's natural, the kept dice. */
export const NATURAL_DICE = 3
/** The lowest natural, a crit fail on an attack (E4). */
export const NATURAL_MIN = 3
/** The highest natural. */
export const NATURAL_MAX = 18
