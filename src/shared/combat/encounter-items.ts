import type { Campaign } from '../campaign'
import type { RunItem } from '../systems/rule-system'

/** A combat system's runnable items: its encounters, each revealed or not as the GM left it. */
export function encounterItems(system: string): (campaign: Campaign) => RunItem[] {
  return (campaign) =>
    campaign.encounters
      .filter((e) => e.system === system)
      .map((e) => ({ id: e.id, name: e.name, where: 'Encounter', sceneId: null, revealed: e.revealed }))
}
