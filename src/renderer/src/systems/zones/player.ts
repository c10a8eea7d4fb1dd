import { defineAsyncComponent } from 'vue'
import type { SystemPlayerParts } from '../player-part'

/** Zones' part of the player display: the fight and its battlefield, once it holds the stage. */
export const zonesPlayer: SystemPlayerParts = {
  id: 'zones',
  stageFillsScreen: true,
  stage: defineAsyncComponent(() => import('./player/ZonesPlayerStage.vue')),
}
