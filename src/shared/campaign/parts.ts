import type { z } from 'zod'

/**
 * What opening a campaign needs to check a system's schema fast: main compiles it, with ajv,
 * from the schema's JSON Schema, and asks zod only when that check says no. JSON Schema does
 * not hold everything zod checks: name the strings the schema trims (`.trim()`) and the
 * schemas inside it with a refinement (`.superRefine`: zod checks just those values), or say
 * `false` (a transform), and zod checks every value whole. The test that compares the two
 * checks on every registered part finds one left out.
 */
export type FastCheck = { trimmed?: readonly z.ZodType[]; refined?: readonly z.ZodType[] } | false

/** A schema for one system's data on one kind of campaign item, and what the GM starts from. */
export interface PartSchema<T = unknown> {
  schema: z.ZodType
  blank(): T
  /** See `FastCheck`; a schema of plain fields needs nothing here. */
  fastCheck?: FastCheck
}

/**
 * What a rule system keeps in the campaign file beside the campaign's own data: a block on
 * each PC (`statBlocks[<system id>]` of a character), a stat block on each NPC (the same on an
 * NPC), and what an encounter it runs needs prepared (`setup`). Systems register their part (the
 * shared system registry does it for the built-in ones); the campaign checks each block with its
 * system's own schema, so core code names no system and a new one adds its data without a
 * change here.
 */
export interface CampaignPart {
  system: string
  /** The system's name as the rule text gives it ("Escalation"). */
  name: string
  pcBlock?: PartSchema
  npcBlock?: PartSchema
  /** Present when encounters may be prepared for this system: what one needs besides its combatants. */
  encounters?: { setup: z.ZodType; blank(): Record<string, unknown>; fastCheck?: FastCheck }
  /**
   * The system's rulings that are campaign settings (RULINGS.md: a default the GM may change per
   * campaign), kept in `settings.systems[<system id>]`; a campaign that names none plays the defaults.
   */
  settings?: PartSchema
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

/** The systems an encounter can be prepared for, in the order registered. */
export function combatParts(): CampaignPart[] {
  return campaignParts().filter((part) => part.encounters)
}
