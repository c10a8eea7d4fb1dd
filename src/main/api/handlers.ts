import type { PcLink, RequestResult } from '@shared/ipc/contract'
import type { BestiaryExchangeService } from '../bestiary/exchange'
import type { BestiaryService } from '../bestiary/service'
import type { Handlers } from './dispatch'
import type { CampaignService } from '../campaign/service'
import type { PlayerDisplayService } from '../player/service'
import type { SessionLogService } from '../session/export-service'
import type { PrepExchangeService } from '../interchange/prep-exchange-service'
import type { RunService } from '../session/run-service'
import type { PlayerActions } from '../session/player-actions'
import type { PlayerProposals } from '../session/player-proposals'
import type { SessionView } from '@shared/session/view'
import type { SessionHost } from '../session/session-host'
import type { CampaignStore, ConsolePreferencesFile } from '../store'
import type { PictureService } from '../pictures/picture-service'
import type { SimulationApi } from '../simulator/simulation-api'

/** The services that answer the contract's channels: the service graph (`Services`) as the handlers see it. */
export interface AnsweringServices {
  readonly campaigns: CampaignService
  readonly store: CampaignStore
  readonly player: PlayerDisplayService
  readonly session: SessionHost
  readonly runs: RunService
  readonly playerActions: PlayerActions<SessionView>
  readonly playerProposals: PlayerProposals<SessionView>
  readonly sessionLog: SessionLogService
  readonly prepExchange: PrepExchangeService
  readonly simulations: SimulationApi
  readonly pictures: PictureService
  readonly bestiary: BestiaryService
  readonly bestiaryExchange: BestiaryExchangeService
  readonly preferences: ConsolePreferencesFile
  readonly info: { version: string; host: 'electron' | 'web'; dataDir: string }
  rotateWebLinks(): Promise<RequestResult<'host.rotateLinks'>>
  pcLinks(): Promise<RequestResult<'host.pcLinks'>>
  renewPcLink(pc: string): Promise<PcLink>
  lockPcLink(pc: string): Promise<PcLink>
}

/** Maps every contract channel to the service that answers it; no logic lives here. */
export function createHandlers(services: AnsweringServices): Handlers {
  const {
    campaigns,
    store,
    player,
    info,
    session,
    runs,
    playerActions,
    playerProposals,
    sessionLog,
    simulations,
    bestiary,
    prepExchange,
    pictures,
    preferences,
  } = services
  return {
    'app.info': async () => info,
    'campaign.list': async () => ({ campaigns: await store.list(), recent: await store.recent() }),
    'campaign.create': ({ name }) => campaigns.create(name),
    'campaign.open': ({ file }) => campaigns.openFile(file),
    'campaign.restoreBackup': ({ file, backup }) => campaigns.restoreBackup(file, backup),
    'campaign.saveAs': ({ name }) => campaigns.saveAs(name),
    'campaign.current': async () => campaigns.state(),
    'campaign.updateSettings': ({ settings }) => campaigns.updateSettings(settings),
    'prep.upsert': (prep) => campaigns.upsert(prep),
    'prep.delete': ({ kind, id }) => campaigns.remove(kind, id),
    'prep.export': (request) => prepExchange.export(request),
    'prep.importPreview': async ({ content }) => prepExchange.preview(content),
    'prep.import': (request) => prepExchange.import(request),
    'session.current': () => session.current(),
    'session.start': ({ name }) => session.start(name),
    'session.end': async () => {
      await session.end()
      return null
    },
    'session.undo': async () => session.undo(),
    'session.redo': async () => session.redo(),
    'session.note': async ({ text, private: isPrivate }) => session.note(text, isPrivate),
    'session.allowPlayers': async ({ allowed }) => playerActions.allow(allowed),
    'session.answerProposal': async ({ proposal, confirm }) => playerProposals.answer(proposal, confirm),
    'run.start': ({ system, request }) => runs.start(system, request),
    'run.act': async ({ system, action, passSteps }) => runs.act(system, action, { passSteps }),
    'run.roll': async ({ system, roll, passSteps }) => runs.roll(system, roll, { passSteps }),
    'run.close': async () => runs.close(),
    'session.log': (request) => sessionLog.log(request),
    'session.stateAt': (request) => sessionLog.stateAt(request),
    'session.export': (request) => sessionLog.export(request),
    'session.import': ({ content }) => sessionLog.importLog(content),
    'player.reveal': (request) => player.reveal(request),
    'player.blank': async ({ blank }) => player.setBlank(blank),
    'player.network': async ({ enabled }) => player.setNetwork(enabled),
    'player.status': async () => player.status(),
    'player.view': async () => player.view(),
    'picture.add': ({ name, bytes }) => pictures.add(name, bytes),
    'picture.get': ({ ref }) => pictures.forGm(ref),
    'player.picture': ({ ref }) => pictures.forPlayers(ref),
    'host.rotateLinks': () => services.rotateWebLinks(),
    'host.pcLinks': () => services.pcLinks(),
    'host.pcLink': ({ pc }) => services.renewPcLink(pc),
    'host.pcLock': ({ pc }) => services.lockPcLink(pc),
    'pc.view': async ({ pc }) => player.pcView(pc),
    'pc.choices': async ({ pc }) => player.pcChoices(pc),
    'pc.act': ({ pc, command }) => playerActions.act(pc, command),
    'pc.propose': ({ pc, system, proposal }) => playerProposals.propose(pc, system, proposal),
    'sim.run': (request) => simulations.run(request),
    'sim.cancel': async () => simulations.cancel(),
    'bestiary.list': () => bestiary.list(),
    'bestiary.saveNpc': ({ npcId, filing }) => bestiary.saveNpc(npcId, filing),
    'bestiary.edit': ({ entry }) => bestiary.edit(entry),
    'bestiary.delete': ({ id }) => bestiary.remove(id),
    'bestiary.copy': ({ entryId }) => bestiary.copy(entryId),
    'bestiary.updateCopy': ({ npcId, revision }) => bestiary.updateCopy(npcId, revision),
    'bestiary.otherCampaigns': () => bestiary.otherCampaigns(),
    'bestiary.export': (request) => services.bestiaryExchange.export(request),
    'bestiary.importPreview': ({ content }) => services.bestiaryExchange.preview(content),
    'bestiary.import': (request) => services.bestiaryExchange.import(request),
    'preferences.current': () => preferences.read(),
    'preferences.update': (change) => preferences.update(change),
  }
}
