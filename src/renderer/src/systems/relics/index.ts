import { defineAsyncComponent } from 'vue'
import type { SystemScreens } from '../screens'

/**
 * Relics of the Moon's screens: the Challenge runner, the picker and recovery, the state after
 * a log entry. Each loads when first shown, with what it needs of the rules (its part of the
 * player display is in `./player`).
 */
export const relicsScreens: SystemScreens = {
  id: 'relics',
  runner: defineAsyncComponent(() => import('./RelicsRunner.vue')),
  idle: defineAsyncComponent(() => import('./RelicsIdle.vue')),
  pastState: defineAsyncComponent(() => import('./RelicsPastState.vue')),
  keys: [
    { keys: 'N or Enter', does: 'Next step (Enter only when no button has focus)' },
    { keys: 'R', does: 'Roll the remaining dice (step 4)' },
    { keys: 'S', does: 'Apply the suggested Simple modifier placement (step 5)' },
  ],
}
