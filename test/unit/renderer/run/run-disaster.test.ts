// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import RunSection from '../../../../src/renderer/src/components/run/RunSection.vue'
import { HAGGLE, mountRun, sentEvents, flushPromises } from './fake-session'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const next = { type: 'step.next' } as const

describe('Disaster dialog', () => {
  it('creates the Cohort’s Disaster trait, keeping the name through main’s refusal of an A3', async () => {
    // Ixa leads the haggle alone on one die and rolls a 1: a net of −1, a Disaster.
    const mounted = await mountRun(RunSection, {
      dice: [1],
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
        session.act({ type: 'cohort.chooseLeader', pcId: 'pc-ixa' })
        for (let i = 0; i < 3; i++) session.act(next)
        session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
        for (let i = 0; i < 5; i++) session.act(next)
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('step-name').text()).toBe('Disaster')
    expect(byTestId('final-result').text()).toContain('Disaster')
    expect(byTestId('step-next-reason').text()).toBe('A Disaster: the GM names its temporary Hindering trait first')

    await byTestId('open-disaster').trigger('click')
    expect(byTestId('disaster-submit').attributes('disabled')).toBeDefined()
    await byTestId('disaster-name').setValue('Lost the thread')
    await byTestId('trait-modifier-kind').setValue('autoResult')
    await byTestId('trait-modifier-value').setValue('3')
    await byTestId('disaster-submit').trigger('submit')
    await flushPromises()
    expect(byTestId('disaster-refused').text()).toBe('A3 only ever applies to Challenge pools')
    expect((byTestId('disaster-name').element as HTMLInputElement).value).toBe('Lost the thread')

    await byTestId('trait-modifier-value').setValue('1')
    await byTestId('disaster-submit').trigger('submit')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({
      type: 'gm.createDisasterTrait',
      name: 'Lost the thread',
      modifier: { kind: 'autoResult', value: 1, dice: 1 },
    })
    expect(byTestId('disaster-name').exists()).toBe(false)
    expect(byTestId('turn-summary').text()).toContain('Disaster trait: Lost the thread')
    expect(byTestId('step-next').attributes('disabled')).toBeUndefined()
  })
})
