import { IpcError } from '@shared/ipc/errors'
import type { RequestPayload, RequestResult } from '@shared/ipc/contract'
import { exportPrep, planImport, prepFileName, prepFileText, type ImportPlan, type ImportPreview } from '@shared/interchange'
import type { CampaignService } from '../campaign/service'
import type { SaveExport } from '../session/export-service'
import { readPrepFile } from './read-prep-file'

/**
 * Prep files: some of the open campaign's PCs, NPCs and encounters written out, and such a
 * file read into the open campaign. An import is shown first (`preview`) and written only
 * when the GM confirms (`import`), through the campaign's own prep writes, so a running
 * session adopts what it owns as it does for any edit.
 */
export class PrepExchangeService {
  constructor(
    private readonly campaigns: CampaignService,
    private readonly saveExport: SaveExport | null,
    private readonly now: () => Date,
  ) {}

  /** Writes the chosen items: main asks where in the desktop app; the browser gets the content for a download. */
  async export(request: RequestPayload<'prep.export'>): Promise<RequestResult<'prep.export'>> {
    const campaign = this.campaigns.require().data
    const file = exportPrep(campaign, request.items, this.now().toISOString())
    const result = { fileName: prepFileName(campaign.name), mimeType: 'application/json', items: file.items.length }
    const content = prepFileText(file)
    if (!this.saveExport) return { ...result, content, savedTo: null }
    return { ...result, content: null, savedTo: await this.saveExport(result.fileName, content) }
  }

  /** What importing the file would do to the open campaign; changes nothing. */
  preview(content: string): ImportPreview {
    const open = this.campaigns.require()
    const { items: _items, ...plan } = this.plan(content)
    return { ...plan, savedAt: open.savedAt }
  }

  /**
   * Imports the file as the GM saw it previewed: refused, changing nothing, when the campaign
   * has been saved since (what is written would not be what was shown). Items the preview
   * left out stay out; the rest are written at once, or none is.
   */
  async import(request: RequestPayload<'prep.import'>): Promise<RequestResult<'prep.import'>> {
    const open = this.campaigns.require()
    if (open.savedAt !== request.savedAt)
      throw new IpcError('conflict', 'The campaign changed after this import was shown: nothing was imported. Look at the import again.')
    const plan = this.plan(request.content)
    if (plan.items.length === 0) throw new IpcError('rule_refused', 'Nothing in this file can be imported: see why under “Left out”.')
    const state = await this.campaigns.importItems(plan.items)
    return { added: plan.added.length, replaced: plan.replaced.length, leftOut: plan.leftOut.length, state }
  }

  private plan(content: string): ImportPlan {
    const read = readPrepFile(content)
    if (!read.ok) throw new IpcError('invalid_payload', `This prep file cannot be imported: ${read.reason}`, { problems: read.problems })
    return planImport(this.campaigns.require().data, read.file)
  }
}
