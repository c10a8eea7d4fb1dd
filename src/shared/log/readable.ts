import type { SessionLedger } from '../session/ledger'
import { logLines } from '../session/view'
import { stepInfo, type StepKey } from '../systems/relics'
import type { LogEntry, LogEntryKind, Where } from './entries'
import type { ExportNames } from './names'
import { placeOf } from './place'
import { isForPlayers, mayNameForPlayers } from './redaction'

/** Who an export is for: the GM (everything, marked) or the players (the redacted story). */
export type ExportAudience = 'gm' | 'public'

/** One entry as an export tells it: names resolved, step in words, redaction applied. */
export interface ReadableEntry {
  seq: number
  at: string
  kind: LogEntryKind
  /** The Challenge event's type, for `challenge.event` entries. */
  event: string | null
  actor: LogEntry['actor']
  private: boolean
  /** Undone and not redone: a GM copy strikes it through, a player copy leaves it out. */
  undone: boolean
  summary: string
  /** The whole text of a note or of The Action Moves Forward, told as a paragraph. */
  narrative: string | null
  /** The faces a roll gave, for entries that rolled dice. */
  dice: number[] | null
  /** The scene and Challenge it happened in, when the audience may read their names. */
  scene: { key: string; name: string } | null
  challenge: { key: string; name: string; detail: string } | null
  round: number | null
  /** "Cohort turn, 4. Roll Remaining Dice", or null outside a Challenge turn. */
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

/** A Challenge run: from its start entry, with the name and rating it had then. */
interface ChallengeRun {
  key: string
  name: string
  detail: string
  loggedPublic: boolean
}

/** The step as the rule text names it. */
export function stepLabel(where: Where): string | null {
  if (!where.turn || !where.step) return null
  const turn = where.turn === 'cohort' ? 'Cohort turn' : 'Challenge turn'
  const info = stepInfo({ turn: where.turn, step: where.step as StepKey })
  return info.name ? `${turn}, ${info.number}. ${info.name}` : `${turn}, ${where.step}`
}

function narrativeOf(entry: LogEntry): string | null {
  if (entry.kind === 'note') return entry.text
  if (entry.kind === 'challenge.event' && entry.event.type === 'gm.noteAction') return entry.event.text.trim() ? entry.event.text : null
  return null
}

function diceOf(entry: LogEntry): number[] | null {
  if (entry.kind === 'recovery.rolled') return entry.dice
  if (entry.kind === 'challenge.event' && entry.event.type === 'pool.rolled') return entry.event.values
  return null
}

function sceneOf(sceneId: string | null, names: ExportNames, audience: ExportAudience): ReadableEntry['scene'] {
  if (!sceneId) return null
  const item = names.scenes[sceneId]
  if (audience === 'public') return item && mayNameForPlayers(item, false) ? { key: sceneId, name: item.name } : null
  return { key: sceneId, name: item?.name ?? `Scene ${sceneId}` }
}

function challengeOf(run: ChallengeRun | undefined, challengeId: string | null, names: ExportNames, audience: ExportAudience): ReadableEntry['challenge'] {
  if (!run || !challengeId) return null
  if (audience === 'public' && !mayNameForPlayers(names.challenges[challengeId], run.loggedPublic)) return null
  return { key: run.key, name: run.name, detail: run.detail }
}

/**
 * The session's entries as an export tells them, in log order. A GM copy keeps every entry
 * (private and undone ones marked); a player copy keeps what `isForPlayers` allows and
 * names only the scenes and Challenges the players may read.
 */
export function readableSession(ledger: SessionLedger, names: ExportNames, audience: ExportAudience): ReadableSession {
  const entries = ledger.all()
  const undone = new Set(logLines(ledger, entries).filter((line) => line.undone).map((line) => line.seq))
  const runs = new Map<string, ChallengeRun>()
  const readable: ReadableEntry[] = []
  for (const entry of entries) {
    if (entry.kind === 'challenge.started') {
      const { challenge } = entry.input
      runs.set(entry.challengeId, {
        key: `${entry.challengeId}@${entry.seq}`,
        name: challenge.name,
        detail: `${challenge.type}, ${challenge.threat.name} ${challenge.rating}`,
        loggedPublic: entry.visibility === 'public',
      })
    }
    const isUndone = undone.has(entry.seq)
    if (audience === 'public' && !isForPlayers(entry, isUndone, names)) continue
    const place = placeOf(entry)
    const challenge = challengeOf(place.challengeId ? runs.get(place.challengeId) : undefined, place.challengeId, names, audience)
    readable.push({
      seq: entry.seq,
      at: entry.at,
      kind: entry.kind,
      event: entry.kind === 'challenge.event' ? entry.event.type : null,
      actor: entry.actor,
      private: entry.visibility === 'private',
      undone: isUndone,
      summary: entry.summary,
      narrative: narrativeOf(entry),
      dice: diceOf(entry),
      scene: sceneOf(place.sceneId, names, audience),
      challenge,
      // A round or step without its Challenge would tell of one the players cannot see.
      round: challenge ? place.round : null,
      step: challenge ? stepLabel(place) : null,
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
