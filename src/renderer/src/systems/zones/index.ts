import type { SystemPrep } from '../prep'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'
import EncounterSetup from './EncounterSetup.vue'

/** Zones' editors: a PC's block, an NPC's stat block and an encounter's battlefield. */
export const zonesPrep: SystemPrep = { id: 'zones', pcBlock: PcBlock, npcBlock: NpcBlock, encounterSetup: EncounterSetup }
