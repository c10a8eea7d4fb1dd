import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { IPC_PREFIX } from '@shared/ipc/channels'

/**
 * Exposes named functions, never the transport: one `request` function per allowed channel
 * and one `subscribe` function per allowed event. Nothing else crosses into the page.
 */
export function exposeConsole(role: 'gm' | 'player', channels: readonly string[], events: readonly string[]): void {
  const request = Object.fromEntries(channels.map((channel) => [channel, (payload: unknown) => ipcRenderer.invoke(IPC_PREFIX + channel, payload)]))
  const subscribe = Object.fromEntries(
    events.map((event) => [
      event,
      (listener: (data: unknown) => void) => {
        const forward = (_event: IpcRendererEvent, data: unknown) => listener(data)
        ipcRenderer.on(IPC_PREFIX + event, forward)
        return () => ipcRenderer.removeListener(IPC_PREFIX + event, forward)
      },
    ]),
  )
  contextBridge.exposeInMainWorld('gmConsole', { role, request, subscribe })
}
