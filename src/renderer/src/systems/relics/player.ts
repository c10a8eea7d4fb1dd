import { defineAsyncComponent } from 'vue'
import { relicsManifest } from '@shared/systems/relics/manifest'
import type { SystemPlayerParts } from '../player-part'

/** Relics of the Moon's part of the player display: the pools, the Challenge, its traits in the scene, the Cohort. */
export const relicsPlayer: SystemPlayerParts = {
  id: relicsManifest.id,
  playersWord: relicsManifest.playersWord,
  header: defineAsyncComponent(() => import('./player/RelicsPlayerHeader.vue')),
  stage: defineAsyncComponent(() => import('./player/RelicsPlayerStage.vue')),
  scene: defineAsyncComponent(() => import('./player/RelicsPlayerScene.vue')),
  side: defineAsyncComponent(() => import('./player/RelicsPlayerSide.vue')),
}
