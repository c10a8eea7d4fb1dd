import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { PcView } from '@shared/views/pc-view'
import { useBridge } from '../bridge'
import { pcOfLink } from '../player/device-link'
import { useConnectionStore } from './connection'

/** The sheet of this device's own PC, as main last sent it; null until it comes. */
export const usePcViewStore = defineStore('pcView', () => {
  const bridge = useBridge()
  const view = ref<PcView | null>(null)
  /** Why the sheet could not be read (the PC left the campaign), in the host's words. */
  const problem = ref('')
  const ours = (next: PcView) => next.pc.id === pcOfLink()
  bridge.on('pc.view', (next) => {
    if (ours(next)) view.value = next
  })
  useConnectionStore().whenOpen(() => {
    const pc = pcOfLink()
    if (!pc) return
    bridge.request('pc.view', { pc }).then(
      (next) => {
        problem.value = ''
        if (ours(next)) view.value = next
      },
      (error: unknown) => (problem.value = error instanceof Error ? error.message : String(error)),
    )
  })
  return { view, problem }
})
