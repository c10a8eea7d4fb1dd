import type { Campaign, Npc } from '../campaign'

/**
 * A combatant's portrait by its id in the fight: its PC's (the PC's own id), or the NPC's it
 * was made from (`<npc id>-<n>`); none for one the GM added by hand. Whether the players may
 * see it is not decided here: main's player view decides that.
 */
export function combatantPortrait(campaign: Pick<Campaign, 'characters' | 'npcs'>, id: string): string | undefined {
  const pc = campaign.characters.find((c) => c.id === id)
  if (pc) return pc.portrait
  return npcOfCombatant(campaign, id)?.portrait
}

/** The NPC a combatant was made from, by the combatant's id in the fight (`<npc id>-<n>`); none for a PC or one added by hand. */
export function npcOfCombatant(campaign: Pick<Campaign, 'npcs'>, id: string): Npc | undefined {
  return campaign.npcs.find((n) => id.startsWith(`${n.id}-`) && /^\d+$/.test(id.slice(n.id.length + 1)))
}
