import type { z } from 'zod'
import { campaignPartOf, type CampaignPart, type FastCheck } from './parts'

type Path = (string | number)[]
/** A problem at a path; `issue` is the schema's own, when it has one, so a form can word it for its field. */
type Problem = (path: Path, message: string, issue?: z.core.$ZodIssue) => void

/**
 * Says whether a system's data stands as it is: its schema accepts it and gives it back
 * unchanged. Faster than zod's parse where it can be (main's is ajv's, see `FastCheck`); for a
 * schema whose `fastCheck` is false, zod's parse compared with the value.
 */
export type PartShapeCheck = (schema: z.ZodType, fastCheck: FastCheck, value: unknown) => boolean

const KIND_WORDS = { pcBlock: 'a PC', npcBlock: 'an NPC' } as const

/**
 * A check whose result is what is kept: `check` reports problems and gives back the checked
 * data (each system's block as its schema gave it), and `keep` puts it in the value. For a
 * schema as `.superRefine(c.check).overwrite(c.keep)`: a refinement reports its problems beside
 * the fields' own (a transform would run only once those were gone), and `overwrite` keeps the
 * result. The two run one after the other on the one value zod hands both, which carries the
 * result from one to the other.
 */
export function checkThenKeep<T extends object, R>(check: (value: T, ctx: z.RefinementCtx<T>) => R, keep: (value: T, checked: R) => T) {
  const results = new WeakMap<T, R>()
  return {
    check: (value: T, ctx: z.RefinementCtx<T>): void => void results.set(value, check(value, ctx)),
    keep: (value: T): T => {
      const checked = results.get(value)
      results.delete(value)
      // Without a result the check did not run, which zod does only for a value it refuses.
      return checked === undefined ? value : keep(value, checked)
    },
  }
}

/**
 * Checks each system's block on one PC or NPC with that system's own schema, and gives the
 * blocks back as the schemas gave them (a name trimmed, a default written out): what is kept is
 * what was checked. A block of a system this console does not know is refused, not dropped:
 * the file keeps it and says why.
 */
export function checkBlocks(
  blocks: Record<string, unknown>,
  kind: keyof typeof KIND_WORDS,
  path: Path,
  problem: Problem,
  fast?: PartShapeCheck,
): Record<string, unknown> {
  if (fast) {
    // Checked as they stand: nothing is made of them, and a path is built only for a problem.
    for (const system in blocks) {
      const part = campaignPartOf(system)?.[kind]
      if (!part) problem([...path, system], `this console has no rule system "${system}" with a block on ${KIND_WORDS[kind]}`)
      else if (!fast(part.schema, part.fastCheck ?? {}, blocks[system])) problem([...path, system], NOT_AS_IT_STANDS)
    }
    return blocks
  }
  const checked: [string, unknown][] = []
  for (const [system, block] of Object.entries(blocks)) {
    const part = campaignPartOf(system)?.[kind]
    if (part) checked.push([system, checkedValue(part.schema, part.fastCheck, block, [...path, system], problem, fast)])
    else problem([...path, system], `this console has no rule system "${system}" with a block on ${KIND_WORDS[kind]}`)
  }
  // Built from entries, never by assignment: a key is data here, whatever its name.
  return Object.fromEntries(checked)
}

/**
 * Checks each system's settings with that system's own schema, and gives them back as the
 * schemas gave them; settings of a system this console does not know are refused, not dropped.
 */
export function checkSystemSettings(
  systems: Record<string, unknown> | undefined,
  path: Path,
  problem: Problem,
  fast?: PartShapeCheck,
): Record<string, unknown> | undefined {
  if (systems === undefined) return undefined
  const checked: [string, unknown][] = []
  for (const [system, settings] of Object.entries(systems)) {
    const part = campaignPartOf(system)?.settings
    if (part) checked.push([system, checkedValue(part.schema, part.fastCheck, settings, [...path, system], problem, fast)])
    else problem([...path, system], `this console has no rule system "${system}" with settings`)
  }
  return Object.fromEntries(checked)
}

/** Checks an encounter's system and the setup that system asks for; gives the setup back as the system's schema gave it. */
export function checkEncounterSetup(encounter: { system: string; setup: unknown }, path: Path, problem: Problem, fast?: PartShapeCheck): unknown {
  const part: CampaignPart | undefined = campaignPartOf(encounter.system)
  if (!part?.encounters) {
    problem([...path, 'system'], `this console runs no fights of a system "${encounter.system}"`)
    return encounter.setup
  }
  return checkedValue(part.encounters.setup, part.encounters.fastCheck, encounter.setup, [...path, 'setup'], problem, fast)
}

/**
 * The value as `schema` gives it back, its problems told; the value itself where zod refuses
 * it (the caller's parse fails then, and keeps nothing). Given `fast` (a campaign checked as it
 * stands, `isValidCampaign`), a value that does not stand as it is counts as a problem without
 * asking zod: the caller then asks zod, which says what is wrong or gives the changed value.
 */
/** A part a fast check says no to: zod is asked next, with the whole campaign, and says what is wrong or gives the changed value. */
const NOT_AS_IT_STANDS = 'not as it stands: its schema would change it or refuse it'

function checkedValue(
  schema: z.ZodType,
  fastCheck: FastCheck | undefined,
  value: unknown,
  path: Path,
  problem: Problem,
  fast?: PartShapeCheck,
): unknown {
  if (fast) {
    if (!fast(schema, fastCheck ?? {}, value)) problem(path, NOT_AS_IT_STANDS)
    return value
  }
  const result = schema.safeParse(value)
  if (result.success) return result.data
  for (const issue of result.error.issues) problem([...path, ...issue.path.map(keyOf)], issue.message, issue)
  return value
}

const keyOf = (key: PropertyKey): string | number => (typeof key === 'symbol' ? String(key) : key)
