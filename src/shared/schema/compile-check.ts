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

/** What zod keeps on a schema that the compiler reads: its definition, whether a key of it
 * may be absent (`optin`), and the values it enumerates (enums, literals), if any. */
type Schema = { _zod: { def: Def; optin?: unknown; values?: unknown } }

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def

/**
 * Compiles a zod schema into a plain predicate of JSON values (what JSON.parse makes) for the
 * shapes the campaign file uses (objects, strings with length and pattern checks, numbers
 * with bounds, booleans, enums, literals, lists, records, unions, nullable and optional).
 * Anything else is left to the schema's own `safeParse` for that part, so the verdict is
 * always zod's.
 *
 * Why: opening a large campaign spent three times JSON.parse in zod, which copies every
 * object it checks; most files are valid, and this answers "valid?" without the copy. When
 * the answer is no, the caller asks zod again for its detailed problems.
 *
 * The predicate is generated as JavaScript source, one function per schema: each field is
 * then read by its name and each call goes to one known function, which the engine inlines;
 * composed closures made every object check a call through an unknown function. It is built
 * on first use, and where the page's security policy forbids generated code (the renderer),
 * zod itself answers.
 */
export function compileCheck(schema: z.ZodType): Check {
  let check: Check | null = null
  return (value) => (check ??= build(schema))(value)
}

function build(schema: z.ZodType): Check {
  const generator = new Generator()
  const source = generator.program(schema)
  try {
    // The source is built from our own schemas only (keys written with JSON.stringify), never from data.
    return new Function('X', source)(generator.externals) as Check
  } catch (error) {
    if (error instanceof EvalError) return (value) => schema.safeParse(value).success
    throw error
  }
}

/** A value the generated source may write as a literal. */
const isInlineLiteral = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))

const NOT_PLAIN_OBJECT = `typeof v !== 'object' || v === null || Array.isArray(v)`

/** Writes one predicate function per schema node (a node used twice is written once). */
class Generator {
  readonly externals: unknown[] = []
  readonly #names = new Map<unknown, string>()
  readonly #functions: string[] = []

  /** The whole function body: every predicate, then the root one returned. */
  program(root: unknown): string {
    const entry = this.#predicate(root)
    return `'use strict'\n${this.#functions.join('\n')}\nreturn ${entry}`
  }

