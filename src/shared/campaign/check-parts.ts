import type { z } from 'zod'
import { campaignPartOf, type CampaignPart, type FastCheck } from './parts'

type Path = (string | number)[]
/** A problem at a path; `issue` is the schema's own, when it has one, so a form can word it for its field. */
type Problem = (path: Path, message: string, issue?: z.core.$ZodIssue) => void

/**
 * Says whether a system's data is valid as it stands, faster than zod (main's is ajv's, see
 * `FastCheck`); when it says no, zod is asked, for the problems.
 */
export type PartShapeCheck = (schema: z.ZodType, fastCheck: Exclude<FastCheck, false>, value: unknown) => boolean

const KIND_WORDS = { pcBlock: 'a PC', npcBlock: 'an NPC' } as const

/**
 * Checks each system's block on one PC or NPC with that system's own schema. A block of a system
 * this console does not know is refused, not dropped: the file keeps it and says why.
 */
export function checkBlocks(
  blocks: Record<string, unknown>,
  kind: keyof typeof KIND_WORDS,
  path: Path,
  problem: Problem,
  fast?: PartShapeCheck,
): void {
  for (const [system, block] of Object.entries(blocks)) {
    const part = campaignPartOf(system)?.[kind]
    if (!part) {
      problem([...path, system], `this console has no rule system "${system}" with a block on ${KIND_WORDS[kind]}`)
      continue
    }
    reportIssues(part.schema, part.fastCheck, block, [...path, system], problem, fast)
  }
}

/** Checks each system's settings with that system's own schema; settings of a system this console does not know are refused, not dropped. */
export function checkSystemSettings(systems: Record<string, unknown> | undefined, path: Path, problem: Problem): void {
  for (const [system, settings] of Object.entries(systems ?? {})) {
    const part = campaignPartOf(system)?.settings
    if (part) reportIssues(part.schema, part.fastCheck, settings, [...path, system], problem)
    else problem([...path, system], `this console has no rule system "${system}" with settings`)
  }
}

/** Checks an encounter's system and the setup that system asks for. */
export function checkEncounterSetup(encounter: { system: string; setup: unknown }, path: Path, problem: Problem, fast?: PartShapeCheck): void {
  const part: CampaignPart | undefined = campaignPartOf(encounter.system)
  if (!part?.encounters) {
    problem([...path, 'system'], `this console runs no fights of a system "${encounter.system}"`)
    return
  }
  reportIssues(part.encounters.setup, part.encounters.fastCheck, encounter.setup, [...path, 'setup'], problem, fast)
}

function reportIssues(
  schema: z.ZodType,
  fastCheck: FastCheck | undefined,
  value: unknown,
  path: Path,
  problem: Problem,
  fast?: PartShapeCheck,
): void {
  if (fast && fastCheck !== false && fast(schema, fastCheck ?? {}, value)) return
  const result = schema.safeParse(value)
  if (result.success) return
  for (const issue of result.error.issues) problem([...path, ...issue.path.map(keyOf)], issue.message, issue)
}

const keyOf = (key: PropertyKey): string | number => (typeof key === 'symbol' ? String(key) : key)
