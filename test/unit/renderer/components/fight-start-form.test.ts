// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import FightStartForm from '../../../../src/renderer/src/components/combat/FightStartForm.vue'
import { Campaign } from '@shared/campaign'
import demo from '../../../../resources/demo-campaign.json'
import { flushPromises, mountRun } from '../run/fake-session'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

/** Two combat systems' start forms, on screen together as they are between fights. */
const BothForms = defineComponent({
  setup: () => () => [
    h(FightStartForm, {
      system: 'escalation',
      title: 'Escalation',
      encounterKind: 'an Escalation encounter',
      lacking: { what: 'no Escalation stats yet: add them', section: 'Escalation' },
      idPrefix: 'fight',
    }),
    h(FightStartForm, {
      system: 'actionPoints',
      title: 'Action points',
      encounterKind: 'an Action-points encounter',
      lacking: { what: 'no Action-points block yet: add one', section: 'Action points' },
      idPrefix: 'ap-fight',
    }),
  ],
})

describe('the start forms of the combat systems', () => {
  it('show a refusal to start a fight under the form that asked, not under another system’s', async () => {
    const campaign = Campaign.parse(structuredClone(demo))
    delete campaign.npcs.find((n) => n.id === 'npc-dune-wyrm')!.statBlocks.actionPoints
    const mounted = await mountRun(BothForms, { campaign, setup: (session) => session.start() })
    wrapper = mounted.wrapper
    await byTestId('ap-fight-encounter').setValue('enc-wyrm-rises')
    await byTestId('ap-fight-start-form').trigger('submit')
    await flushPromises()
    expect(mounted.calls.filter((c) => c.channel === 'run.start')).toHaveLength(1)
    expect(byTestId('ap-fight-start-form').find('[role="alert"]').text()).toBe('Dune Wyrm has no Action-points stat block: add one in NPCs.')
    expect(byTestId('fight-start-form').find('[role="alert"]').exists()).toBe(false)
  })
})
