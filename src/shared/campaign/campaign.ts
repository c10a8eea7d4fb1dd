import { z } from 'zod'
import { Id, Name, Timestamp, Count } from './common'
import { PlayerCharacter, MoonRelic } from './characters'
import { Trait } from './traits'
import { Npc, Encounter } from './npcs'
import { Scene } from './scenes'
import { CampaignSettings } from './settings'
import { checkReferences } from './references'

/** The schema version this build writes. Older files are migrated; newer ones are refused. */
export const CAMPAIGN_SCHEMA_VERSION = 1

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

const CampaignShape = z.strictObject({
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

/** A whole campaign file, with its cross-references checked (ids that must exist, limits). */
export const Campaign = CampaignShape.superRefine(checkReferences)
export type Campaign = z.infer<typeof CampaignShape>

/**
 * Whether a document is a valid campaign as it stands: `Campaign.safeParse` accepts it and its
 * data is the document itself, so it can be used without zod's parsed copy and a large file
 * opens fast. When not, ask `Campaign`: it may still accept the document once it has trimmed
 * a name, and it says what is wrong. `shapeHolds` answers that for the fields (see main's
 * `campaignShapeHolds`, which ajv compiles from the schema's JSON Schema: generated code,
 * which the renderer's policy forbids, so it is not in src/shared); the cross-references are
 * checked here, on the document as it stands.
 */
export function isValidCampaign(document: unknown, shapeHolds: (document: unknown) => boolean): document is Campaign {
  if (!shapeHolds(document)) return false
  let holds = true
  checkReferences(document as Campaign, { addIssue: () => void (holds = false) } as unknown as z.RefinementCtx)
  return holds
}
