import type { Campaign } from '@shared/campaign'
import type { PrepKind } from '@shared/ipc/contract'
import { COLLECTION } from './prep'

/** Each kind of prep item as the GM calls it, one and many. */
const KIND_WORDS: Record<PrepKind, [string, string]> = {
  character: ['PC', 'PCs'],
  trait: ['trait', 'traits'],
  relic: ['Moon Relic', 'Moon Relics'],
  npc: ['NPC', 'NPCs'],
  scene: ['scene', 'scenes'],
  encounter: ['encounter', 'encounters'],
}

const KIND_OF = Object.fromEntries(Object.entries(COLLECTION).map(([kind, list]) => [list, kind])) as Record<string, PrepKind>

/** "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * Where an item about to be deleted is still used, in the GM's words: the prep items that refer
 * to it by their names ("the encounters “Raider Ambush” and “The Wyrm Rises”"), not the paths
 * inside the file ("encounters[3].combatants[0]"). `paths` are the problems the campaign without
 * the item gave, `campaign` is that campaign; a path outside the prep lists is kept as it is.
 */
export function usesInWords(campaign: Campaign, paths: readonly string[]): string {
  const named = new Map<PrepKind, string[]>()
  const others: string[] = []
  for (const path of paths) {
    const [, list, index] = /^(\w+)\[(\d+)\]/.exec(path) ?? []
    const kind = list ? KIND_OF[list] : undefined
    const item = kind ? (campaign[COLLECTION[kind]] as readonly { name?: string; id: string }[])[Number(index)] : undefined
    if (!kind || !item) {
      if (!others.includes(path)) others.push(path)
      continue
    }
    const names = named.get(kind) ?? []
    const name = `“${item.name || item.id}”`
    if (!names.includes(name)) named.set(kind, [...names, name])
  }
  const groups = [...named].map(([kind, names]) => `the ${KIND_WORDS[kind][names.length === 1 ? 0 : 1]} ${listed(names)}`)
  return listed([...groups, ...others])
}

/** The refusal to delete an item still used: what it is, and by what. */
export function stillUsed(kind: PrepKind, campaign: Campaign, paths: readonly string[]): string {
  return `This ${KIND_WORDS[kind][0]} is still used by ${usesInWords(campaign, paths)}; remove it from there first.`
}
