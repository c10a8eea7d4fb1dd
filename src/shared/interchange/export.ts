import type { Campaign } from '../campaign'
import { IpcError } from '../ipc/errors'
import {
  CAMPAIGN_KINDS,
  INTERCHANGE_FORMAT,
  INTERCHANGE_VERSION,
  KIND_NOUNS,
  type CampaignKind,
  type InterchangeFile,
  type InterchangeItem,
} from './format'
import { CAMPAIGN_SCHEMA_VERSION } from '../campaign'

/** Where each kind's items live in the campaign. */
export const INTERCHANGE_COLLECTION = { character: 'characters', npc: 'npcs', encounter: 'encounters' } as const satisfies Record<
  CampaignKind,
  keyof Campaign
>

/** One item the GM chose to export. */
export interface PrepChoice {
  kind: CampaignKind
  id: string
}

/**
 * The prep file of the chosen items, in the campaign's order, PCs first, then NPCs, then
 * encounters (an encounter's NPCs are read before it). A record's revision stays behind: it
 * counts saves in this campaign and means nothing in another. An id the campaign does not
 * have is refused: the GM chose from a list that has changed since.
 */
export function exportPrep(campaign: Campaign, chosen: readonly PrepChoice[], exportedAt: string): InterchangeFile {
  for (const { kind, id } of chosen)
    if (!campaign[INTERCHANGE_COLLECTION[kind]].some((item) => item.id === id))
      throw new IpcError('not_found', `There is no ${KIND_NOUNS[kind]} with id "${id}" in this campaign any more: nothing was exported.`)
  const items = CAMPAIGN_KINDS.flatMap((kind) => {
    const ids = new Set(chosen.filter((choice) => choice.kind === kind).map((choice) => choice.id))
    return (campaign[INTERCHANGE_COLLECTION[kind]] as { id: string; revision?: number }[])
      .filter((item) => ids.has(item.id))
      .map(({ revision: _revision, ...item }) => ({ kind, item }) as InterchangeItem)
  })
  return {
    format: INTERCHANGE_FORMAT,
    version: INTERCHANGE_VERSION,
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    exportedAt,
    campaign: campaign.name,
    items,
  }
}

/** The file's text: indented, so it reads and diffs well. */
export const prepFileText = (file: InterchangeFile): string => `${JSON.stringify(file, null, 2)}\n`

/** "the-sunken-moon-prep.json" for the campaign "The Sunken Moon". */
export function prepFileName(campaignName: string): string {
  const slug = campaignName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${slug || 'campaign'}-prep.json`
}
