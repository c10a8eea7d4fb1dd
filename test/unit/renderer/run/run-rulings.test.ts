// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { Campaign, Trait } from '@shared/campaign'
import RunSection from '../../../../src/renderer/src/components/run/RunSection.vue'
import { campaignFixture } from '../support/campaign-fixture'
import { HAGGLE, mountRun, sentEvents, flushPromises, type fakeSession } from './fake-session'

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)
const next = { type: 'step.next' } as const
type Session = ReturnType<typeof fakeSession>

/** Ixa's Knack: +1 / 1d that triggers after the roll (Relics RG3). */
const KNACK: Trait = {
  id: 'trait-knack',
  name: 'Knack',
  description: '',
  side: 'beneficial',
  target: 'own',
  modifier: { kind: 'simple', value: 1, dice: 1 },
  cost: { pool: 'none', amount: 0 },
  trigger: 'afterRoll',
  resolvedDice: null,
  revealed: true,
  gmNotes: '',
}

function withKnack(): Campaign {
  const campaign = campaignFixture()
  campaign.traits.push(KNACK)
  campaign.characters[0]!.traitIds.push(KNACK.id)
  return campaign
}

/** The haggle started, Ixa leading; `steps` more steps taken. */
function haggle(session: Session, steps = 0): void {
  session.start()
  session.handlers['run.start']!(HAGGLE as never)
  session.act({ type: 'cohort.chooseLeader', pcId: 'pc-ixa' })
  for (let i = 0; i < steps; i++) session.act(next)
}

