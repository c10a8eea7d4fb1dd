import type { Campaign } from '@shared/campaign'
import type { PrepItem, PrepKind } from '@shared/ipc/contract'

/** Where each kind of prep item lives in the campaign file. */
export const COLLECTION = {
  character: 'characters',
  trait: 'traits',
  relic: 'relics',
  npc: 'npcs',
  scene: 'scenes',
  encounter: 'encounters',
} as const satisfies Record<PrepKind, keyof Campaign>

const ID_PREFIX: Record<PrepKind, string> = {
  character: 'pc',
  trait: 'trait',
  relic: 'relic',
  npc: 'npc',
  scene: 'scene',
  encounter: 'enc',
}

/** Every id already used anywhere in the campaign, nested Events and Challenges included. */
export function usedIds(campaign: Campaign): Set<string> {
  const ids = new Set<string>()
  for (const kind of Object.keys(COLLECTION) as PrepKind[]) for (const item of campaign[COLLECTION[kind]]) ids.add(item.id)
  for (const scene of campaign.scenes)
    for (const event of scene.events) {
      ids.add(event.id)
      for (const challenge of event.challenges) ids.add(challenge.id)
    }
  for (const session of campaign.sessions) ids.add(session.id)
  return ids
}

/** A fresh id for a new item of `kind`, unique in the campaign. */
export function newId(kind: PrepKind, campaign: Campaign, random: () => string): string {
  const taken = usedIds(campaign)
  for (;;) {
    const id = `${ID_PREFIX[kind]}-${random()}`
    if (!taken.has(id)) return id
  }
}

/**
 * Puts `item` into its collection in place: replaces the item with the same id, or appends.
 * Returns the index it now has, so validation problems can be traced back to it.
 */
export function upsertInto(campaign: Campaign, prep: PrepItem, id: string): number {
  const list = campaign[COLLECTION[prep.kind]] as { id: string }[]
  const item = { ...prep.item, id }
  const index = list.findIndex((existing) => existing.id === id)
  if (index >= 0) {
    list[index] = item
    return index
  }
  list.push(item)
  return list.length - 1
}

/** Removes the item; returns false when there was none. */
export function removeFrom(campaign: Campaign, kind: PrepKind, id: string): boolean {
  const list = campaign[COLLECTION[kind]] as { id: string }[]
  const index = list.findIndex((existing) => existing.id === id)
  if (index < 0) return false
  list.splice(index, 1)
  return true
}

/** "name" from "characters[3].name" when the problem is inside the edited item. */
export function relativeToItem(path: string, kind: PrepKind, index: number): string {
  const prefix = `${COLLECTION[kind]}[${index}]`
  if (path === prefix) return '(item)'
  if (path.startsWith(`${prefix}.`)) return path.slice(prefix.length + 1)
  if (path.startsWith(`${prefix}[`)) return path.slice(prefix.length)
  return path
}
