import { deepFreeze } from '../../../session/frozen'
import type { CritDoubling } from './attack-damage'

/**
 * The Escalation rulings that are campaign settings (digest 1d, ruling 25), with their
 * defaults. Rules take the one they need as a parameter defaulting to the value here; the
 * console shows which value is in force.
 */
export interface EscalationSettings {
  /** EG1: a natural at or above the crit threshold always hits. */
  readonly critAlwaysHits: boolean
  /** EG3: a crit doubles the whole hit damage, or only its dice. */
  readonly critDoubling: CritDoubling
  /** EG15: the target of a save-ends effect that names none. */
  readonly defaultSaveTarget: number
  /** EG23: a successful Disengage's move action also carries the movement. */
  readonly disengageCarriesMove: boolean
  /** EG25: a combatant Intercepts at most once a round (again from its own turn's start), or as often as the GM allows. */
  readonly interceptOncePerRound: boolean
  /** EG35: Stunned takes the Move slot away (a Standard may still be spent as a Move), or bars Move actions altogether. */
  readonly stunnedMove: 'slotLost' | 'noMoveActions'
  /** EG34: the tier of a PC of each level when its sheet gives none: [lowest level of tier 2, of tier 3]. */
  readonly tierStarts: readonly [number, number]
  /** E55: PCs at 0 HP fall unconscious instead of dying (revived only at a Full Rest). */
  readonly unconsciousInsteadOfDying: boolean
}

export const DEFAULT_ESCALATION_SETTINGS: Readonly<EscalationSettings> = deepFreeze<EscalationSettings>({
  critAlwaysHits: true,
  critDoubling: 'whole',
  defaultSaveTarget: 11,
  disengageCarriesMove: true,
  interceptOncePerRound: true,
  stunnedMove: 'slotLost',
  tierStarts: [5, 8],
  unconsciousInsteadOfDying: false,
})
