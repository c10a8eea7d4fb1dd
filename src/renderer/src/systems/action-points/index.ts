import type { SystemPrep } from '../prep'
import EncounterSetup from './EncounterSetup.vue'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'

/** Action points' editors: a PC's block, an NPC's stat block, an encounter's map. */
export const actionPointsPrep: SystemPrep = { id: 'actionPoints', pcBlock: PcBlock, npcBlock: NpcBlock, encounterSetup: EncounterSetup }
