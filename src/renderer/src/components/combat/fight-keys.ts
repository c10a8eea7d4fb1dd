import type { Shortcut } from '../../systems/screens'

/** A fight's keys on the combat tracker, the same in every combat system (see `CombatRunnerShell`). */
export const FIGHT_KEYS: readonly Shortcut[] = [
  { keys: 'R', does: 'Roll what waits: the initiative in setup, else what must be rolled first, else the attack as prepared' },
  { keys: 'H', does: 'Change the selected combatant’s hit points: type -7 (damage), +5 (healing) or 2d6+3, then Enter' },
  { keys: 'N', does: 'End the turn: the next in order goes (or the one picked)' },
  { keys: '↑ ↓', does: 'Move through the turn order (on a focused row): the one selected is shown and targeted' },
  {
    keys: 'M',
    does: 'Open or close what is folded away (each fold’s summary shows M): positions in detail, renaming, standing and the player display, rarer actions, Last Gasp, morale, adjusting points',
  },
  { keys: 'Tab', does: 'Reach a column of the fight that holds more than it shows; then ↑ ↓ scroll it' },
]
