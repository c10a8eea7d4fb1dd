import { z } from 'zod'
import { checkBlocks, Id, LongText, Name, Revision, SystemBlocks, Timestamp, type Migration } from '../campaign'

/**
 * The bestiary's format version. Version 1 entries had no tags and no level; version 2 adds
 * both, so a GM can sort a growing library by them.
 */
export const BESTIARY_FORMAT_VERSION = 2

/** The most tags one entry carries, and the most characters in one. */
export const TAGS_MAX = 20
export const TAG_MAX = 40

/** A word the GM files a creature under ("undead", "boss"): one line, trimmed, never empty. */
export const Tag = z
  .string()
  .trim()
  .min(1, 'a tag cannot be empty')
  .max(TAG_MAX, `a tag is at most ${TAG_MAX} characters`)
  .regex(/^[^\n\r,]*$/, 'a tag is one word or phrase, without commas')

/** The GM's own level or rating of a creature, for filtering: the rules of each system say what it means. */
export const CreatureLevel = z.number().int().min(0, 'a level is 0 or more').max(99, 'a level is at most 99')

/**
 * One creature kept beside the campaigns: the NPC's own fields (what a copy in a campaign
 * takes), and how the library files it. `revision` counts the saves of the entry, so a copy
 * knows which one it was taken from and a stale edit is refused.
 */
export const BestiaryEntry = z.strictObject({
  id: Id,
  revision: Revision.min(1),
  name: Name,
  description: LongText,
  gmNotes: LongText,
  statBlocks: SystemBlocks,
  tags: z.array(Tag).max(TAGS_MAX, `at most ${TAGS_MAX} tags`),
  level: CreatureLevel.nullable(),
  savedAt: Timestamp,
})
export type BestiaryEntry = z.infer<typeof BestiaryEntry>

/** The fields of an entry that a campaign's copy holds too, in the order a difference lists them. */
export const CREATURE_FIELDS = ['name', 'description', 'gmNotes', 'statBlocks'] as const

/**
 * The bestiary file. Each entry's stat blocks are checked by their system's own schema, as a
 * campaign's NPCs are, so a copy taken from the library always fits a campaign.
 */
export const Bestiary = z
  .strictObject({
    schemaVersion: z.literal(BESTIARY_FORMAT_VERSION),
    entries: z.array(BestiaryEntry),
  })
  .superRefine((bestiary, ctx) => {
    const ids = new Set<string>()
    bestiary.entries.forEach((entry, index) => {
      if (ids.has(entry.id)) ctx.addIssue({ code: 'custom', path: ['entries', index, 'id'], message: `the id "${entry.id}" is used twice` })
      ids.add(entry.id)
      checkBlocks(entry.statBlocks, 'npcBlock', ['entries', index, 'statBlocks'], (path, message, issue) =>
        ctx.addIssue(issue ? { ...issue, path } : { code: 'custom', path, message }),
      )
    })
  })
export type Bestiary = z.infer<typeof Bestiary>

/** An empty library, as a data folder without one has. */
export const emptyBestiary = (): Bestiary => ({ schemaVersion: BESTIARY_FORMAT_VERSION, entries: [] })

/** Every step of the bestiary's format, oldest first (see `migrateCampaign`, which runs any such list). */
export const BESTIARY_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    describe: 'entries carry tags and a level (none before)',
    migrate: (document) => ({
      ...document,
      entries: Array.isArray(document.entries)
        ? (document.entries as unknown[]).map((entry) =>
            typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? { tags: [], level: null, ...entry } : entry,
          )
        : document.entries,
    }),
  },
]
