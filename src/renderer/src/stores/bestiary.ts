import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { copiesIn, type BestiaryEntry, type EntryEdit, type Filing } from '@shared/bestiary'
import { useBridge } from '../bridge'
import { useCampaignStore } from './campaign'

/**
 * The bestiary as the Bestiary page holds it: the library's entries as main last gave them,
 * and how the open campaign's copies stand against them. The open campaign's own changes
 * (a copy added or updated) come with the campaign's pushes.
 */
export const useBestiaryStore = defineStore('bestiary', () => {
  const bridge = useBridge()
  const campaign = useCampaignStore()
  const entries = ref<BestiaryEntry[]>([])
  /** Why the library could not be read (a broken file, left as it is), or null. */
  const failure = ref<string | null>(null)
  const copies = computed(() => copiesIn(campaign.campaign?.npcs ?? [], entries.value))

  async function refresh(): Promise<void> {
    try {
      entries.value = (await bridge.request('bestiary.list', {})).entries
      failure.value = null
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error)
    }
  }

  /** Saves a campaign NPC into the library; gives the entry's id. */
  async function saveNpc(npcId: string, filing: Filing | null): Promise<string> {
    try {
      const answer = await bridge.request('bestiary.saveNpc', { npcId, filing })
      entries.value = answer.entries
      return answer.entryId
    } catch (error) {
      // The library is written before the campaign's link: a refusal of the link leaves an entry to show.
      await refresh()
      throw error
    }
  }

  async function edit(entry: EntryEdit): Promise<void> {
    entries.value = (await bridge.request('bestiary.edit', { entry })).entries
  }

  async function remove(id: string): Promise<void> {
    entries.value = (await bridge.request('bestiary.delete', { id })).entries
  }

  /** Copies an entry into the open campaign; gives the new NPC's id. */
  async function copy(entryId: string): Promise<string> {
    return (await bridge.request('bestiary.copy', { entryId })).npcId
  }

  /** Brings a copy up to its entry, based on the NPC's revision the GM saw. */
  async function updateCopy(npcId: string, revision: number | undefined): Promise<void> {
    await bridge.request('bestiary.updateCopy', { npcId, revision })
    await campaign.refresh()
  }

  return { entries, failure, copies, refresh, saveNpc, edit, remove, copy, updateCopy }
})
