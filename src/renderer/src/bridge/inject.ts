import { inject, type App, type InjectionKey } from 'vue'
import type { Bridge } from './types'

const BRIDGE: InjectionKey<Bridge> = Symbol('bridge')
let appBridge: Bridge | null = null

/** Makes the page's one bridge available to stores and components (tests pass their own). */
export function provideBridge(app: App, bridge: Bridge): void {
  appBridge = bridge
  app.provide(BRIDGE, bridge)
}

/** The page's bridge; stores call this, components go through stores. */
export function useBridge(): Bridge {
  const bridge = inject(BRIDGE, null) ?? appBridge
  if (!bridge) throw new Error('No bridge: provideBridge() must run before the app mounts.')
  return bridge
}
