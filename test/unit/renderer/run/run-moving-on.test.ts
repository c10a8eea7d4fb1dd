// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { SessionView } from '@shared/session/view'
import type { ChallengeView, RelicsGmView } from '@shared/systems/relics'
import RunSection from '../../../../src/renderer/src/components/run/RunSection.vue'
import { lastRoundTraits } from '../../../../src/renderer/src/systems/relics/run/keep-traits'
import { campaignFixture } from '../support/campaign-fixture'
import { HAGGLE, mountRun, flushPromises, sentEvents, type fakeSession } from './fake-session'

/* The Challenge runner between rounds and after the end: keeping last round's traits, the GM's notes, what N does once it is over. */

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  sessionStorage.clear()
})

const byTestId = (id: string) => wrapper!.find(`[data-testid="${id}"]`)

async function press(key: string) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await flushPromises()
}

/** The fixture's campaign with a second Challenge after the haggle in its Event, and GM notes on the haggle. */
function twoChallenges() {
  const campaign = campaignFixture()
  const event = campaign.scenes[0]!.events[0]!
  const haggle = event.challenges[0]!
  event.challenges = [
    { ...haggle, gmNotes: 'The merchant folds at the third offer.' },
    { ...haggle, id: 'challenge-escape', name: 'Slip Away', gmNotes: '' },
  ]
  return campaign
}

