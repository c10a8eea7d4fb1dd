import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Campaign, CAMPAIGN_SCHEMA_VERSION, isValidCampaign, MIGRATIONS, safeRecord, schemaVersionOf } from '@shared/campaign'
import { inspectCampaign } from '../../../../src/main/store/inspect'
import { campaignShapeHolds, compileShapeCheck, partShapeHolds } from '../../../../src/main/store/shape-check'
import { pathsOf } from '../../../support/json-sample'

/**
 * zod's verdict, as the fast check gives it: accepted, and given back unchanged as JSON (a key
 * zod writes as undefined is no key in JSON; key order is no difference either).
 */
function standsAsItIs(schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value)
  const asJson = (json: unknown) => JSON.parse(JSON.stringify(json)) as unknown
  return result.success && (isDeepStrictEqual(result.data, value) || isDeepStrictEqual(asJson(result.data), asJson(value)))
}

const demo = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../resources/demo-campaign.json'), 'utf8')) as unknown

const TRICKY = [
  ...[
    null,
    '',
    '   ',
    'two\nlines',
    'x'.repeat(121),
    'ok',
    -1,
    0,
    1.5,
    7,
    11,
    9999,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    {},
    [],
    ['x'],
    { kind: 'simple' },
    'Common',
    'Scav',
    'pc-ixa',
    // Names no record takes as a key, and no id is.
    '__proto__',
    'constructor',
  ],
  // Trimmed before it is checked: valid where a name is, though longer than one, or ending in a line break.
  ...[' Scav ', `${'x'.repeat(119)}   `, 'one line\n'],
  // Lengths count characters (code points): 61 moons are 122 UTF-16 units but fit a name, 121 do not.
  '\u{1F319}'.repeat(61),
  '\u{1F319}'.repeat(121),
  ...[
    '2026-11-21T19:30:00.000Z',
    '2026-11-21T19:30:00+01:00',
    '2026-11-21t19:30:00Z',
    '2026-02-30T10:00:00Z',
    '2024-02-29T10:00:00Z',
    '2026-11-21T19:30:60Z',
    '2026-11-21 19:30:00Z',
  ],
  ...[Infinity, -0, 2 ** 53, -(2 ** 53)],
]

/** A copy of `document` with the value at `path` replaced, removed, or given an extra key. */
function mutate(
  document: unknown,
  path: (string | number)[],
  change: { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extraKey' } | { kind: 'pad' },
): unknown {
  const copy = structuredClone(document)
  if (path.length === 0) return change.kind === 'set' ? change.value : copy
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (change.kind === 'set') parent[last] = change.value
  else if (change.kind === 'pad') {
    if (typeof parent[last] === 'string') parent[last] = ` \t${parent[last]}\n `
  } else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else {
    const target = parent[last]
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>).unexpected = 1
  }
  return copy
}

