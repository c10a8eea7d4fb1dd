import { deepFreeze } from '../../../session/frozen'

/**
 * The Action-points rulings that are campaign settings, with their defaults. A fight logs the
 * values in force when it starts, so replaying it never depends on a later change; the GM
 * view shows them.
 */
export interface ActionPointsSettings {
  /** R22: success levels computed from the d100, or entered by the GM for each check. */
  readonly successLevels: 'computed' | 'manual'
  /** R23, AG4: initiative adds a tenth of Agility (rounded down), or the whole Agility. */
  readonly initiativeModifier: 'tenthOfAgility' | 'agility'
  /** AG2: only 00 fumbles, or 96-99 as well for a skill below 50. */
  readonly fumbles: 'doubleZero' | 'highRollsWhenUnskilled'
  /** AG24: a surprised combatant's RP stays 0 until its first own turn, or comes back at the start of round 1. */
  readonly surprisedRp: 'firstOwnTurn' | 'roundOne'
  /** AG20: a Disarm that lands counts as an attack that hits (+2 FP, +3 on a Critical), or earns nothing. */
  readonly disarmEarnsFp: boolean
  /** The player display shows the PCs' hit points as numbers (otherwise in words, as always for enemies). */
  readonly showPcHp: boolean
  /** AG49: the player display shows an enemy's AP, RP and FP on its turn, as it does a PC's (otherwise a PC's only). */
  readonly showEnemyPoints: boolean
}

export const DEFAULT_ACTION_POINTS_SETTINGS: Readonly<ActionPointsSettings> = deepFreeze<ActionPointsSettings>({
  successLevels: 'computed',
  initiativeModifier: 'tenthOfAgility',
  fumbles: 'doubleZero',
  surprisedRp: 'firstOwnTurn',
  disarmEarnsFp: true,
  showPcHp: true,
  showEnemyPoints: true,
})

/** Each setting in force, in words, for the console. */
export function settingsWords(settings: ActionPointsSettings): { rule: string; words: string }[] {
  return [
    {
      rule: 'R22',
      words:
        settings.successLevels === 'computed'
          ? 'Success levels computed: Critical ≤ skill/10, Major ≤ skill/5, Hard ≤ skill/2, Normal ≤ skill'
          : 'Success levels entered by the GM for each check',
    },
    {
      rule: 'R23',
      words: settings.initiativeModifier === 'tenthOfAgility' ? 'Initiative: 1d10 + Agility/10 (rounded down)' : 'Initiative: 1d10 + Agility',
    },
    { rule: 'AG2', words: settings.fumbles === 'doubleZero' ? 'Fumble on 00 only' : 'Fumble on 00, and on 96-99 for a skill below 50' },
    {
      rule: 'AG24',
      words:
        settings.surprisedRp === 'firstOwnTurn'
          ? 'Surprised combatants get their RP at their first own turn'
          : 'Surprised combatants get their RP at the start of round 1',
    },
    { rule: 'AG20', words: settings.disarmEarnsFp ? 'A Disarm that lands earns FP as a hit' : 'A Disarm earns no FP' },
    {
      rule: 'Display',
      words: settings.showPcHp ? 'PCs’ hit points shown to the players as numbers' : 'PCs’ hit points shown to the players in words',
    },
    {
      rule: 'AG49',
      words: settings.showEnemyPoints
        ? 'The players see the AP, RP and FP of whoever acts, enemies included'
        : 'The players see the AP, RP and FP of PCs only',
    },
  ]
}
