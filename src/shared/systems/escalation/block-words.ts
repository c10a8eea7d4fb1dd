/** Escalation's words for its blocks, in refusals and on the fight's start form. */
export const ESCALATION_BLOCK_WORDS = { lacking: { what: 'no Escalation stats yet: add them', section: 'Escalation' }, npcBlock: 'Escalation' }
