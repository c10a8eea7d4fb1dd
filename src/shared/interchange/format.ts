import { z } from 'zod'
import { BESTIARY_FORMAT_VERSION, BestiaryEntry } from '../bestiary/bestiary'
import { CAMPAIGN_SCHEMA_VERSION, Encounter, Name, Npc, PlayerCharacter, Timestamp } from '../campaign'

/** What a prep file says it is, so a campaign file or a session log is told apart from it. */
export const INTERCHANGE_FORMAT = 'gm-console-prep'

/**
 * The version of the file's own frame (`format`, `items` and their kinds) this build writes.
 * A newer one is refused; an older one is upcast (`FRAME_UPCASTS`). The items inside follow
 * the campaign's schema, whose version the file carries beside it (`schemaVersion`).
 */
export const INTERCHANGE_VERSION = 1

/** The largest prep file the console reads, in characters: a whole bestiary fits many times over. */
export const MAX_PREP_FILE_CHARS = 4_000_000

/** The limit in the GM's words, for the refusal and the file picker alike. */
export const MAX_PREP_FILE_WORDS = 'at most 4 MB'

/** The most items one file holds. */
export const MAX_PREP_FILE_ITEMS = 2000

/**
 * Each kind of item a prep file carries, with its own schema (the campaign's, or the
 * bestiary's for an entry of the library). A kind is one option here and one word in
 * `KIND_NOUNS`.
 */
export const InterchangeItem = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('character'), item: PlayerCharacter }),
  z.strictObject({ kind: z.literal('npc'), item: Npc }),
  z.strictObject({ kind: z.literal('encounter'), item: Encounter }),
  z.strictObject({ kind: z.literal('bestiary'), item: BestiaryEntry }),
])
export type InterchangeItem = z.infer<typeof InterchangeItem>
export type InterchangeKind = InterchangeItem['kind']

/** The kinds that go into a campaign, in the order an export writes them (NPCs before the encounters that need them). */
export const CAMPAIGN_KINDS = ['character', 'npc', 'encounter'] as const satisfies readonly InterchangeKind[]
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number]
/** An item that goes into a campaign (a PC, an NPC, an encounter). */
export type CampaignItem = Extract<InterchangeItem, { kind: CampaignKind }>
/** An entry of the bestiary, which goes into the library beside the campaigns. */
export type BestiaryItem = Extract<InterchangeItem, { kind: 'bestiary' }>

/** The kinds a file may hold: the campaign's, then the bestiary's entries. */
export const INTERCHANGE_KINDS = [...CAMPAIGN_KINDS, 'bestiary'] as const satisfies readonly InterchangeKind[]

/** The words for each kind in a sentence. */
export const KIND_NOUNS: Record<InterchangeKind, string> = { character: 'PC', npc: 'NPC', encounter: 'encounter', bestiary: 'bestiary entry' }

/** What a file of bestiary entries names as where they come from, in the place of a campaign's name. */
export const BESTIARY_SOURCE = 'Bestiary'

/** A prep file: some of a campaign's PCs, NPCs and encounters, or of the bestiary's entries, to bring into another campaign or library. */
export const InterchangeFile = z
  .strictObject({
    format: z.literal(INTERCHANGE_FORMAT),
    version: z.literal(INTERCHANGE_VERSION),
    /** The campaign schema version the items are written in (`CAMPAIGN_SCHEMA_VERSION`). */
    schemaVersion: z.literal(CAMPAIGN_SCHEMA_VERSION),
    /**
     * The bestiary format version its entries are written in (`BESTIARY_FORMAT_VERSION`), given
     * when the file holds bestiary entries: they follow the bestiary's format, not the campaign's.
     */
    bestiaryVersion: z.literal(BESTIARY_FORMAT_VERSION).optional(),
    exportedAt: Timestamp,
    /** The name of the campaign the items come from, to show on import (`BESTIARY_SOURCE` for the bestiary's). */
    campaign: Name,
    items: z.array(InterchangeItem).max(MAX_PREP_FILE_ITEMS, `a prep file holds at most ${MAX_PREP_FILE_ITEMS} items`),
  })
  .meta({
    title: 'GM console prep file',
    description:
      'PCs, NPCs and encounters exported from a campaign of the GM console, or entries of its bestiary, to import into another. Each item has the shape it has in a campaign file (a bestiary entry, the shape it has in the bestiary file); each rule system checks its own blocks (statBlocks, setup) on import.',
  })
export type InterchangeFile = z.infer<typeof InterchangeFile>
