// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe("a PC's Zones block, edited with Zones' own editor", () => {
  it('Z11 Z13 Z17 Z20 gives a new PC its attributes, HP and weapons with damage dice, reach, hands and usage marks; a bad damage is shown at the field', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-name').setValue('Rook')
    await byTestId('pc-bioform').setValue('Human')
    await byTestId('pc-toggle-zones').setValue(true)
    await byTestId('pc-zones-str').setValue('3')
    await byTestId('pc-zones-dex').setValue('1')
    await byTestId('pc-zones-hpMax').setValue('14')
    await byTestId('pc-zones-add-weapon').trigger('click')
    await byTestId('pc-zones-weapon-0-name').setValue('Longsword')
    await byTestId('pc-zones-weapon-0-damage').setValue('1d')
    await flushPromises()
    expect(wrapper.find('#pc-statBlocks-zones-weapons-0-damage-error').text()).toContain('a die needs sides')
    await byTestId('pc-zones-weapon-0-damage').setValue('1d8')
    await byTestId('pc-zones-add-weapon').trigger('click')
    await byTestId('pc-zones-weapon-1-name').setValue('Bow')
    await byTestId('pc-zones-weapon-1-reach').setValue('ranged')
    await byTestId('pc-zones-weapon-1-hands').setValue('2')
    await byTestId('pc-zones-weapon-1-usages').setValue('2')
    await byTestId('create-character').trigger('click')
    await flushPromises()

    const rook = mounted.campaign().characters.find((pc) => pc.name === 'Rook')!
    expect(rook.statBlocks.zones).toEqual({
      level: 1,
      str: 3,
      dex: 1,
      wil: 0,
      hpMax: 14,
      weapons: [
        { name: 'Longsword', damage: '1d8', reach: 'melee', hands: 1, usages: 0 },
        { name: 'Bow', damage: '1d6', reach: 'ranged', hands: 2, usages: 2 },
      ],
    })
  })
})