describe('the Challenge runner, moving on', () => {
  it('shows the Challenge’s GM notes under its name while it runs', async () => {
    const mounted = await mountRun(RunSection, {
      campaign: twoChallenges(),
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('run-gm-notes').find('summary').text()).toBe('GM notes')
    expect(byTestId('run-gm-notes').find('p').text()).toBe('The merchant folds at the third offer.')
  })

  it('N on a Challenge that is over closes it, and the picker offers the next Challenge of the Event', async () => {
    const mounted = await mountRun(RunSection, {
      campaign: twoChallenges(),
      setup: (session) => {
        session.start()
        session.handlers['run.start']!(HAGGLE as never)
        session.act({ type: 'gm.endChallenge' })
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('outcome-headline').text()).toBe('✖ Ended unresolved by the GM')
    expect(byTestId('challenge-close').text()).toContain('N')
    await press('n')
    expect(mounted.calls.at(-1)?.channel).toBe('run.close')
    expect((byTestId('challenge-select').element as HTMLSelectElement).value).toBe('scene-market/event-deal/challenge-escape')
  })
})

describe('keeping last round’s traits (the Huddle, round 2 on)', () => {
  /** A hand-made view: the Cohort's Huddle of round 2, after a round 1 with a PC's trait, a Challenge trait and an Agony active. */
  function huddle(offered: { type: string; allowed: boolean; event: Record<string, unknown> }[]): ChallengeView {
    const activation = (kind: string, pcId: string | null, traitId: string, label: string) => ({
      id: `${kind}/${traitId}`,
      kind,
      pcId,
      traitId,
      label,
    })
    return {
      round: 2,
      turn: 'cohort',
      step: { key: 'huddle' },
      history: [
        { round: 1, turn: 'challenge', activations: [activation('gmTrait', null, 'trait-dust', 'Dust')] },
        {
          round: 1,
          turn: 'cohort',
          activations: [
            activation('pcTrait', 'pc-ixa', 'trait-keen', 'Ixa Marrow: Keen'),
            activation('gmTrait', null, 'trait-stubborn', 'Stubborn'),
            activation('agony', 'pc-vell', 'agony-1', 'Vell Orin: Sand-blind (Agony)'),
          ],
        },
      ],
      actions: offered.map((a) => ({ ...a, label: '', reason: a.allowed ? null : 'not now', event: { type: a.type, ...a.event } })),
    } as unknown as ChallengeView
  }

  it('offers again what the same side had active last round and the rules allow now, named as last round named it', () => {
    const view = huddle([
      { type: 'cohort.activateTrait', allowed: true, event: { pcId: 'pc-ixa', traitId: 'trait-keen' } },
      { type: 'gm.activateChallengeTrait', allowed: false, event: { traitId: 'trait-stubborn' } },
      { type: 'gm.activateAgony', allowed: true, event: { pcId: 'pc-vell', agonyId: 'agony-1' } },
      { type: 'gm.activateChallengeTrait', allowed: true, event: { traitId: 'trait-dust' } },
    ])
    expect(lastRoundTraits(view)).toEqual([
      { event: { type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-keen' }, label: 'Ixa Marrow: Keen' },
      { event: { type: 'gm.activateAgony', pcId: 'pc-vell', agonyId: 'agony-1' }, label: 'Vell Orin: Sand-blind (Agony)' },
    ])
  })

  it('offers nothing already active again (its action is to take it back), nor outside the Huddle', () => {
    const view = huddle([{ type: 'cohort.deactivateTrait', allowed: true, event: { pcId: 'pc-ixa', traitId: 'trait-keen' } }])
    expect(lastRoundTraits(view)).toEqual([])
    expect(lastRoundTraits({ ...view, step: { key: 'buildPool' } } as unknown as ChallengeView)).toEqual([])
  })
})

/** The running Challenge in a session view. */
const challengeOf = (view: SessionView) => (view.systems.relics as RelicsGmView).challenge!

/**
 * The haggle's first round with the GM's Stubborn active in the Cohort's Huddle: every die
 * rolls a 4 (no success, no botch, no Disaster, no Stress), the Stubborn -1 placed as
 * suggested, until the Cohort's Huddle of round 2.
 */
function toRoundTwo(session: ReturnType<typeof fakeSession>) {
  session.start()
  session.handlers['run.start']!(HAGGLE as never)
  session.act({ type: 'cohort.chooseLeader', pcId: 'pc-ixa' })
  let view = session.act({ type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' })
  for (let challenge = challengeOf(view); challenge.round === 1; challenge = challengeOf(view)) {
    const allowed = (type: string) => challenge.actions.find((a) => a.type === type && a.allowed)
    if (challenge.step?.key === 'rollRemainingDice' && challenge.pool!.diceToRoll > 0)
      view = session.handlers['run.roll']!({} as never) as SessionView
    else if (!allowed('step.next') && allowed('pool.applySuggestion')) view = session.act(allowed('pool.applySuggestion')!.event)
    else view = session.act({ type: 'step.next' })
  }
}

describe('K on the mounted runner', () => {
  it('in the Huddle of round 2, K activates again the trait the GM had active last round, in one request, and the runner shows it active', async () => {
    const mounted = await mountRun(RunSection, { dice: Array<number>(20).fill(4), setup: toRoundTwo })
    wrapper = mounted.wrapper
    expect(byTestId('turn-name').text()).toContain('Cohort')
    expect(byTestId('step-name').text()).toBe('Set the Action (The Huddle)')
    const sent = mounted.calls.length
    await press('k')
    expect(sentEvents(mounted.calls.slice(sent))).toEqual([{ type: 'gm.activateChallengeTrait', traitId: 'trait-stubborn' }])
    const challenge = challengeOf(mounted.session.handlers['session.current']!({} as never) as SessionView)
    expect(challenge.actions.some((a) => a.type === 'gm.deactivateChallengeTrait' && a.allowed)).toBe(true)
    // Kept once: a second K finds nothing of last round left to activate, and sends nothing.
    await press('k')
    expect(mounted.calls).toHaveLength(sent + 1)
  })

  it('K away from the Huddle, or typed into a field, sends nothing', async () => {
    const mounted = await mountRun(RunSection, {
      dice: Array<number>(20).fill(4),
      setup: (session) => {
        toRoundTwo(session)
        session.act({ type: 'step.next' })
      },
    })
    wrapper = mounted.wrapper
    expect(byTestId('step-name').text()).toBe('Add Dice Modifiers (Build the Pool)')
    const sent = mounted.calls.length
    await press('k')
    const field = document.createElement('input')
    document.body.append(field)
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }))
    await flushPromises()
    field.remove()
    expect(mounted.calls).toHaveLength(sent)
  })
})
