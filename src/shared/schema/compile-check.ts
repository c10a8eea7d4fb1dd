import type { z } from 'zod'

/** Says whether a value would pass a schema, without building the parsed copy. */
export type Check = (value: unknown) => boolean

interface Def {
  type: string
  checks?: { _zod: { def: CheckDef } }[]
  [key: string]: unknown
}

interface CheckDef {
  check: string
  [key: string]: unknown
}

type Schema = { _zod: { def: Def } }

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Compiles a zod schema into a plain predicate for the shapes the campaign file uses
 * (objects, strings with length and pattern checks, numbers with bounds, booleans, enums,
 * literals, lists, records, unions, nullable and optional). Anything else falls back to the
 * schema's own `safeParse` for that part, so the verdict is always zod's.
 *
 * Why: opening a large campaign spent three times JSON.parse in zod, which copies every
 * object it checks; most files are valid, and this answers "valid?" without the copy. When
 * the answer is no, the caller asks zod again for its detailed problems.
 */
export function compileCheck(schema: z.ZodType): Check {
  return compile(schema)
}

function compile(schema: unknown): Check {
  return compileKnown(schema) ?? ((value) => (schema as z.ZodType).safeParse(value).success)
}

function compileKnown(schema: unknown): Check | null {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return compileString(def)
    case 'number':
      return compileNumber(def)
    case 'boolean':
      return noChecks(def) ? (value) => typeof value === 'boolean' : null
    case 'literal': {
      const values = def.values as unknown[]
      return (value) => values.includes(value)
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>))
      return (value) => values.has(value)
    }
    case 'nullable': {
      const inner = compile(def.innerType)
      return (value) => value === null || inner(value)
    }
    case 'optional': {
      const inner = compile(def.innerType)
      return (value) => value === undefined || inner(value)
    }
    case 'array':
      return compileArray(def)
    case 'object':
      return noChecks(def) ? compileObject(def) : null
    case 'record':
      return compileRecord(def)
    case 'union':
      return compileUnion(def)
    default:
      return null
  }
}

const noChecks = (def: Def) => !def.checks || def.checks.length === 0

/** A string schema's checks, in order; an overwrite (trim) changes what later checks see. */
interface StringPlan {
  overwrite: ((text: string) => string) | null
  min: number
  max: number
  patterns: RegExp[]
}

function stringPlan(def: Def): StringPlan | null {
  const plan: StringPlan = { overwrite: null, min: 0, max: Infinity, patterns: [] }
  // A string format schema (z.iso.datetime()) carries its pattern on itself.
  if (def.check === 'string_format' && def.pattern instanceof RegExp) plan.patterns.push(def.pattern)
  for (const [index, { _zod }] of (def.checks ?? []).entries()) {
    const check = _zod.def
    if (check.check === 'overwrite' && index === 0) plan.overwrite = check.tx as (text: string) => string
    else if (check.check === 'min_length') plan.min = Math.max(plan.min, check.minimum as number)
    else if (check.check === 'max_length') plan.max = Math.min(plan.max, check.maximum as number)
    else if (check.check === 'string_format' && check.pattern instanceof RegExp && !check.pattern.global) plan.patterns.push(check.pattern)
    else return null
  }
  return plan
}

function compileString(def: Def): Check | null {
  const plan = stringPlan(def)
  if (!plan) return null
  const { overwrite, min, max, patterns } = plan
  // One closure per string schema, not one per check: a campaign holds tens of thousands.
  return (value) => {
    if (typeof value !== 'string') return false
    const text = overwrite ? overwrite(value) : value
    if (text.length < min || text.length > max) return false
    for (const pattern of patterns) if (!pattern.test(text)) return false
    return true
  }
}

function compileNumber(def: Def): Check | null {
  let integer = false
  let min = -Infinity
  let max = Infinity
  let minInclusive = true
  let maxInclusive = true
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def
    if (check.check === 'number_format' && check.format === 'safeint') integer = true
    else if (check.check === 'greater_than') [min, minInclusive] = [check.value as number, check.inclusive === true]
    else if (check.check === 'less_than') [max, maxInclusive] = [check.value as number, check.inclusive === true]
    else return null
  }
  return (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isSafeInteger(value)) &&
    (minInclusive ? value >= min : value > min) &&
    (maxInclusive ? value <= max : value < max)
}

function compileArray(def: Def): Check | null {
  const element = compile(def.element)
  let min = 0
  let max = Infinity
  for (const { _zod } of def.checks ?? []) {
    if (_zod.def.check === 'min_length') min = _zod.def.minimum as number
    else if (_zod.def.check === 'max_length') max = _zod.def.maximum as number
    else return null
  }
  return (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return false
    for (const item of value) if (!element(item)) return false
    return true
  }
}

function compileObject(def: Def): Check | null {
  const shape = def.shape as Record<string, unknown>
  const keys = Object.keys(shape)
  const fields = keys.map((key) => compile(shape[key]))
  const catchall = def.catchall ? defOf(def.catchall).type : null
  // Strict objects refuse unknown keys; plain ones drop them. Other catch-alls: ask zod.
  if (catchall !== null && catchall !== 'never') return null
  const strict = catchall === 'never'
  return (value) => {
    if (!isPlainObject(value)) return false
    let present = 0
    for (let i = 0; i < keys.length; i++) {
      const field = value[keys[i]!]
      if (!fields[i]!(field)) return false
      if (field !== undefined || Object.hasOwn(value, keys[i]!)) present++
    }
    if (!strict) return true
    // Unknown keys are refused: the value has no more keys than the shape's it holds.
    let own = 0
    for (const key in value) if (Object.hasOwn(value, key)) own++
    return own === present
  }
}

function compileRecord(def: Def): Check | null {
  const key = compile(def.keyType)
  const item = compile(def.valueType)
  return (value) => {
    if (!isPlainObject(value)) return false
    for (const name in value) if (!key(name) || !item(value[name])) return false
    return true
  }
}

function compileUnion(def: Def): Check | null {
  const options = def.options as unknown[]
  const discriminator = def.discriminator as string | undefined
  if (!discriminator) {
    const checks = options.map(compile)
    return (value) => checks.some((check) => check(value))
  }
  // A discriminated union: the tag picks the one option to check.
  const byTag = new Map<unknown, Check>()
  for (const option of options) {
    const tag = defOf((defOf(option).shape as Record<string, unknown>)[discriminator])
    if (tag.type !== 'literal') return null
    const check = compile(option)
    for (const literal of tag.values as unknown[]) byTag.set(literal, check)
  }
  return (value) => isPlainObject(value) && (byTag.get(value[discriminator])?.(value) ?? false)
}
