import { isDeepStrictEqual } from 'node:util'
import Ajv, { _, type KeywordCxt } from 'ajv'
import { z } from 'zod'
import { Campaign, Name, PlayerCharacter, RESERVED_KEY_PATTERN, type PartShapeCheck, type RefinedBy } from '@shared/campaign'

/**
 * Says whether a JSON value is valid as it stands: `safeParse` accepts it and gives it back
 * unchanged. Without building zod's parsed copy of it.
 */
export type ShapeCheck = (value: unknown) => boolean

/** What a schema's JSON Schema does not say. */
export interface ShapeCheckOptions {
  /**
   * The string schemas that trim their text before checking it (`.trim()`): zod's JSON Schema
   * does not say so. Such a text stands as it is only if it is trimmed already.
   */
  trimmed?: readonly z.ZodType[]
  /**
   * The schemas with a refinement (`.refine`, `.superRefine`), which JSON Schema leaves out:
   * a value there is also asked of zod, on its own (a dice notation, not the whole block), or
   * of the plain test the schema's owner gives for it (`RefinedBy`).
   */
  refined?: readonly (z.ZodType | RefinedBy)[]
}

const isRefinedBy = (entry: z.ZodType | RefinedBy): entry is RefinedBy => 'holds' in entry

type JsonSchema = Record<string, unknown>

/** Verdicts on refined texts kept per schema: a few thousand distinct dice notations and the like. */
const MAX_KEPT_VERDICTS = 4096

/**
 * Compiles a zod schema into ajv's validator of the schema's own JSON Schema (`z.toJSONSchema`
 * of its output, which is what a value zod gives back unchanged must match): true exactly when
 * `schema.safeParse` accepts a JSON value (what JSON.parse makes) and its data equals the value,
 * for the kinds of schema a campaign file uses (strict and plain objects, optional keys,
 * strings with lengths and patterns, ISO date-times, numbers, integers and their bounds,
 * booleans, literals, enums, lists, records, unions whose options never both take a value,
 * discriminated unions, nullable; zod's data is a union's first matching option's). When it
 * answers no, ask zod: the value may still be valid once zod has changed it (trimmed a name).
 * A refinement is not in JSON Schema: checking it is the caller's part (the campaign's
 * cross-references are). Where zod and JSON Schema differ, the JSON Schema is adjusted:
 * - patterns: ajv compiles them with the `u` flag unless told not to; zod's have no flag;
 * - formats: zod checks a date-time by its pattern alone, which the JSON Schema also carries,
 *   so formats are not validated (ajv-formats' date-time accepts what zod refuses, such as a
 *   lower-case "t"); a format that comes without a pattern (URLs, e-mails) is refused here;
 * - integers: zod's are safe integers, which its JSON Schema says with bounds; ajv's
 *   `strictNumbers` refuses Infinity (a number too large for JSON.parse) as zod does;
 * - trimmed strings: see `ShapeCheckOptions.trimmed`;
 * - refinements: see `ShapeCheckOptions.refined`;
 * - records: every record of the campaign refuses the reserved keys (`safeRecord`) before zod
 *   reads it, so none stands.
 * Lengths are code points in both, but ajv counts every string's one by one, which took more
 * time than all the rest of a campaign's check: two keywords of our own, `minChars` and
 * `maxChars`, count them only when the string's `.length` does not settle it, as zod does.
 *
 * Why: opening a large campaign spent three times JSON.parse in zod, which copies every object
 * it checks; most files are valid as they stand, and this says so without the copy. ajv
 * generates its validator's code (`new Function`), which the renderer's policy forbids: the
 * check lives in main, which hands it to `isValidCampaign`, and ajv stays out of the
 * renderer's bundle. Built on first use.
 */
export function compileShapeCheck(schema: z.ZodType, options: ShapeCheckOptions = {}): ShapeCheck {
  let check: ShapeCheck | null = null
  return (value) => (check ??= build(schema, options))(value)
}

