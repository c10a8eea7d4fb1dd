import { defineStore } from 'pinia'
import { ref, toRaw } from 'vue'
import type { SessionView } from '@shared/session/view'
import { useBridge } from '../bridge'
import { cloneData } from '../clone'
import { useConnectionStore } from './connection'
import { useNoticesStore } from './notices'
import { usePreferencesStore } from './preferences'
import { reuseUnchanged } from './reuse-unchanged'

/** A request main refused, kept so the control that sent it can show main's words beside it. */
export interface Refusal {
  /** What was asked: a channel, or an action's type. */
  what: string
  message: string
}

/**
 * The running session as main last pushed it. Components call its actions, never the
 * bridge; a rule system's screens reach their runs through `startRun`, `act`, `roll` and
 * `close` (each system's folder wraps them with its own types).
 */
export const useSessionStore = defineStore('session', () => {
  const bridge = useBridge()
  const notices = useNoticesStore()
  const view = ref<SessionView | null>(null)
  const loaded = ref(false)
  const refusal = ref<Refusal | null>(null)
  /** Requests on their way: controls stay usable, this only marks the runner busy. */
  const pending = ref(0)
  const preferences = usePreferencesStore()

  /**
   * Keeps a view main sent: the push and the answer to the GM's own request carry the same
   * one, and most of a view is the same as the last; only what changed is new, so the
   * runner re-renders what moved, once.
   */
  function take(next: SessionView | null): void {
    const merged = next && view.value ? reuseUnchanged(view.value, next) : next
    if (merged !== toRaw(view.value)) view.value = merged
  }
  bridge.on('session.view', take)
  useConnectionStore().whenOpen(() => {
    void bridge.request('session.current', {}).then((next) => {
      take(next)
      loaded.value = true
    })
  })

  /** Runs a request that answers with the new session view, and keeps it. */
  async function run(request: Promise<SessionView | null>): Promise<SessionView | null> {
    const next = await request
    take(next)
    return next
  }

  /**
   * Sends one request; a refusal is shown with main's own message (as a notice, and kept in
   * `refusal` for the control that asked). Answers whether main accepted, so a form keeps
   * what the GM typed when it did not.
   */
  async function attempt(what: string, request: () => Promise<SessionView | null>): Promise<boolean> {
    pending.value += 1
    try {
      await run(request())
      refusal.value = null
      return true
    } catch (error) {
      refusal.value = { what, message: error instanceof Error ? error.message : String(error) }
      notices.failed(error)
      return false
    } finally {
      pending.value -= 1
    }
  }

  /*
   * Payloads built from reactive state (the view's actions, a form's lists) are Vue proxies,
   * which Electron's IPC cannot clone: those requests send a plain copy.
   */
  const start = (name: string) => attempt('session.start', () => bridge.request('session.start', { name }))
  const end = () => attempt('session.end', () => bridge.request('session.end', {}))
  const undo = () => attempt('session.undo', () => bridge.request('session.undo', {}))
  const redo = () => attempt('session.redo', () => bridge.request('session.redo', {}))
  /** Lets players act from their devices, or stops them (a logged step the GM can undo). */
  const allowPlayers = (allowed: boolean) => attempt('session.allowPlayers', () => bridge.request('session.allowPlayers', { allowed }))
  /** The GM's answer to a player's proposal, named by the entry that logged it. */
  const answerProposal = (proposal: number, confirm: boolean) =>
    attempt('session.answerProposal', () => bridge.request('session.answerProposal', { proposal, confirm }))
  const note = (text: string, isPrivate: boolean) => attempt('session.note', () => bridge.request('session.note', { text, private: isPrivate }))
  /** Starts a run of a system; `what` names the control that asked, for its refusal. */
  const startRun = (system: string, request: unknown, what = 'run.start') =>
    attempt(what, () => bridge.request('run.start', { system, request: cloneData(request) }))
  /** One action of a system; a refusal carries the rules' reason. */
  const act = (system: string, action: { type: string }, what = action.type) =>
    attempt(what, () => bridge.request('run.act', { system, action: cloneData(action), passSteps: preferences.passSteps }))
  /** Asks the console to roll for a system: the host rolls, never this page. */
  const roll = (system: string, request: { type: string; [field: string]: unknown }, what = 'run.roll') =>
    attempt(what, () => bridge.request('run.roll', { system, roll: cloneData(request), passSteps: preferences.passSteps }))
  const close = (what = 'run.close') => attempt(what, () => bridge.request('run.close', {}))

  /** The refusal of one of these requests, if it is the latest. */
  function refusalOf(...what: string[]): string | null {
    return refusal.value && what.includes(refusal.value.what) ? refusal.value.message : null
  }

  return {
    view,
    loaded,
    refusal,
    pending,
    run,
    start,
    end,
    undo,
    redo,
    allowPlayers,
    answerProposal,
    note,
    startRun,
    act,
    roll,
    close,
    refusalOf,
  }
})
