import type { SystemPrep } from '../prep'
import NpcBlock from './NpcBlock.vue'
import PcBlock from './PcBlock.vue'

/** Escalation's editors: a PC's block and an NPC's stat block. */
export const escalationPrep: SystemPrep = { id: 'escalation', pcBlock: PcBlock, npcBlock: NpcBlock }
