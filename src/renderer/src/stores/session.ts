import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { RequestPayload } from '@shared/ipc/contract'
import type { SessionView } from '@shared/session/view'
import type { ChallengeEvent } from '@shared/systems/relics'
import { useBridge } from '../bridge'
import { cloneData } from '../clone'
import { useConnectionStore } from './connection'
import { useNoticesStore } from './notices'

/** A request main refused, kept so the control that sent it can show main's words beside it. */
export interface Refusal {
  /** What was asked: a channel, or the Challenge event's type for `challenge.act`. */
  what: string
  message: string
}

/** The running session as main last pushed it. Components call its actions, never the bridge. */
export const useSessionStore = defineStore('session', () => {
  const bridge = useBridge()
  const notices = useNoticesStore()
  const view = ref<SessionView | null>(null)
  const loaded = ref(false)
  const refusal = ref<Refusal | null>(null)
  /** Requests on their way: controls stay usable, this only marks the runner busy. */
  const pending = ref(0)

  const challenge = computed(() => view.value?.challenge ?? null)

  bridge.on('session.view', (next) => {
    view.value = next
  })
  useConnectionStore().whenOpen(() => {
    void bridge.request('session.current', {}).then((next) => {
      view.value = next
      loaded.value = true
    })
  })

  /** Runs a request that answers with the new session view, and keeps it. */
  async function run(request: Promise<SessionView | null>): Promise<SessionView | null> {
    const next = await request
    view.value = next
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
  const note = (text: string, isPrivate: boolean) => attempt('session.note', () => bridge.request('session.note', { text, private: isPrivate }))
  const startChallenge = (request: RequestPayload<'challenge.start'>) => attempt('challenge.start', () => bridge.request('challenge.start', cloneData(request)))
  /** One Challenge event; a refusal carries the machine's reason. */
  const act = (event: ChallengeEvent) => attempt(event.type, () => bridge.request('challenge.act', { event: cloneData(event) }))
  const roll = () => attempt('challenge.roll', () => bridge.request('challenge.roll', {}))
  const close = () => attempt('challenge.close', () => bridge.request('challenge.close', {}))
  const rollRecovery = (dice: number) => attempt('recovery.roll', () => bridge.request('recovery.roll', { dice }))
  const recover = (request: RequestPayload<'recovery.apply'>) => attempt('recovery.apply', () => bridge.request('recovery.apply', cloneData(request)))

  /** The refusal of one of these requests, if it is the latest. */
  function refusalOf(...what: string[]): string | null {
    return refusal.value && what.includes(refusal.value.what) ? refusal.value.message : null
  }

  return {
    view,
    loaded,
    challenge,
    refusal,
    pending,
    run,
    start,
    end,
    undo,
    redo,
    note,
    startChallenge,
    act,
    roll,
    close,
    rollRecovery,
    recover,
    refusalOf,
  }
})
