// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import TraitSection from '../../../../src/renderer/src/components/traits/TraitSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function openTraits() {
  const mounted = await mountConsole(TraitSection)
  wrapper = mounted.wrapper
  return mounted
}

describe('TraitEditor', () => {
  it('shows the schema message next to the field it is about, and creates nothing', async () => {
    const { calls } = await openTraits()
    await byTestId('new-trait').trigger('click')
    await byTestId('create-trait').trigger('click')
    await flushPromises()

    const input = byTestId('trait-name')
    const message = wrapper!.find('#trait-name-error')
    expect(message.text()).toContain('a name is required')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.attributes('aria-describedby')).toBe('trait-name-count trait-name-error')
    // Same labelled field: the message sits right under its input.
    expect(input.element.closest('label')).toBe(message.element.closest('label'))
    expect(byTestId('save-status').text()).toContain('Fix the marked fields')
    expect(calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(0)
  })

  it('switches modifier kind, keeps dice and value sensibly, shows the shorthand, and creates the trait', async () => {
    const { calls, campaign } = await openTraits()
    await byTestId('new-trait').trigger('click')
    await byTestId('trait-name').setValue('Dust Devil')
    expect(byTestId('trait-shorthand').text()).toBe('narrative')
    expect(byTestId('trait-modifier-dice').exists()).toBe(false)

    await byTestId('trait-modifier-kind').setValue('addDice')
    expect(byTestId('trait-modifier-value').exists()).toBe(false)
    await byTestId('trait-modifier-dice').setValue('2')
    expect(byTestId('trait-shorthand').text()).toBe('+2d6')

    await byTestId('trait-modifier-kind').setValue('autoResult')
    expect((byTestId('trait-modifier-value').element as HTMLInputElement).value).toBe('6')
    expect(byTestId('trait-shorthand').text()).toBe('A6 / 2d')

    await byTestId('trait-side-hindering').setValue(true)
    await byTestId('trait-modifier-kind').setValue('simple')
    await byTestId('trait-modifier-value').setValue('1')
    expect(byTestId('trait-shorthand').text()).toBe('-1 / 2d')

    await byTestId('trait-cost-pool').setValue('spendDoom')
    expect((byTestId('trait-cost-amount').element as HTMLInputElement).value).toBe('1')

    await byTestId('create-trait').trigger('click')
    await flushPromises()
    expect(calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(1)
    expect(campaign().traits.find((t) => t.name === 'Dust Devil')).toMatchObject({
      side: 'hindering',
      modifier: { kind: 'simple', value: 1, dice: 2 },
      cost: { pool: 'spendDoom', amount: 1 },
    })
    expect(byTestId('save-status').text()).toBe('✔ Saved')

    await byTestId('trait-modifier-kind').setValue('none')
    expect(byTestId('trait-shorthand').text()).toBe('narrative')
    await wait(500)
    await flushPromises()
    expect(campaign().traits.find((t) => t.name === 'Dust Devil')?.modifier).toBeNull()
  })

  it('autosaves an existing trait only while it is valid', async () => {
    const { calls, campaign } = await openTraits()
    await wrapper!
      .findAll('[role="option"]')
      .find((o) => o.text().includes('Stubborn'))!
      .trigger('click')
    await byTestId('trait-modifier-dice').setValue('0')
    expect(wrapper!.find('#trait-modifier-dice-error').exists()).toBe(true)
    await wait(500)
    expect(calls.filter((c) => c.channel === 'prep.upsert')).toHaveLength(0)

    await byTestId('trait-modifier-dice').setValue('3')
    expect(wrapper!.find('#trait-modifier-dice-error').exists()).toBe(false)
    await wait(500)
    await flushPromises()
    expect(campaign().traits.find((t) => t.id === 'trait-stubborn')?.modifier).toEqual({ kind: 'simple', value: 1, dice: 3 })
  })

  it('filters by side and modifier kind', async () => {
    await openTraits()
    const names = () => wrapper!.findAll('[role="option"]').map((o) => o.find('strong').text())
    expect(names()).toEqual(['Stubborn', 'Sandstorm'])
    await byTestId('trait-filter-kind').setValue('addDice')
    expect(names()).toEqual(['Sandstorm'])
    await byTestId('trait-filter-side').setValue('beneficial')
    expect(names()).toEqual([])
    expect(byTestId('trait-list').text()).toContain('No traits match.')
  })

  it('shows main’s refusal, naming the uses by their names, when a used trait is deleted', async () => {
    const { campaign } = await openTraits()
    await byTestId('delete-trait').trigger('click')
    await byTestId('confirm-delete').trigger('click')
    await flushPromises()
    expect(byTestId('delete-refused').text()).toBe(
      'This trait is still used by the PC “Ixa Marrow” and the scene “The Glass Market”; remove it from there first.',
    )
    expect(campaign().traits).toHaveLength(2)
  })
})
