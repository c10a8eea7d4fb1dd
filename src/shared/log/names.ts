import type { Campaign } from '../campaign'

/** A campaign item's name and whether the players may read it. */
export interface RevealableName {
  name: string
  revealed: boolean
}

/**
 * What an export reads from the campaign besides the log: the campaign's name, scene names
 * (the log keeps only their ids), and what is revealed to the players now.
 */
export interface ExportNames {
  campaign: string
  scenes: Record<string, RevealableName>
  challenges: Record<string, RevealableName>
  /** Traits the players have not been shown: entries about them stay out of a public export. */
  hiddenTraitIds: string[]
}

/** The export's names, read from the campaign as it is now. */
export function exportNamesOf(campaign: Campaign): ExportNames {
  const scenes: ExportNames['scenes'] = {}
  const challenges: ExportNames['challenges'] = {}
  for (const scene of campaign.scenes) {
    scenes[scene.id] = { name: scene.name, revealed: scene.revealed }
    for (const event of scene.events) for (const c of event.challenges) challenges[c.id] = { name: c.name, revealed: c.revealed }
  }
  const hiddenTraitIds = campaign.traits.filter((t) => !t.revealed).map((t) => t.id)
  return { campaign: campaign.name, scenes, challenges, hiddenTraitIds }
}
