import { preloadBridge } from './preload-bridge'
import { websocketBridge } from './websocket-bridge'
import type { Bridge } from './types'

export * from './types'

/** The token the web host put in the page's link (#token=...), if any. */
function tokenFromLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''
}

/** One bridge per page: the preload's functions in Electron, the WebSocket in a browser. */
export function createBridge(role: 'gm' | 'player'): Bridge {
  return window.gmConsole ? preloadBridge(window.gmConsole) : websocketBridge(role, tokenFromLink())
}
export { useBridge, provideBridge } from './inject'
