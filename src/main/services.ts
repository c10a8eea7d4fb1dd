import { mkdir } from 'node:fs/promises'
import type { RandomSource } from '@shared/dice'
import type { PcLink, RequestResult } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import { BestiaryStore, CampaignStore, ConsolePreferencesFile } from './store'
import { BestiaryExchangeService } from './bestiary/exchange'
import { BestiaryService } from './bestiary/service'
import { PushHub, type PushListener, type Audience } from './api/push'
import { dispatch, type Handlers } from './api/dispatch'
import { createHandlers, type AnsweringServices } from './api/handlers'
import { CampaignService } from './campaign/service'
import { PlayerDisplayService } from './player/service'
import { cryptoSource } from './session/crypto-dice'
import { SessionHost } from './session/session-host'
import { RunService } from './session/run-service'
import { PlayerActions } from './session/player-actions'
import { PlayerProposals } from './session/player-proposals'
import type { SessionView } from '@shared/session/view'
import { SessionLogService, type SaveExport } from './session/export-service'
import { PrepExchangeService } from './interchange/prep-exchange-service'
import { SimulationApi } from './simulator/simulation-api'
import { SimulatorService } from './simulator/simulator-service'
import { PictureService } from './pictures/picture-service'

/** What the web host offers while it runs: its links, the GM's and the table's, and each PC's. */
export interface WebLinkOffer {
  rotate(): Promise<RequestResult<'host.rotateLinks'>>
  pcLinks(): PcLink[]
  renewPc(pc: string): Promise<PcLink>
  lockPc(pc: string): Promise<PcLink>
}

export interface ServicesOptions {
  dataDir: string
  host: 'electron' | 'web'
  version: string
  /** The demo campaign copied into an empty data folder on first start. */
  demoFile: string
  /** The desktop shell's save dialog for exports; the web host returns them for download. */
  saveExport?: SaveExport
  /** Where dice come from; crypto randomness unless a test seeds it. */
  dice?: RandomSource
  now?: () => Date
  /** New sessions' ids: random unless a recording fixes them, as it fixes the dice and the clock. */
  newSessionId?: () => string
  /** The encounter simulator's thread script (the app's bundled one, `simulatorWorkerFile`); without it the console cannot simulate. */
  simulatorWorker?: string
}

/**
 * The service graph, built once and used by the Electron shell and the web host alike.
 * Transports only call `request` and listen with `subscribe`.
 */
export class Services implements AnsweringServices {
  readonly push = new PushHub()
  readonly store: CampaignStore
  readonly campaigns: CampaignService
  readonly player: PlayerDisplayService
  readonly session: SessionHost
  readonly runs: RunService
  /** Players acting from their devices: the GM's switch, a player's command for their PC, what they may do now. */
  readonly playerActions: PlayerActions<SessionView>
  /** Players' proposals the GM confirms or declines. */
  readonly playerProposals: PlayerProposals<SessionView>
  readonly sessionLog: SessionLogService
  readonly prepExchange: PrepExchangeService
  readonly simulations: SimulationApi
  readonly pictures: PictureService
  readonly bestiary: BestiaryService
  readonly bestiaryExchange: BestiaryExchangeService
  /** The GM's console preferences, kept in the data folder so a restart keeps them. */
  readonly preferences: ConsolePreferencesFile
  readonly dice: RandomSource
  readonly info: { version: string; host: 'electron' | 'web'; dataDir: string }
  private readonly handlers: Handlers

