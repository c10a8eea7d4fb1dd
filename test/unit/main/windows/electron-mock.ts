import { vi } from 'vitest'
import { EventEmitter } from 'node:events'

/** A stand-in for Electron's modules, recording what the shell asks of them. */
export class FakeWebContents extends EventEmitter {
  static nextId = 1
  id = FakeWebContents.nextId++
  mainFrame = { url: 'file:///app/gm.html' }
  destroyed = false
  sent: { channel: string; data: unknown }[] = []
  windowOpenHandler: ((details: unknown) => { action: string }) | null = null
  isDestroyed = () => this.destroyed
  send = (channel: string, data: unknown) => this.sent.push({ channel, data })
  setWindowOpenHandler = (handler: (details: unknown) => { action: string }) => {
    this.windowOpenHandler = handler
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = []
  webContents = new FakeWebContents()
  loaded: string | null = null
  menu: unknown = 'default'
  constructor(readonly options: Record<string, unknown>) {
    super()
    FakeBrowserWindow.created.push(this)
  }
  loadFile = async (file: string) => void (this.loaded = file)
  loadURL = async (url: string) => void (this.loaded = url)
  setMenu = (menu: unknown) => void (this.menu = menu)
  getBounds = () => ({ x: 0, y: 0, width: 1400, height: 900 })
  show = vi.fn()
  close = vi.fn()
  focus = vi.fn()
  isDestroyed = () => false
  isMinimized = () => false
}

export const displays = {
  list: [{ id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } }] as { id: number; bounds: object }[],
}

export const ipcHandlers = new Map<string, (event: unknown, payload: unknown) => unknown>()

export function electronModule() {
  return {
    BrowserWindow: FakeBrowserWindow,
    screen: {
      getAllDisplays: () => displays.list,
      getDisplayMatching: () => displays.list[0],
    },
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, payload: unknown) => unknown) => ipcHandlers.set(channel, handler),
      removeHandler: (channel: string) => ipcHandlers.delete(channel),
    },
    Menu: { buildFromTemplate: (template: unknown) => ({ template }), setApplicationMenu: vi.fn() },
    app: { isPackaged: false, quit: vi.fn() },
  }
}