function build(schema: z.ZodType, { trimmed = [], refined = [] }: ShapeCheckOptions): ShapeCheck {
  const trimmedSchemas = new Set<unknown>(trimmed)
  const refinedSchemas: readonly unknown[] = refined.map((entry) => (isRefinedBy(entry) ? entry.schema : entry))
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    // A schema used in many places becomes one definition, which ajv inlines where it is small:
    // with everything inlined, the campaign's validator grew too large for the engine to
    // optimise, and ran several times slower.
    reused: 'ref',
    override: ({ zodSchema, jsonSchema: node }) => {
      adjust(node as JsonSchema, { trimmed: trimmedSchemas.has(zodSchema), record: zodSchema instanceof z.ZodRecord })
      const index = refinedSchemas.indexOf(zodSchema)
      if (index >= 0) (node as JsonSchema).zodRefined = index
    },
  })
  const ajv = new Ajv({ unicodeRegExp: false, validateFormats: false, strictNumbers: true, strictTypes: false })
  ajv.addKeyword({ keyword: 'minChars', type: 'string', schemaType: 'number', code: (cxt: KeywordCxt) => cxt.fail(tooShort(cxt)) })
  ajv.addKeyword({ keyword: 'maxChars', type: 'string', schemaType: 'number', code: (cxt: KeywordCxt) => cxt.fail(tooLong(cxt)) })
  ajv.addKeyword({
    keyword: 'trimmed',
    type: 'string',
    schemaType: 'boolean',
    code: (cxt: KeywordCxt) => cxt.fail(_`${cxt.data} !== ${cxt.data}.trim()`),
  })
  // A campaign repeats its texts (the same recovery dice on many PCs): a refined text's verdict
  // is kept, since a refinement answers for its value alone.
  const verdicts = refined.map(() => new Map<string, boolean>())
  const refinedHolds = (index: number, data: unknown): boolean => {
    const entry = refined[index]!
    if (isRefinedBy(entry)) return entry.holds(data)
    const result = entry.safeParse(data)
    return result.success && isDeepStrictEqual(result.data, data)
  }
  ajv.addKeyword({
    keyword: 'zodRefined',
    schemaType: 'number',
    validate: (index: number, data: unknown) => {
      if (typeof data !== 'string') return refinedHolds(index, data)
      const known = verdicts[index]!
      let verdict = known.get(data)
      if (verdict === undefined) {
        verdict = refinedHolds(index, data)
        if (known.size < MAX_KEPT_VERDICTS) known.set(data, verdict)
      }
      return verdict
    },
  })
  const validate = ajv.compile(jsonSchema)
  return (value) => validate(value)
}

/** A string's length in code points, as zod and JSON Schema count it: a surrogate pair is one. */
function codePoints(text: string): number {
  let count = text.length
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--
      i++
    }
  }
  return count
}

/** A code point is one or two UTF-16 units: only between the bound and twice the bound is a count needed. */
function tooShort({ gen, data, schema }: KeywordCxt) {
  const count = gen.scopeValue('func', { ref: codePoints })
  return _`${data}.length < ${schema} || (${data}.length < 2 * ${schema} && ${count}(${data}) < ${schema})`
}

function tooLong({ gen, data, schema }: KeywordCxt) {
  const count = gen.scopeValue('func', { ref: codePoints })
  return _`${data}.length > ${schema} && ${count}(${data}) > ${schema}`
}

const BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']

/** Rewrites one node of zod's JSON Schema to say what zod checks (see `compileShapeCheck`). */
function adjust(node: JsonSchema, of: { trimmed: boolean; record: boolean }): void {
  if (typeof node.format === 'string' && node.pattern === undefined) {
    throw new Error(`The format "${node.format}" is more than a pattern: only zod can check it`)
  }
  for (const [from, to] of [
    ['minLength', 'minChars'],
    ['maxLength', 'maxChars'],
  ] as const) {
    if (node[from] === undefined) continue
    node[to] = node[from]
    delete node[from]
  }
  // An infinite bound holds for every number zod takes; JSON has no way to write it.
  for (const bound of BOUNDS) if (typeof node[bound] === 'number' && !Number.isFinite(node[bound])) delete node[bound]
  if (of.trimmed) {
    if (node.type !== 'string') throw new Error('Only a string schema can be named as trimmed')
    node.trimmed = true
  }
  if (of.record) node.propertyNames = { allOf: [node.propertyNames ?? {}, { not: { pattern: RESERVED_KEY_PATTERN } }] }
}

/**
 * The campaign's shape as it stands, checked by ajv (see `compileShapeCheck`): what
 * `isValidCampaign` asks before the cross-references and each system's data. The strings zod trims are named here,
 * where the campaign-wide property test (a change anywhere in a campaign gets zod's verdict)
 * would find one left out.
 */
export const campaignShapeHolds = compileShapeCheck(Campaign, { trimmed: [Name, PlayerCharacter.shape.player, PlayerCharacter.shape.bioform] })

const partChecks = new WeakMap<z.ZodType, ShapeCheck>()

/**
 * Each rule system's data on a PC, an NPC or an encounter, checked by ajv compiled from that
 * system's own schema (once per schema, on first use), as the campaign's shape is. Opening a
 * long campaign checks a block on every PC and NPC per system: zod's parse of each cost more
 * than everything else the open does. Only for schemas that JSON Schema says all of (see
 * `FastCheck`); for the others, zod's parse, compared with the value. A no is asked of zod
 * again, with the whole campaign.
 */
export const partShapeHolds: PartShapeCheck = (schema, fastCheck, value) => {
  if (fastCheck === false) {
    const result = schema.safeParse(value)
    return result.success && isDeepStrictEqual(result.data, value)
  }
  let check = partChecks.get(schema)
  if (!check) {
    check = compileShapeCheck(schema, fastCheck)
    partChecks.set(schema, check)
  }
  return check(value)
}
