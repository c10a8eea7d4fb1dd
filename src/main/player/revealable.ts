import type { Campaign } from '@shared/campaign'
import type { RequestPayload } from '@shared/ipc/contract'

/** The kinds of campaign item the GM can reveal to the players or hide from them. */
export type RevealableKind = RequestPayload<'player.reveal'>['kind']

/** What every revealable item has in common. */
export interface Revealable {
  id: string
  name: string
  revealed: boolean
}

/** Every item of one kind, wherever it sits in the campaign (events and Challenges inside scenes). */
export function revealables(campaign: Campaign, kind: RevealableKind): Revealable[] {
  switch (kind) {
    case 'scene':
      return campaign.scenes
    case 'event':
      return campaign.scenes.flatMap((scene) => scene.events)
    case 'challenge':
      return campaign.scenes.flatMap((scene) => scene.events.flatMap((event) => event.challenges))
    case 'trait':
      return campaign.traits
    case 'relic':
      return campaign.relics
    case 'npc':
      return campaign.npcs
    case 'encounter':
      return campaign.encounters
  }
}

/** One item of the campaign by kind and id, or undefined. */
export function findRevealable(campaign: Campaign, kind: RevealableKind, id: string): Revealable | undefined {
  return revealables(campaign, kind).find((item) => item.id === id)
}

const KINDS: readonly RevealableKind[] = ['scene', 'event', 'challenge', 'trait', 'relic', 'npc', 'encounter']

/** The item with this id, whatever its kind (a campaign's ids are its own, across kinds), or undefined. */
export function revealableById(campaign: Campaign, id: string): Revealable | undefined {
  for (const kind of KINDS) {
    const item = findRevealable(campaign, kind, id)
    if (item) return item
  }
  return undefined
}
