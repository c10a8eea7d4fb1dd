import { describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import { SessionLedger } from '@shared/session/ledger'
import { servicesEachTest } from '../../../support/services-each-test'
import { relicsState, relicsView } from '../../../support/relics'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'

const { start } = servicesEachTest()

const where = (view: SessionView) => {
  const challenge = relicsView(view).challenge!
  return `${challenge.turn} ${challenge.step?.key ?? challenge.status}`
}

async function haggle(seed = 3) {
  const started = await start({ seed })
  const { call } = started
  await call('session.start', { name: 'Pace night' })
  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  const act = (action: unknown, passSteps = true): Promise<SessionView> => call('run.act', { system: 'relics', action, passSteps })
  return { call, act, services: started.services }
}

describe('the pace of a Challenge: steps where nobody has anything to decide pass by themselves', () => {
  it('the Huddle and a Build the Pool with Destiny to spend wait; the roll and the steps after it pass, each logged as the console’s', async () => {
    const { act, services } = await haggle()
    expect(where(await act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' }))).toBe('cohort huddle')
    // The Cohort holds Destiny: spending it is the players' choice, so Build the Pool waits.
    expect(where(await act({ type: 'step.next' }))).toBe('cohort buildPool')
    const after = await act({ type: 'step.next' })
    // The Challenge's Huddle waits: the Cohort could declare traits aimed at it.
    expect(where(after)).toBe('challenge huddle')
    const entries = services.session.ledger!.all()
    const auto = entries.filter((e) => e.kind === 'run.event' && e.auto)
    expect(auto.map((e) => (e.kind === 'run.event' ? e.event.type : ''))).toEqual([
      'step.next', // Auto Results, which acts as it is entered
      'pool.rolled', // the host's dice
      'step.next',
      'step.next',
      'step.next',
      'step.next',
      'step.next',
      'step.next',
      'step.next', // The Action Moves Forward: the GM may still add a note in any step
    ])
    expect(auto.every((e) => e.actor === 'console')).toBe(true)
    // The players see the roll in the log, and the story leaves the steps out.
    expect(after.recent.some((line) => line.event === 'pool.rolled')).toBe(true)
  })

  it('one undo takes back the GM’s last decision with the steps that passed after it; one redo brings them back with the same dice', async () => {
    const { act, call, services } = await haggle()
    await act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' })
    await act({ type: 'step.next' })
    const before = structuredClone(relicsState(services.session.ledger!.state))
    const passed = await act({ type: 'step.next' })
    const rolled = relicsState(services.session.ledger!.state).challenge!.snapshot.context.history[0]!.finalResult!.results
    expect(passed.undo?.label).toBe(services.session.ledger!.entry(services.session.ledger!.undoGroup.at(-1)!)!.summary)

    const undone: SessionView = await call('session.undo')
    expect(where(undone)).toBe('cohort buildPool')
    expect(relicsState(services.session.ledger!.state)).toEqual(before)
    // What one more undo would take back: the GM's step out of the Huddle.
    expect(undone.undo?.label).toMatch(/Huddle/)

    const redone: SessionView = await call('session.redo')
    expect(where(redone)).toBe('challenge huddle')
    expect(relicsState(services.session.ledger!.state).challenge!.snapshot.context.history[0]!.finalResult!.results).toEqual(rolled)
    expect(redone.redo).toBeNull()

    // Undo twice: the decision before is the GM's move out of the Huddle, alone.
    await call('session.undo')
    expect(where(await call('session.undo'))).toBe('cohort huddle')
    expect(relicsState(services.session.ledger!.state).challenge!.snapshot.context.leaderId).toBe('pc-vell')
  })

  it('turned off, every step waits for the GM as before; the log replays to the same state either way', async () => {
    const { act, call, services } = await haggle()
    await act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' }, false)
    await act({ type: 'step.next' }, false)
    expect(where(await act({ type: 'step.next' }, false))).toBe('cohort autoResults')
    await act({ type: 'step.next' }, false)
    expect(where(await call('run.roll', { system: 'relics', roll: { type: 'pool' }, passSteps: false }))).toBe('cohort rollRemainingDice')
    // Back on: the next step passes on through to the Challenge's Huddle.
    expect(where(await act({ type: 'step.next' }))).toBe('challenge huddle')
    const replayed = SessionLedger.replay(services.session.ledger!.all())
    expect(replayed.state).toEqual(services.session.ledger!.state)
  })

  it('Apply Stress waits for the GM to share it; a turn with nothing to share passes on to the next round', async () => {
    const { act, services } = await haggle()
    await act({ type: 'cohort.chooseLeader', pcId: 'pc-vell' })
    await act({ type: 'step.next' })
    await act({ type: 'step.next' })
    const view = await act({ type: 'step.next' })
    const challenge = relicsView(view).challenge!
    if (challenge.summary.stressToApply > 0) {
      expect(where(view)).toBe('challenge applyStress')
      const share = challenge.actions.find((a) => a.type === 'stress.distribute')!.event
      const shared = await act(share)
      expect(where(shared)).toMatch(/^cohort huddle|challenge disaster$/)
    } else {
      expect(where(view)).toMatch(/^cohort huddle|challenge disaster$/)
    }
    expect(services.session.ledger!.all().filter((e) => e.kind === 'run.event' && e.auto).length).toBeGreaterThan(8)
  })
})
