import { z } from 'zod'
import { Id, LongText, Name, Revision, SystemBlocks, type Npc } from '../campaign'
import { IpcError } from '../ipc/errors'
import { BestiaryEntry, CreatureLevel, Tag, TAGS_MAX, type Bestiary } from './bestiary'
import { differences, entryFrom } from './copies'

/** How the GM files a creature in the library. */
export const Filing = z.strictObject({
  tags: z.array(Tag).max(TAGS_MAX, `at most ${TAGS_MAX} tags`),
  level: CreatureLevel.nullable(),
})
export type Filing = z.infer<typeof Filing>

/** An edit of a library entry as the Bestiary page sends it, based on the revision it showed. */
export const EntryEdit = Filing.extend({
  id: Id,
  revision: Revision,
  name: Name,
  description: LongText,
  gmNotes: LongText,
  /** The stat blocks, each checked by its system's schema as the library is saved; absent, they stay as they are. */
  statBlocks: SystemBlocks.optional(),
})
export type EntryEdit = z.infer<typeof EntryEdit>

/** The edit that leaves an entry as it is: what the Bestiary page's editor starts from. */
export function editOf(entry: BestiaryEntry): EntryEdit {
  const { id, revision, name, description, gmNotes, statBlocks, tags, level } = entry
  return structuredClone({ id, revision, name, description, gmNotes, statBlocks, tags, level })
}

/**
 * Saves a campaign's NPC into the library: over the entry it is a copy of (one revision on, its
 * filing kept unless a new one is given), else as a new entry at revision 1. Returns the new
 * library and the entry as saved; the library given is never changed.
 */
export function saveNpcInto(
  bestiary: Bestiary,
  npc: Npc,
  filing: Filing | null,
  made: { newId: () => string; savedAt: string },
): { bestiary: Bestiary; entry: BestiaryEntry } {
  const index = entryToSaveOver(bestiary, npc)
  const stored = bestiary.entries[index]
  const kept = filing ?? { tags: stored?.tags ?? [], level: stored?.level ?? null }
  const entry = entryFrom(npc, {
    id: stored?.id ?? freshId(bestiary, made.newId),
    revision: (stored?.revision ?? 0) + 1,
    ...kept,
    savedAt: made.savedAt,
  })
  const entries = stored ? bestiary.entries.with(index, entry) : [...bestiary.entries, entry]
  return { bestiary: { ...bestiary, entries }, entry }
}

/**
 * Where an NPC's save goes: the entry it links to; without one (no link, or its entry gone), an
 * entry holding exactly the NPC's fields, the last saved. Saving writes the library before the
 * campaign notes the link, so such an entry is a save whose link never reached the campaign
 * (the console stopped between the two writes): saving again links it rather than filing the
 * creature twice. -1 for a new entry.
 */
function entryToSaveOver(bestiary: Bestiary, npc: Npc): number {
  const linked = npc.library ? bestiary.entries.findIndex((entry) => entry.id === npc.library!.entryId) : -1
  if (linked >= 0) return linked
  return bestiary.entries.findLastIndex((entry) => differences(entry, npc).length === 0)
}

/**
 * Applies the GM's edit to an entry, one revision on. Refused when the entry is gone
 * (`not_found`) or was saved meanwhile from another window (`conflict`, with the stored entry),
 * so a save never silently undoes another.
 */
export function editEntry(bestiary: Bestiary, edit: EntryEdit, savedAt: string): { bestiary: Bestiary; entry: BestiaryEntry } {
  const index = bestiary.entries.findIndex((entry) => entry.id === edit.id)
  const stored = bestiary.entries[index]
  if (!stored) throw gone(edit.id)
  if (stored.revision !== edit.revision) {
    throw new IpcError(
      'conflict',
      `The bestiary entry “${stored.name}” was saved meanwhile, in another window: yours was not saved. Keep yours or take the saved one.`,
      { stored: { ...stored } },
    )
  }
  const { revision, tags, statBlocks, ...fields } = edit
  const entry: BestiaryEntry = {
    ...stored,
    ...fields,
    statBlocks: statBlocks ?? stored.statBlocks,
    tags: [...new Set(tags)],
    revision: revision + 1,
    savedAt,
  }
  return { bestiary: { ...bestiary, entries: bestiary.entries.with(index, entry) }, entry }
}

/** The library without the entry; its copies in campaigns stay as they are. */
export function removeEntry(bestiary: Bestiary, id: string): Bestiary {
  if (!bestiary.entries.some((entry) => entry.id === id)) throw gone(id)
  return { ...bestiary, entries: bestiary.entries.filter((entry) => entry.id !== id) }
}

/** The entry with this id, or a `not_found` refusal that says so. */
export function entryOf(bestiary: Bestiary, id: string): BestiaryEntry {
  const entry = bestiary.entries.find((candidate) => candidate.id === id)
  if (!entry) throw gone(id)
  return entry
}

function gone(id: string): IpcError {
  return new IpcError('not_found', `There is no entry "${id}" in the bestiary: it may have been deleted in another window.`)
}

function freshId(bestiary: Bestiary, random: () => string): string {
  const taken = new Set(bestiary.entries.map((entry) => entry.id))
  for (;;) {
    const id = `beast-${random()}`
    if (!taken.has(id)) return id
  }
}
