import type { z } from 'zod'
import type { ActionPointsStatBlock, CombatSystemId, EscalationStatBlock, Npc, ZonesStatBlock } from '@shared/campaign'
import type { PrepDraft } from '../../composables/usePrepEditor'

export type NpcDraft = PrepDraft<Npc>
export type EscalationBlock = z.infer<typeof EscalationStatBlock>
export type ZonesBlock = z.infer<typeof ZonesStatBlock>
export type ActionPointsBlock = z.infer<typeof ActionPointsStatBlock>
export type Attack = EscalationBlock['attacks'][number]

/** The combat systems by their names in the rule texts. */
export const SYSTEM_LABEL: Record<CombatSystemId, string> = {
  escalation: 'Escalation',
  zones: 'Zones',
  actionPoints: 'Action points',
}

export function blankNpc(): NpcDraft {
  return { name: '', description: '', gmNotes: '', revealed: false, statBlocks: {} }
}

/** A stat block as the GM starts it when switching a system on for this NPC. */
export const BLANK_BLOCK: { [K in CombatSystemId]: () => NonNullable<Npc['statBlocks'][K]> } = {
  escalation: () => ({ level: 1, hp: 10, ac: 15, pd: 12, md: 12, initiative: 0, attacks: [], notes: '' }),
  zones: () => ({ level: 1, hp: 6, str: 0, dex: 0, wil: 0, skill: 0, damage: '1d6', notes: '' }),
  actionPoints: () => ({ hp: 20, agility: 30, moveSpeed: 4, skills: {}, notes: '' }),
}

/** The systems this NPC has a stat block for, in the usual order. */
export function systemsOf(npc: Pick<Npc, 'statBlocks'>): CombatSystemId[] {
  return (Object.keys(SYSTEM_LABEL) as CombatSystemId[]).filter((id) => npc.statBlocks[id] !== undefined)
}
