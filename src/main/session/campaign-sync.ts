import type { Campaign } from '@shared/campaign'
import type { CohortState } from '@shared/log/entries'
import type { CampaignService } from '../campaign/service'

/** The part of the campaign a session changes: each PC's Stress, Agony, status, and the pools. */
export function cohortOf(campaign: Campaign): CohortState {
  return {
    characters: Object.fromEntries(
      campaign.characters.map((pc) => [pc.id, { stress: pc.stress, stressedOut: pc.stressedOut, outOfGame: pc.outOfGame, agony: pc.agony }]),
    ),
    pools: { ...campaign.pools },
  }
}

type PcState = CohortState['characters'][string]

/** Runs after every session event: scalars first, Agony (at most five) only when they agree. */
function pcDiffers(pc: PcState, live: PcState): boolean {
  if (pc.stress !== live.stress || pc.stressedOut !== live.stressedOut || pc.outOfGame !== live.outOfGame) return true
  if (pc.agony === live.agony) return false
  return pc.agony.length !== live.agony.length || JSON.stringify(pc.agony) !== JSON.stringify(live.agony)
}

function differs(campaign: Campaign, cohort: CohortState): boolean {
  if (campaign.pools.destiny !== cohort.pools.destiny || campaign.pools.doom !== cohort.pools.doom) return true
  return campaign.characters.some((pc) => {
    const live = cohort.characters[pc.id]
    return live !== undefined && pcDiffers(pc, live)
  })
}

/**
 * Writes the session's Cohort into the campaign when it differs, so the file always shows
 * the Stress and Agony the table has reached (and reverts them when a step is undone).
 * PCs deleted from the campaign since are skipped.
 */
export async function syncCohort(campaigns: CampaignService, cohort: CohortState): Promise<void> {
  const current = campaigns.current
  if (!current || !differs(current.data, cohort)) return
  await campaigns.apply((draft) => {
    draft.pools = { ...cohort.pools }
    for (const pc of draft.characters) {
      const live = cohort.characters[pc.id]
      if (!live) continue
      pc.stress = live.stress
      pc.stressedOut = live.stressedOut
      pc.outOfGame = live.outOfGame
      pc.agony = live.agony
    }
  })
}
