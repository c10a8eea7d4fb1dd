import { waitingPlayerView, type PlayerView } from '@shared/views/player-view'
import type { PlayerDisplayStatus, RequestPayload } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
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

  async reveal(_request: RequestPayload<'player.reveal'>): Promise<{ done: true }> {
    throw new IpcError('internal', 'Revealing items is not built yet.')
  }

  setBlank(_blank: boolean): PlayerDisplayStatus {
    throw new IpcError('internal', 'Blanking is not built yet.')
  }

  setNetwork(_enabled: boolean): PlayerDisplayStatus {
    throw new IpcError('internal', 'The network switch is not built yet.')
  }

  status(): PlayerDisplayStatus {
    return { blank: false, networkEnabled: true, connected: 0, playerUrl: null }
  }

  private update(next: PlayerView): void {
    const text = JSON.stringify(next)
    this.current = next
    if (text === this.lastSent) return
    this.lastSent = text
    this.push.publish('player.view', next)
  }
}
