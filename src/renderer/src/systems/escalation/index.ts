import { defineAsyncComponent } from 'vue'
import type { SystemPrep } from '../prep'
import type { SystemScreens } from '../screens'
import EscalationSettings from './EscalationSettings.vue'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'
import EscalationPlayerStage from './player/EscalationPlayerStage.vue'

/** Escalation's editors: a PC's block and an NPC's stat block. */
export const escalationPrep: SystemPrep = { id: 'escalation', pcBlock: PcBlock, npcBlock: NpcBlock, settings: EscalationSettings }

/**
 * Escalation's screens: the fight on the combat tracker, the fight picker and rests between
 * fights, and its part of the player display. The console's screens load when first shown.
 */
export const escalationScreens: SystemScreens = {
  id: 'escalation',
  runner: defineAsyncComponent(() => import('./EscalationRunner.vue')),
  idle: defineAsyncComponent(() => import('./EscalationIdle.vue')),
  pastState: defineAsyncComponent(() => import('./EscalationPastState.vue')),
  player: { stage: EscalationPlayerStage },
}
