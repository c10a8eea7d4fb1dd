import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Campaign, isValidCampaign } from '@shared/campaign'
import { compileCheck } from '@shared/schema/compile-check'

const demo = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../resources/demo-campaign.json'), 'utf8')) as unknown

/** Every path to a value inside a JSON document. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...prefix, i]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))
      : []
  return [prefix, ...children]
}

const TRICKY = [null, '', '   ', 'two\nlines', 'x'.repeat(121), 'ok', -1, 0, 1.5, 7, 11, 9999, Number.MAX_SAFE_INTEGER + 2, true, false, {}, [], ['x'], { kind: 'simple' }, 'Common', 'Scav', 'pc-ixa']

/** A copy of `document` with the value at `path` replaced, removed, or given an extra key. */
function mutate(document: unknown, path: (string | number)[], change: { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extraKey' }): unknown {
  const copy = structuredClone(document)
  if (path.length === 0) return change.kind === 'set' ? change.value : copy
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (change.kind === 'set') parent[last] = change.value
  else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else {
    const target = parent[last]
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>).unexpected = 1
  }
  return copy
}

describe('compiled checks agree with zod', () => {
  const paths = pathsOf(demo)

  it('the demo campaign is valid both ways', () => {
    expect(Campaign.safeParse(demo).success).toBe(true)
    expect(isValidCampaign(demo)).toBe(true)
  })

  it('on any one change anywhere in a campaign, the fast verdict is zod’s verdict', () => {
    const change = fc.oneof(
      fc.constantFrom(...TRICKY).map((value) => ({ kind: 'set' as const, value })),
      fc.constant({ kind: 'delete' as const }),
      fc.constant({ kind: 'extraKey' as const }),
    )
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), change, (index, how) => {
        const changed = mutate(demo, paths[index]!, how)
        expect(isValidCampaign(changed)).toBe(Campaign.safeParse(changed).success)
      }),
      { numRuns: 1500 },
    )
  })

  it.each([
    ['a name of spaces only (trimmed first)', z.string().trim().min(1), '   ', false],
    ['a string over its length', z.string().max(3), 'abcd', false],
    ['an integer bound', z.number().int().min(0).max(10), 10, true],
    ['a fraction where an integer is due', z.number().int(), 1.5, false],
    ['an unknown key on a strict object', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, false],
    ['an unknown key on a plain object', z.object({ a: z.string() }), { a: 'x', b: 1 }, true],
    ['an optional key present as undefined', z.strictObject({ a: z.string().optional() }), { a: undefined }, true],
    ['a discriminated union with an unknown tag', z.discriminatedUnion('k', [z.strictObject({ k: z.literal('a') })]), { k: 'b' }, false],
    ['a record of numbers', z.record(z.string(), z.number()), { x: 1, y: 'no' }, false],
    ['a refinement it cannot compile (asks zod)', z.string().refine((s) => s.startsWith('a')), 'bcd', false],
    ['a required key that may hold anything, missing', z.strictObject({ b: z.unknown() }), {}, false],
    ['a required key that may hold anything, there as undefined', z.strictObject({ b: z.unknown() }), { b: undefined }, true],
    ['a record keyed by an enum, one key short (zod wants them all)', z.record(z.enum(['a', 'b']), z.number()), { a: 1 }, false],
    ['an unknown key beside an optional key named like an Object.prototype member', z.strictObject({ constructor: z.any().optional(), a: z.string() }), { a: 'x', extra: 1 }, false],
    ['a URL, a format that is more than a pattern (asks zod)', z.url(), 'not a url', false],
    ['a bound of infinity', z.number().lt(Infinity), 5, true],
    ['a discriminated union inside another', z.discriminatedUnion('k', [z.strictObject({ k: z.literal('a') }), z.discriminatedUnion('j', [z.strictObject({ k: z.literal('b'), j: z.literal(1) })])]), { k: 'b', j: 1 }, true],
  ])('%s', (_name, schema, value, expected) => {
    expect(schema.safeParse(value).success).toBe(expected)
    expect(compileCheck(schema)(value)).toBe(expected)
  })

  it('keeps no state between calls, even with a sticky pattern', () => {
    const check = compileCheck(z.string().regex(/b/y))
    for (const value of ['b', 'ab', 'b', 'ab']) expect(check(value)).toBe(z.string().regex(/b/y).safeParse(value).success)
  })

  it('on random schemas of the kinds it compiles and random JSON values, its verdict is zod’s', () => {
    const text = fc.constantFrom('', 'a', 'ab', ' a ', 'a\nb', '2026-11-21T19:30:00.000Z', 'kind', '__proto__', 'constructor')
    const leaf = fc.oneof(
      fc.constant(z.string()),
      fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 })).map(([min, extra]) => z.string().min(min).max(min + extra)),
      fc.constant(z.string().trim().min(1)),
      fc.constant(z.string().regex(/^[a-z]*$/)),
      fc.constant(z.iso.datetime({ offset: true })),
      fc.constant(z.number()),
      fc.constant(z.number().int().min(0).max(5)),
      fc.constant(z.boolean()),
      fc.constant(z.literal('kind')),
      fc.constant(z.enum(['a', 'ab'])),
      fc.constant(z.unknown()),
    )
    const keys = fc.constantFrom('a', 'b', 'constructor', 'kind')
    /** An object schema of `field`s, strict or not, each key optional or not. */
    const objectOf = (field: fc.Arbitrary<z.ZodType>) =>
      fc.tuple(fc.dictionary(keys, fc.tuple(field, fc.boolean()), { maxKeys: 3 }), fc.boolean()).map(([fields, strict]) => {
        const shape = Object.fromEntries(Object.entries(fields).map(([key, [schema, optional]]) => [key, optional ? schema.optional() : schema]))
        return strict ? z.strictObject(shape) : z.object(shape)
      })
    const node = fc.letrec<{ node: z.ZodType }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        tie('node').map((inner) => inner.nullable()),
        tie('node').map((inner) => z.array(inner).max(3)),
        tie('node').map((inner) => z.record(z.string().min(1), inner)),
        fc.tuple(tie('node'), tie('node')).map(([a, b]) => z.union([a, b])),
        objectOf(tie('node')),
      ),
    })).node
    const json = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(null, true, false, 0, 3, -1, 2.5, 6),
        text,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'constructor', 'kind', 'extra'), tie('value'), { maxKeys: 4 }),
      ),
    })).value
    // Campaign files are objects: most of the runs go to an object and an object's values.
    const schema = fc.oneof(objectOf(node), node)
    const document = fc.oneof(fc.dictionary(fc.constantFrom('a', 'b', 'constructor', 'kind', 'extra'), json, { maxKeys: 4 }), json)
    fc.assert(
      fc.property(schema, fc.array(document, { minLength: 1, maxLength: 8 }), (tested, values) => {
        const check = compileCheck(tested)
        for (const value of values) expect(check(value)).toBe(tested.safeParse(value).success)
      }),
      { numRuns: 1000 },
    )
  })

  it('reads keys that are not identifiers, or that Object.prototype has, as plain keys', () => {
    const schema = z.strictObject({ 'a "quoted"\nkey': z.string(), constructor: z.number(), toString: z.boolean().optional() })
    for (const value of [{ 'a "quoted"\nkey': 'x', constructor: 1 }, { 'a "quoted"\nkey': 'x' }, { constructor: 1 }, { 'a "quoted"\nkey': 'x', constructor: 1, toString: 'no' }]) {
      expect(compileCheck(schema)(value)).toBe(schema.safeParse(value).success)
    }
  })

  it('leaves the verdict to zod where the page forbids generated code (the renderer’s policy)', () => {
    // Under such a policy zod finds eval refused and runs without its own generated code.
    const { jitless } = z.config()
    z.config({ jitless: true })
    vi.stubGlobal('Function', function refused() {
      throw new EvalError('Refused to evaluate a string as JavaScript')
    })
    try {
      const check = compileCheck(z.strictObject({ a: z.string().min(2) }))
      expect(check({ a: 'ok' })).toBe(true)
      expect(check({ a: 'x' })).toBe(false)
      expect(check({ a: 'ok', b: 1 })).toBe(false)
    } finally {
      vi.unstubAllGlobals()
      z.config({ jitless })
    }
  })

  it('cross-references count too: a trait id nobody defines', () => {
    const broken = mutate(demo, ['characters', 0, 'traitIds', 0], { kind: 'set', value: 'trait-nowhere' })
    expect(Campaign.safeParse(broken).success).toBe(false)
    expect(isValidCampaign(broken)).toBe(false)
  })
})
