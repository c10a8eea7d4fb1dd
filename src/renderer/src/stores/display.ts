import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { PcLink, PlayerDisplayStatus, RequestPayload, RequestResult } from '@shared/ipc/contract'
import { useBridge } from '../bridge'
import { useConnectionStore } from './connection'

/** The player display's controls as main last pushed them; actions change them through the bridge. */
export const useDisplayStore = defineStore('display', () => {
  const bridge = useBridge()
  const status = ref<PlayerDisplayStatus | null>(null)

  bridge.on('player.status', (next) => {
    status.value = next
  })
  useConnectionStore().whenOpen(() => {
    void bridge.request('player.status', {}).then((next) => (status.value = next))
  })

  async function setBlank(blank: boolean): Promise<void> {
    status.value = await bridge.request('player.blank', { blank })
  }

  /** The blank-screen shortcut: blank when showing, show again when blank. */
  const toggleBlank = () => setBlank(!(status.value?.blank ?? false))

  async function setNetwork(enabled: boolean): Promise<void> {
    status.value = await bridge.request('player.network', { enabled })
  }

  /** Reveals an item to the players or hides it; the campaign push brings the new flag back. */
  async function reveal(request: RequestPayload<'player.reveal'>): Promise<void> {
    await bridge.request('player.reveal', request)
  }

  /** New web host links: the old ones stop working, and their pages (this one too) are disconnected. */
  function rotateLinks(): Promise<RequestResult<'host.rotateLinks'>> {
    return bridge.request('host.rotateLinks', {})
  }

  /** Each PC's device link, as the web host last listed them. */
  const pcLinks = ref<PcLink[]>([])

  /** Lists each PC of the open campaign with its device link (the web host only). */
  async function loadPcLinks(): Promise<void> {
    pcLinks.value = (await bridge.request('host.pcLinks', {})).links
  }

  const keep = (link: PcLink) => {
    pcLinks.value = pcLinks.value.map((known) => (known.pc === link.pc ? link : known))
  }

  /** A new link for one PC's device: the old one stops at once and its devices are closed. */
  async function renewPcLink(pc: string): Promise<void> {
    keep(await bridge.request('host.pcLink', { pc }))
  }

  /** Locks one PC's device: no link until the GM makes a new one. */
  async function lockPcLink(pc: string): Promise<void> {
    keep(await bridge.request('host.pcLock', { pc }))
  }

  return { status, setBlank, toggleBlank, setNetwork, reveal, rotateLinks, pcLinks, loadPcLinks, renewPcLink, lockPcLink }
})
