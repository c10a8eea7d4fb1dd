import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { PlayerOption } from '@shared/systems/player-actions'
import type { PcChoices } from '@shared/views/pc-choices'
import { useBridge } from '../bridge'
import { pcOfLink } from '../player/device-link'
import { useConnectionStore } from './connection'

/** What this device's PC may do now, as main last said, and the device acting on it. */
export const usePcChoicesStore = defineStore('pcChoices', () => {
  const bridge = useBridge()
  const now = ref<PcChoices | null>(null)
  /** The last refusal, in the host's words (the rules', or the GM's switch), until the next press. */
  const refused = ref('')
  /** A command on its way: a second press waits for its answer. */
  const sending = ref(false)
  const ours = (next: PcChoices) => next.pc.id === pcOfLink()
  bridge.on('pc.choices', (next) => {
    if (ours(next)) now.value = next
  })
  const fetch = () => {
    const pc = pcOfLink()
    if (!pc) return
    bridge.request('pc.choices', { pc }).then(
      (next) => {
        if (ours(next)) now.value = next
      },
      (error: unknown) => (refused.value = error instanceof Error ? error.message : String(error)),
    )
  }
  useConnectionStore().whenOpen(fetch)

  /** Sends the option's command for this device's PC; a refusal is kept to be read out. */
  async function choose(option: PlayerOption): Promise<void> {
    const pc = pcOfLink()
    if (!pc || sending.value) return
    sending.value = true
    refused.value = ''
    try {
      const answer = await bridge.request('pc.act', { pc, command: option.command })
      if (!answer.ok) refused.value = answer.refused
    } catch (error) {
      refused.value = error instanceof Error ? error.message : String(error)
    } finally {
      sending.value = false
    }
  }
  /** Proposes what the player picked of a system's form for this device's PC; a refusal is kept to be read out. */
  async function propose(system: string, picks: string[]): Promise<boolean> {
    const pc = pcOfLink()
    if (!pc || sending.value) return false
    sending.value = true
    refused.value = ''
    try {
      const answer = await bridge.request('pc.propose', { pc, system, proposal: { picks: [...picks] } })
      if (!answer.ok) refused.value = answer.refused
      return answer.ok
    } catch (error) {
      refused.value = error instanceof Error ? error.message : String(error)
      return false
    } finally {
      sending.value = false
    }
  }
  return { now, refused, sending, choose, propose }
})
