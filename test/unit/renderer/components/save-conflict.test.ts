// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import RelicSection from '../../../../src/renderer/src/systems/relics/prep/RelicSection.vue'
import { conflictingFields } from '../../../../src/renderer/src/composables/conflict-fields'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

describe('a prep save refused because another window saved the item meanwhile', () => {
  it('names each field that differs, with both values, leaving out the id and the revision', () => {
    expect(
      conflictingFields(
        { id: 'npc-a', revision: 1, name: 'Sand Raider', gmNotes: 'Mine.', revealed: false },
        { id: 'npc-a', revision: 2, name: 'Sand Raider', gmNotes: '', revealed: true },
      ),
    ).toEqual([
      { field: 'gm notes', mine: 'Mine.', stored: '(empty)' },
      { field: 'revealed', mine: 'false', stored: 'true' },
    ])
    expect(conflictingFields({ description: 'x'.repeat(1000) }, {})[0]!.mine).toHaveLength(301)
  })

  it('shows the GM’s version beside the stored one; keeping theirs saves it over the other, taking the stored one drops theirs', async () => {
    const mounted = await mountConsole(RelicSection)
    wrapper = mounted.wrapper
    const relic = () => mounted.campaign().relics.find((r) => r.id === 'relic-a')!
    const name = wrapper.find('[data-testid="relic-name"]')
    expect((name.element as HTMLInputElement).value).toBe('Relic relic-a')

    // The GM types here while another window saves the same relic.
    await name.setValue('Named here')
    await mounted.bridge.request('prep.upsert', { kind: 'relic', item: { ...relic(), revision: 0, name: 'Named elsewhere' } })
    await wrapper.find('section.panel').trigger('keydown', { key: 's', ctrlKey: true })
    await flushPromises()
    const conflict = wrapper.find('[data-testid="save-conflict"]')
    expect(conflict.exists()).toBe(true)
    expect(conflict.find('[data-testid="conflict-mine"]').text()).toBe('Named here')
    expect(conflict.find('[data-testid="conflict-stored"]').text()).toBe('Named elsewhere')
    expect(relic().name).toBe('Named elsewhere')
    expect((name.element as HTMLInputElement).value).toBe('Named here')

    await conflict.find('[data-testid="conflict-keep-mine"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="save-conflict"]').exists()).toBe(false)
    expect(relic()).toMatchObject({ name: 'Named here', revision: 2 })

    // Once more, and this time the GM takes the stored one.
    await name.setValue('Named here again')
    await mounted.bridge.request('prep.upsert', { kind: 'relic', item: { ...relic(), name: 'Named elsewhere again' } })
    await wrapper.find('section.panel').trigger('keydown', { key: 's', ctrlKey: true })
    await flushPromises()
    await wrapper.find('[data-testid="conflict-take-stored"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="save-conflict"]').exists()).toBe(false)
    expect((wrapper.find('[data-testid="relic-name"]').element as HTMLInputElement).value).toBe('Named elsewhere again')
    expect(relic()).toMatchObject({ name: 'Named elsewhere again', revision: 3 })
  })
})
