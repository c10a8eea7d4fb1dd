import type { Campaign } from '../campaign'
import { allSystems } from '../systems/registry'

/** A campaign item's name and whether the players may read it. */
export interface RevealableName {
  name: string
  revealed: boolean
}

/**
 * What an export reads from the campaign besides the log: the campaign's name, scene names
 * (the log keeps only their ids), the items runs play (Challenges, encounters) and what is
 * revealed to the players now.
 */
export interface ExportNames {
  campaign: string
  scenes: Record<string, RevealableName>
  /** The campaign items runs play, by id. */
  items: Record<string, RevealableName>
  /** Ids the players have not been shown (hidden traits): entries naming them stay out of a public export. */
  hiddenIds: string[]
}

/** The export's names, read from the campaign as it is now. */
export function exportNamesOf(campaign: Campaign): ExportNames {
  const scenes: ExportNames['scenes'] = {}
  const items: ExportNames['items'] = {}
  for (const scene of campaign.scenes) scenes[scene.id] = { name: scene.name, revealed: scene.revealed }
  for (const system of allSystems()) for (const item of system.items(campaign)) items[item.id] = { name: item.name, revealed: item.revealed }
  return { campaign: campaign.name, scenes, items, hiddenIds: allSystems().flatMap((system) => system.hiddenIds(campaign)) }
}
