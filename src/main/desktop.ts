import { app, Menu, type BrowserWindow } from 'electron'
import type { Services } from './services'
import { TrustedSenders } from './ipc/trusted-senders'
import { registerIpc } from './ipc/electron-transport'
import { createGmWindow } from './windows/gm-window'
import { createPlayerWindow } from './windows/player-window'
import { menuTemplate } from './windows/menu'

/**
 * The desktop shell: the GM window, the player display window and the menu, wired to the
 * shared services. Holds no game logic.
 */
export class DesktopShell {
  private readonly senders = new TrustedSenders()
  private gmWindow: BrowserWindow | null = null
  private playerWindow: BrowserWindow | null = null

  constructor(private readonly services: Services) {
    registerIpc(services, this.senders)
    services.campaigns.onChange(() => void this.refreshMenu())
  }

  openGmWindow(): void {
    if (this.gmWindow && !this.gmWindow.isDestroyed()) return this.focus()
    const window = createGmWindow()
    this.senders.add(window.webContents, 'gm')
    window.on('closed', () => {
      this.gmWindow = null
      // The display without its console would be stranded on the TV.
      this.playerWindow?.close()
    })
    this.gmWindow = window
  }

  focus(): void {
    if (!this.gmWindow) return this.openGmWindow()
    if (this.gmWindow.isMinimized()) this.gmWindow.restore()
    this.gmWindow.focus()
  }

  togglePlayerDisplay(): void {
    if (this.playerWindow && !this.playerWindow.isDestroyed()) {
      this.playerWindow.close()
      return
    }
    const window = createPlayerWindow(this.gmWindow)
    this.senders.add(window.webContents, 'player')
    const release = this.services.player.connectDisplay()
    window.on('closed', () => {
      release()
      this.playerWindow = null
      void this.refreshMenu()
    })
    this.playerWindow = window
    void this.refreshMenu()
  }

  async refreshMenu(): Promise<void> {
    const recent = await this.services.store.recent().catch(() => [])
    const template = menuTemplate(
      {
        platform: process.platform,
        recent,
        playerDisplayOpen: this.playerWindow !== null,
        isDevelopment: !app.isPackaged,
      },
      {
        command: (command) => this.services.push.publish('app.command', { command }),
        openRecent: (file) =>
          void this.services.campaigns.openFile(file).catch(() => this.services.push.publish('app.command', { command: 'campaign.open' })),
        togglePlayerDisplay: () => this.togglePlayerDisplay(),
        quit: () => app.quit(),
      },
    )
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }
}
