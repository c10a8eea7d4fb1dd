import { z } from 'zod'
import { Id, Name, SystemId, Timestamp, safeRecord } from '../campaign/common'

/**
 * The version of the session log's own format (the entry frame, not a system's parts): every
 * entry carries it as `v`, and a JSON export as `schemaVersion`. Version 1 knew Relics of the
 * Moon alone; version 2 made entries neutral (runs of any system); version 3 stamps each entry
 * with `v` and each system part with the system's format (and each run with its rules);
 * version 4 lets players act from their devices: the GM's switch (`players.allowed`), the
 * player who took a step (`player`) and a player's refused command (`player.refused`); version
 * 5 lets a player propose and the GM answer (`player.proposed`, `player.answered`). An older
 * console meets them as a newer log and refuses it in words, rather than as a bad line.
 */
export const LOG_SCHEMA_VERSION = 5

/** The longest summary an entry holds; a note keeps its whole text beside it. */
export const SUMMARY_LIMIT = 2000

export { SystemId }

/** A run of a system as an entry names it: which system, which run, which campaign item it plays. */
export const RunTag = z.strictObject({ system: SystemId, id: Id, item: Id })
export type RunTag = z.infer<typeof RunTag>

/**
 * Where the session stood when an entry was made, for filters and export headings: the
 * scene, the run and, in the system's own words, its round, turn and step (a Challenge's
 * turn and step, a fight's round and whose turn).
 */
export const Where = z.strictObject({
  sceneId: z.string().nullable(),
  run: RunTag.nullable(),
  round: z.number().int().nullable(),
  turn: z.string().max(120).nullable(),
  step: z.string().max(120).nullable(),
})
export type Where = z.infer<typeof Where>

/** Nowhere in particular: a session's start. */
export const NOWHERE: Where = { sceneId: null, run: null, round: null, turn: null, step: null }

/** A system's format or rules version, as an entry records it. */
export const Version = z.number().int().min(1).max(1_000_000)

const base = {
  /** The log format this entry was written in: entries of older formats are upgraded as they are read. */
  v: z.literal(LOG_SCHEMA_VERSION),
  seq: z.number().int().min(1),
  at: Timestamp,
  /** Who acted: the players, the GM, or the console itself (dice, bookkeeping). */
  actor: z.enum(['players', 'gm', 'console']),
  /** Private entries never reach a player display or a public export. */
  visibility: z.enum(['public', 'private']),
  where: Where,
  /** One line a person can read, written when the entry is made (names as they were then). */
  summary: z.string().max(SUMMARY_LIMIT),
  /** The players' line, when it differs from the GM's. */
  playerSummary: z.string().max(SUMMARY_LIMIT).optional(),
  /** The PC whose player took this step from their device (absent: the GM or the console took it). */
  player: Id.optional(),
}
const entry = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) => z.strictObject({ ...base, kind: z.literal(kind), ...shape })

/** What a player proposes: the keys of what they picked of the system's form. */
export const Proposal = z.strictObject({ picks: z.array(z.string().min(1).max(200)).max(40) })

/** A system's event as the log holds it; the system's own schema checks the rest (`checkSystemParts`). */
const SystemEvent = z.looseObject({ type: z.string().min(1).max(80) })

/**
 * One entry of a session log. The log is append-only: undo and redo are entries too, so
 * nothing once acknowledged is ever rewritten, and replaying the log rebuilds the state.
 * Entries of rule systems are neutral: a run of a system started, had an event, closed; an
 * event outside any run is the system's own (end-of-scene recovery).
 */
export const LogEntry = z.discriminatedUnion('kind', [
  entry('session.started', {
    sessionId: Id,
    name: Name,
    campaignId: Id,
    /** What each system starts from, read from the campaign when the session started. */
    systems: safeRecord('Rule systems', SystemId, z.unknown()),
    /** The format of each system's start, as `systems` holds it (see `RuleSystem.format`). */
    formats: safeRecord('System formats', SystemId, Version),
    /** The rules each system's steps outside any run follow in this session. */
    rules: safeRecord('System rules', SystemId, Version),
  }),
  entry('run.started', {
    system: SystemId,
    run: Id,
    sceneId: Id.nullable(),
    /** The campaign item the run plays: a Challenge, an encounter. */
    item: Id,
    /** Everything the run starts from, so a replay never depends on later prep edits. */
    start: z.unknown(),
    /** The format `start` was written in. */
    format: Version,
    /** The system's rules the run follows to its end, whichever console replays it. */
    rules: Version,
  }),
  entry('run.event', {
    system: SystemId,
    run: Id.nullable(),
    event: SystemEvent,
    /** The format `event` was written in. */
    format: Version,
    /**
     * Taken by the console on its own right after the entry before it, because nobody had
     * anything more to decide (a step that only moves on, the host's roll, the steps of a
     * proposal the GM confirmed): undo and redo take it together with the GM's step that led to it.
     */
    auto: z.literal(true).optional(),
  }),
  entry('run.closed', { system: SystemId, run: Id }),
  entry('note', { text: z.string().min(1).max(20_000) }),
  /** The GM lets players act from their devices, or stops them: undoable like any step. */
  entry('players.allowed', { allowed: z.boolean() }),
  /**
   * A player's command the session did not take, with the reason they were given: it changes
   * nothing and cannot be undone, but the GM sees what was asked and why it was refused.
   */
  entry('player.refused', {
    system: SystemId.nullable(),
    /** What was asked, by its kind and type only: a refused payload is not kept. */
    command: z.strictObject({ kind: z.enum(['act', 'roll', 'propose']), type: z.string().max(80) }),
    reason: z.string().min(1).max(SUMMARY_LIMIT),
  }),
  /**
   * A player proposes (their `player` names the PC): what they picked of the system's form.
   * It changes no rule state; it waits for the GM's answer, replaces the PC's older one still
   * waiting, and lapses when the step it was made at is over.
   */
  entry('player.proposed', { system: SystemId, proposal: Proposal }),
  /**
   * The GM's answer to the proposal logged as entry `proposal`. A confirmation is followed by
   * the system's own steps it sends (marked `auto`, so one undo takes them back with it).
   */
  entry('player.answered', { system: SystemId, proposal: z.number().int().min(1), answer: z.enum(['confirmed', 'declined']) }),
  entry('undo', { target: z.number().int().min(1) }),
  entry('redo', { target: z.number().int().min(1) }),
])
export type LogEntry = z.infer<typeof LogEntry>
export type LogEntryKind = LogEntry['kind']
export type EntryOf<K extends LogEntryKind> = Extract<LogEntry, { kind: K }>

/** What the session stamps on every entry: its number, time, place and the versions it was written in. */
type Stamped = 'v' | 'seq' | 'at' | 'where' | 'format' | 'formats' | 'rules'

/** An entry before the session numbers it, stamps its time, where the session stands and the versions (`stampEntry`). */
export type NewEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, Stamped> : never) : never

/** Whether the console took this step by itself after the one before it. */
export function isAutomatic(entry: LogEntry | undefined): boolean {
  return entry?.kind === 'run.event' && entry.auto === true
}

/** Entries that change the session and can be undone; undo and redo themselves cannot, nor a refusal, which changed nothing. */
export function isUndoable(entry: LogEntry): boolean {
  return entry.kind !== 'undo' && entry.kind !== 'redo' && entry.kind !== 'session.started' && entry.kind !== 'player.refused'
}
