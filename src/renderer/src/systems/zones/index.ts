import { FIGHT_KEYS } from '../../components/combat/fight-keys'
import { defineAsyncComponent } from 'vue'
import type { SystemPrep } from '../prep'
import type { SystemScreens } from '../screens'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'
import EncounterSetup from './EncounterSetup.vue'

/** Zones' editors: a PC's block, an NPC's stat block, an encounter's battlefield, and the campaign's Zones settings (loaded when Settings opens). */
export const zonesPrep: SystemPrep = {
  id: 'zones',
  pcBlock: PcBlock,
  npcBlock: NpcBlock,
  encounterSetup: EncounterSetup,
  settings: defineAsyncComponent(() => import('./ZonesSettings.vue')),
}

/**
 * Zones' screens: the fight on the combat tracker with its battlefield, the fight picker and
 * the PCs between fights, the state after a log entry. Each loads when first shown.
 */
export const zonesScreens: SystemScreens = {
  id: 'zones',
  runner: defineAsyncComponent(() => import('./ZonesRunner.vue')),
  idle: defineAsyncComponent(() => import('./ZonesIdle.vue')),
  pastState: defineAsyncComponent(() => import('./ZonesPastState.vue')),
  shortcuts: FIGHT_KEYS,
}
