import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import { PureSession } from '../log/support/session-driver'

const note = (text: string) => ({ kind: 'note', actor: 'gm', visibility: 'public', summary: text, text }) as const

describe('SessionLedger: the timeline', () => {
  it('hands out a timeline that stays as it was when later steps, undos and redos come', () => {
    const session = new PureSession()
    session.commit(note('one'))
    session.commit(note('two'))
    const before = session.ledger.timeline
    expect(before).toEqual({ applied: [2, 3], redo: [] })
    session.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: '', target: 3 })
    session.commit(note('three'))
    expect(before).toEqual({ applied: [2, 3], redo: [] })
    expect(session.ledger.timeline).toEqual({ applied: [2, 5], redo: [] })
  })

  it('answers the per-step questions without a copy: the latest applied, the next redo, whether an entry is in effect', () => {
    const session = new PureSession()
    for (const text of ['one', 'two', 'three']) session.commit(note(text))
    expect(session.ledger.lastApplied).toBe(4)
    expect(session.ledger.nextRedo).toBeUndefined()
    session.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: '', target: 4 })
    session.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: '', target: 3 })
    expect(session.ledger.lastApplied).toBe(2)
    expect(session.ledger.nextRedo).toBe(3)
    session.commit({ kind: 'redo', actor: 'gm', visibility: 'private', summary: '', target: 3 })
    expect([1, 2, 3, 4, 5, 6, 7].map((seq) => session.ledger.isApplied(seq))).toEqual([false, true, true, false, false, false, false])
    expect(session.ledger.timeline).toEqual({ applied: [2, 3], redo: [4] })
  })

  it('resumes from a saved state without a saved timeline: the entries up to it say what is in effect', () => {
    const session = new PureSession()
    for (const text of ['one', 'two', 'three']) session.commit(note(text))
    session.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: '', target: 4 })
    session.commit({ kind: 'undo', actor: 'gm', visibility: 'private', summary: '', target: 3 })
    session.commit({ kind: 'redo', actor: 'gm', visibility: 'private', summary: '', target: 3 })
    const saved = { seq: session.ledger.seq, state: session.ledger.state }
    session.commit(note('four'))
    const resumed = SessionLedger.resume(session.ledger.all(), saved)
    expect(resumed.timeline).toEqual(session.ledger.timeline)
    expect(resumed.state).toEqual(session.ledger.state)
    expect(resumed.timeline).toEqual({ applied: [2, 3, 8], redo: [] })
  })
})
