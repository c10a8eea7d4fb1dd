// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import PrepExchangeBar from '../../../../src/renderer/src/components/prep-exchange/PrepExchangeBar.vue'
import { campaignFixture } from '../support/campaign-fixture'
import { mountConsole } from '../support/fake-bridge'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
/** The text as the page shows it, white space folded. */
const shown = (id: string) => byTestId(id).text().replace(/\s+/g, ' ')

/** The test campaign with an encounter of its Sand Raiders. */
function withAmbush() {
  const campaign = campaignFixture()
  const ambush = {
    id: 'enc-ambush',
    name: 'Raider Ambush',
    system: 'action-points',
    description: '',
    gmNotes: '',
    combatants: [{ npcId: 'npc-raider', count: 3 }],
    setup: {},
    revealed: false,
  }
  return { ...campaign, encounters: [ambush] }
}

describe('Export prep', () => {
  it('ticks items of every kind, says what a ticked encounter needs, and exports the ticked ones in the campaign’s order', async () => {
    const mounted = await mountConsole(PrepExchangeBar, { campaign: withAmbush() })
    wrapper = mounted.wrapper
    mounted.answer('prep.export', () => ({ fileName: 'prep.json', mimeType: 'application/json', items: 3, content: null, savedTo: '/x' }))
    await byTestId('prep-export').trigger('click')
    const dialog = byTestId('prep-export-dialog')
    expect(dialog.findAll('legend').map((legend) => legend.text())).toEqual(['PCs', 'NPCs', 'Encounters'])
    expect(byTestId('prep-export-confirm').attributes('disabled')).toBeDefined()

    await byTestId('prep-export-enc-ambush').setValue(true)
    expect(shown('prep-export-dialog')).toContain('Raider Ambush needs Sand Raider: tick it too, unless the other campaign has it')
    await byTestId('prep-export-npc-raider').setValue(true)
    expect(shown('prep-export-dialog')).not.toContain('needs Sand Raider')
    await byTestId('prep-export-pc-nyx').setValue(true)
    await byTestId('prep-export-pc-ixa').setValue(true)
    await byTestId('prep-export-pc-ixa').setValue(false)
    expect(byTestId('prep-export-confirm').text()).toBe('Export 3 items')

    await dialog.trigger('submit')
    await flushPromises()
    expect(mounted.calls.find((call) => call.channel === 'prep.export')?.payload).toEqual({
      items: [
        { kind: 'character', id: 'pc-nyx' },
        { kind: 'npc', id: 'npc-raider' },
        { kind: 'encounter', id: 'enc-ambush' },
      ],
    })
    expect(byTestId('prep-export-dialog').exists()).toBe(false)
  })
})
