import type { Campaign } from '@shared/campaign'
import type { CohortPcState, CohortState } from '@shared/systems/relics'

/** Runs after every session event: scalars first, Agony (at most five) only when they agree. */
function pcDiffers(pc: CohortPcState, live: CohortPcState): boolean {
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
 * The session's Cohort into the campaign when it differs, so the file always shows the
 * Stress and Agony the table has reached (and reverts them when a step is undone). PCs
 * deleted from the campaign since are skipped.
 */
export function cohortWriteBack(cohort: CohortState, campaign: Campaign): ((draft: Campaign) => void) | null {
  if (!differs(campaign, cohort)) return null
  return (draft) => {
    draft.pools = { ...cohort.pools }
    for (const pc of draft.characters) {
      const live = cohort.characters[pc.id]
      if (!live) continue
      pc.stress = live.stress
      pc.stressedOut = live.stressedOut
      pc.outOfGame = live.outOfGame
      pc.agony = [...live.agony]
    }
  }
}
