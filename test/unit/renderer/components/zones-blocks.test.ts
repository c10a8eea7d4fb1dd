// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import NpcSection from '../../../../src/renderer/src/components/npcs/NpcSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe("a PC's and an NPC's Zones blocks, edited with Zones' own editors", () => {
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

  it('Z15 Z16 gives a new NPC its attacks with damage dice and reach, with the same fields as a weapon', async () => {
    const mounted = await mountConsole(NpcSection)
    wrapper = mounted.wrapper
    await byTestId('new-npc').trigger('click')
    await byTestId('npc-name').setValue('Glass Stalker')
    await byTestId('npc-toggle-zones').setValue(true)
    await byTestId('npc-zones-add-attack').trigger('click')
    // Each field is named from its path in the NPC, where a refusal's message finds it.
    expect(wrapper.find('#npc-statBlocks-zones-attacks-0-name').element.closest('label')?.textContent).toContain('Attack')
    await byTestId('npc-zones-attack-0-name').setValue('Shard claws')
    expect(byTestId('npc-zones-attack-0-damage').attributes('placeholder')).toBe('e.g. 1d6')
    await byTestId('npc-zones-attack-0-damage').setValue('2d4')
    await byTestId('npc-zones-add-attack').trigger('click')
    await byTestId('npc-zones-attack-1-name').setValue('Spit glass')
    await byTestId('npc-zones-attack-1-reach').setValue('ranged')
    await byTestId('create-npc').trigger('click')
    await flushPromises()

    const stalker = mounted.campaign().npcs.find((npc) => npc.name === 'Glass Stalker')!
    expect(stalker.statBlocks.zones).toMatchObject({
      attacks: [
        { name: 'Shard claws', damage: '2d4', reach: 'melee' },
        { name: 'Spit glass', damage: '1d6', reach: 'ranged' },
      ],
    })
  })
})
