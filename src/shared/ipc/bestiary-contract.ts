import { z } from 'zod'
import type { BestiaryEntry } from '../bestiary/bestiary'
import type { CopiesInCampaign } from '../bestiary/copies'
import { EntryEdit, Filing } from '../bestiary/edits'
import { Id, Revision } from '../campaign'
import type { BestiaryImportPreview } from '../interchange/preview'
import { PrepExportResult, PrepFileContent } from './prep-file-contract'

/** The library as the Bestiary page holds it; built in main, only travels outward. */
const Entries = z.custom<{ entries: BestiaryEntry[] }>()

/**
 * The bestiary's requests, part of the contract (`requests`). A change to the open campaign
 * (a copy added or updated, a saved NPC linked to its entry) comes to the GM windows as the
 * campaign's own push, as any prep save does.
 */
export const bestiaryRequests = {
  /** Every entry of the bestiary; a broken bestiary file fails with `campaign_invalid`, and is left as it is. */
  'bestiary.list': { audience: 'gm', payload: z.strictObject({}), result: Entries },
  /**
   * Saves an NPC of the open campaign into the bestiary: over the entry it is a copy of, else as
   * a new entry, filed as `filing` says (null: as the entry was). The NPC then remembers the
   * entry and its revision, saved as a prep edit is.
   */
  'bestiary.saveNpc': {
    audience: 'gm',
    payload: z.strictObject({ npcId: Id, filing: Filing.nullable() }),
    result: z.custom<{ entryId: string; entries: BestiaryEntry[] }>(),
  },
  /** Edits an entry; refused (`conflict`, with the stored entry) when it was saved meanwhile. */
  'bestiary.edit': { audience: 'gm', payload: z.strictObject({ entry: EntryEdit }), result: Entries },
  /** Deletes an entry; its copies in campaigns stay as they are. */
  'bestiary.delete': { audience: 'gm', payload: z.strictObject({ id: Id }), result: Entries },
  /** Copies an entry into the open campaign as a new NPC hidden from the players. */
  'bestiary.copy': { audience: 'gm', payload: z.strictObject({ entryId: Id }), result: z.strictObject({ npcId: Id }) },
  /**
   * Brings a copy in the open campaign up to its entry, as a prep edit of the NPC based on
   * `revision` (the NPC's revision the GM saw): a save in another window meanwhile is refused
   * (`conflict`, with the stored NPC), and a running session adopts it as it does any edit.
   */
  'bestiary.updateCopy': {
    audience: 'gm',
    payload: z.strictObject({ npcId: Id, revision: Revision.optional() }),
    result: z.strictObject({ npcId: Id, revision: Revision }),
  },
  /**
   * The copies that differ from their entries (or whose entry is gone) in each campaign file
   * of the data folder other than the open one: read, never locked or written. A copy is
   * updated in the open campaign only.
   */
  'bestiary.otherCampaigns': { audience: 'gm', payload: z.strictObject({}), result: z.custom<{ campaigns: CopiesInCampaign[] }>() },
  /**
   * Writes the bestiary's entries (all, `ids` null, or the chosen ones) as a prep file
   * (docs/interchange.md): main asks where in the desktop app; the browser gets the content.
   */
  'bestiary.export': {
    audience: 'gm',
    payload: z.strictObject({ ids: z.array(Id).min(1, 'choose at least one entry to export').nullable() }),
    result: PrepExportResult,
  },
  /** What importing a prep file into the bestiary would add, replace and leave out; changes nothing. */
  'bestiary.importPreview': { audience: 'gm', payload: z.strictObject({ content: PrepFileContent }), result: z.custom<BestiaryImportPreview>() },
  /**
   * Imports a prep file into the bestiary as previewed, all entries or none: refused, changing
   * nothing, when the library changed after the preview (`bestiaryAt`).
   */
  'bestiary.import': {
    audience: 'gm',
    payload: z.strictObject({ content: PrepFileContent, bestiaryAt: z.string().max(200) }),
    result: z.custom<{ added: number; replaced: number; leftOut: number; entries: BestiaryEntry[] }>(),
  },
} as const
