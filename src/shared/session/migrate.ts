import { allSystems } from '../systems/registry'
import { LogEntry } from './entries'
import { SessionLedger } from './ledger'
import { upcastEntry } from './upcast'

export { NewerLogError } from './upcast'

type Raw = Record<string, unknown>

/** A version-1 entry: its `where` names a Challenge, as the first format's did on every entry. */
function isVersion1(raw: unknown): raw is Raw {
  if (typeof raw !== 'object' || raw === null) return false
  const where = (raw as Raw).where
  return typeof where === 'object' && where !== null && 'challengeId' in where
}

/**
 * A session log as today's entries, whatever format its lines were written in: each line is
 * upgraded in memory (`upcastEntry`: the log's format, each system's parts through its
 * upcasters); the file is never rewritten. Lines of the first format (schema version 1) are
 * read first by the system that wrote them, given the run open before each (the log is
 * replayed as it is read, so undone and reopened runs come out right). A log may mix formats:
 * a session begun before an upgrade goes on in today's. A line of a newer format throws
 * `NewerLogError` and nothing is read. Entries that do not parse are left for the caller's
 * schema check to report.
 */
export function upgradeLog(raws: readonly unknown[]): unknown[] {
  if (!raws.some(isVersion1)) return raws.map(upcastEntry)
  const legacy = allSystems().find((system) => system.legacyLog)?.legacyLog
  if (!legacy) throw new Error('This log was written by an older console, and no rule system here reads its format.')
  const out: unknown[] = []
  let ledger: SessionLedger | null = null
  for (const raw of raws) {
    const open = ledger?.state.run ?? null
    const entry = upcastEntry(isVersion1(raw) ? legacy.upgrade(raw, open && { id: open.id, item: open.item }) : raw)
    out.push(entry)
    const parsed = LogEntry.safeParse(entry)
    if (!parsed.success) continue
    if (!ledger) ledger = SessionLedger.begin(parsed.data)
    else if (ledger.whyRefused(parsed.data) === null) ledger.append(parsed.data)
  }
  return out
}
