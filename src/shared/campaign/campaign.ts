import type { z } from 'zod'
import { CampaignShape, type Campaign as CampaignData } from './shape'
import { checkReferences, type CheckedParts } from './references'
import { checkThenKeep, type PartShapeCheck } from './check-parts'

export { CAMPAIGN_SCHEMA_VERSION, SessionRecord, Pools } from './shape'

const references = checkThenKeep(checkReferences, withCheckedParts)

/**
 * A whole campaign file, with its cross-references checked (ids that must exist, limits), and
 * each rule system's data as that system's schema gave it back: the shape holds a block as it
 * comes, so keeping it would keep what the check did not (a key zod's record left out, a name
 * not yet trimmed).
 */
export const Campaign = CampaignShape.superRefine(references.check).overwrite(references.keep)
export type Campaign = CampaignData

function withCheckedParts(campaign: CampaignData, parts: CheckedParts): CampaignData {
  const { settings } = campaign
  return {
    ...campaign,
    settings: parts.systems === undefined ? settings : { ...settings, systems: parts.systems },
    characters: campaign.characters.map((pc, i) => ({ ...pc, statBlocks: parts.characters[i]! })),
    npcs: campaign.npcs.map((npc, i) => ({ ...npc, statBlocks: parts.npcs[i]! })),
    encounters: campaign.encounters.map((encounter, i) => ({ ...encounter, setup: parts.setups[i] as CampaignData['encounters'][number]['setup'] })),
  }
}

/**
 * Whether a document is a valid campaign as it stands: `Campaign.safeParse` accepts it and its
 * data is the document itself, so it can be used without zod's parsed copy and a large file
 * opens fast. When not, ask `Campaign`: it may still accept the document once it has trimmed
 * a name, and it says what is wrong. `shapeHolds` answers that for the fields (see main's
 * `campaignShapeHolds`, which ajv compiles from the schema's JSON Schema: generated code,
 * which the renderer's policy forbids, so it is not in src/shared); the cross-references are
 * checked here, on the document as it stands, and each system's data by `partHolds` (main's
 * `partShapeHolds`: a compiled check of each system's schema, see `FastCheck`).
 */
export function isValidCampaign(document: unknown, shapeHolds: (document: unknown) => boolean, partHolds: PartShapeCheck): document is Campaign {
  if (!shapeHolds(document)) return false
  let holds = true
  checkReferences(document as Campaign, { addIssue: () => void (holds = false) } as unknown as z.RefinementCtx, partHolds)
  return holds
}
