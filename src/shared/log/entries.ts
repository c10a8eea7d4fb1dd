import { z } from 'zod'
import { AgonyTrait, Id, Name, Pools, Timestamp } from '../campaign'
import { ChallengeEvent, ChallengeInput } from '../systems/relics'

/** The version of the session log format; a JSON export carries it. */
export const LOG_SCHEMA_VERSION = 1

/** The longest summary an entry holds; a note keeps its whole text beside it. */
export const SUMMARY_LIMIT = 2000

/** Where the session stood when an entry was made, for filters and export headings. */
export const Where = z.strictObject({
  sceneId: z.string().nullable(),
  eventId: z.string().nullable(),
  challengeId: z.string().nullable(),
  round: z.number().int().nullable(),
  turn: z.enum(['cohort', 'challenge']).nullable(),
  step: z.string().nullable(),
})
export type Where = z.infer<typeof Where>

/** The state of the Cohort the session changes: what goes back into the campaign. */
export const CohortState = z.strictObject({
  characters: z.record(
    z.string(),
    z.strictObject({ stress: z.number().int().min(0), stressedOut: z.boolean(), outOfGame: z.boolean(), agony: z.array(AgonyTrait) }),
  ),
  pools: Pools,
})
export type CohortState = z.infer<typeof CohortState>

const base = {
  seq: z.number().int().min(1),
  at: Timestamp,
  /** Who acted: the players, the GM, or the console itself (dice, bookkeeping). */
  actor: z.enum(['cohort', 'gm', 'console']),
  /** Private entries never reach a player display or a public export. */
  visibility: z.enum(['public', 'private']),
  where: Where,
  /** One line a person can read, written when the entry is made (names as they were then). */
  summary: z.string().max(SUMMARY_LIMIT),
}
const entry = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.strictObject({ ...base, kind: z.literal(kind), ...shape })

/**
 * One entry of a session log. The log is append-only: undo and redo are entries too, so
 * nothing once acknowledged is ever rewritten, and replaying the log rebuilds the state.
 */
export const LogEntry = z.discriminatedUnion('kind', [
  entry('session.started', { sessionId: Id, name: Name, campaignId: Id, cohort: CohortState }),
  entry('challenge.started', {
    sceneId: Id,
    eventId: Id,
    challengeId: Id,
    /** Everything the Challenge starts from, so a replay never depends on later prep edits. */
    input: ChallengeInput,
  }),
  entry('challenge.event', { event: ChallengeEvent }),
  entry('challenge.closed', {}),
  entry('recovery.rolled', {
    sceneId: z.string().nullable(),
    /** The Stallion test's dice, rolled by the console. */
    dice: z.array(z.number().int().min(1).max(6)).max(30),
    recovered: z.number().int().min(0),
  }),
  entry('scene.recovered', {
    sceneId: z.string().nullable(),
    method: z.enum(['setValue', 'test', 'none']),
    recovered: z.number().int().min(0),
    allocations: z.record(z.string(), z.number().int().min(0)),
    /** Extended downtime: Stress every PC in the game recovers on top (0 when none). */
    downtime: z.number().int().min(0).max(10),
  }),
  entry('note', { text: z.string().min(1).max(20_000) }),
  entry('undo', { target: z.number().int().min(1) }),
  entry('redo', { target: z.number().int().min(1) }),
])
export type LogEntry = z.infer<typeof LogEntry>
export type LogEntryKind = LogEntry['kind']
export type EntryOf<K extends LogEntryKind> = Extract<LogEntry, { kind: K }>

/** An entry before the host numbers it, stamps its time and where the session stands. */
export type NewEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'seq' | 'at' | 'where'> : never) : never

/** Entries that change the session and can be undone; undo and redo themselves cannot. */
export function isUndoable(entry: LogEntry): boolean {
  return entry.kind !== 'undo' && entry.kind !== 'redo' && entry.kind !== 'session.started'
}