describe('the shape check ajv compiles from the JSON Schema agrees with zod (valid as it stands)', () => {
  const paths = pathsOf(demo)

  it('the demo campaign is valid both ways', () => {
    expect(Campaign.safeParse(demo).success).toBe(true)
    expect(isValidCampaign(demo, campaignShapeHolds, partShapeHolds)).toBe(true)
  })

  it('on any one change anywhere in a campaign, the fast verdict is zod’s, and so is the opened campaign', () => {
    const change = fc.oneof(
      fc.constantFrom(...TRICKY).map((value) => ({ kind: 'set' as const, value })),
      fc.constant({ kind: 'delete' as const }),
      fc.constant({ kind: 'extraKey' as const }),
      fc.constant({ kind: 'pad' as const }),
    )
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), change, (index, how) => {
        const changed = mutate(demo, paths[index]!, how)
        expect(isValidCampaign(changed, campaignShapeHolds, partShapeHolds)).toBe(standsAsItIs(Campaign, changed))
        // And opening the file gives zod's verdict and zod's data, whichever way it went.
        const parsed = JSON.parse(JSON.stringify(changed)) as unknown
        const version = schemaVersionOf(parsed)
        if (version !== null && version !== CAMPAIGN_SCHEMA_VERSION) return
        const result = Campaign.safeParse(parsed)
        const inspection = inspectCampaign(JSON.stringify(parsed), MIGRATIONS)
        expect(inspection.ok).toBe(result.success)
        if (inspection.ok) expect(inspection.campaign).toEqual(result.data)
      }),
      { numRuns: 1500 },
    )
  })

  const trimmedName = z
    .string()
    .trim()
    .min(1)
    .max(3)
    .regex(/^[^\n]*$/)
  it.each([
    ['a name of spaces only (trimmed first)', trimmedName, '   ', false],
    // zod takes these once trimmed: not as they stand, so zod is asked.
    ['a name longer than its maximum before it is trimmed', trimmedName, '  abc  ', false],
    ['a name ending in a line break (trimmed away)', trimmedName, 'ab\n', false],
    ['a name already trimmed', trimmedName, 'abc', true],
    ['a name with a line break inside', trimmedName, 'a\nb', false],
    ['a string over its length', z.string().max(3), 'abcd', false],
    ['two moons are two characters (code points), though four UTF-16 units', z.string().max(2), '\u{1F319}\u{1F319}', true],
    ['three moons over a maximum of two', z.string().max(2), '\u{1F319}\u{1F319}\u{1F319}', false],
    ['one moon under a minimum of two', z.string().min(2), '\u{1F319}', false],
    ['an exact length in characters', z.string().length(2), '\u{1F319}\u{1F319}', true],
    ['a lone surrogate counts as one character', z.string().max(1), '\uD83C', true],
    ['two high surrogates count as two', z.string().max(1), '\uD83C\uD83C', false],
    ['a pattern read without the u flag (one dot, one UTF-16 unit)', z.string().regex(/^.$/), '\u{1F319}', false],
    ['a pattern the u flag would refuse', z.string().regex(/^[\w-]+$/), 'a-b', true],
    ['an integer bound', z.number().int().min(0).max(10), 10, true],
    ['a fraction where an integer is due', z.number().int(), 1.5, false],
    ['an integer beyond the safe ones', z.number().int(), 2 ** 53, false],
    ['a number too large for JSON.parse (Infinity)', z.number(), JSON.parse('1e400'), false],
    ['a date-time with an offset', z.iso.datetime({ offset: true }), '2026-11-21T19:30:00.5-03:30', true],
    ['a date-time with a lower-case t (a JSON Schema date-time, not zod’s)', z.iso.datetime({ offset: true }), '2026-11-21t19:30:00Z', false],
    ['a date-time on the 30th of February', z.iso.datetime({ offset: true }), '2026-02-30T19:30:00Z', false],
    ['a date-time with a leap second', z.iso.datetime({ offset: true }), '2016-12-31T23:59:60Z', false],
    ['an unknown key on a strict object', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, false],
    ['an unknown key named __proto__ on a strict object', z.strictObject({ a: z.string() }), JSON.parse('{"a": "x", "__proto__": 1}'), false],
    ['an unknown key on a plain object (zod drops it)', z.object({ a: z.string() }), { a: 'x', b: 1 }, false],
    ['no unknown key on a plain object', z.object({ a: z.string() }), { a: 'x' }, true],
    ['an optional key left out', z.strictObject({ a: z.string().optional(), b: z.number() }), { b: 1 }, true],
    ['null where a value is nullable', z.strictObject({ a: z.string().min(1).nullable() }), { a: null }, true],
    ['a discriminated union with an unknown tag', z.discriminatedUnion('k', [z.strictObject({ k: z.literal('a') })]), { k: 'b' }, false],
    ['a record of numbers', safeRecord('Scores', z.string(), z.number()), { x: 1, y: 'no' }, false],
    ['a record key too long', safeRecord('Scores', z.string().max(2), z.number()), { abc: 1 }, false],
    [
      'a record key named __proto__ (refused by name)',
      safeRecord('Scores', z.string().max(9), z.number()),
      JSON.parse('{"__proto__": 1, "a": 1}'),
      false,
    ],
    ['a record key named constructor (refused by name)', safeRecord('Scores', z.string(), z.number()), { constructor: 1 }, false],
    ['a record key named prototype, padded (refused once trimmed)', safeRecord('Scores', z.string(), z.number()), { ' prototype\n': 1 }, false],
    ['a record key that only holds a reserved name', safeRecord('Scores', z.string(), z.number()), { constructors: 1, my__proto__: 2 }, true],
    ['a required key that may hold anything, missing', z.strictObject({ b: z.unknown() }), {}, false],
    ['a record keyed by an enum, one key short (zod wants them all)', z.record(z.enum(['a', 'b']), z.number()), { a: 1 }, false],
    [
      'an unknown key beside an optional key named like an Object.prototype member',
      z.strictObject({ constructor: z.any().optional(), a: z.string() }),
      { a: 'x', extra: 1 },
      false,
    ],
    ['a bound of infinity', z.number().lt(Infinity), 5, true],
    [
      'a discriminated union inside another',
      z.discriminatedUnion('k', [
        z.strictObject({ k: z.literal('a') }),
        z.discriminatedUnion('j', [z.strictObject({ k: z.literal('b'), j: z.literal(1) })]),
      ]),
      { k: 'b', j: 1 },
      true,
    ],
  ])('%s', (_name, schema, value, expected) => {
    expect(standsAsItIs(schema, value)).toBe(expected)
    expect(compileShapeCheck(schema, { trimmed: [trimmedName] })(value)).toBe(expected)
  })

  it('refuses a format that is more than a pattern, which only zod can check', () => {
    expect(() => compileShapeCheck(z.strictObject({ home: z.url() }))({ home: 'x' })).toThrow(/"uri" is more than a pattern/)
  })

  it('on random schemas of the kinds it compiles and random JSON values, its verdict is zod’s', () => {
    const text = fc.constantFrom('', 'a', 'ab', ' a ', 'a\nb', '2026-11-21T19:30:00.000Z', 'kind', '__proto__', 'constructor', ' prototype')
    const leaf = fc.oneof(
      fc.constant(z.string()),
      fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 })).map(([min, extra]) =>
        z
          .string()
          .min(min)
          .max(min + extra),
      ),
      fc.constant(trimmedName),
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
    /** An object schema of `field`s, strict or not (when `plain`), each key optional or not. */
    const objectOf = (field: fc.Arbitrary<z.ZodType>, plain: boolean) =>
      fc.tuple(fc.dictionary(keys, fc.tuple(field, fc.boolean()), { maxKeys: 3 }), fc.boolean()).map(([fields, strict]) => {
        const shape = Object.fromEntries(Object.entries(fields).map(([key, [schema, optional]]) => [key, optional ? schema.optional() : schema]))
        return strict || !plain ? z.strictObject(shape) : z.object(shape)
      })
    // A union's options are strict objects told apart by their kind, as the campaign's are: the
    // check covers unions whose options never both take a value (zod's data is the first matching
    // option's; a trimmed text that a later option takes as it stands would part the verdicts).
    const { node } = fc.letrec<{ node: z.ZodType; strict: z.ZodType }>((tie) => {
      const kinds = (self: 'node' | 'strict') => [
        tie(self).map((inner) => inner.nullable()),
        tie(self).map((inner) => z.array(inner).max(3)),
        tie(self).map((inner) => safeRecord('Entries', z.string().min(1), inner)),
        fc
          .tuple(objectOf(tie('strict'), false), objectOf(tie('strict'), false))
          .map(([a, b]) => z.union([a.extend({ kind: z.literal('a') }), b.extend({ kind: z.literal('ab') })])),
        objectOf(tie(self), self === 'node'),
      ]
      return {
        node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, ...kinds('node')),
        strict: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, ...kinds('strict')),
      }
    })
    const json = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(null, true, false, 0, 3, -1, 2.5, 6),
        text,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'constructor', 'kind', 'extra', '__proto__', ' prototype'), tie('value'), {
          maxKeys: 4,
          noNullPrototype: true,
        }),
      ),
    })).value
    // Campaign files are objects: most of the runs go to an object and an object's values.
    const schema = fc.oneof(objectOf(node, true), node)
    const document = fc.oneof(
      fc.dictionary(fc.constantFrom('a', 'b', 'constructor', 'kind', 'extra', '__proto__', ' prototype'), json, {
        maxKeys: 4,
        noNullPrototype: true,
      }),
      json,
    )
    fc.assert(
      fc.property(schema, fc.array(document, { minLength: 1, maxLength: 8 }), (tested, values) => {
        const check = compileShapeCheck(tested, { trimmed: [trimmedName] })
        for (const value of values) expect(check(value)).toBe(standsAsItIs(tested, value))
      }),
      { numRuns: 400 },
    )
  })

  it('reads keys that are not identifiers, or that Object.prototype has, as plain keys', () => {
    const schema = z.strictObject({ 'a "quoted"\nkey': z.string(), constructor: z.number(), toString: z.boolean().optional() })
    for (const value of [
      { 'a "quoted"\nkey': 'x', constructor: 1 },
      { 'a "quoted"\nkey': 'x' },
      { constructor: 1 },
      { 'a "quoted"\nkey': 'x', constructor: 1, toString: 'no' },
    ]) {
      expect(compileShapeCheck(schema)(value)).toBe(standsAsItIs(schema, value))
    }
  })

  it('checks cross-references on zod’s data when zod trims a name they match', () => {
    // Trimmed, the threat level is "Minor" and no longer the Challenge's "Minor ": zod refuses
    // the file, so the fast check must not take it as it stands.
    const spaced = structuredClone(demo) as Campaign
    const challenge = spaced.scenes[0]!.events[0]!.challenges[0]!
    const level = spaced.settings.threatLevels.find((threat) => threat.name === challenge.threat)!
    level.name = `${level.name} `
    challenge.threat = level.name
    expect(Campaign.safeParse(spaced).success).toBe(false)
    expect(isValidCampaign(spaced, campaignShapeHolds, partShapeHolds)).toBe(false)
    expect(inspectCampaign(JSON.stringify(spaced), MIGRATIONS)).toMatchObject({ ok: false, reason: 'validate' })
  })

  it('cross-references count too: a trait id nobody defines', () => {
    const broken = mutate(demo, ['characters', 0, 'traitIds', 0], { kind: 'set', value: 'trait-nowhere' })
    expect(Campaign.safeParse(broken).success).toBe(false)
    expect(isValidCampaign(broken, campaignShapeHolds, partShapeHolds)).toBe(false)
  })
})
