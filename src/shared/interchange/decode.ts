import type { z } from 'zod'
import { BESTIARY_FORMAT_VERSION } from '../bestiary/bestiary'
import { CAMPAIGN_SCHEMA_VERSION, describeIssues, formatPath, type DataProblem } from '../campaign'
import { INTERCHANGE_FORMAT, INTERCHANGE_KINDS, INTERCHANGE_VERSION, InterchangeFile, KIND_NOUNS, type InterchangeKind } from './format'
import { upcastPrepFile } from './upcast'

/** A prep file read: its items as today's schemas hold them, or why it cannot be used. */
export type DecodedPrepFile = { ok: true; file: InterchangeFile } | { ok: false; reason: string; problems: DataProblem[] }

type Document = Record<string, unknown>

const refused = (reason: string, problems: DataProblem[] = []): DecodedPrepFile => ({ ok: false, reason, problems })
const isDocument = (value: unknown): value is Document => typeof value === 'object' && value !== null && !Array.isArray(value)
const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1

/**
 * Reads a prep file's data (what JSON.parse made of it): says what it is not (a campaign file,
 * a file of a newer console, a kind of item this console does not read), upcasts an older one,
 * and checks every item with the campaign's own schemas. Each problem names where it is, by
 * the item's number and name. Whether the items fit the campaign they go into is `planImport`'s.
 */
export function decodePrepFile(data: unknown): DecodedPrepFile {
  if (!isDocument(data) || data.format !== INTERCHANGE_FORMAT) {
    if (isDocument(data) && 'schemaVersion' in data && 'characters' in data)
      return refused('This is a whole campaign file, not a prep file: open it from the campaign list instead.')
    return refused(`This is not a prep file of the GM console: it does not say "format": "${INTERCHANGE_FORMAT}".`)
  }
  const { version, schemaVersion } = data
  if (!wholeNumber(version)) return refused('This prep file does not say which version of the format it is in ("version").')
  if (version > INTERCHANGE_VERSION)
    return refused(
      `This prep file is in version ${version} of the format, from a newer console; this console reads up to version ${INTERCHANGE_VERSION}. Update the console to import it.`,
    )
  if (!wholeNumber(schemaVersion)) return refused('This prep file does not say which campaign schema its items are in ("schemaVersion").')
  if (schemaVersion > CAMPAIGN_SCHEMA_VERSION)
    return refused(
      `This prep file's items are in campaign schema ${schemaVersion}, from a newer console; this console reads up to schema ${CAMPAIGN_SCHEMA_VERSION}. Update the console to import it.`,
    )
  const bestiary = bestiaryVersionOf(data)
  if (typeof bestiary === 'string') return refused(bestiary)
  const current = upcastPrepFile(data, version, schemaVersion, bestiary)
  const unknown = unknownKinds(current)
  if (unknown.length > 0)
    return refused(`This prep file holds ${unknown.length === 1 ? 'an item' : 'items'} of a kind this console does not read.`, unknown)
  const parsed = InterchangeFile.safeParse(current)
  if (parsed.success) return { ok: true, file: parsed.data }
  const problems = inWords(parsed.error.issues, current)
  return refused(`This prep file is not valid: ${problems[0]!.path}: ${problems[0]!.message}.`, problems)
}

/**
 * The bestiary format a file's entries are in (the version this build writes when it holds
 * none), or why it cannot be read: a file of entries must say, and a newer one is refused.
 */
function bestiaryVersionOf(data: Document): number | string {
  const { bestiaryVersion, items } = data
  const holdsEntries = Array.isArray(items) && items.some((entry: unknown) => isDocument(entry) && entry.kind === 'bestiary')
  if (bestiaryVersion === undefined && !holdsEntries) return BESTIARY_FORMAT_VERSION
  if (!wholeNumber(bestiaryVersion))
    return 'This prep file holds bestiary entries but does not say which bestiary format they are in ("bestiaryVersion").'
  if (bestiaryVersion > BESTIARY_FORMAT_VERSION)
    return `This prep file's bestiary entries are in bestiary format ${bestiaryVersion}, from a newer console; this console reads up to format ${BESTIARY_FORMAT_VERSION}. Update the console to import it.`
  return bestiaryVersion
}

const KNOWN = new Set<string>(INTERCHANGE_KINDS)
const KINDS_READ = 'PCs, NPCs, encounters and bestiary entries'

/** An item whose kind no option reads, named plainly rather than as a union zod could not match. */
function unknownKinds(document: Document): DataProblem[] {
  if (!Array.isArray(document.items)) return []
  return document.items.flatMap((entry: unknown, i) => {
    const kind = isDocument(entry) ? entry.kind : undefined
    if (typeof kind === 'string' && KNOWN.has(kind)) return []
    const what = typeof kind === 'string' ? `“${kind}”` : 'of no kind'
    return [
      { path: `item ${i + 1}`, message: `a kind this console does not read: ${what} (it reads ${KINDS_READ})`, found: JSON.stringify(kind ?? null) },
    ]
  })
}

/** Zod's issues at paths a GM can find: "item 3 (NPC “Sand Raider”), statBlocks.escalation.level". */
function inWords(issues: readonly z.core.$ZodIssue[], document: Document): DataProblem[] {
  const problems = describeIssues(issues, document)
  return problems.map((problem, i) => ({ ...problem, path: whereInFile(issues[i]!.path, document) }))
}

/** Where a path points in a prep file, in words: an item by its number, kind and name. */
export function whereInFile(path: readonly PropertyKey[], document: Document): string {
  if (path[0] !== 'items' || typeof path[1] !== 'number') return formatPath(path)
  const entry = (document.items as unknown[])[path[1]]
  const item = isDocument(entry) && isDocument(entry.item) ? entry.item : {}
  const kind = isDocument(entry) && typeof entry.kind === 'string' && KNOWN.has(entry.kind) ? KIND_NOUNS[entry.kind as InterchangeKind] : 'item'
  const name = typeof item.name === 'string' && item.name.trim() !== '' ? ` “${item.name.trim()}”` : ''
  const inside = path[2] === 'item' ? path.slice(3) : path.slice(2)
  const label = `item ${path[1] + 1} (${kind}${name})`
  return inside.length === 0 ? label : `${label}, ${formatPath(inside)}`
}
