import { CAMPAIGN_SCHEMA_VERSION, type Campaign } from './campaign'
import { defaultSettings } from './settings'

/**
 * A new, empty campaign with the default settings and empty pools. Pure: the id and the
 * creation time are passed in (main generates ids and reads the clock). The caller validates
 * the result, since `name` comes from the GM.
 */
export function newCampaign(name: string, id: string, now: Date): Campaign {
  return {
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    id,
    name,
    createdAt: now.toISOString(),
    settings: defaultSettings(),
    pools: { destiny: 0, doom: 0 },
    characters: [],
    traits: [],
    relics: [],
    npcs: [],
    scenes: [],
    encounters: [],
    sessions: [],
  }
}
