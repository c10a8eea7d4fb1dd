import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import type { NewEntry } from '@shared/session/entries'
import { PureSession } from '../log/support/session-driver'

type Step = 'note' | 'undo' | 'redo'

/** The entry a step makes where the session stands, or null when the timeline has nothing to undo or redo. */
function entryFor(session: PureSession, step: Step, n: number): NewEntry | null {
  if (step === 'note') return { kind: 'note', actor: 'gm', visibility: 'public', summary: `Note ${n}`, text: `Note ${n}` }
  const target = step === 'undo' ? session.ledger.lastApplied : session.ledger.nextRedo
  return target === undefined ? null : { kind: step, actor: 'gm', visibility: 'private', summary: '', target }
}

function play(session: PureSession, steps: readonly Step[]): void {
  steps.forEach((step, n) => {
    const next = entryFor(session, step, n)
    if (next) session.commit(next)
  })
}

/** What a ledger says of itself: what a rolled-back one must say exactly as the one that never took the steps. */
function portrait(ledger: SessionLedger) {
  return {
    seq: ledger.seq,
    entries: ledger.all(),
    timeline: ledger.timeline,
    undo: ledger.undoGroup,
    redo: ledger.redoGroup,
    applied: ledger.all().map((e) => ledger.isApplied(e.seq)),
    states: ledger.timeline.applied.map((_, count) => ledger.stateAt(count)),
  }
}

const steps = fc.array(fc.constantFrom<Step>('note', 'note', 'undo', 'redo'), { maxLength: 90 })

describe('SessionLedger.rollBack: a change whose write failed is taken back as if it never came', () => {
  it('after any steps, new ones, undos and redos taken back leave the ledger as a replay of the steps before them', () => {
    fc.assert(
      fc.property(steps, steps, (before, change) => {
        const session = new PureSession()
        play(session, before)
        const mark = session.ledger.mark()
        const state = session.ledger.state
        play(session, change)
        session.ledger.rollBack(mark)
        expect(session.ledger.state).toBe(state)
        expect(portrait(session.ledger)).toEqual(portrait(SessionLedger.replay(session.ledger.all())))
        // And it goes on from there as a ledger that never took them would.
        play(session, change)
        expect(portrait(session.ledger)).toEqual(portrait(SessionLedger.replay(session.ledger.all())))
      }),
      { numRuns: 150 },
    )
  })
})
