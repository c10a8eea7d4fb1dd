import { z } from 'zod'
import { Id, Name } from '../campaign/common'
import { checkSystemParts, whyEntryRefused } from '../session/decide'
import { LOG_SCHEMA_VERSION, LogEntry } from '../session/entries'
import { SessionLedger } from '../session/ledger'
import { NewerLogError, upgradeLog } from '../session/migrate'
import type { ReadableSession } from './readable'

/** What a JSON export says it is, so an import knows it has the right file. */
export const LOG_FORMAT = 'gm-console.session-log'

/** The GM's JSON export: the whole raw log with its schema version; importing replays it. */
export const SessionLogFile = z.strictObject({
  format: z.literal(LOG_FORMAT),
  schemaVersion: z.literal(LOG_SCHEMA_VERSION),
  audience: z.literal('gm'),
  session: z.strictObject({ id: Id, name: Name, campaignId: Id }),
  entries: z.array(LogEntry).min(1),
})
export type SessionLogFile = z.infer<typeof SessionLogFile>

/** The GM's JSON export of a session: every entry, undone and private ones included. */
export function sessionLogJson(ledger: SessionLedger): string {
  const { sessionId, name, campaignId } = ledger.state
  const file: SessionLogFile = {
    format: LOG_FORMAT,
    schemaVersion: LOG_SCHEMA_VERSION,
    audience: 'gm',
    session: { id: sessionId, name, campaignId },
    entries: ledger.all(),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/**
 * The players' JSON export: the redacted story, with names and steps in words and no ids
 * (an id can spell a hidden name). It cannot be replayed: entries are missing by design.
 */
export function publicSessionJson(session: ReadableSession): string {
  const file = {
    format: LOG_FORMAT,
    schemaVersion: LOG_SCHEMA_VERSION,
    audience: 'public',
    session: { name: session.name, campaign: session.campaign, startedAt: session.startedAt },
    entries: session.entries.map((e) => ({
      at: e.at,
      kind: e.kind,
      event: e.event,
      actor: e.actor,
      scene: e.scene?.name ?? null,
      run: e.run ? `${e.run.name} (${e.run.detail})` : null,
      round: e.round,
      step: e.step,
      summary: e.summary,
      narrative: e.narrative,
      dice: e.dice,
    })),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** An imported log replayed into its ledger, or why it was refused. */
export type ImportResult = { ok: true; file: SessionLogFile; ledger: SessionLedger } | { ok: false; reason: string }

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'the file'}: ${issue.message}` : 'it does not match the session log format'
}

/**
 * Reads a GM JSON export back: checks the format, the schema version (an export of an earlier
 * format is read as today's entries, one of a newer console refused in one sentence) and every entry, then replays the log through the pure ledger,
 * refusing any entry the rules would have refused where it stands (`whyEntryRefused`, the
 * host's own check, with no campaign to consult). The ledger it gives holds the session's
 * final state, undo history included.
 */
export function importSessionLog(json: string): ImportResult {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return { ok: false, reason: 'This is not a JSON file.' }
  }
  const head = z
    .looseObject({ format: z.string(), schemaVersion: z.number(), audience: z.string(), entries: z.array(z.unknown()).optional() })
    .safeParse(data)
  if (!head.success || head.data.format !== LOG_FORMAT) return { ok: false, reason: 'This file is not a session log export.' }
  const version = head.data.schemaVersion
  if (version > LOG_SCHEMA_VERSION) return { ok: false, reason: new NewerLogError(`a log of format ${version}`, LOG_SCHEMA_VERSION).message }
  if (!Number.isInteger(version) || version < 1)
    return { ok: false, reason: `This log has schema version ${version}; this console reads versions 1 to ${LOG_SCHEMA_VERSION}.` }
  if (head.data.audience === 'public')
    return { ok: false, reason: 'This is a player copy: it leaves entries out and cannot be replayed. Import the GM copy.' }
  let upgraded: unknown
  try {
    // Entries of any earlier format are read as today's (and a newer system format refused) before anything replays them.
    upgraded = { ...(data as object), schemaVersion: LOG_SCHEMA_VERSION, entries: upgradeLog(head.data.entries ?? []) }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
  const parsed = SessionLogFile.safeParse(upgraded)
  if (!parsed.success) return { ok: false, reason: `The log is not valid (${describeIssue(parsed.error)}).` }
  const [first, ...rest] = parsed.data.entries
  const { session } = parsed.data
  if (first?.kind !== 'session.started' || first.sessionId !== session.id)
    return { ok: false, reason: `The log does not start with session ${session.id} starting.` }
  // Each entry is kept as the system's schemas gave back its parts, never as the file had it.
  const start = checkSystemParts(first)
  if ('reason' in start) return { ok: false, reason: `Entry #1 is not valid: ${start.reason}.` }
  const ledger = SessionLedger.begin(start.entry)
  const entries = [start.entry]
  for (const raw of rest) {
    const checked = checkSystemParts(raw)
    const reason = ledger.whyRefused(raw) ?? ('reason' in checked ? checked.reason : whyEntryRefused(ledger.state, checked.entry, { campaign: null }))
    if (reason !== null || 'reason' in checked) return { ok: false, reason: `Entry #${raw.seq} cannot follow: ${reason}` }
    ledger.append(checked.entry)
    entries.push(checked.entry)
  }
  return { ok: true, file: { ...parsed.data, entries }, ledger }
}
