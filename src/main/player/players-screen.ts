import type { Campaign } from '@shared/campaign'
import type { SessionLedger } from '@shared/session/ledger'
import type { PlayerView } from '@shared/views/player-view'
import { toPlayerView } from './to-player-view'

/**
 * The players' screen, view after view. Each system's part on it is what the players already
 * know, handed to the next view (`shown`), so a system that holds things back while the GM
 * hides them keeps showing what was there. Blanking hides the screen without making the
 * players forget; another campaign starts from nothing. The player display and the headless
 * session both show their players through it.
 */
export class PlayersScreen {
  /** Each system's part on screen now, and the campaign it shows. */
  private readonly shown = new Map<string, unknown>()
  private shownCampaign: string | null = null

  /** The next view, from the campaign and the session as they are now. */
  next(campaign: Campaign | null, ledger: SessionLedger | null, blank: boolean): PlayerView {
    // What the players have on screen belongs to the campaign they were shown.
    if (campaign?.id !== this.shownCampaign) this.shown.clear()
    this.shownCampaign = campaign?.id ?? null
    const view = toPlayerView({ campaign, ledger, blank, shown: this.shown })
    // A blank screen hides what the players know; it does not make them forget it.
    if (!view.blank) {
      this.shown.clear()
      for (const { system, part } of view.parts) this.shown.set(system, part)
    }
    return view
  }
}
