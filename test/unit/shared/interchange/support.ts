import { readFileSync } from 'node:fs'
import { Campaign } from '../../../../src/shared/campaign'
import { upsertInto } from '../../../../src/shared/campaign/prep-items'
import type { ImportPlan } from '../../../../src/shared/interchange'
import { demoCampaignFile } from '../../../support/services'

/** The demo campaign, as the console opens it. */
export function demoCampaign(): Campaign {
  return Campaign.parse(JSON.parse(readFileSync(demoCampaignFile, 'utf8')))
}

/** Another campaign of the same table: the demo's settings and traits, none of its PCs, NPCs or encounters. */
export function emptyTwin(): Campaign {
  return { ...demoCampaign(), id: 'camp-twin', name: 'The twin', characters: [], npcs: [], encounters: [], relics: [], scenes: [], sessions: [] }
}

/** The campaign with a plan's items written as main writes them, checked whole. */
export function applied(campaign: Campaign, plan: ImportPlan): Campaign {
  const draft = structuredClone(campaign)
  for (const entry of plan.items) upsertInto(draft, entry, entry.item.id)
  return Campaign.parse(draft)
}
