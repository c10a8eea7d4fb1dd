import type { CampaignSettings } from '../campaign'
import type { SystemManifest } from './rule-system'
import { allManifests } from './manifests'

/** What says which systems a campaign plays: its settings. */
type Playing = { settings: Pick<CampaignSettings, 'inPlay'> } | null | undefined

/**
 * Whether the campaign plays this system: it names it in `settings.inPlay`, or names none (a
 * campaign written before there was a choice, or no campaign open), and then plays them all.
 */
export function isInPlay(campaign: Playing, system: string): boolean {
  const named = campaign?.settings.inPlay
  return !named || named.includes(system)
}

/**
 * The manifests of the systems the campaign plays, in the registry's order: what the console
 * takes its words and sections from. The first of them speaks for the table where the console
 * needs one word (the run section's name, the players' side on the display).
 */
export function systemsInPlay(campaign: Playing): SystemManifest[] {
  return allManifests().filter((manifest) => isInPlay(campaign, manifest.id))
}
