import { z } from 'zod'
import type { Campaign } from '../../../campaign'
import { Id } from '../../../campaign/common'
import { JoiningCombatant } from '../../../combat/core-events'
import { instanceNames } from '../../../combat/roster'
import type { RunPlan, SystemContext } from '../../rule-system'
import { EscalationSettingsSchema, EscalationStatBlock, escalationSettingsOf, pcTier } from '../campaign'
import { npcStats, pcStats } from '../combat/stats'
import { escalationBlockOf, freshCarry, type EscalationState } from './state'

/** The GM's request to start a fight: an encounter and the PCs who take part (every PC with Escalation stats still in the game, by default). */
export const FightRequest = z.strictObject({ encounterId: Id, pcIds: z.array(Id).max(50).optional() })
export type FightRequest = z.infer<typeof FightRequest>

/**
 * What a fight's start logs: every combatant as it enters and the campaign's Escalation settings
 * (read from the campaign then), so replay never depends on later prep edits. A fight logged
 * before the settings were logged plays the defaults.
 */
export const FightStart = z.strictObject({
  encounterId: Id,
  name: z.string().min(1).max(120),
  combatants: z.array(JoiningCombatant).min(1).max(250),
  settings: EscalationSettingsSchema.optional(),
})
export type FightStart = z.infer<typeof FightStart>

const refused = (reason: string) => ({ refused: reason })

/**
 * Sets a fight up from an encounter: its NPCs, one combatant per copy (a Sand Raider × 4 is
 * Sand Raider 1 to 4, each with its own hit points), hidden when the players have not met
 * that NPC (they appear on their first turn), and the party: each PC with its Escalation
 * stats and what it carries from earlier fights. A PC or NPC without Escalation stats is
 * named, with where to add them.
 */
export function planFight(request: FightRequest, state: EscalationState, { campaign }: SystemContext): RunPlan<FightStart> | { refused: string } {
  if (state.fight) return refused(`“${state.fight.snapshot.context.encounterId}” is still open: close it first.`)
  if (!campaign) return refused('A fight starts from an open campaign.')
  const encounter = campaign.encounters.find((e) => e.id === request.encounterId)
  if (!encounter) return refused(`There is no encounter “${request.encounterId}”.`)
  if (encounter.system !== 'escalation') return refused(`“${encounter.name}” is prepared for another combat system.`)
  const combatants: JoiningCombatant[] = []
  const settings = escalationSettingsOf(campaign)
  const party = request.pcIds ?? campaign.characters.filter((pc) => !pc.outOfGame && escalationBlockOf(pc)).map((pc) => pc.id)
  for (const id of party) {
    const pc = campaign.characters.find((p) => p.id === id)
    if (!pc) return refused(`There is no PC “${id}”.`)
    const block = escalationBlockOf(pc)
    if (!block)
      return refused(
        `${pc.name} has no Escalation stats yet: add them in Characters (Combat stats, Escalation), or leave ${pc.name} out of this fight.`,
      )
    const carry = state.pcs[pc.id] ?? freshCarry(block)
    const stats = pcStats(block, carry, pcTier(block, settings.tierStarts))
    combatants.push({
      id: pc.id,
      name: pc.name,
      side: 'players',
      source: { kind: 'pc', id: pc.id },
      maxHp: block.hpMax,
      hp: carry.hp,
      hidden: false,
      revealOnTurn: false,
      stats,
    })
  }
  for (const entry of encounter.combatants) {
    const npc = campaign.npcs.find((n) => n.id === entry.npcId)
    if (!npc) return refused(`The encounter names an NPC “${entry.npcId}” the campaign does not have.`)
    const block = EscalationStatBlock.safeParse(npc.statBlocks.escalation)
    if (!npc.statBlocks.escalation || !block.success) return refused(`${npc.name} has no Escalation stat block: add one in NPCs.`)
    instanceNames(npc.name, entry.count).forEach((name, i) =>
      combatants.push({
        id: `${npc.id}-${i + 1}`,
        name,
        side: 'enemies',
        source: { kind: 'npc', id: npc.id, instance: i + 1 },
        maxHp: block.data.hp,
        hp: block.data.hp,
        hidden: !npc.revealed,
        // Hidden until the GM reveals them (or chooses, in setup, to reveal them on their first turn).
        revealOnTurn: false,
        stats: npcStats(block.data),
      }),
    )
  }
  if (combatants.length === 0) return refused(`“${encounter.name}” has nobody in it: add NPCs to the encounter or PCs to the fight.`)
  return {
    start: { encounterId: encounter.id, name: encounter.name, combatants, settings },
    sceneId: null,
    item: encounter.id,
    visibility: encounter.revealed ? 'public' : 'private',
    summary: `The fight “${encounter.name}” is set up (${combatants.length} combatants).`,
  }
}

/** The encounter a fight plays, for names. */
export function encounterOf(campaign: Campaign | null, id: string) {
  return campaign?.encounters.find((e) => e.id === id)
}
