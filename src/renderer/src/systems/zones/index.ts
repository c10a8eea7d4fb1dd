import { defineAsyncComponent } from 'vue'
import type { SystemPrep } from '../prep'
import type { SystemScreens } from '../screens'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'
import EncounterSetup from './EncounterSetup.vue'
import ZonesSettings from './ZonesSettings.vue'
import ZonesPlayerStage from './player/ZonesPlayerStage.vue'

/** Zones' editors: a PC's block, an NPC's stat block, an encounter's battlefield, and the campaign's Zones settings. */
export const zonesPrep: SystemPrep = { id: 'zones', pcBlock: PcBlock, npcBlock: NpcBlock, encounterSetup: EncounterSetup, settings: ZonesSettings }

/**
 * Zones' screens: the fight on the combat tracker with its battlefield, the fight picker and
 * the PCs between fights, and its part of the player display. The console's screens load
 * when first shown.
 */
export const zonesScreens: SystemScreens = {
  id: 'zones',
  runner: defineAsyncComponent(() => import('./ZonesRunner.vue')),
  idle: defineAsyncComponent(() => import('./ZonesIdle.vue')),
  pastState: defineAsyncComponent(() => import('./ZonesPastState.vue')),
  player: { stage: ZonesPlayerStage },
}
