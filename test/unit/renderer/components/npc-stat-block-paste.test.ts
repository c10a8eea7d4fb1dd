// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import NpcSection from '../../../../src/renderer/src/components/npcs/NpcSection.vue'
import { mountConsole } from '../support/fake-bridge'
import { campaignFixture } from '../support/campaign-fixture'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

const GOBLIN = 'Goblin Skirmisher\nLevel 2\nInitiative +5\nAC 17, PD 13, MD 11\nHP 30\nSpear +7 vs AC — 2d6+3 damage'

/** A campaign whose Sand Raider has an ability on its Escalation block. */
function withAbility() {
  const campaign = campaignFixture()
  const raider = campaign.npcs[0]!
  const escalation = raider.statBlocks['escalation'] as Record<string, unknown>
  raider.statBlocks = { escalation: { ...escalation, abilities: [{ name: 'Dust Cloud', frequency: 'encounter', action: 'quick' }] } }
  return campaign
}

describe('Paste stat block in the NPC editor', () => {
  it('offers only the systems that read a pasted block, and Cancel leaves the new NPC as it was', async () => {
    const mounted = await mountConsole(NpcSection)
    wrapper = mounted.wrapper
    await byTestId('new-npc').trigger('click')
    await byTestId('npc-paste-open').trigger('click')
    const layouts = byTestId('npc-paste-system')
      .findAll('option')
      .map((o) => o.text())
    expect(layouts).toEqual(['Escalation', 'Zones', 'Action points'])
    await byTestId('npc-paste-text').setValue(GOBLIN)
    expect(byTestId('npc-paste-preview').text()).toContain('Spear +7 vs AC — 2d6+3 damage')
    await byTestId('npc-paste-cancel').trigger('click')
    expect(byTestId('npc-paste-text').exists()).toBe(false)
    expect((byTestId('npc-name').element as HTMLInputElement).value).toBe('')
    expect((byTestId('npc-toggle-escalation').element as HTMLInputElement).checked).toBe(false)
  })

  it('ruling 28: pasting over a monster keeps its abilities and its name, and replaces the rest of its block', async () => {
    const mounted = await mountConsole(NpcSection, { campaign: withAbility() })
    wrapper = mounted.wrapper
    await wrapper.find('[role="option"]').trigger('click')
    await flushPromises()
    await byTestId('npc-paste-open').trigger('click')
    await byTestId('npc-paste-system').setValue('escalation')
    await byTestId('npc-paste-text').setValue(`${GOBLIN}\nFlies about`)
    expect(byTestId('npc-paste-problems').text()).toContain("line 7: 'Flies about' — an Escalation stat block has no such line")
    expect(byTestId('npc-paste-confirm').attributes('disabled')).toBeDefined()
    await byTestId('npc-paste-text').setValue(GOBLIN)
    await byTestId('npc-paste-confirm').trigger('click')
    // An NPC that exists saves by itself once its edit holds.
    await vi.waitFor(() => {
      const raider = mounted.campaign().npcs.find((npc) => npc.id === 'npc-raider')!
      expect(raider.name).toBe('Sand Raider')
      expect(raider.statBlocks['escalation']).toMatchObject({
        level: 2,
        hp: 30,
        ac: 17,
        attacks: [{ name: 'Spear', bonus: 7, defense: 'AC', damage: '2d6+3 damage' }],
        abilities: [{ name: 'Dust Cloud' }],
      })
    })
  })
})
