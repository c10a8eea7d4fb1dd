import type { Npc } from '../campaign'
import type { BestiaryEntry } from './bestiary'

/** What the bestiary's search asks: every part given must hold (an empty one asks nothing). */
export interface BestiaryQuery {
  /** Words that must each appear in the name, a tag or the description (any case). */
  text?: string
  /** A system the creature must have a stat block for. */
  system?: string
  /** The level the creature must have. */
  level?: number | null
  /** A tag the creature must carry (any case). */
  tag?: string
}

/** The entries a query finds, in name order; a copy of the list, never the list itself. */
export function searchBestiary(entries: readonly BestiaryEntry[], query: BestiaryQuery): BestiaryEntry[] {
  const words = (query.text ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const tag = query.tag?.trim().toLowerCase()
  return entries
    .filter((entry) => {
      if (query.system && entry.statBlocks[query.system] === undefined) return false
      if (query.level !== undefined && query.level !== null && entry.level !== query.level) return false
      if (tag && !entry.tags.some((held) => held.toLowerCase() === tag)) return false
      const haystack = [entry.name, ...entry.tags, entry.description].join('\n').toLowerCase()
      return words.every((word) => haystack.includes(word))
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}

/** Every tag in the library, once, in order (as the filter offers them). */
export function tagsOf(entries: readonly BestiaryEntry[]): string[] {
  const seen = new Map<string, string>()
  for (const entry of entries) for (const tag of entry.tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag)
  return [...seen.values()].sort((a, b) => a.localeCompare(b))
}

/** The NPCs of a campaign not yet in the library, which the GM may save into it. */
export function notInLibrary(npcs: readonly Npc[], entries: readonly BestiaryEntry[]): Npc[] {
  const ids = new Set(entries.map((entry) => entry.id))
  return npcs.filter((npc) => !npc.library || !ids.has(npc.library.entryId))
}
