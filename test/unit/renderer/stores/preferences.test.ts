// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { ConsolePreferences } from '@shared/ipc/preferences-contract'
import { BridgeError, type Bridge } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import { usePreferencesStore } from '../../../../src/renderer/src/stores/preferences'

const OLD_PASS_STEPS = 'gm-console.pass-steps'
const OLD_HINT = 'gm-console.first-run-hint'

/**
 * The host's side of the preferences as main answers them (the contract's own check of what a
 * page sends), kept across the page's loads as the data folder keeps them across restarts.
 */
function hostKeeping(kept: ConsolePreferences = {}) {
  const host = { kept, updates: [] as ConsolePreferences[] }
  const bridge: Bridge = {
    transport: 'websocket',
    async request(channel, payload) {
      if (channel === 'preferences.current') return structuredClone(host.kept) as never
      if (channel !== 'preferences.update') throw new BridgeError({ code: 'unknown_channel', message: channel })
      const change = ConsolePreferences.parse(payload)
      host.updates.push(change)
      host.kept = { ...host.kept, ...change }
      return structuredClone(host.kept) as never
    },
    on: () => () => undefined,
    onStatus(listener) {
      listener('open')
      return () => undefined
    },
  }
  return { host, bridge }
}

/** The GM console's page opened against the host: its preferences, before the host has answered. */
function openPage(bridge: Bridge) {
  const app = createApp({ render: () => null })
  const pinia = createPinia()
  app.use(pinia)
  provideBridge(app, bridge)
  setActivePinia(pinia)
  return app.runWithContext(() => usePreferencesStore())
}

/** The page once the host's preferences have come. */
async function loadPage(bridge: Bridge) {
  const preferences = openPage(bridge)
  await vi.waitFor(() => expect(preferences.loaded).toBe(true))
  return preferences
}

beforeEach(() => localStorage.clear())

describe("the GM's console preferences, kept by the host", () => {
  it('pass steps is on and the first-run hint shown for a GM who never chose, and nothing is sent for them', async () => {
    const { host, bridge } = hostKeeping()
    const page = await loadPage(bridge)
    expect(page.passSteps).toBe(true)
    expect(page.firstRunHintDismissed).toBe(false)
    expect(host.updates).toEqual([])
  })

  it('pass steps turned off stays off on a page with nothing kept in its browser, as after a restart on a new port', async () => {
    const { host, bridge } = hostKeeping()
    const page = await loadPage(bridge)
    page.passSteps = false
    expect(page.passSteps).toBe(false)
    await vi.waitFor(() => expect(host.kept).toEqual({ passSteps: false }))
    expect(localStorage.length).toBe(0)
    expect((await loadPage(bridge)).passSteps).toBe(false)
  })

  it('choices this browser kept before move to the host on the first load, and the browser forgets them', async () => {
    localStorage.setItem(OLD_PASS_STEPS, 'off')
    localStorage.setItem(OLD_HINT, 'dismissed')
    const { host, bridge } = hostKeeping()
    const page = await loadPage(bridge)
    expect(page.passSteps).toBe(false)
    expect(page.firstRunHintDismissed).toBe(true)
    expect(host.kept).toEqual({ passSteps: false, firstRunHintDismissed: true })
    expect(localStorage.getItem(OLD_PASS_STEPS)).toBeNull()
    expect(localStorage.getItem(OLD_HINT)).toBeNull()
  })

  it('what the browser kept shows from the first moment, before the host answers', async () => {
    localStorage.setItem(OLD_PASS_STEPS, 'off')
    const { bridge } = hostKeeping()
    const preferences = openPage(bridge)
    expect(preferences.loaded).toBe(false)
    expect(preferences.passSteps).toBe(false)
  })

  it("the host's choice wins over an older one this browser kept, which is forgotten; one the host lacks is handed over", async () => {
    localStorage.setItem(OLD_PASS_STEPS, 'off')
    localStorage.setItem(OLD_HINT, 'dismissed')
    const { host, bridge } = hostKeeping({ passSteps: true })
    const page = await loadPage(bridge)
    expect(page.passSteps).toBe(true)
    expect(host.updates).toEqual([{ firstRunHintDismissed: true }])
    expect(host.kept).toEqual({ passSteps: true, firstRunHintDismissed: true })
    expect(localStorage.length).toBe(0)
  })
})
