import { randomBytes } from 'node:crypto'
import {
  copyOf,
  editEntry,
  entryOf,
  removeEntry,
  saveNpcInto,
  updatedCopy,
  type BestiaryEntry,
  type CopiesInCampaign,
  type EntryEdit,
  type Filing,
} from '@shared/bestiary'
import type { Npc } from '@shared/campaign'
import { newId } from '@shared/campaign/prep-items'
import { IpcError } from '@shared/ipc/errors'
import type { CampaignService } from '../campaign/service'
import type { BestiaryStore, CampaignStore } from '../store'
import { copiesInOtherCampaigns } from './other-campaigns'

const randomSuffix = () => randomBytes(4).toString('hex')

/** The campaign could not note the NPC's link after its entry was saved: what is where, and how to finish. */
function linkNotNoted(npc: Npc, error: unknown): IpcError {
  const why = error instanceof Error ? error.message : String(error)
  return new IpcError(
    error instanceof IpcError ? error.code : 'internal',
    `“${npc.name}” is saved in the bestiary, but the campaign could not note that the NPC is its copy (${why}). Save it into the bestiary again to link them: the creature is not filed twice.`,
    error instanceof IpcError ? error.extra : {},
  )
}

/**
 * The bestiary and its copies in the open campaign. The library is written only by its store;
 * the campaign only by the campaign service, as prep edits (the revision check, a running
 * session's adoption): nothing here writes a campaign file itself.
 */
export class BestiaryService {
  constructor(
    private readonly store: BestiaryStore,
    private readonly campaigns: CampaignService,
    private readonly now: () => Date,
    private readonly campaignFiles: CampaignStore,
  ) {}

  async list(): Promise<{ entries: BestiaryEntry[] }> {
    return { entries: (await this.store.read()).entries }
  }

  /** The copies that differ from their entries in the data folder's other campaigns: a look, never a write. */
  async otherCampaigns(): Promise<{ campaigns: CopiesInCampaign[] }> {
    return { campaigns: await copiesInOtherCampaigns(this.store, this.campaignFiles, this.campaigns.current?.file ?? null) }
  }

  /** Saves an NPC of the open campaign into the library, then has the NPC remember the entry. */
  async saveNpc(npcId: string, filing: Filing | null): Promise<{ entryId: string; entries: BestiaryEntry[] }> {
    const npc = this.npc(npcId)
    const savedAt = this.now().toISOString()
    // The library first: the entry is what the GM asked for, the link only its bookkeeping.
    // Should the console stop between the two writes, the campaign keeps the NPC as it was
    // (unlinked, or linked at the entry's revision before), the library has the creature, and
    // saving again links it to that entry (saveNpcInto finds it by its fields) rather than
    // filing it twice. The other order could lose the entry and leave a link to nothing.
    const entry = await this.store.change((bestiary) => {
      const saved = saveNpcInto(bestiary, npc, filing, { newId: randomSuffix, savedAt })
      return { bestiary: saved.bestiary, answer: saved.entry }
    })
    try {
      await this.campaigns.upsert({ kind: 'npc', item: { ...npc, library: { entryId: entry.id, revision: entry.revision } } })
    } catch (error) {
      throw linkNotNoted(npc, error)
    }
    return { entryId: entry.id, ...(await this.list()) }
  }

  async edit(edit: EntryEdit): Promise<{ entries: BestiaryEntry[] }> {
    const savedAt = this.now().toISOString()
    await this.store.change((bestiary) => ({ bestiary: editEntry(bestiary, edit, savedAt).bestiary, answer: null }))
    return this.list()
  }

  async remove(id: string): Promise<{ entries: BestiaryEntry[] }> {
    await this.store.change((bestiary) => ({ bestiary: removeEntry(bestiary, id), answer: null }))
    return this.list()
  }

  /** A new NPC in the open campaign from the entry, saved as a new prep item is. */
  async copy(entryId: string): Promise<{ npcId: string }> {
    const entry = entryOf(await this.store.read(), entryId)
    const campaign = this.campaigns.require()
    const { id } = await this.campaigns.upsert({ kind: 'npc', item: copyOf(entry, newId('npc', campaign.data, randomSuffix)) })
    return { npcId: id }
  }

  /** The copy brought up to its entry, as the GM's prep edit of the NPC based on `revision`. */
  async updateCopy(npcId: string, revision: number | undefined): Promise<{ npcId: string; revision: number }> {
    const npc = this.npc(npcId)
    if (!npc.library)
      throw new IpcError('invalid_payload', `The NPC “${npc.name}” is not a copy of a bestiary entry: there is nothing to update it from.`)
    const entry = entryOf(await this.store.read(), npc.library.entryId)
    const based = revision === undefined ? npc : { ...npc, revision }
    const saved = await this.campaigns.upsert({ kind: 'npc', item: updatedCopy(based, entry) })
    return { npcId, revision: saved.revision }
  }

  private npc(id: string): Npc {
    const npc = this.campaigns.require().data.npcs.find((candidate) => candidate.id === id)
    if (!npc) throw new IpcError('not_found', `There is no NPC with id "${id}" in the open campaign.`)
    return npc
  }
}
