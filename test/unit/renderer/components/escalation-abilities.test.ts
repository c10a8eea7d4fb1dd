// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe('ruling 28: a PC’s abilities edited in prep, in the words of an ability entry', () => {
  it('E26-E33 adds a Recharge 11+ spell with its attack and a rider, refuses an Interrupt without its trigger at its field, and saves it', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-name').setValue('Rook')
    await byTestId('pc-bioform').setValue('Human')
    await byTestId('pc-toggle-escalation').setValue(true)
    await byTestId('pc-esc-recoveryDice').setValue('3d8+2')
    expect(byTestId('pc-esc-abilities').text()).toContain('No abilities yet')
    await byTestId('pc-esc-add-ability').trigger('click')
    await byTestId('pc-esc-ability-0-name').setValue('Rolling Flame')
    await byTestId('pc-esc-ability-0-type').setValue('Spell')
    await byTestId('pc-esc-ability-0-frequency').setValue('recharge')
    expect((byTestId('pc-esc-ability-0-recharge').element as HTMLSelectElement).value).toBe('11')
    await byTestId('pc-esc-ability-0-escalation').setValue('2')
    await byTestId('pc-esc-ability-0-provokes').setValue(true)
    await byTestId('pc-esc-ability-0-attacks').setValue(true)
    await byTestId('pc-esc-ability-0-defense').setValue('PD')
    await byTestId('pc-esc-ability-0-damage').setValue('3d6 fire')
    await byTestId('pc-esc-ability-0-add-rider').trigger('click')
    await byTestId('pc-esc-ability-0-rider-0-effect').setValue('The target is Dazed.')
    await byTestId('pc-esc-ability-0-action').setValue('interrupt')
    await byTestId('create-character').trigger('click')
    await flushPromises()
    expect(wrapper.find('#pc-statBlocks-escalation-abilities-0-trigger-error').text()).toContain('An Interrupt names its trigger (E26)')
    expect(mounted.campaign().characters.some((pc) => pc.name === 'Rook')).toBe(false)
    await byTestId('pc-esc-ability-0-trigger').setValue('An enemy engages an ally')
    await byTestId('create-character').trigger('click')
    await flushPromises()

    const rook = mounted.campaign().characters.find((pc) => pc.name === 'Rook')!
    expect((rook.statBlocks.escalation as { abilities: unknown }).abilities).toEqual([
      {
        name: 'Rolling Flame',
        type: 'Spell',
        frequency: 'recharge',
        recharge: 11,
        action: 'interrupt',
        trigger: 'An enemy engages an ally',
        escalation: 2,
        provokes: true,
        attack: { defense: 'PD', damage: '3d6 fire' },
        riders: [{ when: 'naturalEven', effect: 'The target is Dazed.' }],
      },
    ])
  })

  it('E31 E26 saves a PC’s Power and an Interrupt offered when its user is hit; another action leaves the trigger kind out', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-name').setValue('Wren')
    await byTestId('pc-bioform').setValue('Human')
    await byTestId('pc-toggle-escalation').setValue(true)
    await byTestId('pc-esc-recoveryDice').setValue('3d8+2')
    await byTestId('pc-esc-power').setValue('4')
    await byTestId('pc-esc-add-ability').trigger('click')
    await byTestId('pc-esc-ability-0-name').setValue('Riposte')
    await byTestId('pc-esc-ability-0-action').setValue('interrupt')
    expect((byTestId('pc-esc-ability-0-triggerOn').element as HTMLSelectElement).value).toBe('other')
    await byTestId('pc-esc-ability-0-trigger').setValue('An enemy hits her')
    await byTestId('pc-esc-ability-0-triggerOn').setValue('hit')
    await byTestId('pc-esc-ability-0-power').setValue('2')
    await byTestId('pc-esc-add-ability').trigger('click')
    await byTestId('pc-esc-ability-1-name').setValue('Brace')
    await byTestId('pc-esc-ability-1-action').setValue('interrupt')
    await byTestId('pc-esc-ability-1-trigger').setValue('An ally drops')
    await byTestId('pc-esc-ability-1-triggerOn').setValue('allyDrops')
    await byTestId('pc-esc-ability-1-action').setValue('quick')
    await byTestId('create-character').trigger('click')
    await flushPromises()

    const wren = mounted.campaign().characters.find((pc) => pc.name === 'Wren')!
    const block = wren.statBlocks.escalation as { power: number; abilities: unknown }
    expect(block.power).toBe(4)
    expect(block.abilities).toEqual([
      { name: 'Riposte', frequency: 'atWill', action: 'interrupt', trigger: 'An enemy hits her', triggerOn: 'hit', power: 2 },
      { name: 'Brace', frequency: 'atWill', action: 'quick', trigger: 'An ally drops' },
    ])
  })
})
