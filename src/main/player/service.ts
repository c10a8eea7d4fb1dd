import type { PlayerView } from '@shared/views/player-view'
import type { PcView } from '@shared/views/pc-view'
import type { PcChoices } from '@shared/views/pc-choices'
import { waitingPlayerView } from '@shared/views/waiting'
import type { PlayerDisplayStatus, RequestPayload } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import type { PushHub } from '../api/push'
import type { CampaignService } from '../campaign/service'
import type { SessionHost } from '../session/session-host'
import type { PlayerChoicesNow } from '../session/player-actions'
import { findRevealable } from './revealable'
import { PlayersScreen } from './players-screen'
import { toPcView } from './to-player-view'

/**
 * The player display: keeps the player view current after every campaign or session change
 * and pushes it only when it changed, so displays never redraw for nothing; holds the GM's
 * controls (blank, network displays on or off) and counts the displays connected.
 */
export class PlayerDisplayService {
  private current: PlayerView = waitingPlayerView(null)
  private readonly screen = new PlayersScreen()
  /** A refresh asked for and not yet made: the GM's answer goes out first. */
  private due: NodeJS.Immediate | null = null
  private lastSent = ''
  private lastStatus = ''
  private blank = false
  private network = true
  private connected = 0
  private playerUrl: string | null = null
  private readonly networkListeners = new Set<(enabled: boolean) => void>()
  /** Each PC's devices connected now: only their sheets are made after a change. */
  private readonly devices = new Map<string, number>()
  /** The sheet each PC's devices were last sent, so a change that leaves it as it was sends nothing. */
  private readonly lastPcSent = new Map<string, string>()
  /** What each PC's devices were last told they may do, likewise. */
  private readonly lastChoicesSent = new Map<string, string>()

  constructor(
    private readonly push: PushHub,
    private readonly campaigns: CampaignService,
    private readonly session: SessionHost,
    private readonly players: { choices(pcId: string): PlayerChoicesNow },
  ) {
    campaigns.onChange(() => this.refresh())
    session.onChange(() => this.refresh())
  }

  /** The view every display holds now: what a display that just connected asks for. */
  view(): PlayerView {
    if (this.due) this.refreshNow()
    return this.current
  }

  /** One PC's sheet for that PC's own device, as the campaign and the session are now. */
  pcView(pc: string): PcView {
    if (this.due) this.refreshNow()
    return toPcView({ campaign: this.campaigns.current?.data ?? null, ledger: this.session.ledger, pc })
  }

  /** What the player of `pc` may do now from their device; nothing without a session. */
  pcChoices(pc: string): PcChoices {
    if (this.due) this.refreshNow()
    // With no session there is no turn to take: the device watches, as when the GM runs the turns.
    const now = this.session.ledger ? this.players.choices(pc) : { allowed: false, choices: [], proposal: null }
    return { pc: { id: pc }, ...now }
  }

