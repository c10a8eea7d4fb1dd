import { beforeAll, describe, expect, it } from 'vitest'
import { newTrack } from '@shared/combat/persisted-fight'
import { NOWHERE, type LogEntry, type NewEntry } from '@shared/session/entries'
import { deepFreeze, FREEZES_STATES } from '@shared/session/frozen'
import { SessionLedger } from '@shared/session/ledger'
import { stampEntry } from '@shared/session/stamp'
import { applyEntry, systemState } from '@shared/session/state'
import { registerSystem } from '@shared/systems/registry'
import type { SystemStep } from '@shared/systems/rule-system'
import { coinFlipSystem, type CoinEvent, type CoinStart, type CoinState } from '../../../toy/coin-flip/system'

/**
 * The coin-flip contest with the one mistake freezing is there to catch: a call is written
 * into the contest the state already holds instead of into a new one.
 */
const inPlaceSystem = {
  ...coinFlipSystem,
  id: 'coinFlipInPlace',
  apply(state: CoinState, step: SystemStep<CoinEvent, CoinStart>): CoinState {
    if (step.kind !== 'event' || step.event.type !== 'coin.call') return coinFlipSystem.apply(state, step)
    state.contest!.called = { side: step.event.side, call: step.event.call }
    return state
  },
}

beforeAll(() => {
  registerSystem(coinFlipSystem)
  registerSystem(inPlaceSystem)
})

const stamped = (seq: number, entry: Record<string, unknown>): LogEntry =>
  stampEntry({ actor: 'gm', visibility: 'public', summary: 'A step.', ...entry } as NewEntry, { seq, where: NOWHERE, at: '2026-01-01T19:00:00.000Z' })

/** A session with a contest of `system` running, ready for a call. */
function contestOf(system: string): SessionLedger {
  const ledger = SessionLedger.begin(
    stamped(1, { kind: 'session.started', sessionId: 'session-frozen', name: 'Frozen night', campaignId: 'campaign-frozen', systems: {} }),
  )
  ledger.append(stamped(2, { kind: 'run.started', system, run: 'run-2', sceneId: null, item: 'scene-glass-market', start: { target: 2 } }))
  return ledger
}

/** The players call heads: the entry after the ledger's latest. */
const call = (ledger: SessionLedger, system: string) =>
  stamped(ledger.seq + 1, { kind: 'run.event', system, run: 'run-2', event: { type: 'coin.call', side: 'players', call: 'heads' } })

describe('states are frozen in development and tests', () => {
  it('is on in every test run', () => {
    expect(FREEZES_STATES).toBe(true)
  })

  it('a system whose apply writes into the state before it fails at the write, and the state before stays as it was', () => {
    const ledger = contestOf('coinFlipInPlace')
    const before = ledger.state
    expect(() => applyEntry(before, call(ledger, 'coinFlipInPlace'))).toThrow(TypeError)
    expect(() => applyEntry(before, call(ledger, 'coinFlipInPlace'))).toThrow(/called/)
    expect((systemState(before, 'coinFlipInPlace') as CoinState).contest?.called).toBeNull()
    expect(() => ledger.append(call(ledger, 'coinFlipInPlace'))).toThrow(TypeError)
  })

  it('a system that builds new objects runs as before, and every state it gives is frozen all the way down', () => {
    const ledger = contestOf('coinFlip')
    const before = ledger.state
    ledger.append(call(ledger, 'coinFlip'))
    const contest = (systemState(ledger.state, 'coinFlip') as CoinState).contest!
    expect(contest.called).toEqual({ side: 'players', call: 'heads' })
    expect((systemState(before, 'coinFlip') as CoinState).contest?.called).toBeNull()
    for (const part of [ledger.state, ledger.state.systems, ledger.state.run, contest, contest.score, contest.called])
      expect(Object.isFrozen(part)).toBe(true)
  })

  it('an undo gives back the very state before the step, still frozen', () => {
    const ledger = contestOf('coinFlip')
    const before = ledger.state
    ledger.append(call(ledger, 'coinFlip'))
    ledger.append(stamped(4, { kind: 'undo', target: 3 }))
    expect(ledger.state).toBe(before)
    expect(Object.isFrozen(systemState(ledger.state, 'coinFlip'))).toBe(true)
  })

  it('a state resumed from disk is frozen as the ledger takes it', () => {
    const ledger = contestOf('coinFlip')
    const saved = structuredClone(ledger.state)
    const resumed = SessionLedger.resume(ledger.all(), { seq: ledger.seq, state: saved })
    expect(Object.isFrozen((systemState(resumed.state, 'coinFlip') as CoinState).contest!.score)).toBe(true)
    resumed.append(call(resumed, 'coinFlip'))
    expect((systemState(resumed.state, 'coinFlip') as CoinState).contest?.called).toEqual({ side: 'players', call: 'heads' })
  })
})

describe('deepFreeze', () => {
  it('freezes nested objects and lists, and gives back the very value', () => {
    const value = { round: 1, combatants: [{ id: 'pc-ana', conditions: [{ name: 'dazed' }] }], ending: null }
    expect(deepFreeze(value)).toBe(value)
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.combatants)).toBe(true)
    expect(Object.isFrozen(value.combatants[0])).toBe(true)
    expect(Object.isFrozen(value.combatants[0]!.conditions[0])).toBe(true)
  })

  it('stops at an object frozen already: what a new state shares with the one before is not walked again', () => {
    const shared = Object.freeze({ kept: { unfrozenBehindAFrozenObject: true } })
    const next = deepFreeze({ shared, fresh: { hp: 3 } })
    expect(Object.isFrozen(next.fresh)).toBe(true)
    // Only a frozen object's own deepFreeze may freeze it: this one broke the rule, and is left as it is.
    expect(Object.isFrozen(shared.kept)).toBe(false)
  })

  it('leaves primitives and null as they are', () => {
    for (const value of [0, 'Ana', true, null, undefined]) expect(deepFreeze(value)).toBe(value)
  })
})

describe('combat states are read-only types', () => {
  it('the type-checker refuses a write into a combatant, and at run time the frozen state refuses it too', () => {
    const track = deepFreeze(
      newTrack('encounter-ambush', [{ id: 'pc-ana', name: 'Ana', side: 'players', source: { kind: 'pc', id: 'pc-ana' }, maxHp: 20, stats: {} }]),
    )
    const ana = track.combatants[0]!
    expect(() => {
      // @ts-expect-error: a combatant's hit points are read-only; a step builds a new combatant.
      ana.hp -= 5
    }).toThrow(TypeError)
    expect(() => {
      // @ts-expect-error: so is the roster.
      track.combatants.push(ana)
    }).toThrow(TypeError)
    expect(() => {
      // @ts-expect-error: and the fight's own fields.
      track.round = 2
    }).toThrow(TypeError)
    expect(ana.hp).toBe(20)
  })
})
