// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const stressMessage = () => wrapper!.find('#pc-stress-error')
/** Types into the Stress field as a person does: input events, no change until the field is left. */
async function typeStress(text: string): Promise<void> {
  const input = byTestId('pc-stress')
  ;(input.element as HTMLInputElement).value = text
  await input.trigger('input')
}

describe('the PC form speaks the game’s words, once a field is touched', () => {
  it('R10 maximum Stress counts the infused relics; below 0 is refused in words; nothing shows before the GM leaves the field', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    // Ixa Marrow has four relics infused: her maximum is 6.
    await byTestId('character-list').trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect((byTestId('pc-name').element as HTMLInputElement).value).toBe('Ixa Marrow')
    expect(wrapper.find('#pc-name-count').text()).toBe('10 of 120 characters')

    await typeStress('7')
    expect(stressMessage().exists()).toBe(false)
    await byTestId('pc-stress').trigger('focusout')
    expect(stressMessage().text()).toBe('Maximum Stress is 6 with 4 relics infused')

    await typeStress('-2')
    expect(stressMessage().text()).toBe("Stress can't be below 0")

    await typeStress('6')
    expect(stressMessage().exists()).toBe(false)
    await flushPromises()
    await new Promise((done) => setTimeout(done, 450))
    expect(mounted.campaign().characters.find((pc) => pc.name === 'Ixa Marrow')?.stress).toBe(6)
  })
})
