// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import RelicSection from '../../../../src/renderer/src/systems/relics/prep/RelicSection.vue'
import TraitSection from '../../../../src/renderer/src/components/traits/TraitSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

describe('PrepList', () => {
  it('moves with the arrow keys, searches, and opens the selected item with Enter', async () => {
    const mounted = await mountConsole(RelicSection)
    wrapper = mounted.wrapper
    const list = wrapper.find('[data-testid="relic-list"]')
    const selected = () => wrapper!.find('[aria-selected="true"]').text()
    expect(selected()).toContain('Relic relic-a')
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(selected()).toContain('Relic relic-b')
    await list.trigger('keydown', { key: 'End' })
    expect(selected()).toContain('Relic relic-free')

    await list.trigger('keydown', { key: 'Enter' })
    await new Promise((done) => setTimeout(done, 0))
    expect(document.activeElement?.getAttribute('data-testid')).toBe('relic-name')
    expect((document.activeElement as HTMLInputElement).value).toBe('Relic relic-free')

    await wrapper.find('[data-testid="relic-search"]').setValue('ixa')
    expect(wrapper.findAll('[role="option"]')).toHaveLength(4)
  })

  it('keeps the Characters list working on the shared list', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    expect(wrapper.find('[data-testid="new-character"]').exists()).toBe(true)
    expect(wrapper.findAll('[role="option"]').map((o) => o.find('strong').text())).toEqual(['Ixa Marrow', 'Nyx'])
    await wrapper.find('[data-testid="character-search"]').setValue('sparrow')
    expect(wrapper.findAll('[role="option"]').map((o) => o.find('strong').text())).toEqual(['Nyx'])
  })

  it('saves the item open in the editor on Ctrl+S while the list has the focus', async () => {
    const mounted = await mountConsole(TraitSection)
    wrapper = mounted.wrapper
    await wrapper.find('[data-testid="new-trait"]').trigger('click')
    await wrapper.find('[data-testid="trait-name"]').setValue('Quick Hands')
    await wrapper.find('[data-testid="trait-list"]').trigger('keydown', { key: 's', ctrlKey: true })
    await flushPromises()
    expect(mounted.campaign().traits.map((t) => t.name)).toContain('Quick Hands')
    expect(mounted.calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(1)
  })
})
