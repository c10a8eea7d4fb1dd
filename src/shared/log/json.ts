import { z } from 'zod'
import { Id, Name } from '../campaign'
import { SessionLedger } from '../session/ledger'
import { liveSnapshot, type SessionState } from '../session/state'
import { positionOf, whyRefused } from '../systems/relics'
import { LOG_SCHEMA_VERSION, LogEntry } from './entries'
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
  const file: SessionLogFile = { format: LOG_FORMAT, schemaVersion: LOG_SCHEMA_VERSION, audience: 'gm', session: { id: sessionId, name, campaignId }, entries: ledger.all() }
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
      challenge: e.challenge ? `${e.challenge.name} (${e.challenge.detail})` : null,
      round: e.round,
      step: e.step,
      summary: e.summary,
      narrative: e.narrative,
      dice: e.dice,
    })),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** Why the host would have refused this entry here; the ledger checks order, undo and redo. */
function whyNotLogged(state: SessionState, entry: LogEntry): string | null {
  const open = state.challenge
  if (entry.kind === 'challenge.started' && open) return `a Challenge (${open.challengeId}) is still open`
  if (entry.kind === 'challenge.closed' && (!open || positionOf(open.snapshot.value).turn !== null)) return 'no finished Challenge is open'
  if (entry.kind === 'challenge.event') return open ? whyRefused(liveSnapshot(open), entry.event) : 'no Challenge is running'
  return null
}

/** An imported log replayed into its ledger, or why it was refused. */
export type ImportResult = { ok: true; file: SessionLogFile; ledger: SessionLedger } | { ok: false; reason: string }

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'the file'}: ${issue.message}` : 'it does not match the session log format'
}

/**
 * Reads a GM JSON export back: checks the format, the schema version and every entry, then
 * replays the log through the pure ledger, refusing any event the rules would have refused
 * where it stands. The ledger it gives holds the session's final state, undo history
 * included.
 */
export function importSessionLog(json: string): ImportResult {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return { ok: false, reason: 'This is not a JSON file.' }
  }
  const head = z.looseObject({ format: z.string(), schemaVersion: z.number(), audience: z.string() }).safeParse(data)
  if (!head.success || head.data.format !== LOG_FORMAT) return { ok: false, reason: 'This file is not a session log export.' }
  if (head.data.schemaVersion !== LOG_SCHEMA_VERSION)
    return { ok: false, reason: `This log has schema version ${head.data.schemaVersion}; this console reads version ${LOG_SCHEMA_VERSION}.` }
  if (head.data.audience === 'public') return { ok: false, reason: 'This is a player copy: it leaves entries out and cannot be replayed. Import the GM copy.' }
  const parsed = SessionLogFile.safeParse(data)
  if (!parsed.success) return { ok: false, reason: `The log is not valid (${describeIssue(parsed.error)}).` }
  const file = parsed.data
  const [first, ...rest] = file.entries
  if (first?.kind !== 'session.started' || first.sessionId !== file.session.id)
    return { ok: false, reason: `The log does not start with session ${file.session.id} starting.` }
  const ledger = SessionLedger.begin(first)
  for (const entry of rest) {
    const reason = ledger.whyRefused(entry) ?? whyNotLogged(ledger.state, entry)
    if (reason) return { ok: false, reason: `Entry #${entry.seq} cannot follow: ${reason}` }
    ledger.append(entry)
  }
  return { ok: true, file, ledger }
}
