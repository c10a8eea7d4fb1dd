import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import type { RequestPayload } from '@shared/ipc/contract'
import { kindFilters } from '@shared/log/kind-filters'
import type { LogLine, SessionView } from '@shared/session/view'
import { useBridge } from '../bridge'
import { deliverExport } from '../download'
import { useNoticesStore } from './notices'
import { useSessionStore } from './session'

type ExportRequest = Omit<RequestPayload<'session.export'>, 'sessionId'>

/** The GM's narrowing of the log; empty strings mean "any". */
export interface LogFilterForm {
  sceneId: string
  /** The campaign item a run played (an encounter). */
  item: string
  /** An id of `kindFilters()`. */
  kind: string
  text: string
}

/**
 * The session log view: which session (the running one, or an ended one of the campaign),
 * the filters, the lines main sent back, the read-only state at a past entry, and exports.
 * The running session's log follows every change main pushes.
 */
export const useSessionLogStore = defineStore('session-log', () => {
  const bridge = useBridge()
  const notices = useNoticesStore()
  const session = useSessionStore()

  /** The session asked for; null: the running one (or the latest when none runs). */
  const sessionId = ref<string | null>(null)
  /** The session the lines are from, as main answered. */
  const shownSessionId = ref<string | null>(null)
  const filter = ref<LogFilterForm>({ sceneId: '', item: '', kind: '', text: '' })
  const lines = ref<LogLine[]>([])
  const loading = ref(false)
  const past = ref<{ seq: number; view: SessionView } | null>(null)
  const exporting = ref(false)
  /** Log views on screen: only then does the log follow the running session. */
  let viewers = 0

  const followsRunning = computed(() => sessionId.value === null || sessionId.value === session.view?.session.id)

  function payload(): RequestPayload<'session.log'> {
    const { sceneId, item, kind, text } = filter.value
    const kinds = kindFilters().find((k) => k.id === kind)?.kinds
    return {
      ...(sessionId.value ? { sessionId: sessionId.value } : {}),
      ...(sceneId ? { sceneId } : {}),
      ...(item ? { item } : {}),
      ...(kinds ? { kinds: [...kinds] } : {}),
      ...(text.trim() ? { text: text.trim().slice(0, 200) } : {}),
    }
  }

  /** Asks main for the lines again; a late answer to an older question is dropped. */
  let asked = 0
  async function refresh(): Promise<void> {
    const mine = ++asked
    loading.value = true
    try {
      const result = await bridge.request('session.log', payload())
      if (mine !== asked) return
      lines.value = result.lines
      shownSessionId.value = result.sessionId
    } catch (error) {
      if (mine !== asked) return
      lines.value = []
      shownSessionId.value = null
      // No session yet is the normal state of a new campaign, not a failure.
      if ((error as { code?: string }).code !== 'not_found' || sessionId.value) notices.failed(error)
    } finally {
      if (mine === asked) loading.value = false
    }
  }

  function showSession(id: string | null): void {
    sessionId.value = id
    past.value = null
    void refresh()
  }

  /** Opens the session as it stood right after entry `seq`, read-only. */
  async function openPast(seq: number): Promise<void> {
    try {
      const view = await bridge.request('session.stateAt', { ...(shownSessionId.value ? { sessionId: shownSessionId.value } : {}), seq })
      past.value = { seq, view }
    } catch (error) {
      notices.failed(error)
    }
  }

  function closePast(): void {
    past.value = null
  }

  /**
   * Exports the shown session. The desktop app saves it where the GM picks (main answers
   * where); the web host sends the content back and the browser downloads it.
   */
  async function exportLog(request: ExportRequest): Promise<boolean> {
    exporting.value = true
    try {
      const result = await bridge.request('session.export', { ...(shownSessionId.value ? { sessionId: shownSessionId.value } : {}), ...request })
      deliverExport(result, (text) => notices.show('info', text))
      return true
    } catch (error) {
      notices.failed(error)
      return false
    } finally {
      exporting.value = false
    }
  }

  /** Why the last import was refused, in main's words, until the next one. */
  const importError = ref<string | null>(null)

  /**
   * Imports a session's GM JSON export: main checks and replays it whole, then the campaign
   * lists it as an ended session, shown here at once. A refusal says why and changes nothing.
   */
  async function importLog(file: File): Promise<boolean> {
    importError.value = null
    try {
      const result = await bridge.request('session.import', { content: await file.text() })
      notices.show('info', `Imported “${result.name}” (${result.entries} entries).`)
      showSession(result.sessionId)
      return true
    } catch (error) {
      importError.value = error instanceof Error ? error.message : String(error)
      return false
    }
  }

  /** A log view appears: it shows the log as it is now, and follows it while it is there. */
  function attach(): () => void {
    viewers += 1
    void refresh()
    return () => (viewers -= 1)
  }

  // Every entry the running session gains shows at once when its log is on screen.
  watch(
    () => [session.view?.session.id, session.view?.session.entries],
    () => {
      if (viewers > 0 && followsRunning.value) void refresh()
    },
  )
  watch(filter, () => void refresh(), { deep: true })

  return {
    sessionId,
    shownSessionId,
    filter,
    lines,
    loading,
    past,
    exporting,
    importError,
    attach,
    refresh,
    showSession,
    openPast,
    closePast,
    exportLog,
    importLog,
  }
})
