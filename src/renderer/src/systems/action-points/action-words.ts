import type { ActionKind } from '@shared/systems/action-points'
import { OTHER_ACTION_LABEL } from '@shared/systems/action-points/rules/costs'

/** Each kind of action as the console names it (A4, A21). */
export const ACTION_LABEL: Record<ActionKind, string> = {
  move: 'Move',
  step: 'Take a Step',
  attack: 'Attack',
  disarm: 'Disarm',
  feint: 'Feint',
  grapple: 'Grapple',
  shove: 'Shove',
  tumble: 'Tumble Through',
  breakFree: 'Break free',
  draw: 'Draw',
  sheathe: 'Stow',
  flowState: 'Flow State',
  totalDefense: 'Total Defense',
  ready: 'Ready an action',
  ...OTHER_ACTION_LABEL,
}
