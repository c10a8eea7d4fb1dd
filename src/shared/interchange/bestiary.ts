import { BESTIARY_FORMAT_VERSION, Bestiary, type BestiaryEntry } from '../bestiary/bestiary'
import { CAMPAIGN_SCHEMA_VERSION } from '../campaign'
import { IpcError } from '../ipc/errors'
import { BESTIARY_SOURCE, INTERCHANGE_FORMAT, INTERCHANGE_VERSION, KIND_NOUNS, type BestiaryItem, type InterchangeFile } from './format'
import { reasonOf } from './plan'
import { importLines, type PlannedLine } from './import-lines'
import type { ImportLines } from './preview'

/** What importing a prep file into the bestiary will do; nothing is written until the GM confirms. */
export interface BestiaryImportPlan extends ImportLines {
  /** The library as it will be: the entries replaced in place, the added ones after them. */
  bestiary: Bestiary
}

/**
 * The prep file of the bestiary's entries: every one (`ids` null), or the chosen ones, in the
 * library's order. An entry keeps its revision and when it was saved: a copy in a campaign
 * names the entry by both, and the import compares the times. An id the library does not
 * have is refused: the GM chose from a list that has changed since.
 */
export function exportBestiary(bestiary: Bestiary, ids: readonly string[] | null, exportedAt: string): InterchangeFile {
  for (const id of ids ?? [])
    if (!bestiary.entries.some((entry) => entry.id === id))
      throw new IpcError('not_found', `There is no entry "${id}" in the bestiary any more: nothing was exported.`)
  const chosen = ids === null ? null : new Set(ids)
  return {
    format: INTERCHANGE_FORMAT,
    version: INTERCHANGE_VERSION,
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    bestiaryVersion: BESTIARY_FORMAT_VERSION,
    exportedAt,
    campaign: BESTIARY_SOURCE,
    items: bestiary.entries.filter((entry) => chosen?.has(entry.id) ?? true).map((entry) => ({ kind: 'bestiary', item: structuredClone(entry) })),
  }
}

/**
 * Plans the import of a checked prep file into the bestiary. An entry replaces the library's
 * entry with its id (one revision on from the library's, so a copy or an open editor sees it
 * changed), or is added as it is. Left out, with the reasons: a PC, an NPC or an encounter
 * (they go into a campaign), an id the file holds twice, an entry the library holds saved
 * later than the file's (the import would undo that save) or just as the file has it, and an
 * entry the library would not hold (a stat block of a rule system this console does not have,
 * or one its schema refuses): the bestiary's own check decides, on the library as it would be.
 */
export function planBestiaryImport(bestiary: Bestiary, file: InterchangeFile): BestiaryImportPlan {
  const leftOut = new Map<InterchangeFile['items'][number], string[]>()
  const leave = (entry: InterchangeFile['items'][number], reason: string) => leftOut.set(entry, [...(leftOut.get(entry) ?? []), reason])
  const stored = new Map(bestiary.entries.map((entry) => [entry.id, entry]))
  const seen = new Set<string>()
  for (const entry of file.items) {
    if (entry.kind !== 'bestiary') {
      leave(entry, `this ${KIND_NOUNS[entry.kind]} goes into a campaign, not the bestiary: import it from the campaign's Settings`)
      continue
    }
    if (seen.has(entry.item.id)) leave(entry, `the file holds the id “${entry.item.id}” twice: only the first is imported`)
    seen.add(entry.item.id)
    const held = stored.get(entry.item.id)
    if (held && held.savedAt > entry.item.savedAt)
      leave(
        entry,
        `the bestiary's “${held.name}” was saved later (${held.savedAt}) than this one (${entry.item.savedAt}): importing it would undo that`,
      )
    else if (held && held.savedAt === entry.item.savedAt && held.revision === entry.item.revision)
      leave(entry, 'the bestiary already holds this entry as it was saved')
  }
  for (;;) {
    const accepted = entriesOf(file).filter((entry) => !leftOut.has(entry))
    const merged = mergeInto(bestiary, accepted)
    const result = Bestiary.safeParse(merged.bestiary)
    if (result.success) {
      const lines = accepted.map((entry) => lineOf(bestiary, entry))
      return { ...importLines(file, lines, leftOut), bestiary: result.data }
    }
    const before = leftOut.size
    for (const issue of result.error.issues) {
      const entry = accepted.find((candidate) => issue.path[0] === 'entries' && issue.path[1] === merged.places.get(candidate))
      if (entry) leave(entry, reasonOf(issue.path.slice(2), issue.message))
    }
    // A problem in what the library already holds is not the file's to fix: nothing is offered.
    if (leftOut.size === before) for (const entry of accepted) leave(entry, 'the bestiary would not hold with it')
  }
}

const entriesOf = (file: InterchangeFile): BestiaryItem[] => file.items.filter((entry): entry is BestiaryItem => entry.kind === 'bestiary')

/** The library with the entries written in (replacing by id, one revision on, else appended), and where each went. */
function mergeInto(bestiary: Bestiary, accepted: readonly BestiaryItem[]): { bestiary: Bestiary; places: Map<BestiaryItem, number> } {
  const entries: BestiaryEntry[] = [...bestiary.entries]
  const places = new Map<BestiaryItem, number>()
  for (const { item } of accepted) {
    const index = entries.findIndex((held) => held.id === item.id)
    if (index >= 0) entries[index] = { ...item, revision: entries[index]!.revision + 1 }
    else entries.push(item)
  }
  for (const entry of accepted)
    places.set(
      entry,
      entries.findIndex((held) => held.id === entry.item.id),
    )
  return { bestiary: { ...bestiary, entries }, places }
}

function lineOf(bestiary: Bestiary, { item }: BestiaryItem): PlannedLine {
  const held = bestiary.entries.find((entry) => entry.id === item.id)
  const line: PlannedLine = { kind: 'bestiary', id: item.id, name: item.name, replacing: held !== undefined }
  if (held && held.name !== item.name) line.replaces = held.name
  if (!held && bestiary.entries.some((entry) => entry.name === item.name))
    line.note = `the bestiary already has another entry named “${item.name}”; both are kept`
  return line
}
