import type { SystemPrep } from '../prep'
import NpcBlock from './NpcBlock.vue'
import EncounterSetup from './EncounterSetup.vue'

/** Zones' editors: an NPC's stat block and an encounter's battlefield. */
export const zonesPrep: SystemPrep = { id: 'zones', npcBlock: NpcBlock, encounterSetup: EncounterSetup }
