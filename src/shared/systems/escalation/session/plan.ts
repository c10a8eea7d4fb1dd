import { ESCALATION_BLOCK_WORDS } from '../block-words'
import { z } from 'zod'
import { blockOf, FIGHT_START_SHAPE, FightRequest, planFight as planCombat, type CombatantReader } from '../../../combat/from-campaign'
import type { RunPlan, SystemContext } from '../../rule-system'
import { EscalationSettingsSchema, EscalationStatBlock, escalationSettingsOf, pcTier, type EscalationCampaignSettings } from '../campaign'
import { npcStats, pcStats } from '../combat/stats'
import { escalationBlockOf, freshCarry, type EscalationState } from './state'

export { FightRequest }

/**
 * What a fight's start logs: every combatant as it enters and the campaign's Escalation settings
 * (read from the campaign then), so replay never depends on later prep edits. A fight logged
 * before the settings were logged plays the defaults.
 */
export const FightStart = z.strictObject({ ...FIGHT_START_SHAPE, settings: EscalationSettingsSchema.optional() })
export type FightStart = z.infer<typeof FightStart>

/**
 * How Escalation reads a combatant: a PC with its stats, what it carries from earlier fights
 * (hit points, recoveries) and its tier by the settings in force (E60); an NPC by its stat
 * block (its band from its stats, E15); one the GM makes up as a level-1 NPC with no attacks.
 */
export function escalationReader(state: EscalationState, tierStarts: Readonly<EscalationCampaignSettings['tierStarts']>): CombatantReader {
  return {
    pc(pc) {
      const block = escalationBlockOf(pc)
      if (!block) return null
      const carry = state.pcs[pc.id] ?? freshCarry(block)
      return { maxHp: block.hpMax, hp: carry.hp, stats: pcStats(block, carry, pcTier(block, tierStarts)) }
    },
    npc(npc) {
      const block = blockOf(EscalationStatBlock, npc, 'escalation')
      return block && { maxHp: block.hp, hp: block.hp, stats: npcStats(block) }
    },
    custom: (hp) => npcStats({ level: 1, hp, ac: 10, pd: 10, md: 10, initiative: 0, attacks: [], notes: '' }),
  }
}

/**
 * Sets a fight up from an encounter: its NPCs, one combatant per copy (a Sand Raider × 4 is
 * Sand Raider 1 to 4, each with its own hit points), hidden when the players have not met
 * that NPC (they appear on their first turn), and the party: each PC with its Escalation
 * stats and what it carries from earlier fights. A PC or NPC without Escalation stats is
 * named, with where to add them.
 */
export function planFight(request: FightRequest, state: EscalationState, { campaign }: SystemContext): RunPlan<FightStart> | { refused: string } {
  return planCombat(request, state.fight?.snapshot.context, campaign, {
    system: 'escalation',
    words: ESCALATION_BLOCK_WORDS,
    reader: (campaign) => escalationReader(state, escalationSettingsOf(campaign).tierStarts),
    setup: () => null,
    start: (base, _setup, campaign) => ({ start: { ...base, settings: escalationSettingsOf(campaign) }, detail: '' }),
  })
}

export { ESCALATION_BLOCK_WORDS }
