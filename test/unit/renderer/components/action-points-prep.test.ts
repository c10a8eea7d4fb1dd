// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import EncounterSection from '../../../../src/renderer/src/components/encounters/EncounterSection.vue'
import NpcSection from '../../../../src/renderer/src/components/npcs/NpcSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const valueOf = (id: string) => (byTestId(id).element as HTMLInputElement).value

describe("Action points' prep editors", () => {
  it('A3 A6 A34 A42 gives a new PC an Action-points block with the text’s defaults, weapons with Range, errors at the field, and saves it', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-name').setValue('Rook')
    await byTestId('pc-bioform').setValue('Human')
    await byTestId('pc-toggle-actionPoints').setValue(true)
    expect([valueOf('pc-ap-moveSpeed'), valueOf('pc-ap-apPerTurn'), valueOf('pc-ap-rpMax'), valueOf('pc-ap-fpStart'), valueOf('pc-ap-size')]).toEqual(
      ['6', '5', '2', '2', 'medium'],
    )
    await byTestId('pc-ap-hpMax').setValue('28')
    await byTestId('pc-ap-agility').setValue('60')
    await byTestId('pc-ap-add-weapon').trigger('click')
    await byTestId('pc-ap-weapon-0-name').setValue('Shortbow')
    await byTestId('pc-ap-weapon-0-kind').setValue('ranged')
    await byTestId('pc-ap-weapon-0-damage').setValue('1d6+1')
    // A field's message shows once the GM has left it.
    await byTestId('pc-ap-weapon-0-range').trigger('focusout')
    await flushPromises()
    expect(wrapper.find('#pc-statBlocks-actionPoints-weapons-0-range-error').text()).toContain('a ranged weapon needs a Range')
    await byTestId('pc-ap-weapon-0-range').setValue('6')
    await byTestId('pc-ap-weapon-0-hands').setValue('2')
    await byTestId('pc-ap-weapon-0-heldIn').setValue('both')
    await byTestId('pc-ap-new-skill').setValue('Ranged')
    await byTestId('pc-ap-new-skill-value').setValue('65')
    await byTestId('pc-ap-add-skill').trigger('click')
    await byTestId('pc-ap-new-skill').setValue('Agility')
    await byTestId('pc-ap-add-skill').trigger('click')
    expect(wrapper.find('#pc-skills-error').text()).toBe('Agility has its own field.')
    // A name no record takes is refused in place, in the words main would answer with.
    await byTestId('pc-ap-new-skill').setValue(' constructor ')
    await byTestId('pc-ap-add-skill').trigger('click')
    expect(wrapper.find('#pc-skills-error').text()).toBe("Skills can't have an entry named “constructor”.")
    await byTestId('create-character').trigger('click')
    await flushPromises()

    const rook = mounted.campaign().characters.find((pc) => pc.name === 'Rook')!
    expect(rook.statBlocks.actionPoints).toMatchObject({
      hpMax: 28,
      agility: 60,
      moveSpeed: 6,
      skills: { Ranged: 65 },
      weapons: [{ name: 'Shortbow', kind: 'ranged', damage: '1d6+1', range: 6, hands: 2, heldIn: 'both' }],
    })
  })

  it('A18 A36 an NPC stat block takes a size and natural weapons; a cleared Reach goes back to the size’s', async () => {
    const mounted = await mountConsole(NpcSection)
    wrapper = mounted.wrapper
    await byTestId('new-npc').trigger('click')
    await byTestId('npc-name').setValue('Sand Drake')
    await byTestId('npc-toggle-actionPoints').setValue(true)
    await byTestId('npc-ap-size').setValue('large')
    await byTestId('npc-ap-reach').setValue('3')
    await byTestId('npc-ap-add-weapon').trigger('click')
    await byTestId('npc-ap-weapon-0-name').setValue('Claws')
    await byTestId('npc-ap-weapon-0-hands').setValue('0')
    await byTestId('npc-ap-reach').setValue('')
    await byTestId('create-npc').trigger('click')
    await flushPromises()
    const drake = mounted.campaign().npcs.find((n) => n.name === 'Sand Drake')!
    expect(drake.statBlocks.actionPoints).toMatchObject({ size: 'large', reach: null, weapons: [{ name: 'Claws', hands: 0, heldIn: null }] })
  })

  it('ruling 27 a block’s own initiative modifier is saved; left empty, the block has none and the campaign’s setting applies', async () => {
    const mounted = await mountConsole(NpcSection)
    wrapper = mounted.wrapper
    await byTestId('new-npc').trigger('click')
    await byTestId('npc-name').setValue('Dust Hound')
    await byTestId('npc-toggle-actionPoints').setValue(true)
    expect(valueOf('npc-ap-initiativeModifier')).toBe('')
    await byTestId('npc-ap-initiativeModifier').setValue('3')
    await byTestId('create-npc').trigger('click')
    await flushPromises()
    expect(mounted.campaign().npcs.find((n) => n.name === 'Dust Hound')!.statBlocks.actionPoints).toMatchObject({ initiativeModifier: 3 })
    await byTestId('new-npc').trigger('click')
    await byTestId('npc-name').setValue('Dust Pup')
    await byTestId('npc-toggle-actionPoints').setValue(true)
    await byTestId('npc-ap-initiativeModifier').setValue('2')
    await byTestId('npc-ap-initiativeModifier').setValue('')
    await byTestId('create-npc').trigger('click')
    await flushPromises()
    expect(mounted.campaign().npcs.find((n) => n.name === 'Dust Pup')!.statBlocks.actionPoints).not.toHaveProperty('initiativeModifier')
  })

  it('AG40 A33 an encounter’s map: the grid, its radius, who is surprised, and starting hexes', async () => {
    const mounted = await mountConsole(EncounterSection)
    wrapper = mounted.wrapper
    await byTestId('new-encounter').trigger('click')
    await byTestId('encounter-name').setValue('Ambush at the well')
    await byTestId('encounter-system').setValue('actionPoints')
    expect(byTestId('encounter-ap-map').exists()).toBe(true)
    await byTestId('encounter-ap-radius').setValue('6')
    await byTestId('encounter-ap-surprised').setValue('enemies')
    await byTestId('encounter-ap-add-position').trigger('click')
    await byTestId('encounter-ap-position-0-id').setValue('pc-ixa')
    await byTestId('encounter-ap-position-0-id').trigger('change')
    await byTestId('encounter-ap-position-0-q').setValue('2')
    await byTestId('encounter-ap-position-0-q').trigger('change')
    await byTestId('create-encounter').trigger('click')
    await flushPromises()
    expect(mounted.campaign().encounters.find((e) => e.name === 'Ambush at the well')).toMatchObject({
      system: 'actionPoints',
      setup: { grid: true, radius: 6, surprised: 'enemies', positions: { 'pc-ixa': { q: 2, r: 0 } } },
    })
  })
})
