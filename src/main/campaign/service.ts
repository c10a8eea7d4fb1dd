import { randomBytes } from 'node:crypto'
import { copyFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { diffCampaign, isEmptyPatch, stillUsed, type Campaign, type CampaignSettings } from '@shared/campaign'
import type { CampaignState, PrepItem, PrepKind } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import type { CampaignStore, OpenCampaign } from '../store'
import type { PushHub } from '../api/push'
import { newId, relativeToItem, removeFrom, upsertInto, COLLECTION } from '@shared/campaign/prep-items'

const randomSuffix = () => randomBytes(4).toString('hex')

/** Listeners told when the open campaign changes (the session host, the player view). */
export type CampaignListener = (campaign: Campaign | null) => void

/**
 * What a running session makes of a prep edit: the edit to write (with the values the
 * session owns left as the session has them) and the session's steps to log once it is
 * written. Throws a refusal that says where to make the change instead.
 */
export type EditAdopter = (prep: PrepItem) => { prep: PrepItem; commit: () => Promise<void> }

/**
 * The open campaign and every prep change to it. Each change is validated as a whole
 * campaign and written durably before anyone is told about it.
 */
export class CampaignService {
  private open: OpenCampaign | null = null
  private readonly listeners = new Set<CampaignListener>()
  /** What the GM windows were last sent, to send them only what changed since. */
  private pushed: CampaignState | null = null
  private adopt: EditAdopter = (prep) => ({ prep, commit: async () => undefined })

  constructor(
    private readonly store: CampaignStore,
    private readonly push: PushHub,
    private readonly demoFile: string,
  ) {}

  get current(): OpenCampaign | null {
    return this.open
  }

  /** Two writers never share a value silently: prep edits go through the running session first. */
  adoptEditsWith(adopter: EditAdopter): void {
    this.adopt = adopter
  }

  onChange(listener: CampaignListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The open campaign, or a clear error for requests that need one. */
  require(): OpenCampaign {
    if (!this.open) throw new IpcError('no_campaign', 'No campaign is open: create or open one first.')
    return this.open
  }

  state(): CampaignState | null {
    return this.open ? { file: this.open.file, savedAt: this.open.savedAt, campaign: this.open.data } : null
  }

  /**
   * First start opens the demo campaign (copied into the data folder); later starts reopen
   * the most recent campaign. A broken recent file is left alone: the GM picks from the list.
   */
  async startUp(dataDir: string): Promise<void> {
    const files = (await readdir(dataDir)).filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    if (files.length === 0) {
      await copyFile(this.demoFile, join(dataDir, 'demo-campaign.json'))
      await this.openFile('demo-campaign.json')
      return
    }
    // The most recent campaign, else the newest valid file: a GM expects to land in one.
    const [latest] = await this.store.recent()
    const candidates = latest && files.includes(latest) ? [latest] : (await this.store.list()).filter((c) => c.status === 'ok').map((c) => c.file)
    for (const file of candidates) {
      const opened = await this.openFile(file).then(
        () => true,
        () => false,
      )
      if (opened) return
    }
  }

  async create(name: string): Promise<CampaignState> {
    return this.replace(await this.store.create(name))
  }

  async openFile(file: string): Promise<CampaignState> {
    if (this.open?.file === file) return this.state()!
    return this.replace(await this.store.open(file))
  }

  async restoreBackup(file: string, backup: string): Promise<CampaignState> {
    return this.replace(await this.store.restoreBackup(file, backup))
  }

  async saveAs(name: string): Promise<CampaignState> {
    await this.require().saveAs(name)
    return this.changed()
  }

  async updateSettings(settings: CampaignSettings): Promise<CampaignState> {
    await this.require().update((draft) => {
      draft.settings = settings
    })
    return this.changed()
  }

  /**
   * Creates or replaces one prep item, one revision on; problems point inside the item where
   * they can, and a save based on an older revision is refused with the stored item (`staleSave`).
   */
  async upsert(prep: PrepItem): Promise<{ id: string; revision: number; state: CampaignState }> {
    const campaign = this.require()
    const id = prep.item.id ?? newId(prep.kind, campaign.data, randomSuffix)
    const adopted = this.adopt(prep)
    let index = -1
    try {
      await campaign.update((draft) => {
        index = upsertInto(draft, adopted.prep, id)
      })
    } catch (error) {
      throw retargetProblems(error, prep.kind, index)
    }
    const state = this.changed()
    // Logged once the rest of the edit is safely written; the session then writes its values.
    await adopted.commit()
    const saved = (campaign.data[COLLECTION[prep.kind]] as { id: string; revision?: number }[]).find((item) => item.id === id)
    return { id, revision: saved?.revision ?? 0, state: this.state() ?? state }
  }

  /**
   * Writes items brought from a prep file, all in one write or none: each replaces the item
   * with its id or is added, one revision on, as a save would. A running session adopts each
   * first, as it does any edit (what it owns stays as the session has it, logged as the GM's
   * adjustment), so a fight or a Challenge never has two writers.
   */
  async importItems(items: readonly { kind: PrepKind; item: PrepItem['item'] }[]): Promise<CampaignState> {
    const campaign = this.require()
    // Adopted before anything is written: a refusal leaves the campaign as it was.
    const adopted = items.map((entry) => this.adopt({ kind: entry.kind, item: entry.item } as PrepItem))
    await campaign.update((draft) => {
      for (const { prep } of adopted) upsertInto(draft, prep, prep.item.id!)
    })
    const state = this.changed()
    for (const { commit } of adopted) await commit()
    return this.state() ?? state
  }

  /** Deletes one prep item; refused, with where it is used, while anything refers to it. */
  async remove(kind: PrepKind, id: string): Promise<CampaignState> {
    const campaign = this.require()
    if (!campaign.data[COLLECTION[kind]].some((item) => item.id === id)) throw new IpcError('not_found', `There is no ${kind} with id "${id}".`)
    try {
      await campaign.update((draft) => {
        removeFrom(draft, kind, id)
      })
    } catch (error) {
      if (error instanceof IpcError && error.code === 'invalid_payload') {
        // The problems' paths are into the campaign without the item: the uses are named from it.
        const without = { ...campaign.data, [COLLECTION[kind]]: campaign.data[COLLECTION[kind]].filter((item) => item.id !== id) }
        const paths = (error.extra.problems ?? []).map((p) => p.path)
        throw new IpcError('conflict', stillUsed(COLLECTION[kind], without, paths), error.extra)
      }
      throw error
    }
    return this.changed()
  }

  /** Applies a change made by a running session (stress, agony, pools) and tells everyone. */
  async apply(mutate: (draft: Campaign) => void): Promise<Campaign> {
    const data = await this.require().update(mutate)
    this.changed()
    return data
  }

  async close(): Promise<void> {
    await this.open?.close()
    this.open = null
  }

  private async replace(next: OpenCampaign): Promise<CampaignState> {
    const previous = this.open
    this.open = next
    if (previous && previous !== next) await previous.close()
    return this.changed()
  }

  /**
   * Tells the GM windows and the listeners. Windows that already hold this campaign get what
   * changed (a session event's Stress, one edited item), not the whole file again; another
   * campaign, or none, goes whole.
   */
  private changed(): CampaignState {
    const state = this.state()
    const pushed = this.pushed
    if (state && pushed?.file === state.file) {
      const patch = diffCampaign(pushed.campaign, state.campaign)
      if (!isEmptyPatch(patch) || pushed.savedAt !== state.savedAt)
        this.push.publish('campaign.patched', { file: state.file, savedAt: state.savedAt, patch })
    } else this.push.publish('campaign.changed', state)
    this.pushed = state
    for (const listener of this.listeners) listener(this.open?.data ?? null)
    return state!
  }
}

function retargetProblems(error: unknown, kind: PrepKind, index: number): unknown {
  if (!(error instanceof IpcError) || error.code !== 'invalid_payload' || index < 0) return error
  const problems = (error.extra.problems ?? []).map((p) => ({ ...p, path: relativeToItem(p.path, kind, index) }))
  const first = problems[0]
  const message = first ? `This ${kind} is not valid: ${first.path}: ${first.message}.` : error.message
  return new IpcError('invalid_payload', message, { ...error.extra, problems })
}
