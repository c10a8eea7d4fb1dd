// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { CopiesInCampaign } from '@shared/bestiary'
import BestiaryOtherCampaigns from '../../../../src/renderer/src/components/bestiary/BestiaryOtherCampaigns.vue'
import { useBestiaryStore } from '../../../../src/renderer/src/stores/bestiary'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const OTHERS: CopiesInCampaign[] = [
  {
    file: 'second-moon.json',
    name: 'Second Moon',
    copies: [
      {
        npcId: 'npc-wyrm',
        npcName: 'Dune Wyrm',
        entryId: 'beast-wyrm',
        missing: false,
        copiedAt: 1,
        libraryRevision: 3,
        differences: [{ path: 'description', label: 'Description', library: 'Twice the size now.', copy: 'A serpent.' }],
      },
      { npcId: 'npc-ghoul', npcName: 'Crypt Ghoul', entryId: 'beast-ghoul', missing: true, copiedAt: 2, libraryRevision: null, differences: [] },
    ],
  },
]

describe('copies in other campaigns on the Bestiary page', () => {
  it('lists each campaign’s differing copies, and asks again when the library changes', async () => {
    const mounted = await mountConsole(BestiaryOtherCampaigns)
    wrapper = mounted.wrapper
    mounted.answer('bestiary.otherCampaigns', () => ({ campaigns: OTHERS }))
    useBestiaryStore().entries = []
    await flushPromises()
    const listed = wrapper.find('[data-testid="bestiary-other-second-moon.json"]')
    expect(listed.find('h3').text()).toBe('Second Moon')
    expect(listed.text()).toContain('Dune Wyrm: copied at revision 1, the entry is at revision 3; 1 difference (Description).')
    expect(listed.text()).toContain('Crypt Ghoul: its entry is no longer in the bestiary.')
    expect(mounted.calls.filter((call) => call.channel === 'bestiary.otherCampaigns').length).toBeGreaterThanOrEqual(2)
  })
})
