import { beforeEach, describe, expect, it, vi } from 'vitest'

const app = {
  lock: true,
  handlers: new Map<string, (...args: unknown[]) => void>(),
  requestSingleInstanceLock: vi.fn(() => app.lock),
  quit: vi.fn(),
  enableSandbox: vi.fn(),
  commandLine: { appendSwitch: vi.fn() },
  on: vi.fn((name: string, handler: (...args: unknown[]) => void) => app.handlers.set(name, handler)),
  // Never ready: these tests look at what happens before any window exists.
  whenReady: vi.fn(() => new Promise(() => undefined)),
}

vi.mock('electron', () => ({ app, session: { defaultSession: {} } }))

beforeEach(() => {
  vi.resetModules()
  app.handlers.clear()
  app.quit.mockClear()
  app.enableSandbox.mockClear()
  app.commandLine.appendSwitch.mockClear()
})

describe('Electron lifecycle', () => {
  it('a second instance quits at once and opens nothing', async () => {
    app.lock = false
    await import('../../../../src/main/index')
    expect(app.quit).toHaveBeenCalled()
    expect(app.enableSandbox).not.toHaveBeenCalled()
    expect(app.whenReady).not.toHaveBeenCalled()
  })

  it('the first instance sandboxes every renderer and answers a second launch by focusing', async () => {
    app.lock = true
    await import('../../../../src/main/index')
    expect(app.quit).not.toHaveBeenCalled()
    expect(app.enableSandbox).toHaveBeenCalled()
    expect([...app.handlers.keys()]).toEqual(expect.arrayContaining(['second-instance', 'window-all-closed', 'before-quit']))
  })

  it('the console window answers a click without waiting for the frame that draws the press (Chromium defers nothing after input)', async () => {
    app.lock = true
    await import('../../../../src/main/index')
    expect(app.commandLine.appendSwitch).toHaveBeenCalledWith('disable-features', 'DeferRendererTasksAfterInput')
  })
})
