// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { AP_CONDITION_DURATIONS, AP_CONDITIONS } from '@shared/systems/action-points/combat/hooks'
import CombatConditionDialog from '../../../../src/renderer/src/components/combat/CombatConditionDialog.vue'
import CombatSummary from '../../../../src/renderer/src/components/combat/CombatSummary.vue'
import { hexesLeft } from '../../../../src/renderer/src/systems/action-points/ap-words'
import { mountConsole } from '../support/fake-bridge'

/* What the combat panels say, word for word: sentences joined, plurals, what a system offers. */

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const summary = (rounds: number) => ({ rounds, combatants: [] })

describe('the words of the combat panels', () => {
  it('the summary joins the GM’s reason and the rounds as two sentences, and counts one round or many', () => {
    wrapper = mount(CombatSummary, { props: { summary: summary(3), reason: 'The raiders fled into the sand.' } })
    expect(wrapper.find('[data-testid="combat-summary-ending"]').text()).toBe('The raiders fled into the sand. 3 rounds.')
    wrapper.unmount()
    wrapper = mount(CombatSummary, { props: { summary: summary(1), reason: 'the raiders scatter' } })
    expect(wrapper.find('[data-testid="combat-summary-ending"]').text()).toBe('the raiders scatter. 1 round.')
    wrapper.unmount()
    wrapper = mount(CombatSummary, { props: { summary: summary(2), reason: null } })
    expect(wrapper.find('[data-testid="combat-summary-ending"]').text()).toBe('2 rounds.')
  })

  it('AG35 a Move held up by Reaction Attacks goes on for 1 more hex, or 2 more hexes', () => {
    expect(hexesLeft(1)).toBe('1 more hex')
    expect(hexesLeft(2)).toBe('2 more hexes')
  })

  it('AG34 Prone in an Action-points fight lasts as that text lets it: the dialog offers no save (an Escalation rule) and no Test', async () => {
    const mounted = await mountConsole(CombatConditionDialog, {
      props: {
        system: 'actionPoints',
        target: { id: 'npc-sand-raider-1', name: 'Sand Raider 1' },
        choices: Object.entries(AP_CONDITIONS).map(([name, label]) => ({ name, label })),
        combatants: [{ id: 'npc-sand-raider-1', name: 'Sand Raider 1' }],
        current: null,
        defaultSaveTarget: 11,
        durations: AP_CONDITION_DURATIONS,
      },
    })
    wrapper = mounted.wrapper
    const dialog = document.body
    const name = dialog.querySelector<HTMLSelectElement>('[data-testid="condition-name"]')!
    expect(name.value).toBe('prone')
    const offered = [...dialog.querySelectorAll('[data-testid="condition-duration"] option')].map((o) => o.textContent)
    expect(offered).toEqual([
      'the GM removes it',
      'the start of someone’s next turn',
      'the end of someone’s next turn',
      'so many rounds have ended',
      'the end of the fight',
    ])
    expect(offered.join(' ')).not.toMatch(/save|Test/)
    expect(dialog.querySelector('[data-testid="condition-save"]')).toBeNull()
  })
})
