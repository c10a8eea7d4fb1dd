import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { CampaignListing, CampaignState, PrepItem, PrepKind } from '@shared/ipc/contract'
import type { CampaignFileFailure } from '@shared/ipc/errors'
import { applyCampaignPatch, type CampaignSettings } from '@shared/campaign'
import { BridgeError, useBridge } from '../bridge'
import { useConnectionStore } from './connection'

/** The open campaign as main last pushed it, and the campaign files to pick from. */
export const useCampaignStore = defineStore('campaign', () => {
  const bridge = useBridge()
  const state = ref<CampaignState | null>(null)
  const listing = ref<CampaignListing[]>([])
  const recent = ref<string[]>([])
  const loaded = ref(false)
  /** The last campaign file that could not be opened, with its problems and backups. */
  const failure = ref<CampaignFileFailure | null>(null)

  const campaign = computed(() => state.value?.campaign ?? null)

  bridge.on('campaign.changed', (next) => {
    state.value = next
  })
  // Main sends what changed; a patch for another file than the one held means a push was missed.
  bridge.on('campaign.patched', ({ file, savedAt, patch }) => {
    if (state.value?.file === file) state.value = { file, savedAt, campaign: applyCampaignPatch(state.value.campaign, patch) }
    else void refresh()
  })
  useConnectionStore().whenOpen(() => void refresh())

  async function refresh(): Promise<void> {
    state.value = await bridge.request('campaign.current', {})
    loaded.value = true
  }

  async function refreshList(): Promise<void> {
    const result = await bridge.request('campaign.list', {})
    listing.value = result.campaigns
    recent.value = result.recent
  }

  async function opened(request: Promise<CampaignState>): Promise<CampaignState> {
    try {
      const next = await request
      state.value = next
      failure.value = null
      return next
    } catch (error) {
      if (error instanceof BridgeError && error.shape.campaignFile) failure.value = error.shape.campaignFile
      throw error
    }
  }

  const open = (file: string) => opened(bridge.request('campaign.open', { file }))
  const create = (name: string) => opened(bridge.request('campaign.create', { name }))
  const restoreBackup = (file: string, backup: string) => opened(bridge.request('campaign.restoreBackup', { file, backup }))
  const saveAs = (name: string) => opened(bridge.request('campaign.saveAs', { name }))

  /** Saves one prep item; gives its id and the revision it is at now, which the next save is based on. */
  async function upsert(prep: PrepItem): Promise<{ id: string; revision: number }> {
    const { id, revision, state: next } = await bridge.request('prep.upsert', prep)
    state.value = next
    return { id, revision }
  }

  async function remove(kind: PrepKind, id: string): Promise<void> {
    state.value = await bridge.request('prep.delete', { kind, id })
  }

  async function updateSettings(settings: CampaignSettings): Promise<void> {
    state.value = await bridge.request('campaign.updateSettings', { settings })
  }

  return {
    state,
    campaign,
    listing,
    recent,
    loaded,
    failure,
    refresh,
    refreshList,
    open,
    create,
    restoreBackup,
    saveAs,
    upsert,
    remove,
    updateSettings,
  }
})
