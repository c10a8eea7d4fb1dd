import type { Campaign } from '../campaign'

/**
 * A combatant's portrait by its id in the fight: its PC's (the PC's own id), or the NPC's it
 * was made from (`<npc id>-<n>`); none for one the GM added by hand. Whether the players may
 * see it is not decided here: main's player view decides that.
 */
export function combatantPortrait(campaign: Pick<Campaign, 'characters' | 'npcs'>, id: string): string | undefined {
  const pc = campaign.characters.find((c) => c.id === id)
  if (pc) return pc.portrait
  const npc = campaign.npcs.find((n) => id.startsWith(`${n.id}-`) && /^\d+$/.test(id.slice(n.id.length + 1)))
  return npc?.portrait
}
