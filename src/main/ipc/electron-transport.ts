import { ipcMain } from 'electron'
import { GM_REQUEST_CHANNELS, PLAYER_REQUEST_CHANNELS, IPC_PREFIX } from '@shared/ipc/channels'
import { IpcError, type Envelope } from '@shared/ipc/errors'
import type { Services } from '../services'
import type { TrustedSenders } from './trusted-senders'

/**
 * The contract on Electron IPC: one handler per channel, each checking its sender before
 * the shared dispatcher validates the payload; pushes go only to their audience's windows.
 */
export function registerIpc(services: Services, senders: TrustedSenders): () => void {
  const channels = [...GM_REQUEST_CHANNELS, ...PLAYER_REQUEST_CHANNELS]
  for (const channel of channels) {
    ipcMain.handle(IPC_PREFIX + channel, (event, payload: unknown): Promise<Envelope<unknown>> | Envelope<unknown> => {
      const audience = senders.audienceOf(event)
      if (!audience) return { ok: false, error: new IpcError('forbidden', 'Requests are only accepted from the console’s own windows.').toShape() }
      return services.request(audience, channel, payload)
    })
  }
  const unsubscribe = services.subscribe((message, audience) => {
    for (const contents of senders.contentsFor(audience)) contents.send(IPC_PREFIX + message.event, message.data)
  })
  return () => {
    unsubscribe()
    for (const channel of channels) ipcMain.removeHandler(IPC_PREFIX + channel)
  }
}
