import { BrowserWindow, screen, type Display, type Rectangle } from 'electron'
import { securePreferences } from './web-preferences'
import { lockDownContents } from './security'
import { loadPage } from './load-page'

/**
 * Where the player display goes: fullscreen on a display other than the GM's when one is
 * connected (the TV), else a normal window beside the console.
 */
export function playerPlacement(displays: readonly Display[], gmDisplayId: number | null): { bounds?: Rectangle; fullscreen: boolean } {
  const second = displays.find((display) => display.id !== gmDisplayId)
  if (displays.length > 1 && second) return { bounds: second.bounds, fullscreen: true }
  return { fullscreen: false }
}

/** Opens the player display window. */
export function createPlayerWindow(gmWindow: BrowserWindow | null): BrowserWindow {
  const gmDisplay = gmWindow ? screen.getDisplayMatching(gmWindow.getBounds()).id : null
  const placement = playerPlacement(screen.getAllDisplays(), gmDisplay)
  const window = new BrowserWindow({
    ...(placement.bounds ?? { width: 1280, height: 720 }),
    fullscreen: placement.fullscreen,
    title: 'Player Display',
    show: false,
    backgroundColor: '#000000',
    autoHideMenuBar: true,
    webPreferences: securePreferences('player'),
  })
  window.setMenu(null)
  lockDownContents(window.webContents)
  window.once('ready-to-show', () => window.show())
  void loadPage(window, 'player')
  return window
}
