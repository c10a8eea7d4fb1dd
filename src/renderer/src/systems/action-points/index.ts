import type { SystemPrep } from '../prep'
import NpcBlock from './NpcBlock.vue'

/** Action points' editors: an NPC's stat block. */
export const actionPointsPrep: SystemPrep = { id: 'actionPoints', npcBlock: NpcBlock }
