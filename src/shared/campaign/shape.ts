// The shape of a campaign file, apart from its cross-references (`references.ts`), which read
// it: `campaign.ts` puts the two together.
import { z } from 'zod'
import { Id, Name, Timestamp, Count } from './common'
import { PlayerCharacter, MoonRelic } from './characters'
import { Trait } from './traits'
import { Npc, Encounter } from './npcs'
import { Scene } from './scenes'
import { CampaignSettings } from './settings'

/** The schema version this build writes. Older files are migrated; newer ones are refused. */
export const CAMPAIGN_SCHEMA_VERSION = 3

/** A session's entry in the campaign; its log lives beside the campaign file. */
export const SessionRecord = z.strictObject({
  id: Id,
  name: Name,
  startedAt: Timestamp,
  endedAt: Timestamp.nullable(),
})
export type SessionRecord = z.infer<typeof SessionRecord>

/** Destiny and Doom persist between Challenges, so they belong to the campaign. */
export const Pools = z.strictObject({ destiny: Count, doom: Count })
export type Pools = z.infer<typeof Pools>

/** The fields of a campaign file, each item checked on its own; `Campaign` adds the checks across items. */
export const CampaignShape = z.strictObject({
  schemaVersion: z.literal(CAMPAIGN_SCHEMA_VERSION),
  id: Id,
  name: Name,
  createdAt: Timestamp,
  settings: CampaignSettings,
  pools: Pools,
  characters: z.array(PlayerCharacter),
  traits: z.array(Trait),
  relics: z.array(MoonRelic),
  npcs: z.array(Npc),
  scenes: z.array(Scene),
  encounters: z.array(Encounter),
  sessions: z.array(SessionRecord),
})

/** A campaign as the console holds it. */
export type Campaign = z.infer<typeof CampaignShape>
