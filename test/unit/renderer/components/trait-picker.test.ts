// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import TraitPicker from '../../../../src/renderer/src/components/traits/TraitPicker.vue'
import { campaignFixture } from '../support/campaign-fixture'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

/** The picker over the test campaign's traits, its model kept as a parent's v-model keeps it. */
function picker(ids: string[], options: { traits?: ReturnType<typeof campaignFixture>['traits']; error?: string } = {}) {
  wrapper = mount(TraitPicker, {
    props: {
      label: 'Challenge traits',
      traits: options.traits ?? campaignFixture().traits,
      testid: 'challenge-traits',
      error: options.error,
      modelValue: ids,
      'onUpdate:modelValue': (next: string[]) => wrapper!.setProps({ modelValue: next }),
    },
  })
  return wrapper
}
const picked = () => (wrapper!.props() as { modelValue: string[] }).modelValue

describe('picking traits for a Challenge or an Event', () => {
  it('ticks traits in the order the GM ticks them, counts them, and unticks one', async () => {
    const w = picker([])
    await w.find('[data-testid="challenge-traits-trait-sandstorm"]').setValue(true)
    await w.find('[data-testid="challenge-traits-trait-stubborn"]').setValue(true)
    expect(picked()).toEqual(['trait-sandstorm', 'trait-stubborn'])
    expect(w.find('legend').text()).toBe('Challenge traits (2)')
    await w.find('[data-testid="challenge-traits-trait-sandstorm"]').setValue(false)
    expect(picked()).toEqual(['trait-stubborn'])
    expect(w.find('[data-testid="challenge-traits"]').classes()).toEqual(expect.arrayContaining(['wide', 'trait-picker']))
  })

  it('keeps a trait since deleted visible, to be unticked, and shows the error given', async () => {
    const w = picker(['trait-gone', 'trait-stubborn'], { error: 'traitIds[0]: no trait with id "trait-gone"' })
    expect(w.text()).toContain('no trait with id “trait-gone”')
    expect(w.find('[role="alert"]').text()).toBe('traitIds[0]: no trait with id "trait-gone"')
    const gone = w.findAll('input[type="checkbox"]').find((box) => box.attributes('data-testid') === undefined)!
    await gone.setValue(false)
    expect(picked()).toEqual(['trait-stubborn'])
    expect(w.text()).not.toContain('no trait with id “trait-gone”')
  })

  it('says where to add traits when the library is empty', () => {
    const w = picker([], { traits: [] })
    expect(w.text()).toContain('The trait library is empty: add traits on the Traits page.')
  })
})
