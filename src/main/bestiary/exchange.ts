import { createHash } from 'node:crypto'
import type { Bestiary } from '@shared/bestiary'
import { IpcError } from '@shared/ipc/errors'
import type { RequestPayload, RequestResult } from '@shared/ipc/contract'
import {
  BESTIARY_SOURCE,
  exportBestiary,
  planBestiaryImport,
  prepFileName,
  prepFileText,
  type BestiaryImportPlan,
  type BestiaryImportPreview,
} from '@shared/interchange'
import { readPrepFile } from '../interchange/read-prep-file'
import type { SaveExport } from '../session/export-service'
import type { BestiaryStore } from '../store'

/**
 * The bestiary in prep files: its entries written out, and such a file read into it. An
 * import is shown first (`preview`) and written only when the GM confirms (`import`), in one
 * change of the bestiary's store: every entry or none.
 */
export class BestiaryExchangeService {
  constructor(
    private readonly store: BestiaryStore,
    private readonly saveExport: SaveExport | null,
    private readonly now: () => Date,
  ) {}

  /** Writes every entry (`ids` null) or the chosen ones: main asks where in the desktop app; the browser gets the content. */
  async export({ ids }: RequestPayload<'bestiary.export'>): Promise<RequestResult<'bestiary.export'>> {
    const file = exportBestiary(await this.store.read(), ids, this.now().toISOString())
    if (file.items.length === 0) throw new IpcError('invalid_payload', 'The bestiary has no entries to export.')
    const result = { fileName: prepFileName(BESTIARY_SOURCE), mimeType: 'application/json', items: file.items.length }
    const content = prepFileText(file)
    if (!this.saveExport) return { ...result, content, savedTo: null }
    return { ...result, content: null, savedTo: await this.saveExport(result.fileName, content) }
  }

  /** What importing the file would do to the bestiary; changes nothing. */
  async preview(content: string): Promise<BestiaryImportPreview> {
    const bestiary = await this.store.read()
    const { bestiary: _next, ...lines } = plan(bestiary, content)
    return { ...lines, bestiaryAt: digestOf(bestiary) }
  }

  /**
   * Imports the file as the GM saw it previewed, under the bestiary's lock: refused, changing
   * nothing, when the library is not the one previewed (an edit, a save or an import since,
   * here or in another console on the same data folder).
   */
  async import({ content, bestiaryAt }: RequestPayload<'bestiary.import'>): Promise<RequestResult<'bestiary.import'>> {
    const done = await this.store.change((bestiary) => {
      if (digestOf(bestiary) !== bestiaryAt)
        throw new IpcError('conflict', 'The bestiary changed after this import was shown: nothing was imported. Look at the import again.')
      const planned = plan(bestiary, content)
      if (planned.added.length + planned.replaced.length === 0)
        throw new IpcError('rule_refused', 'Nothing in this file can be imported: see why under “Left out”.')
      return {
        bestiary: planned.bestiary,
        answer: { added: planned.added.length, replaced: planned.replaced.length, leftOut: planned.leftOut.length },
      }
    })
    return { ...done, entries: [...(await this.store.read()).entries] }
  }
}

function plan(bestiary: Bestiary, content: string): BestiaryImportPlan {
  const read = readPrepFile(content)
  if (!read.ok) throw new IpcError('invalid_payload', `This prep file cannot be imported: ${read.reason}`, { problems: read.problems })
  return planBestiaryImport(bestiary, read.file)
}

/** The library as it stands, in a few characters: any change to any entry changes it. */
const digestOf = (bestiary: Bestiary): string => createHash('sha256').update(JSON.stringify(bestiary)).digest('hex')