  /** The name of the predicate for `schema`, writing it first if needed. */
  #predicate(schema: unknown): string {
    const known = this.#names.get(schema)
    if (known) return known
    const name = `c${this.#names.size}`
    this.#names.set(schema, name)
    const body = this.#body(defOf(schema)) ?? `return ${this.#external(schema)}.safeParse(v).success`
    this.#functions.push(`function ${name}(v) {\n${body}\n}`)
    return name
  }

  /** A value the source refers to as `X[n]` (patterns, transforms, sets, zod schemas). */
  #external(value: unknown): string {
    this.externals.push(value)
    return `X[${this.externals.length - 1}]`
  }

  #literalOf(values: unknown[]): string {
    // zod compares as a Set does (NaN equals NaN); === agrees for the values written inline.
    if (values.every(isInlineLiteral)) return `return ${values.map((value) => `v === ${JSON.stringify(value)}`).join(' || ')}`
    return `return ${this.#external(new Set(values))}.has(v)`
  }

  /** The body of a predicate of `v`, or null when this is not a shape it knows. */
  #body(def: Def): string | null {
    switch (def.type) {
      case 'string':
        return this.#string(def)
      case 'number':
        return this.#number(def)
      case 'boolean':
        return noChecks(def) ? `return typeof v === 'boolean'` : null
      case 'literal':
        return this.#literalOf(def.values as unknown[])
      case 'enum':
        return `return ${this.#external(new Set(Object.values(def.entries as Record<string, unknown>)))}.has(v)`
      case 'nullable':
        return `return v === null || ${this.#predicate(def.innerType)}(v)`
      case 'optional':
        return `return v === undefined || ${this.#predicate(def.innerType)}(v)`
      case 'array':
        return this.#array(def)
      case 'object':
        return noChecks(def) ? this.#object(def) : null
      case 'record':
        return this.#record(def)
      case 'union':
        return this.#union(def)
      default:
        return null
    }
  }

  #string(def: Def): string | null {
    const plan = stringPlan(def)
    if (!plan) return null
    const lines = [`if (typeof v !== 'string') return false`]
    const text = plan.overwrite ? 't' : 'v'
    if (plan.overwrite) lines.push(`const t = ${this.#external(plan.overwrite)}(v)`)
    if (plan.min > 0) lines.push(`if (${text}.length < ${plan.min}) return false`)
    if (plan.max < Infinity) lines.push(`if (${text}.length > ${plan.max}) return false`)
    for (const pattern of plan.patterns) lines.push(`if (!${this.#external(pattern)}.test(${text})) return false`)
    return [...lines, 'return true'].join('\n')
  }

  #number(def: Def): string | null {
    const tests = [`typeof v === 'number'`, 'Number.isFinite(v)']
    for (const { _zod } of def.checks ?? []) {
      const check = _zod.def
      const bound = check.value as number
      if (check.check === 'number_format' && check.format === 'safeint') tests.push('Number.isSafeInteger(v)')
      else if (check.check !== 'greater_than' && check.check !== 'less_than') return null
      else if (typeof bound !== 'number' || !Number.isFinite(bound)) return null
      else if (check.check === 'greater_than') tests.push(`v ${check.inclusive === true ? '>=' : '>'} ${bound}`)
      else tests.push(`v ${check.inclusive === true ? '<=' : '<'} ${bound}`)
    }
    return `return ${tests.join(' && ')}`
  }

  #array(def: Def): string | null {
    let min = 0
    let max = Infinity
    for (const { _zod } of def.checks ?? []) {
      const bound = _zod.def.check === 'min_length' ? _zod.def.minimum : _zod.def.check === 'max_length' ? _zod.def.maximum : null
      if (!Number.isSafeInteger(bound)) return null
      if (_zod.def.check === 'min_length') min = bound as number
      else max = bound as number
    }
    const element = this.#predicate(def.element)
    return [
      `if (!Array.isArray(v)) return false`,
      min > 0 ? `if (v.length < ${min}) return false` : '',
      max < Infinity ? `if (v.length > ${max}) return false` : '',
      `for (let i = 0; i < v.length; i++) if (!${element}(v[i])) return false`,
      'return true',
    ]
      .filter(Boolean)
      .join('\n')
  }

  #object(def: Def): string | null {
    const catchall = def.catchall ? defOf(def.catchall).type : null
    // Strict objects refuse unknown keys; plain ones drop them. Other catch-alls: ask zod.
    if (catchall !== null && catchall !== 'never') return null
    const shape = def.shape as Record<string, unknown>
    const lines = [`if (${NOT_PLAIN_OBJECT}) return false`, 'let present = 0', 'let field']
    for (const key of Object.keys(shape)) {
      const name = JSON.stringify(key)
      lines.push(`field = v[${name}]`, `if (!${this.#predicate(shape[key])}(field)) return false`)
      // A key that is not optional must be there, even when its schema takes undefined.
      if ((shape[key] as Schema)._zod.optin === undefined) lines.push(`if (field === undefined && !(${name} in v)) return false`)
      // A value found under a name Object.prototype has may be inherited: count own keys only.
      lines.push(key in Object.prototype ? `if (Object.hasOwn(v, ${name})) present++` : `if (field !== undefined || Object.hasOwn(v, ${name})) present++`)
    }
    // Unknown keys are refused: the value has no more keys than the shape's it holds.
    lines.push(catchall === 'never' ? 'return Object.keys(v).length === present' : 'return true')
    return lines.join('\n')
  }

  #record(def: Def): string | null {
    // A key schema that lists its keys makes the record exhaustive, and a loose one lets
    // other keys through: zod's rules for those are its own to apply.
    if ((def.keyType as Schema)._zod.values !== undefined || def.mode === 'loose') return null
    if (defOf(def.keyType).type !== 'string') return null
    const key = this.#predicate(def.keyType)
    const item = this.#predicate(def.valueType)
    return [
      `if (${NOT_PLAIN_OBJECT}) return false`,
      `for (const k in v) if (k !== '__proto__' && (!${key}(k) || !${item}(v[k]))) return false`,
      'return true',
    ].join('\n')
  }

  #union(def: Def): string | null {
    const options = def.options as unknown[]
    const discriminator = def.discriminator as string | undefined
    if (!discriminator) return `return ${options.map((option) => `${this.#predicate(option)}(v)`).join(' || ')}`
    // A discriminated union: the tag picks the one option to check.
    const cases: string[] = []
    for (const option of options) {
      const shape = defOf(option).shape as Record<string, unknown> | undefined
      if (defOf(option).type !== 'object' || !shape?.[discriminator]) return null
      const tag = defOf(shape[discriminator])
      if (tag.type !== 'literal' || !(tag.values as unknown[]).every(isInlineLiteral)) return null
      const check = this.#predicate(option)
      for (const literal of tag.values as unknown[]) cases.push(`case ${JSON.stringify(literal)}: return ${check}(v)`)
    }
    return [`if (${NOT_PLAIN_OBJECT}) return false`, `switch (v[${JSON.stringify(discriminator)}]) {`, ...cases, 'default: return false', '}'].join('\n')
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

/**
 * String formats whose whole check is their pattern. Others (URLs, IP ranges, base64…) also
 * parse the text, so zod answers for them.
 */
const PATTERN_FORMATS = new Set(['regex', 'datetime', 'date', 'time'])

/** A format's pattern, if the format is only that pattern and testing it keeps no state. */
function patternOf(def: Record<string, unknown>): RegExp | null {
  const { format, pattern } = def
  if (typeof format !== 'string' || !PATTERN_FORMATS.has(format) || !(pattern instanceof RegExp)) return null
  return pattern.global || pattern.sticky ? null : pattern
}

function stringPlan(def: Def): StringPlan | null {
  const plan: StringPlan = { overwrite: null, min: 0, max: Infinity, patterns: [] }
  // A string format schema (z.iso.datetime()) carries its check on itself.
  if (def.check === 'string_format') {
    const pattern = patternOf(def)
    if (!pattern) return null
    plan.patterns.push(pattern)
  } else if (def.check !== undefined) return null
  for (const [index, { _zod }] of (def.checks ?? []).entries()) {
    const check = _zod.def
    const pattern = check.check === 'string_format' ? patternOf(check) : null
    if (check.check === 'overwrite' && index === 0) plan.overwrite = check.tx as (text: string) => string
    else if (check.check === 'min_length' && Number.isSafeInteger(check.minimum)) plan.min = Math.max(plan.min, check.minimum as number)
    else if (check.check === 'max_length' && Number.isSafeInteger(check.maximum)) plan.max = Math.min(plan.max, check.maximum as number)
    else if (pattern) plan.patterns.push(pattern)
    else return null
  }
  return plan
}
