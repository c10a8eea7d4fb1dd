import { BESTIARY_FORMAT_VERSION, BESTIARY_MIGRATIONS } from '../bestiary/bestiary'
import { CAMPAIGN_SCHEMA_VERSION, MIGRATIONS, migrateCampaign, type Migration } from '../campaign'
import { INTERCHANGE_VERSION } from './format'

type Document = Record<string, unknown>

/** One step of the file's frame, from version `from` to `from + 1`; none yet, as version 1 is the first. */
export interface FrameUpcast {
  from: number
  migrate(document: Document): Document
}

/** Every upcast of the frame this build knows, oldest first. */
export const FRAME_UPCASTS: readonly FrameUpcast[] = []

/** Where each kind's items sit in a campaign file, for the campaign's migrations to find them. */
const COLLECTIONS = { character: 'characters', npc: 'npcs', encounter: 'encounters' } as const

type Item = { kind?: unknown; item?: unknown }

/**
 * Brings a prep file written by an older console up to today's frame and campaign schema.
 * The items are moved, for the while of the migration, into the lists a campaign file keeps
 * them in, and the campaign's own migrations run on them: a PC or an encounter is upcast
 * exactly as it would be in a campaign file of that version. What the steps do not
 * understand is left as it is, for the check after them to name.
 */
export function upcastPrepFile(
  document: Document,
  frameVersion: number,
  schemaVersion: number,
  bestiaryVersion: number = BESTIARY_FORMAT_VERSION,
  steps: { frame?: readonly FrameUpcast[]; campaign?: readonly Migration[]; bestiary?: readonly Migration[] } = {},
): Document {
  let current = document
  for (let version = frameVersion; version < INTERCHANGE_VERSION; version++) {
    const step = (steps.frame ?? FRAME_UPCASTS).find((upcast) => upcast.from === version)
    if (!step) throw new Error(`no upcast of the prep file from version ${version}`)
    current = { ...step.migrate(current), version: version + 1 }
  }
  current = upcastEntries(current, bestiaryVersion, steps.bestiary ?? BESTIARY_MIGRATIONS)
  if (schemaVersion >= CAMPAIGN_SCHEMA_VERSION || !Array.isArray(current.items)) return { ...current, version: INTERCHANGE_VERSION }
  const items = current.items as unknown[]
  const lists: Record<string, unknown[]> = { characters: [], npcs: [], encounters: [] }
  // Where each item went, so the migrated items come back in the file's order.
  const places = items.map((entry) => {
    const { kind, item } = (typeof entry === 'object' && entry !== null ? entry : {}) as Item
    const list = typeof kind === 'string' && Object.hasOwn(COLLECTIONS, kind) ? COLLECTIONS[kind as keyof typeof COLLECTIONS] : null
    if (list === null) return null
    lists[list]!.push(item)
    return { list, index: lists[list]!.length - 1 }
  })
  const migrated = migrateCampaign({ ...lists, schemaVersion }, steps.campaign ?? MIGRATIONS, CAMPAIGN_SCHEMA_VERSION)
  return {
    ...current,
    version: INTERCHANGE_VERSION,
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    items: items.map((entry, i) => {
      const place = places[i]
      return place ? { ...(entry as object), item: (migrated[place.list] as unknown[])[place.index] } : entry
    }),
  }
}

/**
 * The file's bestiary entries brought up to today's bestiary format by the bestiary's own
 * migrations, as its file would be: they follow the bestiary's format, not the campaign's.
 */
function upcastEntries(document: Document, bestiaryVersion: number, migrations: readonly Migration[]): Document {
  if (!Array.isArray(document.items) || !document.items.some(isEntry)) return document
  if (bestiaryVersion >= BESTIARY_FORMAT_VERSION) return { ...document, bestiaryVersion: BESTIARY_FORMAT_VERSION }
  const items = document.items as unknown[]
  const entries = items.filter(isEntry).map((entry) => entry.item)
  const migrated = migrateCampaign({ schemaVersion: bestiaryVersion, entries }, migrations, BESTIARY_FORMAT_VERSION).entries as unknown[]
  let next = 0
  return {
    ...document,
    bestiaryVersion: BESTIARY_FORMAT_VERSION,
    items: items.map((entry) => (isEntry(entry) ? { ...entry, item: migrated[next++] } : entry)),
  }
}

const isEntry = (entry: unknown): entry is Item => typeof entry === 'object' && entry !== null && (entry as Item).kind === 'bestiary'
