import { copiesIn, type CopiesInCampaign } from '@shared/bestiary'
import type { BestiaryStore, CampaignStore } from '../store'

/**
 * How the copies in every other campaign file of the data folder stand against the bestiary:
 * a look at each file, never a lock or a write (a copy is updated only in the open campaign,
 * as a prep edit). A file that cannot be read is left out: the campaign list says why. Only
 * the campaigns with a copy to look at are listed.
 */
export async function copiesInOtherCampaigns(
  bestiary: BestiaryStore,
  campaigns: CampaignStore,
  openFile: string | null,
): Promise<CopiesInCampaign[]> {
  const { entries } = await bestiary.read()
  const listings = (await campaigns.list()).filter((listing) => listing.status === 'ok' && listing.file !== openFile)
  const found: CopiesInCampaign[] = []
  for (const listing of listings) {
    const campaign = await campaigns.peek(listing.file)
    if (!campaign) continue
    const copies = copiesIn(campaign.npcs, entries).filter((copy) => copy.missing || copy.differences.length > 0)
    if (copies.length > 0) found.push({ file: listing.file, name: campaign.name, copies })
  }
  return found.sort((a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file))
}
