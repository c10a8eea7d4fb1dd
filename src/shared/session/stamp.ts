import type { Campaign } from '../campaign'
import { allSystems, systemOf } from '../systems/registry'
import { LOG_SCHEMA_VERSION, LogEntry, SUMMARY_LIMIT, type EntryOf, type NewEntry, type Where } from './entries'
import { CHECKS_OWN_PARTS } from './own-checks'

/** A summary that fits an entry: a long text is cut (with an ellipsis), its whole stays in the entry. */
export function clipSummary(text: string): string {
  return text.length <= SUMMARY_LIMIT ? text : `${text.slice(0, SUMMARY_LIMIT - 1)}…`
}

/** Each registered system's format now, by id: what a resume point must have been saved under to be used. */
export function formatsNow(): Record<string, number> {
  return Object.fromEntries(allSystems().map((system) => [system.id, system.format.version]))
}

/** What the session knows when it writes an entry: its number, its time and where the session stands. */
export interface EntryFrame {
  seq: number
  at: string
  where: Where
}

/**
 * The entry as the log keeps it: numbered, timed, placed, and stamped with the versions it is
 * written in (the log's format; a system part's format; a run's rules, which it keeps to its
 * end), so that whichever console reads it later knows how to read and replay it. Every
 * writer of a log (the host, the headless session, the tests' sessions) stamps through here.
 */
export function stampEntry(next: NewEntry, frame: EntryFrame): LogEntry {
  const versions =
    next.kind === 'session.started'
      ? { formats: formatsNow(), rules: Object.fromEntries(allSystems().map((system) => [system.id, system.format.rules])) }
      : next.kind === 'run.started'
        ? { format: systemOf(next.system).format.version, rules: systemOf(next.system).format.rules }
        : next.kind === 'run.event'
          ? { format: systemOf(next.system).format.version }
          : {}
  // Begun with a key, not the spread: V8 adds keys to a literal begun with a spread on a slow path, a microsecond each.
  const stamped = { v: LOG_SCHEMA_VERSION, ...next, ...versions, summary: clipSummary(next.summary), ...frame }
  // An event is the step every move logs: outside development it is put in the schema's order unchecked (`CHECKS_OWN_PARTS`).
  if (!CHECKS_OWN_PARTS && stamped.kind === 'run.event') return eventEntryInLogOrder(stamped as EntryOf<'run.event'>)
  return LogEntry.parse(stamped)
}

/** The keys of an event entry in the order the log's schema gives them back: the stored line is the same whichever way it was made. */
const EVENT_ENTRY_KEYS = Object.keys(LogEntry.options.find((option) => option.shape.kind.value === 'run.event')!.shape)

/**
 * An event entry as `LogEntry.parse` gives it back, without checking it: its keys in the
 * schema's order (the event's `type` first, the rest of the event as it was), fields left
 * undefined left out. Only for entries the console made from checked parts.
 */
export function eventEntryInLogOrder(entry: EntryOf<'run.event'>): EntryOf<'run.event'> {
  const ordered: Record<string, unknown> = {}
  const fields = entry as unknown as Record<string, unknown>
  for (const key of EVENT_ENTRY_KEYS) if (fields[key] !== undefined) ordered[key] = fields[key]
  const { where, event } = entry
  const { type, ...rest } = event
  ordered.where = {
    sceneId: where.sceneId,
    run: where.run && { system: where.run.system, id: where.run.id, item: where.run.item },
    round: where.round,
    turn: where.turn,
    step: where.step,
  }
  ordered.event = { type, ...rest }
  return ordered as EntryOf<'run.event'>
}

/** The first entry of a session: what each system starts from, read from the campaign now. */
export function sessionStartEntry(campaign: Campaign, session: { sessionId: string; name: string }): NewEntry {
  return {
    kind: 'session.started',
    actor: 'gm',
    visibility: 'public',
    summary: `Session “${session.name}” starts.`,
    sessionId: session.sessionId,
    name: session.name,
    campaignId: campaign.id,
    systems: Object.fromEntries(allSystems().map((system) => [system.id, system.session.beginFrom(campaign)])),
  }
}
