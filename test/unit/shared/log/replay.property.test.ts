import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import { applyEntry, startState } from '@shared/session/state'
import { PureSession } from './support/session-driver'
import { chooseMove, legalMoves, type Choice } from './support/session-moves'

/** One step of a generated session: which legal move to take, and the faces if it rolls. */
const step = fc.record({
  pick: fc.nat(),
  // Two in three steps take the session forward, so sessions reach rolls, rounds and ends.
  forward: fc.integer({ min: 0, max: 2 }).map((n) => n > 0),
  faces: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }),
})
const steps = fc.array(step, { minLength: 1, maxLength: 80, size: 'max' })
type Generated = Choice & { faces: number[] }

/** Plays a generated session: each step picks among the moves legal where the session stands. */
function play(generated: readonly Generated[], session = new PureSession()): PureSession {
  for (const { faces, ...choice } of generated) session.play(chooseMove(legalMoves(session.ledger), choice), faces)
  return session
}

/** JSON as a snapshot file holds it: what a resume starts from. */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('replaying a session log (random legal sessions on the real ledger)', () => {
  it('rebuilds the live state and timeline exactly', () => {
    fc.assert(
      fc.property(steps, (generated) => {
        const live = play(generated).ledger
        const replayed = SessionLedger.replay(live.all())
        expect(replayed.state).toEqual(live.state)
        expect(replayed.timeline).toEqual(live.timeline)
      }),
      { numRuns: 25 },
    )
  })

  it('undo k times then redo k times is the identity, dice included', () => {
    fc.assert(
      fc.property(steps, fc.nat(), (generated, depth) => {
        const session = play(generated)
        const before = { state: session.ledger.state, ...session.ledger.timeline }
        const k = depth % (before.applied.length + 1)
        for (let i = 0; i < k; i++) session.play({ kind: 'undo' })
        for (let i = 0; i < k; i++) session.play({ kind: 'redo' })
        expect(session.ledger.state).toEqual(before.state)
        expect(session.ledger.timeline.applied).toEqual(before.applied)
        expect(session.ledger.timeline.redo).toEqual(before.redo)
      }),
      { numRuns: 25 },
    )
  })

  it('undo k times equals replaying the first n - k applied entries', () => {
    fc.assert(
      fc.property(steps, fc.nat(), (generated, depth) => {
        const session = play(generated)
        const applied = session.ledger.timeline.applied
        const k = depth % (applied.length + 1)
        for (let i = 0; i < k; i++) session.play({ kind: 'undo' })
        const first = session.ledger.entry(1)
        if (first?.kind !== 'session.started') throw new Error('a log starts with its session')
        const folded = applied.slice(0, applied.length - k).reduce((state, seq) => applyEntry(state, session.ledger.entry(seq)!), startState(first))
        expect(session.ledger.state).toEqual(folded)
        expect(session.ledger.timeline.applied).toEqual(applied.slice(0, applied.length - k))
        // Every undone roll is still in the log, marked undone: never rerolled, never erased.
        expect(session.ledger.all().map((e) => e.seq)).toEqual(Array.from({ length: session.ledger.seq }, (_, i) => i + 1))
      }),
      { numRuns: 25 },
    )
  })

  it('resumes from a snapshot at any entry plus the log tail to the same state and undo history', () => {
    fc.assert(
      fc.property(steps, steps, fc.integer({ min: 1, max: 40 }), (head, tail, depth) => {
        const session = play(head)
        const saved = roundTrip({ seq: session.ledger.seq, state: session.ledger.state, timeline: session.ledger.timeline })
        play(tail, session)
        const resumed = SessionLedger.resume(session.ledger.all(), saved)
        expect(roundTrip(resumed.state)).toEqual(roundTrip(session.ledger.state))
        expect(resumed.timeline).toEqual(session.ledger.timeline)
        // The undo history survives too: undoing reaches back past the snapshot alike.
        const undo = (ledger: SessionLedger) => {
          for (let i = 0; i < depth && ledger.timeline.applied.length > 0; i++) {
            const target = ledger.timeline.applied.at(-1)!
            ledger.append({
              ...ledger.entry(ledger.seq)!,
              seq: ledger.seq + 1,
              kind: 'undo',
              visibility: 'private',
              summary: 'Undo',
              target,
            } as never)
          }
          return roundTrip(ledger.state)
        }
        expect(undo(resumed)).toEqual(undo(SessionLedger.replay(session.ledger.all())))
      }),
      { numRuns: 15 },
    )
  })
})
