// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import NpcSection from '../../../../src/renderer/src/components/npcs/NpcSection.vue'
import EncounterSection from '../../../../src/renderer/src/components/encounters/EncounterSection.vue'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

describe('NpcEditor', () => {
  it('creates an NPC with an Escalation stat block and attacks; a block toggled off is dropped', async () => {
    const mounted = await mountConsole(NpcSection)
    wrapper = mounted.wrapper
    await byTestId('new-npc').trigger('click')
    await byTestId('npc-name').setValue('Dune Wyrm')
    await byTestId('npc-toggle-escalation').setValue(true)
    await byTestId('npc-esc-hp').setValue('60')
    await byTestId('npc-esc-add-attack').trigger('click')
    await byTestId('npc-esc-attack-0-name').setValue('Bite')
    await byTestId('npc-esc-attack-0-defense').setValue('PD')
    await byTestId('npc-toggle-actionPoints').setValue(true)
    await byTestId('npc-ap-new-skill').setValue('Burrow')
    await byTestId('npc-ap-add-skill').trigger('click')
    await byTestId('npc-ap-new-skill').setValue('Burrow')
    await byTestId('npc-ap-add-skill').trigger('click')
    expect(wrapper.find('#npc-skills-error').text()).toContain('already a skill named “Burrow”')
    await byTestId('npc-toggle-actionPoints').setValue(false)
    // The block holds a skill: the GM is asked before it goes.
    await byTestId('npc-drop-block').trigger('click')
    await byTestId('create-npc').trigger('click')
    await flushPromises()

    const npc = mounted.campaign().npcs.find((n) => n.name === 'Dune Wyrm')!
    expect(npc.statBlocks.escalation).toMatchObject({ hp: 60, attacks: [{ name: 'Bite', defense: 'PD' }] })
    expect(Object.keys(npc.statBlocks)).toEqual(['escalation'])
  })

  it('filters NPCs by the stat blocks they have', async () => {
    const mounted = await mountConsole(NpcSection)
    wrapper = mounted.wrapper
    await byTestId('npc-filter-block').setValue('zones')
    expect(byTestId('npc-list').text()).toContain('No NPCs match.')
    await byTestId('npc-filter-block').setValue('escalation')
    expect(byTestId('npc-list').text()).toContain('Sand Raider')
  })
})

describe('EncounterEditor', () => {
  it('warns when a combatant has no stat block for the system, and shows zones for Zones', async () => {
    const mounted = await mountConsole(EncounterSection)
    wrapper = mounted.wrapper
    await byTestId('new-encounter').trigger('click')
    await byTestId('encounter-name').setValue('Dune ambush')
    await byTestId('encounter-add-combatant').trigger('click')
    await byTestId('encounter-combatant-0-count').setValue('3')
    expect(byTestId('encounter-combatant-0-warning').exists()).toBe(false)
    expect(byTestId('encounter-zones').exists()).toBe(false)

    await byTestId('encounter-system').setValue('zones')
    expect(byTestId('encounter-combatant-0-warning').text()).toContain('Sand Raider has no Zones stat block')
    // A new battlefield has the text's three zones (ZR2); renaming one keeps the links that name it.
    await byTestId('encounter-zone-0-name').setValue('Dune crest')
    await byTestId('encounter-zone-1-name').setValue('Open sand')
    expect((byTestId('encounter-zone-0-link-1').element as HTMLInputElement).checked).toBe(true)
    await byTestId('encounter-zone-0-link-2').setValue(true)
    await byTestId('encounter-add-zone').trigger('click')
    await byTestId('encounter-zone-3-name').setValue('Hull breach')
    await byTestId('encounter-zone-3-capacity').setValue('2')
    await byTestId('encounter-zone-3-hazard').setValue(true)
    await byTestId('encounter-zone-3-hazard-damage').setValue('1d4')
    await byTestId('encounter-enemyZone').setValue('Hull breach')
    await byTestId('create-encounter').trigger('click')
    await flushPromises()
    expect(mounted.campaign().encounters[0]).toMatchObject({
      name: 'Dune ambush',
      system: 'zones',
      combatants: [{ npcId: 'npc-raider', count: 3 }],
      setup: {
        zones: [
          { name: 'Dune crest', conditions: '', links: ['Open sand', 'Enemies'] },
          { name: 'Open sand', conditions: '', links: ['Enemies'] },
          { name: 'Enemies', conditions: '' },
          { name: 'Hull breach', conditions: '', capacity: 2, hazard: { attribute: 'DEX', dr: 12, damage: '1d4', what: '' } },
        ],
        enemyZone: 'Hull breach',
      },
    })
  })
})
