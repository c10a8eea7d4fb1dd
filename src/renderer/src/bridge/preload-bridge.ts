import type { Envelope } from '@shared/ipc/errors'
import { BridgeError, unwrap, type Bridge, type PreloadApi } from './types'

/** The bridge in Electron: calls the named functions the preload exposed. */
export function preloadBridge(api: PreloadApi): Bridge {
  return {
    transport: 'electron',
    async request(channel, payload) {
      const call = api.request[channel]
      if (!call) throw new BridgeError({ code: 'forbidden', message: `This window cannot make the request "${channel}".` })
      return unwrap((await call(payload)) as Envelope<never>)
    },
    on(event, listener) {
      const subscribe = api.subscribe[event]
      return subscribe ? subscribe(listener as (data: unknown) => void) : () => undefined
    },
    onStatus(listener) {
      // IPC is up as long as the window exists.
      queueMicrotask(() => listener('open'))
      return () => undefined
    },
  }
}
