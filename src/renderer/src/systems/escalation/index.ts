import { FIGHT_KEYS } from '../../components/combat/fight-keys'
import { defineAsyncComponent } from 'vue'
import type { SystemPrep } from '../prep'
import type { SystemScreens } from '../screens'
import EscalationSettings from './EscalationSettings.vue'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'

/** Escalation's editors: a PC's block and an NPC's stat block. */
export const escalationPrep: SystemPrep = { id: 'escalation', pcBlock: PcBlock, npcBlock: NpcBlock, settings: EscalationSettings }

/**
 * Escalation's screens: the fight on the combat tracker, the fight picker and rests between
 * fights, the state after a log entry. Each loads when first shown.
 */
export const escalationScreens: SystemScreens = {
  id: 'escalation',
  runner: defineAsyncComponent(() => import('./EscalationRunner.vue')),
  idle: defineAsyncComponent(() => import('./EscalationIdle.vue')),
  pastState: defineAsyncComponent(() => import('./EscalationPastState.vue')),
  shortcuts: FIGHT_KEYS,
}
