import fc from 'fast-check'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

/** Texts to try where a pattern or a format asks for a particular shape, simplest first. */
const TEXTS = ['a', 'A', '1', 'd6', '1d6', '2026-01-01T19:00:00Z']

/** A schema's JSON Schema, as this module reads it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema
}

function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = node.$ref
  if (typeof ref !== 'string') return node
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as JsonSchema | undefined)?.[key], root)
  if (!target || typeof target !== 'object') throw new Error(`No definition at ${ref}`)
  return resolve(target as JsonSchema, root)
}

const optionsOf = (node: JsonSchema): JsonSchema[] => [...((node.oneOf ?? node.anyOf ?? []) as JsonSchema[])]

function text(node: JsonSchema): string {
  const min = typeof node.minLength === 'number' ? node.minLength : 1
  const max = typeof node.maxLength === 'number' ? node.maxLength : Infinity
  const pattern = typeof node.pattern === 'string' ? new RegExp(node.pattern) : null
  for (const piece of TEXTS) {
    const candidate = piece.length >= min ? piece : piece.repeat(Math.ceil(min / piece.length))
    if (candidate.length <= max && (!pattern || pattern.test(candidate))) return candidate
  }
  return 'a'.repeat(Math.max(min, 1))
}

/** A whole number or a number within the node's bounds, 1 where it may be (a die's face, a count). */
function number(node: JsonSchema): number {
  const low = typeof node.minimum === 'number' ? node.minimum : typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum + 1 : -Infinity
  const high = typeof node.maximum === 'number' ? node.maximum : typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum - 1 : Infinity
  return Math.min(Math.max(1, low), high)
}

/**
 * A plausible value of a JSON Schema: required keys only, one item in each list that may
 * hold one, the first option of a choice (a value rather than null), 1 for numbers where
 * the bounds allow it. The caller checks it against the zod schema: a schema with
 * refinements may need a hand-written sample instead.
 */
export function sampleOf(node: JsonSchema, root: JsonSchema = node): unknown {
  const here = resolve(node, root)
  if ('const' in here) return here.const
  if (Array.isArray(here.enum)) return here.enum[0]
  const options = optionsOf(here)
  if (options.length > 0) {
    const chosen = options.find((option) => resolve(option, root).type !== 'null') ?? options[0]!
    return sampleOf(chosen, root)
  }
  const type = Array.isArray(here.type) ? ((here.type as string[]).find((t) => t !== 'null') ?? 'null') : here.type
  switch (type) {
    case 'object': {
      const properties = (here.properties ?? {}) as Record<string, JsonSchema>
      const required = (here.required ?? []) as string[]
      return Object.fromEntries(required.map((key) => [key, properties[key] ? sampleOf(properties[key], root) : null]))
    }
    case 'array': {
      const min = typeof here.minItems === 'number' ? here.minItems : 0
      const max = typeof here.maxItems === 'number' ? here.maxItems : Infinity
      const count = Math.min(Math.max(min, 1), max)
      const items = (here.items ?? {}) as JsonSchema
      return Array.from({ length: count }, () => sampleOf(items, root))
    }
    case 'string':
      return text(here)
    case 'integer':
    case 'number':
      return number(here)
    case 'boolean':
      return false
    default:
      // `{}` (anything: a combatant's stats) or null.
      return null
  }
}

/**
 * The `type` of every option of a discriminated union (nested unions included), as its JSON
 * Schema lists them: the event types a system's schema records or accepts.
 */
export function typesOf(node: JsonSchema, root: JsonSchema = node): string[] {
  const here = resolve(node, root)
  const options = optionsOf(here)
  if (options.length > 0) return options.flatMap((option) => typesOf(option, root))
  const type = ((here.properties ?? {}) as Record<string, JsonSchema>).type
  if (!type) return []
  const literal = resolve(type, root)
  if ('const' in literal) return [String(literal.const)]
  return Array.isArray(literal.enum) ? literal.enum.map(String) : []
}

/** Texts that catch what JSON Schema may not say: blank or padded (a trimmed string), too long, two lines, a name a list may already hold, a key no record takes. */
const TRICKY_TEXTS = [
  '',
  ' ',
  '   ',
  'a',
  'b',
  ' a ',
  'a\n',
  'two\nlines',
  'Scav',
  '1d6',
  'd8',
  'x'.repeat(121),
  '__proto__',
  'constructor',
  ' prototype',
]

/** Numbers at and just past the node's bounds, and a fraction. */
function numbers(node: JsonSchema): fc.Arbitrary<number> {
  const bounds = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].flatMap((key) =>
    typeof node[key] === 'number' && Number.isFinite(node[key]) ? [node[key], node[key] - 1, node[key] + 1] : [],
  )
  return fc.constantFrom(0, 1, -1, 2.5, 7, ...bounds)
}

/**
 * Values near a JSON Schema, valid or nearly so: each key present or not, an unknown key now
 * and then, lists up to a few items, record keys and texts from `TRICKY_TEXTS`, numbers at
 * their bounds. To hold two checks of one schema to the same verdict (see `sampleOf` for one
 * plausible value).
 */
export function arbitraryOf(node: JsonSchema, root: JsonSchema = node, depth = 0): fc.Arbitrary<unknown> {
  const here = resolve(node, root)
  const deeper = (child: JsonSchema) => arbitraryOf(child, root, depth + 1)
  if ('const' in here) return fc.oneof({ weight: 9, arbitrary: fc.constant(here.const) }, { weight: 1, arbitrary: fc.constant('other') })
  if (Array.isArray(here.enum)) return fc.constantFrom(...(here.enum as unknown[]), 'none of these')
  const options = optionsOf(here)
  if (options.length > 0) return fc.oneof(...options.map(deeper))
  const type = Array.isArray(here.type) ? fc.constantFrom(...(here.type as string[])) : fc.constant(here.type)
  return type.chain((kind) => {
    switch (kind) {
      case 'object': {
        const properties = (here.properties ?? {}) as Record<string, JsonSchema>
        const record = here.additionalProperties
        const required = ((here.required ?? []) as string[]).filter((key) => key in properties)
        const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, deeper(child)])), {
          requiredKeys: required,
        })
        // Now and then a required key is missing.
        const missing = required.length > 0 ? fc.option(fc.constantFrom(...required), { freq: 8 }) : fc.constant(null)
        const extra =
          typeof record === 'object' && record !== null
            ? fc.dictionary(fc.constantFrom(...TRICKY_TEXTS), deeper(record as JsonSchema), { maxKeys: depth > 2 ? 1 : 3, noNullPrototype: true })
            : fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constant({ unexpected: 1 }) })
        return fc.tuple(known, extra, missing).map(([a, b, left]) => {
          const value: Record<string, unknown> = { ...b, ...a }
          if (left !== null) delete value[left]
          return value
        })
      }
      case 'array': {
        const items = (here.items ?? {}) as JsonSchema
        const most = typeof here.maxItems === 'number' ? here.maxItems + 1 : 3
        return fc.array(deeper(items), { maxLength: Math.min(most, depth > 2 ? 1 : 3) })
      }
      case 'string':
        return fc.oneof(fc.constant(text(here)), fc.constantFrom(...TRICKY_TEXTS))
      case 'integer':
      case 'number':
        return numbers(here)
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      default:
        return fc.constantFrom(null, 1, 'a', {}, [])
    }
  })
}

/** Every path to a value inside a JSON value, the value itself first. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...prefix, i]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))
      : []
  return [prefix, ...children]
}
