import { defineAsyncComponent } from 'vue'
import type { SystemPlayerParts } from '../player-part'

/** Action points' part of the player display: the fight and its hex map, once it holds the stage. */
export const actionPointsPlayer: SystemPlayerParts = {
  id: 'actionPoints',
  stageFillsScreen: true,
  stage: defineAsyncComponent(() => import('./player/ApPlayerStage.vue')),
}