describe('Relics rulings in the runner', () => {
  it('RG2: the split dialog says what stays and why a part is refused, sends the split, and the picker then starts the part', async () => {
    const mounted = await mountRun(RunSection, { setup: (session) => haggle(session) })
    wrapper = mounted.wrapper
    await byTestId('open-split').trigger('click')
    await byTestId('split-rating').setValue('3')
    expect(byTestId('split-why-not').text()).toBe('The part split off rates 1 to 2: the Challenge rates 3 and keeps at least 1')
    expect(byTestId('split-submit').attributes('disabled')).toBeDefined()
    await byTestId('split-rating').setValue('1')
    await byTestId('split-name').setValue('The cousin')
    expect(byTestId('split-keeps').text()).toContain('“Haggle” keeps rating 2 with 0 resolved')
    await byTestId('split-submit').trigger('submit')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'gm.splitChallenge', name: 'The cousin', rating: 1, resolvedDice: 0 })
    expect(byTestId('split-note').text()).toContain('“The cousin” split off in round 1: rating 1, 0 resolved')

    mounted.session.act({ type: 'gm.endChallenge' })
    mounted.session.handlers['run.close']!({} as never)
    await flushPromises()
    const select = byTestId('challenge-select')
    const part = select.findAll('option').find((o) => o.text().includes('The cousin'))!
    expect(part.text()).toBe('↳ The cousin — split off Haggle: Common 1, 0 resolved')
    await select.setValue(part.element.value)
    await byTestId('start-challenge').trigger('submit')
    await flushPromises()
    const start = mounted.calls.filter((c) => c.channel === 'run.start').at(-1)!.payload as { request: { part?: string } }
    expect(start.request.part).toMatch(/^part-/)
    expect(byTestId('step-name').text()).toBe('Set the Action (The Huddle)')
  })

  it('RG3: a trait that triggers after the roll is refused in the Huddle with its moment, then offered by the prompt and fired', async () => {
    const mounted = await mountRun(RunSection, { campaign: withKnack(), dice: [4, 3, 2], setup: (session) => haggle(session) })
    wrapper = mounted.wrapper
    expect(byTestId('trait-pc-ixa-trait-knack-reason').text()).toBe(
      'Ixa Marrow: Knack triggers after the roll (Adjust the Results), not in the Huddle',
    )
    for (let i = 0; i < 3; i++) mounted.session.act(next)
    mounted.session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
    mounted.session.act(next)
    await flushPromises()
    expect(byTestId('step-name').text()).toBe('Simple Modifiers (Adjust the Results)')
    expect(byTestId('trigger-prompt').text()).toContain('1 trait may fire now: after the roll (Adjust the Results)')
    await byTestId('fire-pc-ixa-trait-knack').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'cohort.fireTrait', pcId: 'pc-ixa', traitId: 'trait-knack' })
    expect(byTestId('trigger-prompt').text()).toContain('No trait may fire now')
    expect(byTestId('fire-pc-ixa-trait-knack-reason').text()).toBe('Ixa Marrow: Knack is already in play this turn')
  })

  it('RG1: a Challenge trait that frees resolved dice shows its hold in the Huddle, and the track says how many roll free', async () => {
    const campaign = campaignFixture()
    campaign.traits.push({
      ...KNACK,
      id: 'trait-shifting',
      name: 'Shifting Ground',
      modifier: null,
      trigger: 'huddle',
      resolvedDice: { kind: 'free', dice: 1 },
    })
    campaign.scenes[0]!.events[0]!.challenges[0]!.traitIds.push('trait-shifting')
    // Ixa leads alone on one die and rolls a 6: one Challenge die resolved.
    const mounted = await mountRun(RunSection, {
      campaign,
      dice: [6],
      setup: (session) => {
        haggle(session, 3)
        session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
        for (let i = 0; i < 7; i++) session.act(next)
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('turn-name').text()).toBe('Challenge turn')
    expect(byTestId('resolved-dice').text()).toBe('Resolved: 1 of 3')
    expect(byTestId('gm-trait-trait-shifting').element.closest('.run-toggle')!.textContent).toContain('frees 1 resolved die')
    await byTestId('gm-trait-trait-shifting').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'gm.activateChallengeTrait', traitId: 'trait-shifting' })
    expect(byTestId('freed-dice').text()).toBe('1 of them rolls free in the Challenge’s pool this turn (RG1).')
  })

  it('RG4: the players record who rolls; without consensus only the leader is offered', async () => {
    const mounted = await mountRun(RunSection, { setup: (session) => haggle(session, 3) })
    wrapper = mounted.wrapper
    expect(byTestId('step-name').text()).toBe('Roll Remaining Dice')
    const names = () =>
      byTestId('roller-pc')
        .findAll('option')
        .map((o) => o.text())
    expect(names()).toEqual(['Ixa Marrow (leader)', 'Nyx'])
    await byTestId('roller-pc').setValue('pc-nyx')
    await byTestId('roller-record').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'cohort.chooseRoller', pcId: 'pc-nyx', consensus: true })
    expect(byTestId('roller-now').text()).toBe('🎲 Nyx’s player rolls, as the Cohort agreed.')
    await byTestId('roller-no-consensus').setValue(true)
    expect(names()).toEqual(['Ixa Marrow (leader)'])
    await byTestId('roller-record').trigger('click')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({ type: 'cohort.chooseRoller', pcId: 'pc-ixa', consensus: false })
  })

  it('RG5: the Stress dialog says the leader decided the share when the GM ticks it', async () => {
    const toApplyStress = (session: Session) => {
      haggle(session, 3)
      session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
      for (let i = 0; i < 10; i++) session.act(next)
      session.handlers['run.roll']!({ system: 'relics', roll: { type: 'pool' } } as never)
      for (let i = 0; i < 3; i++) session.act(next)
    }
    const mounted = await mountRun(RunSection, { dice: [2, 5, 2, 2], setup: toApplyStress })
    wrapper = mounted.wrapper
    expect(byTestId('step-name').text()).toBe('Apply Stress')
    await byTestId('open-stress').trigger('click')
    // The dialog starts from a suggested share; the table's own starts from 0.
    await byTestId('stress-clear').trigger('click')
    await byTestId('stress-plus-pc-nyx').trigger('click')
    await byTestId('share-leader').setValue(true)
    await byTestId('stress-submit').trigger('submit')
    await flushPromises()
    expect(sentEvents(mounted.calls).at(-1)).toEqual({
      type: 'stress.distribute',
      allocations: { 'pc-ixa': 0, 'pc-nyx': 1 },
      agonyNames: {},
      decidedBy: 'leader',
    })
    expect(byTestId('summary-stress').text()).toContain('The leader decided the share.')
  })
})
