import type { Handlers } from './dispatch'
import type { Services } from '../services'

/** Maps every contract channel to the service that answers it; no logic lives here. */
export function createHandlers(services: Services): Handlers {
  const { campaigns, store, player, info } = services
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
    'player.view': async () => player.view(),
  }
}
