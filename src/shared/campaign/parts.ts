import type { z } from 'zod'

/**
 * What a rule system keeps in the campaign file beside the campaign's own data: a block on
 * each PC (`statBlocks[<system id>]` of a character), a stat block on each NPC (the same on an
 * NPC), and whether encounters are prepared for it. Systems register their part (the shared
 * system registry does it for the built-in ones); the campaign checks each block with its
 * system's own schema, so core code names no system and a new one adds its data without a
 * change here.
 */
export interface CampaignPart {
  system: string
  name: string
  pcBlock?: { schema: z.ZodType; blank(): unknown }
  npcBlock?: { schema: z.ZodType; blank(): unknown }
  /** Encounters may be prepared for this system. */
  encounters: boolean
}

const parts = new Map<string, CampaignPart>()

/** Adds a system's part of the campaign (the registry calls this for every built-in system). */
export function registerCampaignPart(part: CampaignPart): void {
  parts.set(part.system, part)
}

/** The part of a system, or undefined when none is registered. */
export function campaignPartOf(system: string): CampaignPart | undefined {
  return parts.get(system)
}

/** Every registered part, in the order registered. */
export function campaignParts(): CampaignPart[] {
  return [...parts.values()]
}
