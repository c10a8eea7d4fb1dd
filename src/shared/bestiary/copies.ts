import { campaignPartOf, type Npc } from '../campaign'
import { CREATURE_FIELDS, type BestiaryEntry } from './bestiary'

/** One field where a campaign's copy and its library entry differ, with both values in words. */
export interface FieldDifference {
  /** Where, as a path into the NPC: "description", "statBlocks.zones.hp". */
  path: string
  /** The field in the GM's words: "Description", "Zones · hp". */
  label: string
  /** The library entry's value, or null when the entry has no such field. */
  library: string | null
  /** The copy's value, or null when the copy has no such field. */
  copy: string | null
}

/** How a campaign's copy stands against its library entry. */
export interface CopyStatus {
  npcId: string
  npcName: string
  entryId: string
  /** The entry is gone from the library: the copy stays as it is, nothing to update from. */
  missing: boolean
  /** The entry's revision the copy was taken at, and the entry's revision now (null when missing). */
  copiedAt: number
  libraryRevision: number | null
  differences: FieldDifference[]
}

const FIELD_LABELS: Record<(typeof CREATURE_FIELDS)[number], string> = {
  name: 'Name',
  description: 'Description',
  gmNotes: 'GM notes',
  statBlocks: 'Stat blocks',
}

/** The copies of the bestiary's entries in one campaign file other than the open one. */
export interface CopiesInCampaign {
  file: string
  name: string
  /** Only the copies that differ from their entry, or whose entry is gone. */
  copies: CopyStatus[]
}

/** A new NPC for the campaign from a library entry, remembering the entry and its revision. */
export function copyOf(entry: BestiaryEntry, id: string): Npc {
  return {
    id,
    name: entry.name,
    description: entry.description,
    gmNotes: entry.gmNotes,
    revealed: false,
    statBlocks: structuredClone(entry.statBlocks),
    library: { entryId: entry.id, revision: entry.revision },
  }
}

/** What saving `npc` into the library writes: its fields, filed under `tags` and `level`, at `revision`. */
export function entryFrom(npc: Npc, filing: { id: string; revision: number; tags: string[]; level: number | null; savedAt: string }): BestiaryEntry {
  return {
    id: filing.id,
    revision: filing.revision,
    name: npc.name,
    description: npc.description,
    gmNotes: npc.gmNotes,
    statBlocks: structuredClone(npc.statBlocks),
    tags: [...new Set(filing.tags)],
    level: filing.level,
    savedAt: filing.savedAt,
  }
}

/**
 * The copy brought up to its entry: the entry's fields, the entry's revision remembered. The
 * NPC keeps its id, its revision (the save is checked against it) and whether the players see it.
 */
export function updatedCopy(npc: Npc, entry: BestiaryEntry): Npc {
  return { ...copyOf(entry, npc.id), revealed: npc.revealed, ...(npc.revision === undefined ? {} : { revision: npc.revision }) }
}

/**
 * Field by field, where the copy differs from its entry: the NPC's own texts, then each stat
 * block down to its leaves (a list item by item), so the GM sees "Zones · hp: 12 → 15", not
 * "the stat blocks differ".
 */
export function differences(entry: BestiaryEntry, npc: Npc): FieldDifference[] {
  const found: FieldDifference[] = []
  for (const field of CREATURE_FIELDS) {
    if (field === 'statBlocks') continue
    if (entry[field] !== npc[field]) found.push({ path: field, label: FIELD_LABELS[field], library: entry[field], copy: npc[field] })
  }
  const systems = [...new Set([...Object.keys(entry.statBlocks), ...Object.keys(npc.statBlocks)])]
  for (const system of systems) {
    const name = campaignPartOf(system)?.name ?? system
    compareLeaves(entry.statBlocks[system], npc.statBlocks[system], `statBlocks.${system}`, name, found)
  }
  return found
}

/** The copies of library entries in a campaign's NPCs, each with how it stands against its entry. */
export function copiesIn(npcs: readonly Npc[], entries: readonly BestiaryEntry[]): CopyStatus[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  return npcs.flatMap((npc): CopyStatus[] => {
    if (!npc.library) return []
    const entry = byId.get(npc.library.entryId)
    const base = { npcId: npc.id, npcName: npc.name, entryId: npc.library.entryId, copiedAt: npc.library.revision }
    if (!entry) return [{ ...base, missing: true, libraryRevision: null, differences: [] }]
    return [{ ...base, missing: false, libraryRevision: entry.revision, differences: differences(entry, npc) }]
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function compareLeaves(library: unknown, copy: unknown, path: string, label: string, found: FieldDifference[]): void {
  if (isRecord(library) && isRecord(copy)) {
    for (const key of [...new Set([...Object.keys(library), ...Object.keys(copy)])]) {
      compareLeaves(library[key], copy[key], `${path}.${key}`, `${label} · ${key}`, found)
    }
    return
  }
  if (Array.isArray(library) && Array.isArray(copy)) {
    for (let index = 0; index < Math.max(library.length, copy.length); index++) {
      compareLeaves(library[index], copy[index], `${path}[${index}]`, `${label} ${index + 1}`, found)
    }
    return
  }
  const [said, held] = [wordsOf(library), wordsOf(copy)]
  if (said !== held) found.push({ path, label, library: said, copy: held })
}

/** A value as the difference shows it: text as it is, anything else as JSON, absence as null. */
function wordsOf(value: unknown): string | null {
  if (value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}
