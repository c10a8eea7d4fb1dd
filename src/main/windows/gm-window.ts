import { BrowserWindow } from 'electron'
import { securePreferences } from './web-preferences'
import { lockDownContents } from './security'
import { loadPage } from './load-page'

/** The GM console window. */
export function createGmWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    title: 'GM Console',
    show: false,
    backgroundColor: '#14161c',
    webPreferences: securePreferences('gm'),
  })
  lockDownContents(window.webContents)
  window.once('ready-to-show', () => window.show())
  void loadPage(window, 'gm')
  return window
}
