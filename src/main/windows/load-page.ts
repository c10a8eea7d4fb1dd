import type { BrowserWindow } from 'electron'
import { join } from 'node:path'
import { rendererDir } from '../paths'

/** Loads gm.html or player.html: from the dev server in development, from the build otherwise. */
export function loadPage(window: BrowserWindow, page: 'gm' | 'player', devServerUrl = process.env.ELECTRON_RENDERER_URL): Promise<void> {
  if (devServerUrl) return window.loadURL(`${devServerUrl}/${page}.html`)
  return window.loadFile(join(rendererDir, `${page}.html`))
}
