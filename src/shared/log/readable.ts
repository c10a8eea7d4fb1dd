import type { LogEntry, LogEntryKind } from '../session/entries'
import type { SessionLedger } from '../session/ledger'
import { logLines } from '../session/view'
import { systemOf } from '../systems/registry'
import type { ExportNames } from './names'
import { placeOf } from './place'
import { mayNameForPlayers, playerRedaction } from './redaction'
import { stepLabel } from './step-label'

export { stepLabel }

/** Who an export is for: the GM (everything, marked) or the players (the redacted story). */
export type ExportAudience = 'gm' | 'public'

/** One entry as an export tells it: names resolved, step in words, redaction applied. */
export interface ReadableEntry {
  seq: number
  at: string
  kind: LogEntryKind
  /** The system event's type, for `run.event` entries. */
  event: string | null
  actor: LogEntry['actor']
  private: boolean
  /** Undone and not redone: a GM copy strikes it through, a player copy leaves it out. */
  undone: boolean
  /** Told for the story? Bookkeeping such as "next step" is not: the next line says it. */
  quiet: boolean
  summary: string
  /** The whole text of a note or of a narrative event, told as a paragraph. */
  narrative: string | null
  /** The faces a roll gave, for entries that rolled dice. */
  dice: number[] | null
  /** The scene and run it happened in, when the audience may read their names. */
  scene: { key: string; name: string } | null
  run: { key: string; name: string; detail: string } | null
  /** What the run is called in its system's words ("Challenge"), for headings after it. */
  runNoun: string | null
  round: number | null
  /** "Cohort turn, 4. Roll Remaining Dice", or null outside a run's turns. */
  step: string | null
}

/** A session as an export tells it. */
export interface ReadableSession {
  audience: ExportAudience
  name: string
  campaign: string
  startedAt: string
  entries: ReadableEntry[]
}

/** A run: from its start entry, with the name and detail it had then. */
interface RunStory {
  key: string
  name: string
  detail: string
  loggedPublic: boolean
}

function narrativeOf(entry: LogEntry): string | null {
  if (entry.kind === 'note') return entry.text
  if (entry.kind === 'run.event') return systemOf(entry.system).narrative(entry.event)
  return null
}

function diceOf(entry: LogEntry): number[] | null {
  if (entry.kind !== 'run.event') return null
  const dice = systemOf(entry.system).dice(entry.event)
  return dice ? [...dice] : null
}

function sceneOf(sceneId: string | null, names: ExportNames, audience: ExportAudience): ReadableEntry['scene'] {
  if (!sceneId) return null
  const item = names.scenes[sceneId]
  if (audience === 'public') return item && mayNameForPlayers(item, false) ? { key: sceneId, name: item.name } : null
  return { key: sceneId, name: item?.name ?? `Scene ${sceneId}` }
}

function runOf(story: RunStory | undefined, item: string | null, names: ExportNames, audience: ExportAudience): ReadableEntry['run'] {
  if (!story || !item) return null
  if (audience === 'public' && !mayNameForPlayers(names.items[item], story.loggedPublic)) return null
  return { key: story.key, name: story.name, detail: story.detail }
}

/**
 * The session's entries as an export tells them, in log order. A GM copy keeps every entry
 * (private and undone ones marked); a player copy keeps what `playerRedaction` allows, tells
 * the players' line where it differs, and names only the scenes and runs the players may read.
 */
export function readableSession(ledger: SessionLedger, names: ExportNames, audience: ExportAudience): ReadableSession {
  const entries = ledger.all()
  const undone = new Set(
    logLines(ledger, entries)
      .filter((line) => line.undone)
      .map((line) => line.seq),
  )
  const runs = new Map<string, RunStory>()
  const readable: ReadableEntry[] = []
  const forPlayers = playerRedaction(names)
  for (const entry of entries) {
    if (entry.kind === 'run.started') {
      const title = systemOf(entry.system).runs.title(entry.start)
      runs.set(entry.run, { key: `${entry.item}@${entry.seq}`, ...title, loggedPublic: entry.visibility === 'public' })
    }
    const isUndone = undone.has(entry.seq)
    if (audience === 'public' && !forPlayers(entry, isUndone)) continue
    const place = placeOf(entry)
    const run = runOf(place.run ? runs.get(place.run.id) : undefined, place.run?.item ?? null, names, audience)
    readable.push({
      seq: entry.seq,
      at: entry.at,
      kind: entry.kind,
      event: entry.kind === 'run.event' ? entry.event.type : null,
      actor: entry.actor,
      private: entry.visibility === 'private',
      undone: isUndone,
      quiet: entry.kind === 'run.event' && systemOf(entry.system).quiet(entry.event, entry.summary),
      summary: audience === 'public' ? (entry.playerSummary ?? entry.summary) : entry.summary,
      narrative: narrativeOf(entry),
      dice: diceOf(entry),
      scene: sceneOf(place.sceneId, names, audience),
      run,
      runNoun: run && place.run ? systemOf(place.run.system).runNoun : null,
      // A round or step without its run would tell of one the players cannot see.
      round: run ? place.round : null,
      step: run ? stepLabel(place) : null,
    })
  }
  const first = entries[0]
  return {
    audience,
    name: ledger.state.name,
    campaign: names.campaign,
    startedAt: first?.at ?? '',
    entries: readable,
  }
}
