import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import fc from 'fast-check'
import type { z } from 'zod'
import { previewLines, type PreviewLine, type StatBlockText } from '@shared/campaign/stat-block-text'

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'stat-blocks')

/** What a fixture must read as: a valid block with these fields, or exactly these problems by line. */
export type Expected = { name: string; block: Record<string, unknown> } | { problems: readonly (readonly [line: number, words: string])[] }

/**
 * Runs every stat block of a system's fixture folder through its reader: each file must be
 * listed in `expected` (so none is left unread), a good one reads to a block the campaign's
 * schema takes, with the fields given, and a bad one reports exactly the lines given, each
 * message holding the words given.
 */
export function fixtureSuite(folder: string, text: StatBlockText, schema: z.ZodType, expected: Record<string, Expected>): void {
  const files = readdirSync(join(FIXTURES, folder)).filter((file) => file.endsWith('.txt'))

  it(`lists every ${folder} fixture, ten or more of them`, () => {
    expect(files.length).toBeGreaterThanOrEqual(10)
    expect(Object.keys(expected).sort()).toEqual([...files].sort())
  })

  for (const [file, want] of Object.entries(expected)) {
    it(`${file} reads ${'problems' in want ? 'with its problems on their lines' : 'to a valid block'}`, () => {
      const reading = text.read(readFileSync(join(FIXTURES, folder, file), 'utf8'))
      if ('problems' in want) {
        expect(reading.problems.map((p) => p.line)).toEqual(want.problems.map(([line]) => line))
        for (const [i, [, words]] of want.problems.entries()) expect(reading.problems[i]?.message).toContain(words)
        return
      }
      expect(reading.problems).toEqual([])
      expect(reading.name).toBe(want.name)
      expect(schema.parse(reading.block)).toEqual(reading.block)
      expect(reading.block).toMatchObject(want.block)
    })
  }
}

/** Words a generated name or note is made of: none of them starts a stat line of any layout. */
const WORDS = ['Goblin', 'Shadow', 'Claw', 'Bite', 'Stone', 'Old', 'Red', 'Tail', 'Spear', 'Horn', 'Wing', 'Marsh', 'Iron', 'Grey']

/** A name or a one-line note as a GM writes it: one to three words. */
export const words = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '))

/** Notes of a block: none, or lines of words. */
export const notes = fc.array(words, { maxLength: 3 }).map((lines) => lines.join('\n'))

/**
 * The round trip: any valid block, written as text under any name, reads back to the same
 * block (as the schema gives it) and name, with no problem.
 */
export function roundTrip(text: StatBlockText, schema: z.ZodType, blocks: fc.Arbitrary<Record<string, unknown>>): void {
  fc.assert(
    fc.property(fc.oneof(words, fc.constant('')), blocks, (name, block) => {
      const valid = schema.parse(block) as Record<string, unknown>
      const written = text.write(name, valid)
      const reading = text.read(written)
      expect(reading.problems, written).toEqual([])
      expect(reading.name).toBe(name)
      expect(reading.block).toEqual(valid)
    }),
    { numRuns: 200 },
  )
}

/** The preview's lines of a paste that carry words on a value no line gave: what the GM reads beside the block. */
export function worded(text: StatBlockText, pasted: string): PreviewLine[] {
  return previewLines(text, text.read(pasted)).filter((line) => line.unsaid.length > 0)
}
