/** Zones' words for its blocks, in refusals and on the fight's start form. */
export const ZONES_BLOCK_WORDS = { lacking: { what: 'no Zones block yet: add one', section: 'Zones' }, npcBlock: 'Zones' }
