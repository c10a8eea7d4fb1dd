import type { z } from 'zod'
import { CampaignShape, type Campaign as CampaignData } from './shape'
import { checkReferences } from './references'
import type { PartShapeCheck } from './check-parts'

export { CAMPAIGN_SCHEMA_VERSION, SessionRecord, Pools } from './shape'

/** A whole campaign file, with its cross-references checked (ids that must exist, limits). */
export const Campaign = CampaignShape.superRefine(checkReferences)
export type Campaign = CampaignData

/**
 * Whether a document is a valid campaign as it stands: `Campaign.safeParse` accepts it and its
 * data is the document itself, so it can be used without zod's parsed copy and a large file
 * opens fast. When not, ask `Campaign`: it may still accept the document once it has trimmed
 * a name, and it says what is wrong. `shapeHolds` answers that for the fields (see main's
 * `campaignShapeHolds`, which ajv compiles from the schema's JSON Schema: generated code,
 * which the renderer's policy forbids, so it is not in src/shared); the cross-references are
 * checked here, on the document as it stands, and each system's data by `partHolds` (main's
 * compiled check of each system's schema, see `FastCheck`) before zod.
 */
export function isValidCampaign(document: unknown, shapeHolds: (document: unknown) => boolean, partHolds?: PartShapeCheck): document is Campaign {
  if (!shapeHolds(document)) return false
  let holds = true
  checkReferences(document as Campaign, { addIssue: () => void (holds = false) } as unknown as z.RefinementCtx, partHolds)
  return holds
}
