import { preloadBridge } from './preload-bridge'
import { websocketBridge } from './websocket-bridge'
import type { Bridge } from './types'

export * from './types'

/** One bridge per page: the preload's functions in Electron, the WebSocket in a browser (its token from the link's #token; `pc`: a PC's own device). */
export function createBridge(role: 'gm' | 'player' | 'pc'): Bridge {
  return window.gmConsole ? preloadBridge(window.gmConsole) : websocketBridge(role)
}
export { useBridge, provideBridge } from './inject'
