import { CAMPAIGN_SCHEMA_VERSION } from './campaign'

/** One step of the campaign format: a pure function from version `from` to `from + 1`. */
export interface Migration {
  from: number
  describe: string
  migrate(document: Record<string, unknown>): Record<string, unknown>
}

type Item = Record<string, unknown>
const items = (document: Item, key: string): Item[] => (Array.isArray(document[key]) ? (document[key] as Item[]) : [])
const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Every migration this build knows, oldest first; a change to the format adds a step here and
 * bumps the schema version. Each step leaves what it does not understand as it is, for the
 * validation after it to name.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    describe: 'each rule system keeps its own data: PCs get combat blocks, and a Zones battlefield moves into the encounter’s setup',
    migrate: (document) => ({
      ...document,
      characters: items(document, 'characters').map((pc) => ({ ...pc, statBlocks: {} })),
      encounters: items(document, 'encounters').map(({ zones, ...encounter }) => ({
        ...encounter,
        setup: encounter.system === 'zones' ? { zones } : {},
      })),
    }),
  },
  {
    from: 2,
    describe: 'traits say when they trigger (the Huddle, as before) and whether they unresolve or free resolved dice (none did)',
    migrate: (document) =>
      Array.isArray(document.traits)
        ? {
            ...document,
            traits: (document.traits as unknown[]).map((trait) => (isItem(trait) ? { trigger: 'huddle', resolvedDice: null, ...trait } : trait)),
          }
        : document,
  },
]

/** The schema version a document says it has, or null when it says none or nonsense. */
export function schemaVersionOf(document: unknown): number | null {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return null
  const version = (document as Record<string, unknown>).schemaVersion
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null
}

/**
 * Runs the migrations from the document's version up to `target`, each a pure step. The
 * caller backs the file up first and validates the result afterwards.
 */
export function migrateCampaign(
  document: Record<string, unknown>,
  migrations: readonly Migration[] = MIGRATIONS,
  target: number = CAMPAIGN_SCHEMA_VERSION,
): Record<string, unknown> {
  let current = document
  let version = schemaVersionOf(current) ?? 0
  while (version < target) {
    const step = migrations.find((m) => m.from === version)
    if (!step) throw new Error(`no migration from schema version ${version}`)
    current = { ...step.migrate(current), schemaVersion: version + 1 }
    version += 1
  }
  return current
}
