import { defineAsyncComponent } from 'vue'
import type { SystemPlayerParts } from '../player-part'

/** Escalation's part of the player display: the fight, once it holds the stage. */
export const escalationPlayer: SystemPlayerParts = {
  id: 'escalation',
  stageFillsScreen: true,
  stage: defineAsyncComponent(() => import('./player/EscalationPlayerStage.vue')),
}
