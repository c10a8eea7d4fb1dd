// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import ApHexMap, { type MapToken } from '../../../../src/renderer/src/systems/action-points/ApHexMap.vue'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const TOKENS: MapToken[] = [
  { id: 'pc-dax', name: 'Dax-7', side: 'players', at: { q: 1, r: 1 }, current: true, down: false },
  { id: 'raider', name: 'Sand Raider', side: 'enemies', at: { q: 1, r: 0 }, current: false, down: false },
]

function map(props: Record<string, unknown> = {}) {
  wrapper = mount(ApHexMap, {
    props: { radius: 3, tokens: TOKENS, reachable: [{ q: 0, r: 1 }], picked: null, label: 'The battle map', ...props },
    attachTo: document.body,
  })
  return wrapper
}
const hexes = () => wrapper!.find('[data-testid="hex-map-hexes"]')
const ringName = () => wrapper!.find(`[id="${hexes().attributes('aria-activedescendant')}"]`).attributes('aria-label')

describe('the GM’s hex map from the keyboard (A34)', () => {
  it('A34 while it picks, the map is one tab stop: the ring starts on whoever acts, the arrows move it, each hex says who stands there', async () => {
    map()
    expect(wrapper!.find('svg').attributes('role')).toBe('group')
    expect(hexes().attributes('tabindex')).toBe('0')
    expect(hexes().attributes('role')).toBe('listbox')
    expect(wrapper!.findAll('[role="option"]')).toHaveLength(37)
    await hexes().trigger('focus')
    expect(ringName()).toBe('Hex 1,1: Dax-7 (acting), out of reach')
    expect(wrapper!.find('[data-testid="hex-map-focus"]').exists()).toBe(true)
    await hexes().trigger('keydown', { key: 'ArrowUp' })
    expect(ringName()).toBe('Hex 2,0, empty, out of reach')
    await hexes().trigger('keydown', { key: 'ArrowLeft' })
    expect(ringName()).toBe('Hex 1,0: Sand Raider, out of reach')
    await hexes().trigger('keydown', { key: 'Home' })
    expect(ringName()).toBe('Hex 1,1: Dax-7 (acting), out of reach')
    await hexes().trigger('blur')
    expect(hexes().attributes('aria-activedescendant')).toBeUndefined()
    expect(wrapper!.find('[data-testid="hex-map-focus"]').exists()).toBe(false)
  })

  it('A34 Enter or Space picks the ringed hex only when it can be reached; Escape lets go of the pick', async () => {
    map()
    await hexes().trigger('focus')
    await hexes().trigger('keydown', { key: 'Enter' })
    expect(wrapper!.emitted('pick')).toBeUndefined()
    await hexes().trigger('keydown', { key: 'ArrowLeft' })
    await hexes().trigger('keydown', { key: ' ' })
    expect(wrapper!.emitted('pick')).toEqual([[{ q: 0, r: 1 }]])
    await wrapper!.setProps({ picked: { q: 0, r: 1 } })
    expect(wrapper!.find('[data-hex="0,1"]').attributes('aria-selected')).toBe('true')
    await hexes().trigger('keydown', { key: 'Escape' })
    expect(wrapper!.emitted('cancel')).toHaveLength(1)
  })

  it('A34 the players’ map picks nothing: a picture with its words, no tab stop, no options', () => {
    map({ reachable: undefined })
    expect(wrapper!.find('svg').attributes('role')).toBe('img')
    expect(wrapper!.find('svg').attributes('aria-label')).toBe('The battle map: Dax-7 at 1,1 (acting); Sand Raider at 1,0')
    expect(hexes().attributes('tabindex')).toBeUndefined()
    expect(wrapper!.findAll('[role="option"]')).toHaveLength(0)
  })
})
