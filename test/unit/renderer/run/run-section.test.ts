// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import RunSection from '../../../../src/renderer/src/components/run/RunSection.vue'
import { registerSystem } from '@shared/systems/registry'
import { coinFlipSystem } from '../../../toy/coin-flip/system'
import { campaignFixture } from '../support/campaign-fixture'
import { HAGGLE, mountRun, sentEvents, flushPromises } from './fake-session'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const next = { type: 'step.next' } as const

async function press(key: string, options: KeyboardEventInit = {}) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...options }))
  await flushPromises()
}

describe('RunSection', () => {
  it('starts a session under the name typed, from a default of today’s date', async () => {
    const mounted = await mountRun(RunSection)
    wrapper = mounted.wrapper
    expect((byTestId('session-name-input').element as HTMLInputElement).value).toMatch(/^Session \d{4}-\d{2}-\d{2}$/)
    await byTestId('session-name-input').setValue('Market day')
    await byTestId('start-session').trigger('submit')
    await flushPromises()
    expect(mounted.calls).toContainEqual({ channel: 'session.start', payload: { name: 'Market day' } })
    expect(byTestId('session-name').text()).toBe('Market day')
    expect(byTestId('challenge-select').exists()).toBe(true)
  })

  it('shows a disabled action with the rules’ reason, in words and as its title', async () => {
    const campaign = campaignFixture()
    Object.assign(campaign.characters[1]!, { stress: 10, stressedOut: true })
    const mounted = await mountRun(RunSection, {
      campaign,
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('step-name').text()).toBe('Set the Action (The Huddle)')
    const nextButton = byTestId('step-next')
    expect(nextButton.attributes('disabled')).toBeDefined()
    expect(nextButton.attributes('title')).toBe('Choose a leader first')
    expect(byTestId('step-next-reason').text()).toBe('Choose a leader first')
    expect(byTestId('leader-pc-nyx').attributes('disabled')).toBeDefined()
    expect(byTestId('leader-pc-nyx-reason').text()).toBe('Nyx is Stressed Out and may not lead')

    await byTestId('leader-pc-ixa').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls)).toEqual([{ type: 'cohort.chooseLeader', pcId: 'pc-ixa' }])
    expect(byTestId('step-next').attributes('disabled')).toBeUndefined()
    expect(byTestId('step-next-reason').exists()).toBe(false)
  })

  it('places a Simple modifier by selecting its chip then a die, and shows main’s refusal beside the pool', async () => {
    const mounted = await mountRun(RunSection, {
      dice: [4, 5, 6],
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
        session.act({ type: 'cohort.chooseLeader', pcId: 'pc-ixa' })
        session.act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 3 })
        session.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' })
        for (let i = 0; i < 3; i++) session.act(next)
        session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
        session.act(next)
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('step-name').text()).toBe('Simple Modifiers (Adjust the Results)')
    expect(byTestId('die-1').text()).toBe('5')

    await byTestId('modifier-gm/trait-stubborn').trigger('click')
    expect(byTestId('modifier-gm/trait-stubborn').attributes('aria-pressed')).toBe('true')
    await byTestId('die-1').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'gm.assignSimpleModifier', modifierId: 'gm/trait-stubborn', dieIndex: 1 })
    expect(byTestId('die-1').text()).toBe('4')
    expect(byTestId('modifier-gm/trait-stubborn').text()).toContain('1 of 2 placed')

    await byTestId('die-1').trigger('click')
    await flushPromises()
    expect(byTestId('pool-refusal').text()).toBe('Stubborn -1 / 2d is already on die 2: each of its dice goes on a separate die')
    expect(byTestId('die-1').text()).toBe('4')

    await byTestId('placed-gm/trait-stubborn-1').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'pool.unassignSimpleModifier', modifierId: 'gm/trait-stubborn', dieIndex: 1 })
    expect(byTestId('die-1').text()).toBe('5')
  })

  it('keys: N asks for the next step (or says why not), R rolls, S suggests, Ctrl+Z undoes', async () => {
    const mounted = await mountRun(RunSection, {
      dice: [6, 1, 3],
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
        session.act({ type: 'cohort.chooseLeader', pcId: 'pc-ixa' })
        session.act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 3 })
        session.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' })
      },
    })
    wrapper = mounted.wrapper
    await press('n')
    await press('n')
    await press('n')
    expect(byTestId('step-name').text()).toBe('Roll Remaining Dice')
    await press('n')
    expect(document.body.textContent).toContain('Roll the 3 dice without an auto result first')
    await press('r')
    expect(wrapper.findAll('.run-die').map((d) => d.text())).toEqual(['6', '1', '3'])
    await press('Enter')
    expect(byTestId('step-name').text()).toBe('Simple Modifiers (Adjust the Results)')
    await press('s')
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'pool.applySuggestion', side: 'hindering' })
    expect(wrapper.findAll('[data-testid^="placed-gm/trait-stubborn"]')).toHaveLength(2)
    await press('z', { ctrlKey: true })
    expect(mounted.calls.at(-1)?.channel).toBe('session.undo')
    expect(wrapper.findAll('[data-testid^="placed-gm/trait-stubborn"]')).toHaveLength(0)
    expect(byTestId('recent-log').text()).toContain('(undone)')
  })
})

describe('RunSection with a run of a system that has no screens yet', () => {
  it('says so, names the run, and shows no other system’s panels', async () => {
    // The coin-flip contest is a rule system with no screens of its own, defined under test/ only.
    registerSystem(coinFlipSystem)
    const mounted = await mountRun(RunSection, {
      campaign: campaignFixture(),
      setup: (session) => {
        session.start()
        session.handlers['run.start']!({ system: coinFlipSystem.id, request: { sceneId: 'scene-market', target: 3 } } as never)
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('run-without-screen').text()).toContain('Coin-flip contest')
    expect(byTestId('run-without-screen').text()).toContain('This console has no screen to run this')
    expect(byTestId('challenge-select').exists()).toBe(false)
  })
})

describe('RunSection while the players see nothing', () => {
  it('says so and names the hidden Challenge; V (listed among the keys) asks main to show it to the players', async () => {
    const campaign = campaignFixture()
    campaign.scenes[0]!.events[0]!.challenges[0]!.revealed = false
    const mounted = await mountRun(RunSection, {
      campaign,
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
        session.handlers['player.reveal'] = (() => ({ done: true })) as never
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('run-players-see').text()).toContain('The players see nothing.')
    expect(byTestId('run-players-see').text()).toContain('“Haggle” is hidden from them.')
    await press('v')
    expect(mounted.calls).toContainEqual({ channel: 'player.reveal', payload: { kind: 'challenge', id: 'challenge-haggle', revealed: true } })
  })
})
