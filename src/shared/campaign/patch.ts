import type { Campaign } from './campaign'

/** The campaign's lists of items with ids: a change to one item travels as that item alone. */
const COLLECTIONS = ['characters', 'traits', 'relics', 'npcs', 'scenes', 'encounters', 'sessions'] as const
type Collection = (typeof COLLECTIONS)[number]
type Item = { id: string }

/** What changed in one list: items new or changed, ids gone, and the order when it moved. */
export interface ListPatch {
  upsert: Item[]
  remove: string[]
  /** The ids in their new order, when items were added, removed or moved; null when the order held. */
  order: string[] | null
}

/**
 * What changed between two versions of a campaign: the fields that differ, whole, and for
 * each list only the items that differ. What the console pushes after a change, instead of
 * the whole campaign.
 */
export interface CampaignPatch {
  fields: Partial<Omit<Campaign, Collection>>
  lists: Partial<Record<Collection, ListPatch>>
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

function listPatch(before: readonly Item[], after: readonly Item[]): ListPatch | null {
  if (before === after) return null
  const old = new Map(before.map((item) => [item.id, item]))
  const upsert = after.filter((item) => !same(old.get(item.id), item))
  const kept = new Set(after.map((item) => item.id))
  const remove = before.filter((item) => !kept.has(item.id)).map((item) => item.id)
  const moved = before.length !== after.length || after.some((item, i) => before[i]?.id !== item.id)
  if (!upsert.length && !remove.length && !moved) return null
  return { upsert, remove, order: moved ? after.map((item) => item.id) : null }
}

/** The patch that takes `before` to `after`. */
export function diffCampaign(before: Campaign, after: Campaign): CampaignPatch {
  const patch: CampaignPatch = { fields: {}, lists: {} }
  for (const key of Object.keys(after) as (keyof Campaign)[]) {
    if ((COLLECTIONS as readonly string[]).includes(key)) {
      const list = listPatch(before[key as Collection], after[key as Collection])
      if (list) patch.lists[key as Collection] = list
    } else if (!same(before[key], after[key])) (patch.fields as Record<string, unknown>)[key] = after[key]
  }
  return patch
}

/** Whether a patch changes nothing. */
export function isEmptyPatch(patch: CampaignPatch): boolean {
  return Object.keys(patch.fields).length === 0 && Object.keys(patch.lists).length === 0
}

function applyList(items: readonly Item[], patch: ListPatch): Item[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  for (const id of patch.remove) byId.delete(id)
  for (const item of patch.upsert) byId.set(item.id, item)
  if (!patch.order) return items.filter((item) => byId.has(item.id)).map((item) => byId.get(item.id)!)
  return patch.order.map((id) => byId.get(id)!).filter(Boolean)
}

/** `campaign` with the patch applied: what the other side had, brought up to date. */
export function applyCampaignPatch(campaign: Campaign, patch: CampaignPatch): Campaign {
  const next = { ...campaign, ...patch.fields } as Campaign
  for (const [key, list] of Object.entries(patch.lists) as [Collection, ListPatch][])
    (next as unknown as Record<Collection, Item[]>)[key] = applyList(campaign[key], list)
  return next
}
