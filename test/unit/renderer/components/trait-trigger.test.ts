// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import TraitSection from '../../../../src/renderer/src/components/traits/TraitSection.vue'
import { traitSummary } from '../../../../src/renderer/src/components/traits/trait-labels'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe('the trait editor: when a trait triggers, and what it does to resolved dice (Relics RG1, RG3)', () => {
  it('RG3 and RG1: a new trait triggers in the Huddle and holds no dice; set to fire on a Disaster and unresolve 2 dice, it is saved so', async () => {
    const mounted = await mountConsole(TraitSection)
    wrapper = mounted.wrapper
    await byTestId('new-trait').trigger('click')
    await byTestId('trait-name').setValue('Swallowing Sands')
    expect((byTestId('trait-trigger').element as HTMLSelectElement).value).toBe('huddle')
    expect((byTestId('trait-resolved-kind').element as HTMLSelectElement).value).toBe('none')
    expect(byTestId('trait-resolved-dice').exists()).toBe(false)

    await byTestId('trait-trigger').setValue('disaster')
    expect(byTestId('trait-trigger-note').text()).toContain('offers it at its moment, not in the Huddle')
    await byTestId('trait-resolved-kind').setValue('unresolve')
    await byTestId('trait-resolved-dice').setValue('2')
    expect(byTestId('trait-resolved-note').text()).toContain('This trait unresolves 2 dice')

    await byTestId('create-trait').trigger('click')
    await flushPromises()
    expect(mounted.campaign().traits.find((t) => t.name === 'Swallowing Sands')).toMatchObject({
      trigger: 'disaster',
      resolvedDice: { kind: 'unresolve', dice: 2 },
    })
  })

  it('RG1: a hold of 0 dice is marked at its field and nothing is saved', async () => {
    const mounted = await mountConsole(TraitSection)
    wrapper = mounted.wrapper
    await byTestId('new-trait').trigger('click')
    await byTestId('trait-name').setValue('Regrowth')
    await byTestId('trait-resolved-kind').setValue('free')
    await byTestId('trait-resolved-dice').setValue('0')
    await byTestId('create-trait').trigger('click')
    await flushPromises()
    expect(wrapper.find('#trait-resolvedDice-dice-error').exists()).toBe(true)
    expect(mounted.calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(0)
  })

  it('RG3: lists and pickers say when a trait triggers and what it holds, and leave a Huddle trait as it read before', () => {
    expect(traitSummary({ side: 'hindering', modifier: { kind: 'simple', value: 1, dice: 2 }, trigger: 'huddle', resolvedDice: null })).toBe(
      'Hindering (−) · -1 / 2d',
    )
    expect(traitSummary({ side: 'beneficial', modifier: null, trigger: 'diceResolved', resolvedDice: { kind: 'free', dice: 1 } })).toBe(
      'Beneficial (+) · narrative · when the Cohort resolves Challenge dice · frees 1 resolved die',
    )
  })
})
