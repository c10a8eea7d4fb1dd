import { waitingPlayerView, type PlayerView } from '@shared/views/player-view'
import type { PushHub } from '../api/push'
import type { CampaignService } from '../campaign/service'

/**
 * Keeps the player view current and pushes it only when it changed, so displays never
 * redraw for nothing.
 */
export class PlayerDisplayService {
  private current: PlayerView = waitingPlayerView(null)
  private lastSent = ''

  constructor(
    private readonly push: PushHub,
    campaigns: CampaignService,
  ) {
    campaigns.onChange((campaign) => this.update(waitingPlayerView(campaign?.name ?? null)))
  }

  view(): PlayerView {
    return this.current
  }

  private update(next: PlayerView): void {
    const text = JSON.stringify(next)
    this.current = next
    if (text === this.lastSent) return
    this.lastSent = text
    this.push.publish('player.view', next)
  }
}
