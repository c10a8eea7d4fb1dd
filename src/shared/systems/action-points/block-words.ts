/** Action points' words for its blocks, in refusals and on the fight's start form. */
export const AP_BLOCK_WORDS = { lacking: { what: 'no Action-points block yet: add one', section: 'Action points' }, npcBlock: 'Action-points' }
