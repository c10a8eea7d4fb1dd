import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { SessionView } from '@shared/session/view'
import { useBridge } from '../bridge'
import { useConnectionStore } from './connection'

/** The running session as main last pushed it. Components call its actions, never the bridge. */
export const useSessionStore = defineStore('session', () => {
  const bridge = useBridge()
  const view = ref<SessionView | null>(null)
  const loaded = ref(false)

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

  return { view, loaded, run }
})
