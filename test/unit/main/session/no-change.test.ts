import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import type { SessionView } from '@shared/session/view'
import { servicesEachTest } from '../../../support/services-each-test'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'

const { start } = servicesEachTest()

async function haggle() {
  const started = await start({ seed: 3 })
  const { call, services } = started
  await call('session.start', { name: 'Quiet night' })
  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  const act = (action: unknown): Promise<SessionView> => call('run.act', { system: 'relics', action, passSteps: false })
  const logged = () => services.session.ledger!.seq
  return { call, act, logged, services }
}

describe('an action that changes nothing is told once: the log never repeats a line for a click that reached the host twice', () => {
  it('the same expertise override again is answered with the session as it is, logs nothing and leaves undo on the first', async () => {
    const { act, logged } = await haggle()
    const first = await act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 })
    const after = logged()
    const again = await act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 })
    expect(logged()).toBe(after)
    expect(again.undo?.label).toBe(first.undo?.label)
    expect(again.recent.filter((line) => line.summary === 'Ixa Marrow contributes 2d6.')).toHaveLength(1)
  })

  it('two identical requests sent together (a double click before the screen caught up) make one line', async () => {
    const { act, logged } = await haggle()
    const before = logged()
    await Promise.all([
      act({ type: 'gm.overrideContribution', pcId: 'pc-vell', dice: 4 }),
      act({ type: 'gm.overrideContribution', pcId: 'pc-vell', dice: 4 }),
    ])
    expect(logged()).toBe(before + 1)
  })

  it('an action the rules refuse is still refused with their reason, not passed over as "nothing"', async () => {
    const { act, logged } = await haggle()
    await act({ type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-scrap-savant' })
    const after = logged()
    await expect(act({ type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-scrap-savant' })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: expect.stringContaining('already active this turn') },
    })
    expect(logged()).toBe(after)
  })

  it('a real change after a no-op is logged as ever, and the log replays to the live state', async () => {
    const { act, logged, services } = await haggle()
    await act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 })
    await act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 2 })
    const after = logged()
    await act({ type: 'gm.overrideContribution', pcId: 'pc-ixa', dice: 3 })
    expect(logged()).toBe(after + 1)
    expect(SessionLedger.replay(services.session.ledger!.all()).state).toEqual(services.session.ledger!.state)
  })
})
