import type { Campaign } from '@shared/campaign'
import type { PrepItem, PrepKind } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'

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

/** The words for each kind of prep record in a sentence. */
const NOUN: Record<PrepKind, string> = {
  character: 'PC',
  trait: 'trait',
  relic: 'Moon Relic',
  npc: 'NPC',
  scene: 'Scene',
  encounter: 'encounter',
}

type Revised = { id: string; revision?: number; name?: string }

/**
 * Why a save of `saved` over `stored` is refused, or null when it may go ahead: it was based
 * on an older revision (another window saved the record meanwhile), so writing it would lose
 * that save silently. The refusal carries the stored record, for the GM to choose. A save that
 * names no revision (a tool that knows none) is not checked; a record that has none (saved
 * before there were revisions) is at revision 0.
 */
export function staleSave(kind: PrepKind, saved: { revision?: number }, stored: Revised): IpcError | null {
  if (saved.revision === undefined || saved.revision === (stored.revision ?? 0)) return null
  const name = stored.name ? ` “${stored.name}”` : ''
  return new IpcError(
    'conflict',
    `The ${NOUN[kind]}${name} was saved meanwhile, in another window: yours was not saved. Keep yours or take the saved one.`,
    { stored: { ...stored } },
  )
}

/**
 * Puts `item` into its collection in place: replaces the item with the same id, or appends,
 * one revision on from the one it replaces (a new item is at revision 1). Refuses a save based
 * on an older revision (`staleSave`). Returns the index it now has, so validation problems can
 * be traced back to it.
 */
export function upsertInto(campaign: Campaign, prep: PrepItem, id: string): number {
  const list = campaign[COLLECTION[prep.kind]] as Revised[]
  const index = list.findIndex((existing) => existing.id === id)
  const stored = list[index]
  if (stored) {
    const stale = staleSave(prep.kind, prep.item, stored)
    if (stale) throw stale
  }
  const item = { ...prep.item, id, revision: (stored?.revision ?? 0) + 1 }
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
