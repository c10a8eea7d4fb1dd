// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import RunSection from '../../../../src/renderer/src/components/run/RunSection.vue'
import { campaignFixture } from '../support/campaign-fixture'
import { HAGGLE, mountRun, sentEvents, type fakeSession, flushPromises } from './fake-session'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const next = { type: 'step.next' } as const

/**
 * Ixa (four relics, maximum 6) at 5 Stress leads the haggle; the Cohort rolls a 2, the
 * Challenge 5, 5, 2: two Stress to share, and one of them Stresses Ixa Out.
 */
function toApplyStress(session: ReturnType<typeof fakeSession>) {
  session.start()
  session.handlers['run.start']!(HAGGLE as never)
  session.act({ type: 'cohort.chooseLeader', pcId: 'pc-ixa' })
  for (let i = 0; i < 3; i++) session.act(next)
  session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
  for (let i = 0; i < 10; i++) session.act(next)
  session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
  for (let i = 0; i < 3; i++) session.act(next)
}

async function openDialog() {
  const campaign = campaignFixture()
  campaign.characters[0]!.stress = 5
  const mounted = await mountRun(RunSection, { campaign, dice: [2, 5, 5, 2], setup: toApplyStress })
  wrapper = mounted.wrapper
  expect(byTestId('step-name').text()).toBe('Apply Stress')
  await byTestId('open-stress').trigger('click')
  return mounted
}

describe('Apply Stress dialog', () => {
  it('asks for the name of the Agony of a PC the Stress takes to their maximum, then sends it', async () => {
    const { calls } = await openDialog()
    const submit = () => byTestId('stress-submit')
    // The dialog starts from a share that Stresses nobody Out: Nyx has the most room.
    expect(byTestId('stress-total').text()).toBe('Shared 2 of 2')
    expect((byTestId('stress-alloc-pc-nyx').element as HTMLInputElement).value).toBe('2')
    expect(byTestId('stress-why-not').exists()).toBe(false)
    await byTestId('stress-minus-pc-nyx').trigger('click')
    await byTestId('stress-minus-pc-nyx').trigger('click')
    expect(byTestId('stress-total').text()).toBe('Shared 0 of 2')
    await byTestId('stress-plus-pc-ixa').trigger('click')
    expect(byTestId('stress-row-pc-ixa').text()).toContain('Stressed Out')
    expect(byTestId('agony-name-pc-ixa').exists()).toBe(true)
    expect(byTestId('stress-why-not').text()).toBe('Share 1 more Stress')
    await byTestId('stress-plus-pc-nyx').trigger('click')
    expect(byTestId('stress-row-pc-nyx').text()).not.toContain('Stressed Out')
    expect(byTestId('stress-why-not').text()).toBe('Ixa Marrow is Stressed Out: name the Agony they gain')
    expect(submit().attributes('disabled')).toBeDefined()

    await byTestId('agony-name-pc-ixa').setValue('  Hollow Eyes ')
    expect(byTestId('stress-why-not').exists()).toBe(false)
    await submit().trigger('submit')
    await flushPromises()
    expect(sentEvents(calls).at(-1)).toEqual({
      type: 'stress.distribute',
      allocations: { 'pc-ixa': 1, 'pc-nyx': 1 },
      agonyNames: { 'pc-ixa': 'Hollow Eyes' },
    })
    expect(byTestId('stress-submit').exists()).toBe(false)
    expect(byTestId('cohort-pc-pc-ixa').text()).toContain('Stressed Out')
    expect(byTestId('cohort-pc-pc-ixa').text()).toContain('Agony: Hollow Eyes')
  })

  it('keeps what the GM typed when main refuses the distribution', async () => {
    const { session } = await openDialog()
    await byTestId('stress-minus-pc-nyx').trigger('click')
    await byTestId('stress-minus-pc-nyx').trigger('click')
    await byTestId('stress-plus-pc-ixa').trigger('click')
    await byTestId('stress-plus-pc-ixa').trigger('click')
    await byTestId('agony-name-pc-ixa').setValue('Hollow Eyes')
    // Another window shares the Stress first.
    session.act({ type: 'stress.distribute', allocations: { 'pc-nyx': 2 }, agonyNames: {} })
    await flushPromises()
    await byTestId('stress-submit').trigger('submit')
    await flushPromises()
    expect(wrapper!.find('dialog').text()).toContain('The Stress of this turn is already shared')
    expect((byTestId('agony-name-pc-ixa').element as HTMLInputElement).value).toBe('Hollow Eyes')
    expect((byTestId('stress-alloc-pc-ixa').element as HTMLInputElement).value).toBe('2')
  })
})
