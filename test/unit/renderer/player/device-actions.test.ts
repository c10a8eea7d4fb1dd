// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { nextTick } from 'vue'
import type { PlayerOption } from '@shared/systems/player-actions'
import type { Bridge } from '../../../../src/renderer/src/bridge/types'
import { provideBridge } from '../../../../src/renderer/src/bridge/inject'
import PlayerDeviceActions from '../../../../src/renderer/src/player/PlayerDeviceActions.vue'
import { usePcChoicesStore } from '../../../../src/renderer/src/stores/pc-choices'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

/** A device's bridge that is never open: what it may do is set by the test, as main would send it. */
const quietBridge: Bridge = {
  transport: 'websocket',
  request: () => new Promise(() => undefined),
  on: () => () => undefined,
  onStatus: () => () => undefined,
}

/** An attack a player is offered at a raider, with the chance the rules give it. */
const attackAt = (chance: number): PlayerOption => ({
  group: 'Attack',
  label: 'Spear',
  target: { id: 'npc-sand-raider-1', name: 'Sand Raider 1' },
  cost: null,
  chance,
  why: null,
  command: { kind: 'roll', roll: { attack: 0, targets: ['npc-sand-raider-1'] } },
})

describe('the actions on a player’s device', () => {
  it('words an attack’s chance to a tenth of a percent, as the GM’s odds table does for the same roll', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    wrapper = mount(PlayerDeviceActions, {
      props: { pc: 'pc-ixa' },
      global: { plugins: [pinia, { install: (app) => provideBridge(app, quietBridge) }] },
    })
    // Seven in eight: a chance a whole percent would round away.
    usePcChoicesStore().now = {
      pc: { id: 'pc-ixa' },
      allowed: true,
      choices: [{ system: 'escalation', headline: 'Ixa Marrow’s turn', options: [attackAt(0.875), attackAt(0.55)], form: null }],
      proposal: null,
    }
    await nextTick()
    const options = wrapper.findAll('[data-testid="device-option"]').map((o) => o.text())
    expect(options[0]).toContain('at Sand Raider 1 · 87.5% to succeed')
    expect(options[1]).toContain('at Sand Raider 1 · 55% to succeed')
  })
})
