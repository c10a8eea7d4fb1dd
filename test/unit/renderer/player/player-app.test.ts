// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { waitingPlayerView } from '@shared/views/waiting'
import type { Bridge, ConnectionStatus } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import PlayerApp from '../../../../src/renderer/src/player/PlayerApp.vue'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

/** A player page's bridge whose connection the test moves; it answers `player.view` with the current view. */
function playerBridge() {
  const statusListeners = new Set<(status: ConnectionStatus, detail?: string) => void>()
  let current: ConnectionStatus = 'connecting'
  const asked: string[] = []
  const bridge: Bridge = {
    transport: 'websocket',
    async request(channel) {
      asked.push(channel)
      return { ...waitingPlayerView('Relics of Anasta (demo)'), status: 'Back on the table' } as never
    },
    on: () => () => undefined,
    onStatus(listener) {
      statusListeners.add(listener)
      listener(current)
      return () => statusListeners.delete(listener)
    },
  }
  const move = async (status: ConnectionStatus, detail?: string) => {
    current = status
    for (const listener of statusListeners) listener(status, detail)
    await flushPromises()
  }
  return { bridge, asked, move }
}

async function mountPlayerPage() {
  const fake = playerBridge()
  wrapper = mount(PlayerApp, { global: { plugins: [createPinia(), { install: (app) => provideBridge(app, fake.bridge) }] } })
  await fake.move('open')
  return fake
}

describe('the player page', () => {
  it('says calmly that the GM paused it, and shows the current view again once open', async () => {
    const { asked, move } = await mountPlayerPage()
    expect(byTestId('player-status').text()).toBe('Back on the table')
    expect(asked).toEqual(['player.view'])

    await move('paused', 'The GM has turned the network player display off.')
    expect(byTestId('player-paused').text()).toContain('The GM has paused this display.')
    expect(byTestId('player-paused').find('[role="status"]').text()).toContain('The GM has paused this display.')
    expect(byTestId('player-refused').exists()).toBe(false)
    expect(byTestId('player-status').exists()).toBe(false)

    await move('open')
    expect(byTestId('player-paused').exists()).toBe(false)
    expect(byTestId('player-status').text()).toBe('Back on the table')
    // A fresh 'open' fetched the view again.
    expect(asked).toEqual(['player.view', 'player.view'])
  })

  it('a link refused for good says why, as an alert', async () => {
    const { move } = await mountPlayerPage()
    await move('refused', 'This link has no valid token.')
    expect(byTestId('player-refused').text()).toContain('This link has no valid token.')
    expect(byTestId('player-refused').attributes('role')).toBe('alert')
    expect(byTestId('player-paused').exists()).toBe(false)
  })

  it('a dropped connection keeps the last view on screen under a calm "Reconnecting…" notice, gone once back', async () => {
    const { asked, move } = await mountPlayerPage()
    expect(byTestId('player-reconnecting').exists()).toBe(false)
    await move('closed')
    expect(byTestId('player-reconnecting').text()).toBe('Reconnecting…')
    // Inside a status region that is always in the page, so the words are announced, not shouted.
    expect(wrapper!.find('[role="status"] [data-testid="player-reconnecting"]').exists()).toBe(true)
    expect(byTestId('player-status').text()).toBe('Back on the table')
    expect(byTestId('player-refused').exists()).toBe(false)
    await move('open')
    expect(byTestId('player-reconnecting').exists()).toBe(false)
    expect(asked).toEqual(['player.view', 'player.view'])
  })
})
