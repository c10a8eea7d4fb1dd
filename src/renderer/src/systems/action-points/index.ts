import { FIGHT_KEYS } from '../../components/combat/fight-keys'
import { defineAsyncComponent } from 'vue'
import type { SystemPrep } from '../prep'
import type { SystemScreens } from '../screens'
import ApSettings from './ApSettings.vue'
import ApSuccessLevels from './ApSuccessLevels.vue'
import EncounterSetup from './EncounterSetup.vue'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'

/** Action points' editors: a PC's block, an NPC's stat block, an encounter's map, the campaign's settings (its own and its success levels). */
export const actionPointsPrep: SystemPrep = {
  id: 'actionPoints',
  pcBlock: PcBlock,
  npcBlock: NpcBlock,
  encounterSetup: EncounterSetup,
  settings: ApSettings,
  campaignSettings: ApSuccessLevels,
}

/**
 * Action points' screens: the fight on the combat tracker with its hex map, the fight picker,
 * the state after a log entry. Each loads when first shown.
 */
export const actionPointsScreens: SystemScreens = {
  id: 'actionPoints',
  runner: defineAsyncComponent(() => import('./ApRunner.vue')),
  idle: defineAsyncComponent(() => import('./ApIdle.vue')),
  pastState: defineAsyncComponent(() => import('./ApPastState.vue')),
  shortcuts: FIGHT_KEYS,
}
