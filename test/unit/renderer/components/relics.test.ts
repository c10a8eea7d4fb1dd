// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import RelicSection from '../../../../src/renderer/src/systems/relics/prep/RelicSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe('RelicEditor', () => {
  it('refuses, with the rule, a fifth relic for a non-Synth PC; a Synth may take it', async () => {
    const mounted = await mountConsole(RelicSection)
    wrapper = mounted.wrapper
    await byTestId('new-relic').trigger('click')
    await byTestId('relic-name').setValue('Moon Shard')
    await byTestId('relic-infused-by').setValue('pc-ixa')
    expect(wrapper.find('#relic-infusedBy-error').text()).toContain('a non-Synth PC can infuse at most 4 (ruling 12)')
    await byTestId('create-relic').trigger('click')
    await flushPromises()
    expect(mounted.calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(0)

    await byTestId('relic-infused-by').setValue('pc-nyx')
    expect(wrapper.find('#relic-infusedBy-error').exists()).toBe(false)
    await byTestId('create-relic').trigger('click')
    await flushPromises()
    expect(mounted.campaign().relics.find((r) => r.name === 'Moon Shard')).toMatchObject({ infusedBy: 'pc-nyx', destroyed: false })
  })

  it('ends the infusion when a relic is destroyed', async () => {
    const mounted = await mountConsole(RelicSection)
    wrapper = mounted.wrapper
    await byTestId('relic-destroyed').setValue(true)
    expect((byTestId('relic-infused-by').element as HTMLSelectElement).disabled).toBe(true)
    await new Promise((done) => setTimeout(done, 500))
    await flushPromises()
    expect(mounted.campaign().relics.find((r) => r.id === 'relic-a')).toMatchObject({ infusedBy: null, destroyed: true })
  })
})
