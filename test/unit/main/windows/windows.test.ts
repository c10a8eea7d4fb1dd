import { beforeEach, describe, expect, it, vi } from 'vitest'
import { displays, electronModule, FakeBrowserWindow, FakeWebContents } from './electron-mock'

vi.mock('electron', () => electronModule())

const { createGmWindow } = await import('../../../../src/main/windows/gm-window')
const { createPlayerWindow, playerPlacement } = await import('../../../../src/main/windows/player-window')
const { denyPermissions, lockDownContents } = await import('../../../../src/main/windows/security')

beforeEach(() => {
  FakeBrowserWindow.created = []
  displays.list = [{ id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } }]
})

describe('window security', () => {
  it.each([
    ['GM window', () => createGmWindow()],
    ['player window', () => createPlayerWindow(null)],
  ])('the %s is isolated, sandboxed, without Node or webview', (_name, create) => {
    const window = create() as unknown as FakeBrowserWindow
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
    })
  })

  it('each window loads its own preload and page', () => {
    const gm = createGmWindow() as unknown as FakeBrowserWindow
    const player = createPlayerWindow(null) as unknown as FakeBrowserWindow
    expect(String((gm.options.webPreferences as { preload: string }).preload)).toMatch(/preload[/\\]gm\.cjs$/)
    expect(String((player.options.webPreferences as { preload: string }).preload)).toMatch(/preload[/\\]player\.cjs$/)
    expect(gm.loaded).toMatch(/gm\.html$/)
    expect(player.loaded).toMatch(/player\.html$/)
  })

  it('navigation, redirects, webviews and window.open are all denied', () => {
    const contents = new FakeWebContents()
    lockDownContents(contents as never)
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn()
      contents.emit(event, { preventDefault })
      expect(preventDefault, event).toHaveBeenCalled()
    }
    expect(contents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' })
  })

  it('every permission request and check is denied', () => {
    let request: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null
    let check: (() => boolean) | null = null
    denyPermissions({
      setPermissionRequestHandler: (h: typeof request) => (request = h),
      setPermissionCheckHandler: (h: typeof check) => (check = h),
    } as never)
    const answer = vi.fn()
    request!(null, 'media', answer)
    expect(answer).toHaveBeenCalledWith(false)
    expect(check!()).toBe(false)
  })
})

describe('player display placement', () => {
  it('opens fullscreen on the second display when one is connected', () => {
    displays.list = [
      { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
      { id: 2, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } },
    ]
    const window = createPlayerWindow(createGmWindow() as never) as unknown as FakeBrowserWindow
    expect(window.options).toMatchObject({ fullscreen: true, x: 1920, width: 3840 })
    expect(window.menu).toBeNull()
  })

  it('opens as a normal window when there is only one display', () => {
    const window = createPlayerWindow(null) as unknown as FakeBrowserWindow
    expect(window.options).toMatchObject({ fullscreen: false, width: 1280, height: 720 })
  })

  it('never picks the display the GM window is on', () => {
    const list = [
      { id: 7, bounds: { x: 0, y: 0, width: 100, height: 100 } },
      { id: 3, bounds: { x: 100, y: 0, width: 100, height: 100 } },
    ]
    expect(playerPlacement(list as never, 7).bounds).toEqual(list[1]!.bounds)
    expect(playerPlacement(list as never, 3).bounds).toEqual(list[0]!.bounds)
  })
})
