import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useBridge, type ConnectionStatus } from '../bridge'

/** Whether the console is reachable; a fresh connection refetches every view. */
export const useConnectionStore = defineStore('connection', () => {
  const bridge = useBridge()
  const status = ref<ConnectionStatus>('connecting')
  const detail = ref('')
  const reconnected = new Set<() => void>()

  bridge.onStatus((next, why) => {
    status.value = next
    detail.value = why ?? ''
    if (next === 'open') for (const refetch of reconnected) refetch()
  })

  /** Runs `refetch` on every (re)connection, including the first. */
  function whenOpen(refetch: () => void): void {
    reconnected.add(refetch)
    if (status.value === 'open') refetch()
  }

  return { status, detail, whenOpen }
})
