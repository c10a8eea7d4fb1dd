import { listed } from '../words'
import type { Campaign } from './shape'

/** The campaign's lists of prep items, and each item as the GM calls it, one and many. */
export const PREP_LIST_WORDS = {
  characters: ['PC', 'PCs'],
  traits: ['trait', 'traits'],
  relics: ['Moon Relic', 'Moon Relics'],
  npcs: ['NPC', 'NPCs'],
  scenes: ['scene', 'scenes'],
  encounters: ['encounter', 'encounters'],
} as const satisfies Partial<Record<keyof Campaign, readonly [string, string]>>

type PrepList = keyof typeof PREP_LIST_WORDS
const isPrepList = (list: string): list is PrepList => Object.hasOwn(PREP_LIST_WORDS, list)

/**
 * Where an item about to be deleted is still used, in the GM's words: the prep items that refer
 * to it by their names ("the encounters “Raider Ambush” and “The Wyrm Rises”"), not the paths
 * inside the file ("encounters[3].combatants[0]"). `paths` are the problems the campaign without
 * the item gave, `campaign` is that campaign; a path outside the prep lists is kept as it is.
 */
export function usesInWords(campaign: Campaign, paths: readonly string[]): string {
  const named = new Map<PrepList, string[]>()
  const others: string[] = []
  for (const path of paths) {
    const [, list = '', index] = /^(\w+)\[(\d+)\]/.exec(path) ?? []
    const item = isPrepList(list) ? (campaign[list] as readonly { name?: string; id: string }[])[Number(index)] : undefined
    if (!isPrepList(list) || !item) {
      if (!others.includes(path)) others.push(path)
      continue
    }
    const names = named.get(list) ?? []
    const name = `“${item.name || item.id}”`
    if (!names.includes(name)) named.set(list, [...names, name])
  }
  const groups = [...named].map(([list, names]) => `the ${PREP_LIST_WORDS[list][names.length === 1 ? 0 : 1]} ${listed(names)}`)
  return listed([...groups, ...others])
}

/** The refusal to delete an item of `list` still used: what it is, and by what (`usesInWords`). */
export function stillUsed(list: PrepList, campaign: Campaign, paths: readonly string[]): string {
  return `This ${PREP_LIST_WORDS[list][0]} is still used by ${usesInWords(campaign, paths)}; remove it from there first.`
}
