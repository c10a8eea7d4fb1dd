import type { Campaign, PlayerCharacter } from '../campaign'
import { isUndoable, type LogEntry } from '../log/entries'
import { challengeView, maxStress, oddsView, setValueRecovery, type ChallengeView, type OddsView } from '../systems/relics'
import type { SessionLedger } from './ledger'
import { charactersNow } from './state'

/** One line of the log as the console lists it. */
export interface LogLine {
  seq: number
  at: string
  kind: LogEntry['kind']
  actor: LogEntry['actor']
  visibility: LogEntry['visibility']
  summary: string
  where: LogEntry['where']
  /** Undone (and not redone): shown struck through, never silently gone. */
  undone: boolean
}

export interface RecoveryPc {
  id: string
  name: string
  stress: number
  maxStress: number
  stressedOut: boolean
  outOfGame: boolean
}

/** What the GM console shows of the running session. */
export interface SessionView {
  session: { id: string; name: string; startedAt: string; entries: number }
  challenge: ChallengeView | null
  /** Exact odds of the turn's pool before the roll, steps 1 to 4 of either turn; null otherwise. */
  odds: OddsView | null
  where: { sceneId: string | null; scene: string | null; event: string | null }
  undo: { label: string } | null
  redo: { label: string } | null
  recovery: {
    due: boolean
    setValue: number
    downtime: number
    roll: { dice: number[]; recovered: number } | null
    cohort: RecoveryPc[]
  }
  recent: LogLine[]
}

/** Log lines, newest last, marking what the timeline has undone (any subset of the log). */
export function logLines(ledger: SessionLedger, entries: readonly LogEntry[] = ledger.all()): LogLine[] {
  return entries.map((e) => ({
    seq: e.seq,
    at: e.at,
    kind: e.kind,
    actor: e.actor,
    visibility: e.visibility,
    summary: e.summary,
    where: e.where,
    // Undone, or undone and then overwritten by a new step: off the timeline either way.
    undone: isUndoable(e) && !ledger.isApplied(e.seq),
  }))
}

/** The PCs as the session has them (`charactersNow`), with what recovery shows of each. */
function cohortForRecovery(pcs: readonly PlayerCharacter[], campaign: Campaign): RecoveryPc[] {
  return pcs.map((pc) => {
    const relics = campaign.relics.filter((r) => r.infusedBy === pc.id && !r.destroyed).length
    return { id: pc.id, name: pc.name, stress: pc.stress, maxStress: maxStress({ infusedRelics: relics }), stressedOut: pc.stressedOut, outOfGame: pc.outOfGame }
  })
}

/** The GM's view of a session: the Challenge, where it is, undo/redo, recovery, recent log. */
export function sessionView(ledger: SessionLedger, campaign: Campaign, recentCount = 12): SessionView {
  const state = ledger.state
  const pcs = charactersNow(campaign.characters, state.cohort)
  const first = ledger.entry(1)
  const sceneId = state.challenge?.sceneId ?? state.recoveryDue?.sceneId ?? state.sceneId
  const scene = campaign.scenes.find((s) => s.id === sceneId) ?? null
  const event = scene?.events.find((e) => e.id === state.challenge?.eventId) ?? null
  const { lastApplied, nextRedo } = ledger
  return {
    session: { id: state.sessionId, name: state.name, startedAt: first?.at ?? '', entries: ledger.seq },
    challenge: state.challenge ? challengeView(state.challenge.snapshot) : null,
    odds: state.challenge ? oddsView(state.challenge.snapshot) : null,
    where: { sceneId, scene: scene?.name ?? null, event: event?.name ?? null },
    undo: lastApplied === undefined ? null : { label: ledger.entry(lastApplied)?.summary ?? '' },
    redo: nextRedo === undefined ? null : { label: ledger.entry(nextRedo)?.summary ?? '' },
    recovery: {
      due: state.recoveryDue !== null,
      setValue: setValueRecovery(pcs, campaign.settings),
      downtime: campaign.settings.extendedDowntimeRecovery,
      roll: state.recoveryRoll,
      cohort: cohortForRecovery(pcs, campaign),
    },
    recent: logLines(ledger, ledger.latest(recentCount)),
  }
}