  constructor(readonly options: ServicesOptions) {
    this.store = new CampaignStore({ dataDir: options.dataDir, now: options.now })
    this.campaigns = new CampaignService(this.store, this.push, options.demoFile)
    this.dice = options.dice ?? cryptoSource
    this.session = new SessionHost({
      dataDir: options.dataDir,
      campaigns: this.campaigns,
      push: this.push,
      dice: this.dice,
      now: options.now ?? (() => new Date()),
      newSessionId: options.newSessionId,
    })
    this.runs = new RunService(this.session)
    this.playerActions = new PlayerActions(this.session, this.runs)
    this.playerProposals = new PlayerProposals(this.session, this.runs, this.playerActions)
    this.campaigns.adoptEditsWith((prep) => this.session.adopt(prep))
    this.sessionLog = new SessionLogService(this.session, this.campaigns, options.dataDir, options.saveExport ?? null)
    this.prepExchange = new PrepExchangeService(this.campaigns, options.saveExport ?? null, options.now ?? (() => new Date()))
    this.player = new PlayerDisplayService(this.push, this.campaigns, this.session, this.playerActions)
    this.pictures = new PictureService(options.dataDir, () => this.player.view())
    const simulator = options.simulatorWorker ? new SimulatorService({ workerFile: options.simulatorWorker }) : null
    this.simulations = new SimulationApi(simulator, this.campaigns, this.push)
    const now = options.now ?? (() => new Date())
    const bestiaryStore = new BestiaryStore({ dataDir: options.dataDir, now })
    this.bestiary = new BestiaryService(bestiaryStore, this.campaigns, now, this.store)
    this.bestiaryExchange = new BestiaryExchangeService(bestiaryStore, options.saveExport ?? null, now)
    this.preferences = new ConsolePreferencesFile(options.dataDir)
    this.followOpenCampaign()
    this.info = { version: options.version, host: options.host, dataDir: options.dataDir }
    this.handlers = createHandlers(this)
  }

  /** Creates the data folder and opens the campaign a GM expects to see. */
  async start(): Promise<void> {
    await mkdir(this.options.dataDir, { recursive: true })
    await this.campaigns.startUp(this.options.dataDir)
    await this.sessionReady
  }

  /** When another campaign is opened, its unfinished session (if any) is resumed. */
  private followOpenCampaign(): void {
    let file: string | null = null
    this.campaigns.onChange(() => {
      const next = this.campaigns.current?.file ?? null
      if (next === file) return
      file = next
      this.sessionReady = this.session.resume().catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error)
        this.push.publish('app.notice', {
          kind: 'error',
          text: `The campaign's unfinished session could not be resumed: ${why} Its log is left as it is; you can start a new session.`,
        })
      })
    })
  }

  private webLinks: WebLinkOffer | null = null

  /** The web host offers its links while it runs; the returned function withdraws the offer. */
  offerWebLinks(links: WebLinkOffer): () => void {
    this.webLinks = links
    return () => {
      if (this.webLinks === links) this.webLinks = null
    }
  }

  /** The web host's links; refused where no web host runs (the desktop app has no links). */
  private links(): WebLinkOffer {
    if (!this.webLinks)
      throw new IpcError(
        'forbidden',
        'There are no network links: the desktop app shows the players its own window. Links exist only while the web host (npm run serve) runs.',
      )
    return this.webLinks
  }

  /** New GM and player links. */
  async rotateWebLinks(): Promise<RequestResult<'host.rotateLinks'>> {
    return this.links().rotate()
  }

  /** Each PC of the open campaign with its device link. */
  async pcLinks(): Promise<RequestResult<'host.pcLinks'>> {
    return { links: this.links().pcLinks() }
  }

  /** A new link for one PC's device; the old one stops at once. */
  async renewPcLink(pc: string): Promise<PcLink> {
    return this.links().renewPc(pc)
  }

  /** Locks one PC's device until the GM makes a new link. */
  async lockPcLink(pc: string): Promise<PcLink> {
    return this.links().lockPc(pc)
  }

  /** Settles once the open campaign's session has been resumed. */
  sessionReady: Promise<void> = Promise.resolve()

  request(audience: Audience, channel: string, payload: unknown) {
    return dispatch(this.handlers, { audience, channel, payload })
  }

  subscribe(listener: PushListener): () => void {
    return this.push.subscribe(listener)
  }

  async close(): Promise<void> {
    await this.simulations.close()
    await this.session.close()
    await this.campaigns.close()
  }
}
