import type { WebPreferences } from 'electron'
import { join } from 'node:path'
import { preloadDir } from '../paths'

/**
 * The hardened preferences of every window: isolated, sandboxed, no Node, no webview.
 * Each window gets its own preload exposing only what it needs.
 */
export function securePreferences(preload: 'gm' | 'player'): WebPreferences {
  return {
    preload: join(preloadDir, `${preload}.cjs`),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    spellcheck: false,
  }
}
