import { campaignPartOf, campaignParts, combatParts, type Npc } from '@shared/campaign'

// The rule systems' parts of the campaign as the prep pages name and list them.

/** A system's name as the rule text gives it, or its id when this console does not know it. */
export const systemName = (system: string): string => campaignPartOf(system)?.name ?? system

/** The systems an encounter can be prepared for, by name, in the registry's order. */
export function combatSystemNames(): Record<string, string> {
  return Object.fromEntries(combatParts().map((part) => [part.system, part.name]))
}

/** The systems with a block on NPCs, by name. */
export function npcBlockNames(): Record<string, string> {
  return Object.fromEntries(campaignParts().flatMap((part) => (part.npcBlock ? [[part.system, part.name]] : [])))
}

/** The systems this NPC has a stat block for, in the registry's order (any unknown one last). */
export function systemsOf(npc: Pick<Npc, 'statBlocks'>): string[] {
  const known = campaignParts().map((part) => part.system)
  const held = Object.keys(npc.statBlocks)
  return [...known.filter((id) => held.includes(id)), ...held.filter((id) => !known.includes(id))]
}
