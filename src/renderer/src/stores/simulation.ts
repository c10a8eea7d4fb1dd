import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { SimulationReport } from '@shared/simulation/report'
import type { RequestPayload } from '@shared/ipc/contract'
import { useBridge } from '../bridge'

/** What the GM asks of the simulator (see docs/simulator.md). */
export type SimulationAsk = RequestPayload<'sim.run'>

/**
 * The encounter simulator as the prep pages use it: one simulation at a time, its progress,
 * its answer and the one before it (for the comparison), and why it was refused.
 */
export const useSimulationStore = defineStore('simulation', () => {
  const bridge = useBridge()
  const running = ref(false)
  const progress = ref<{ done: number; total: number } | null>(null)
  const report = ref<SimulationReport | null>(null)
  const previous = ref<SimulationReport | null>(null)
  const error = ref<string | null>(null)

  bridge.on('sim.progress', (data) => {
    if (running.value) progress.value = data
  })

  /** Plays the encounter as asked; the last answer becomes the one to compare with. */
  async function run(ask: SimulationAsk): Promise<void> {
    running.value = true
    progress.value = { done: 0, total: ask.fights }
    error.value = null
    try {
      const answer = await bridge.request('sim.run', ask)
      if (answer) {
        if (report.value?.encounterId === answer.encounterId) previous.value = report.value
        else previous.value = null
        report.value = answer
      }
    } catch (failure) {
      error.value = failure instanceof Error ? failure.message : String(failure)
    } finally {
      running.value = false
      progress.value = null
    }
  }

  /** Stops the simulation under way; it answers nothing. */
  async function cancel(): Promise<void> {
    await bridge.request('sim.cancel', {})
  }

  return { running, progress, report, previous, error, run, cancel }
})
