import { defineAsyncComponent } from 'vue'
import type { SystemScreens } from '../screens'
import RelicsPlayerHeader from './player/RelicsPlayerHeader.vue'
import RelicsPlayerScene from './player/RelicsPlayerScene.vue'
import RelicsPlayerSide from './player/RelicsPlayerSide.vue'
import RelicsPlayerStage from './player/RelicsPlayerStage.vue'

/**
 * Relics of the Moon's screens: the Challenge runner, the picker and recovery, its part of
 * the player display. The console's screens load when first shown, so a player display never
 * fetches the runner (or the rules behind it) at all.
 */
export const relicsScreens: SystemScreens = {
  id: 'relics',
  runner: defineAsyncComponent(() => import('./RelicsRunner.vue')),
  idle: defineAsyncComponent(() => import('./RelicsIdle.vue')),
  pastState: defineAsyncComponent(() => import('./RelicsPastState.vue')),
  player: { header: RelicsPlayerHeader, stage: RelicsPlayerStage, scene: RelicsPlayerScene, side: RelicsPlayerSide },
}