  /** Counts one of this PC's devices until the returned function is called; its sheet is kept current meanwhile. */
  connectPcDevice(pc: string): () => void {
    this.devices.set(pc, (this.devices.get(pc) ?? 0) + 1)
    this.statusChanged()
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.devices.get(pc) ?? 1) - 1
      if (left > 0) this.devices.set(pc, left)
      else {
        this.devices.delete(pc)
        this.lastPcSent.delete(pc)
        this.lastChoicesSent.delete(pc)
      }
      this.statusChanged()
    }
  }

  /** Whether network displays may connect now. */
  get networkEnabled(): boolean {
    return this.network
  }

  /** Reveals a campaign item to the players, or hides it again; durable before anyone sees it. */
  async reveal({ kind, id, revealed }: RequestPayload<'player.reveal'>): Promise<{ done: true }> {
    const item = findRevealable(this.campaigns.require().data, kind, id)
    if (!item) throw new IpcError('not_found', `There is no ${kind} with id "${id}".`)
    if (item.revealed === revealed) return { done: true }
    await this.campaigns.apply((draft) => {
      findRevealable(draft, kind, id)!.revealed = revealed
    })
    return { done: true }
  }

  /** Blanks the display: players then receive the campaign name and nothing else. */
  setBlank(blank: boolean): PlayerDisplayStatus {
    this.blank = blank
    // Blanking is the GM hiding the table's screen: it goes out at once.
    this.refreshNow()
    return this.statusChanged()
  }

  /** Lets network displays connect, or refuses them; the web host disconnects those connected. */
  setNetwork(enabled: boolean): PlayerDisplayStatus {
    this.network = enabled
    for (const listener of this.networkListeners) listener(enabled)
    return this.statusChanged()
  }

  /** The GM's controls as they are, the player link and the displays connected. */
  status(): PlayerDisplayStatus {
    return {
      blank: this.blank,
      networkEnabled: this.network,
      connected: this.connected,
      playerUrl: this.playerUrl,
      devices: Object.fromEntries(this.devices),
    }
  }

  /** The web host tells when the network switch changes, to disconnect its player displays. */
  onNetworkChange(listener: (enabled: boolean) => void): () => void {
    this.networkListeners.add(listener)
    return () => this.networkListeners.delete(listener)
  }

  /** The web host's player link, once it listens (null without one). */
  setPlayerUrl(url: string | null): void {
    this.playerUrl = url
    this.statusChanged()
  }

  /** Counts one display (the desktop window or a network page) until the returned function is called. */
  connectDisplay(): () => void {
    this.connected += 1
    this.statusChanged()
    let released = false
    return () => {
      if (released) return
      released = true
      this.connected -= 1
      this.statusChanged()
    }
  }

  /**
   * Recomputes the view once the change that asked for it has been answered: the GM's screen
   * hears first, and a burst of changes makes one view, of the state they left.
   */
  private refresh(): void {
    this.due ??= setImmediate(() => this.refreshNow())
  }

  /**
   * Recomputes the view from the campaign and the session as they are now; while a change's
   * write is under way (its step may yet be taken back), once it is answered.
   */
  private refreshNow(): void {
    if (this.due) clearImmediate(this.due)
    this.due = null
    if (this.session.writing) return void this.session.idle().then(() => this.refresh())
    this.update(this.screen.next(this.campaigns.current?.data ?? null, this.session.ledger, this.blank))
    this.updateSheets()
  }

  /** Each connected PC's sheet and choices, sent to its devices when they changed; a PC no longer in the campaign gets none. */
  private updateSheets(): void {
    for (const pc of this.devices.keys()) {
      let text: string
      let sheet: PcView
      try {
        sheet = toPcView({ campaign: this.campaigns.current?.data ?? null, ledger: this.session.ledger, pc })
        text = JSON.stringify(sheet)
      } catch {
        continue
      }
      if (text !== this.lastPcSent.get(pc)) {
        this.lastPcSent.set(pc, text)
        this.push.publish('pc.view', sheet)
      }
      this.updateChoices(pc)
    }
  }

  /** What the PC's player may do, sent to its devices when it changed (the turn moved on, the GM let players act). */
  private updateChoices(pc: string): void {
    let choices: PcChoices
    try {
      choices = this.pcChoices(pc)
    } catch {
      return
    }
    const text = JSON.stringify(choices)
    if (text === this.lastChoicesSent.get(pc)) return
    this.lastChoicesSent.set(pc, text)
    this.push.publish('pc.choices', choices)
  }

  private update(next: PlayerView): void {
    const text = JSON.stringify(next)
    this.current = next
    if (text === this.lastSent) return
    this.lastSent = text
    this.push.publish('player.view', next)
  }

  private statusChanged(): PlayerDisplayStatus {
    const status = this.status()
    const text = JSON.stringify(status)
    if (text !== this.lastStatus) {
      this.lastStatus = text
      this.push.publish('player.status', status)
    }
    return status
  }
}
