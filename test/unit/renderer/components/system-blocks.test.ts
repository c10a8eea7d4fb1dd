// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import CharacterSection from '../../../../src/renderer/src/components/characters/CharacterSection.vue'
import EncounterSection from '../../../../src/renderer/src/components/encounters/EncounterSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe("each rule system's block on a PC, edited with the system's own editor", () => {
  it('E48 EG8 E12 gives a new PC an Escalation block with the defaults, shows its errors at the field, and saves it', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-name').setValue('Rook')
    await byTestId('pc-bioform').setValue('Human')
    expect(byTestId('pc-block-escalation').text()).toContain('Off: this PC cannot fight in Escalation encounters.')
    await byTestId('pc-toggle-escalation').setValue(true)
    expect((byTestId('pc-esc-recoveriesMax').element as HTMLInputElement).value).toBe('8')
    expect((byTestId('pc-esc-initiativeBand').element as HTMLSelectElement).value).toBe('medium')
    await byTestId('pc-esc-recoveryDice').setValue('3d')
    await flushPromises()
    expect(wrapper.find('#pc-statBlocks-escalation-recoveryDice-error').text()).toContain('a die needs sides')
    await byTestId('pc-esc-recoveryDice').setValue('3d8+2')
    await byTestId('pc-esc-hpMax').setValue('36')
    await byTestId('pc-esc-add-resist').trigger('click')
    await byTestId('pc-esc-resist-0-threshold').setValue('14')
    await byTestId('pc-esc-weak-cold').setValue(true)
    await byTestId('create-character').trigger('click')
    await flushPromises()

    const rook = mounted.campaign().characters.find((pc) => pc.name === 'Rook')!
    expect(rook.statBlocks.escalation).toMatchObject({
      hpMax: 36,
      recoveriesMax: 8,
      recoveryDice: '3d8+2',
      resists: [{ type: 'fire', threshold: 14 }],
      weaknesses: ['cold'],
    })
  })
})

describe("switching a system's block off loses nothing by a slip", () => {
  it('asks before taking a block with the GM’s values off, keeps it on “Keep it”, and brings it back as it was when switched on again', async () => {
    const mounted = await mountConsole(CharacterSection)
    wrapper = mounted.wrapper
    await byTestId('new-character').trigger('click')
    await byTestId('pc-name').setValue('Rook')
    await byTestId('pc-toggle-escalation').setValue(true)
    // Untouched, the block goes at once: it holds nothing the GM entered.
    await byTestId('pc-toggle-escalation').setValue(false)
    expect(byTestId('pc-drop-block').exists()).toBe(false)
    expect(byTestId('pc-block-escalation').text()).toContain('Off: this PC cannot fight in Escalation encounters.')
    await byTestId('pc-toggle-escalation').setValue(true)
    // A bad value reads in the editor's words, as its label names the field.
    await byTestId('pc-esc-hpMax').setValue('0')
    await byTestId('pc-esc-hpMax').trigger('focusout')
    await flushPromises()
    expect(wrapper.find('#pc-statBlocks-escalation-hpMax-error').text()).toContain("Max HP can't be below 1")
    await byTestId('pc-esc-hpMax').setValue('36')
    await byTestId('pc-toggle-escalation').setValue(false)
    expect(wrapper.find('dialog').text()).toContain('Take the Escalation block off?')
    expect((byTestId('pc-toggle-escalation').element as HTMLInputElement).checked).toBe(true)
    await byTestId('pc-keep-block').trigger('click')
    expect(wrapper.find('dialog').exists()).toBe(false)
    expect((byTestId('pc-esc-hpMax').element as HTMLInputElement).value).toBe('36')
    await byTestId('pc-toggle-escalation').setValue(false)
    await byTestId('pc-drop-block').trigger('click')
    expect(byTestId('pc-esc-hpMax').exists()).toBe(false)
    await byTestId('pc-toggle-escalation').setValue(true)
    expect((byTestId('pc-esc-hpMax').element as HTMLInputElement).value).toBe('36')
  })
})

describe("an encounter's setup belongs to its system", () => {
  it('sets a Zones battlefield aside while another system is chosen, and brings it back on switching back', async () => {
    const mounted = await mountConsole(EncounterSection)
    wrapper = mounted.wrapper
    await byTestId('new-encounter').trigger('click')
    await byTestId('encounter-name').setValue('Wreck')
    await byTestId('encounter-system').setValue('zones')
    await byTestId('encounter-zone-0-name').setValue('Hull breach')
    await byTestId('encounter-system').setValue('escalation')
    expect(byTestId('encounter-zones').exists()).toBe(false)
    await byTestId('encounter-system').setValue('zones')
    expect((byTestId('encounter-zone-0-name').element as HTMLInputElement).value).toBe('Hull breach')
    await byTestId('create-encounter').trigger('click')
    await flushPromises()
    expect(mounted.campaign().encounters.find((e) => e.name === 'Wreck')).toMatchObject({
      system: 'zones',
      setup: { zones: [{ name: 'Hull breach', conditions: '', links: ['Between'] }, { name: 'Between' }, { name: 'Enemies' }] },
    })
  })
})
