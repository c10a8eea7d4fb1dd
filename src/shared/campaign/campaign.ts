import { z } from 'zod'
import { Id, Name, Timestamp, Count } from './common'
import { PlayerCharacter, MoonRelic } from './characters'
import { Trait } from './traits'
import { Npc, Encounter } from './npcs'
import { Scene } from './scenes'
import { CampaignSettings } from './settings'
import { checkReferences } from './references'
import { compileCheck } from '../schema/compile-check'

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

const campaignShapeHolds = compileCheck(CampaignShape)

/**
 * Whether a document is a valid campaign: the same verdict as `Campaign.safeParse`, without
 * building the parsed copy, so a large file opens fast. Ask `Campaign` for the problems.
 */
export function isValidCampaign(document: unknown): document is Campaign {
  if (!campaignShapeHolds(document)) return false
  let holds = true
  checkReferences(document as Campaign, { addIssue: () => void (holds = false) } as unknown as z.RefinementCtx)
  return holds
}
