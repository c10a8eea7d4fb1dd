import type { Campaign } from '../campaign'
import { allSystems, systemOf } from '../systems/registry'
import type { AnyRuleSystem } from '../systems/rule-system'
import { isUndoable, type LogEntry } from './entries'
import type { SessionLedger } from './ledger'
import { systemState, type SessionState } from './state'

/** One line of the log as the console lists it. */
export interface LogLine {
  seq: number
  at: string
  kind: LogEntry['kind']
  /** The rule system an entry belongs to, or null (notes, undo, redo). */
  system: string | null
  /** The system event's type, for `run.event` entries. */
  event: string | null
  actor: LogEntry['actor']
  visibility: LogEntry['visibility']
  summary: string
  /** The players' line when it differs from the GM's. */
  playerSummary: string | null
  where: LogEntry['where']
  /** Undone (and not redone): shown struck through, never silently gone. */
  undone: boolean
  /** The PC whose player took the step from their device (the log marks it "(player)"); absent for the GM's and the console's. */
  player?: string
}

/** What the GM console shows of the running session. */
export interface SessionView {
  session: { id: string; name: string; startedAt: string; entries: number }
  /** The run open now: which system and which run, and the campaign item it runs (a Challenge, an encounter); its view is `systems[system]`. */
  run: { system: string; id: string; title: string; noun: string; item: string } | null
  /** Each rule system's view of the session, by system id (its runner, its panels). */
  systems: Record<string, unknown>
  where: { sceneId: string | null; scene: string | null; detail: string | null }
  undo: { label: string } | null
  redo: { label: string } | null
  recent: LogLine[]
  /** Whether the GM lets players act from their devices now (the switch beside undo). */
  playersAct: boolean
  /** Players' proposals waiting for the GM's answer, oldest first; a system's runner shows its own. */
  proposals: WaitingProposal[]
}

/** A player's proposal waiting for the GM: who, for which system, and what, as the log words it. */
export interface WaitingProposal {
  /** The entry that logged it: the GM's answer names it. */
  seq: number
  pc: { id: string; name: string }
  system: string
  summary: string
}

/** Log lines, newest last, marking what the timeline has undone (any subset of the log). */
export function logLines(ledger: SessionLedger, entries: readonly LogEntry[] = ledger.all()): LogLine[] {
  return entries.map((e) => ({
    seq: e.seq,
    at: e.at,
    kind: e.kind,
    system: 'system' in e ? e.system : null,
    event: e.kind === 'run.event' ? e.event.type : null,
    actor: e.actor,
    visibility: e.visibility,
    summary: e.summary,
    playerSummary: e.playerSummary ?? null,
    where: e.where,
    // Undone, or undone and then overwritten by a new step: off the timeline either way.
    undone: isUndoable(e) && !ledger.isApplied(e.seq),
    ...(e.player ? { player: e.player } : {}),
  }))
}

/** Each system's latest GM view, with the state and campaign it was made of. */
const latestGmViews = new Map<string, { state: unknown; campaign: Campaign; view: unknown }>()

/**
 * A system's GM view, made again only when its state or the campaign changed: a step of one
 * system leaves the others' states as they were (the same objects), and a view is a pure
 * function of the two.
 */
function gmViewOf(system: AnyRuleSystem, state: unknown, campaign: Campaign): unknown {
  const latest = latestGmViews.get(system.id)
  if (latest && latest.state === state && latest.campaign === campaign) return latest.view
  const view = system.gmView(state, { campaign })
  latestGmViews.set(system.id, { state, campaign, view })
  return view
}

/** The GM's view of a session: each system's view, where it is, undo/redo, the recent log. */
export function sessionView(ledger: SessionLedger, campaign: Campaign, recentCount = 12): SessionView {
  const state = ledger.state
  const first = ledger.entry(1)
  const open = state.run
  const sceneId = open?.sceneId ?? state.sceneId
  const scene = campaign.scenes.find((s) => s.id === sceneId) ?? null
  const systems: Record<string, unknown> = {}
  for (const system of allSystems()) systems[system.id] = gmViewOf(system, systemState(state, system.id), campaign)
  // The labels name the GM's own step: the console's steps after it go with it.
  const lastApplied = ledger.undoGroup.at(-1)
  const nextRedo = ledger.nextRedo
  return {
    session: { id: state.sessionId, name: state.name, startedAt: first?.at ?? '', entries: ledger.seq },
    run: open ? { system: open.system, id: open.id, title: open.title, noun: systemOf(open.system).runNoun, item: open.item } : null,
    systems,
    where: {
      sceneId,
      scene: scene?.name ?? null,
      detail: open ? systemOf(open.system).placeDetail(systemState(state, open.system), campaign) : null,
    },
    undo: lastApplied === undefined ? null : { label: ledger.entry(lastApplied)?.summary ?? '' },
    redo: nextRedo === undefined ? null : { label: ledger.entry(nextRedo)?.summary ?? '' },
    recent: logLines(ledger, ledger.latest(recentCount)),
    playersAct: state.playersAct === true,
    proposals: waitingProposals(state, campaign),
  }
}

/** The proposals still waiting for the GM, oldest first, each PC named as the campaign has it now. */
function waitingProposals(state: SessionState, campaign: Campaign): WaitingProposal[] {
  return Object.entries(state.proposals ?? {})
    .filter(([, proposal]) => proposal.status === 'waiting')
    .map(([pc, proposal]) => ({
      seq: proposal.seq,
      pc: { id: pc, name: campaign.characters.find((c) => c.id === pc)?.name ?? pc },
      system: proposal.system,
      summary: proposal.summary,
    }))
    .sort((a, b) => a.seq - b.seq)
}
