import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  adjust,
  afterSurprise,
  atCombatStart,
  atTurnEnd,
  atTurnStart,
  FP_GAINS,
  gainFp,
  gainRp,
  pay,
  STANDARD_MAXIMA,
  type Resources,
} from '@shared/systems/action-points/rules'

describe('AP, RP and FP (A3, A6, A42, R24, A33, AG7, AG10, AG24)', () => {
  it('A6 A42 combat starts with full RP and 2 FP; AP comes with each turn', () => {
    expect(atCombatStart(STANDARD_MAXIMA, false)).toEqual({ ap: 0, rp: 2, fp: 2 })
  })

  it('A33 the surprised side starts the Surprise Round with 0 AP, 0 RP and 0 FP, and gets its 2 FP at the first normal round', () => {
    const surprised = atCombatStart(STANDARD_MAXIMA, true)
    expect(surprised).toEqual({ ap: 0, rp: 0, fp: 0 })
    expect(afterSurprise(surprised, STANDARD_MAXIMA, 'firstOwnTurn')).toEqual({ ap: 0, rp: 0, fp: 2 })
    expect(afterSurprise(surprised, STANDARD_MAXIMA, 'roundOne')).toEqual({ ap: 0, rp: 2, fp: 2 })
  })

  it('A3 A6 AG7 a turn starts with 5 AP and RP back to full; temporary RP above the maximum is lost', () => {
    expect(atTurnStart({ ap: 0, rp: 3, fp: 4 }, STANDARD_MAXIMA)).toEqual({ ap: 5, rp: 2, fp: 4 })
  })

  it('A3 A42 a turn ends with unused AP lost and 1 FP gone; A24 not with Flow State; AG10 never below 0', () => {
    expect(atTurnEnd({ ap: 2, rp: 1, fp: 3 }, false)).toEqual({ ap: 0, rp: 1, fp: 2 })
    expect(atTurnEnd({ ap: 2, rp: 1, fp: 3 }, true)).toEqual({ ap: 0, rp: 1, fp: 3 })
    expect(atTurnEnd({ ap: 0, rp: 0, fp: 0 }, false)).toEqual({ ap: 0, rp: 0, fp: 0 })
  })

  it('A42 FP: +2 for a hit, +3 for a crit, +1 for a successful reaction, +1 for a killing blow', () => {
    expect(FP_GAINS).toEqual({ hit: 2, crit: 3, reaction: 1, killingBlow: 1 })
    expect(gainFp({ ap: 1, rp: 1, fp: 0 }, 'crit').fp).toBe(3)
  })

  it('A3 a cost is refused when there is not enough, and says how much is left', () => {
    expect(pay({ ap: 1, rp: 2, fp: 0 }, 'ap', 2)).toEqual({ ok: false, reason: '2 AP needed, 1 left this turn.' })
    expect(pay({ ap: 3, rp: 2, fp: 0 }, 'ap', 2)).toEqual({ ok: true, value: { ap: 1, rp: 2, fp: 0 } })
  })

  it('A3 A6 A42 the GM adjusts a resource up or down, never below 0', () => {
    expect(adjust({ ap: 1, rp: 0, fp: 2 }, 'fp', -2)).toEqual({ ok: true, value: { ap: 1, rp: 0, fp: 0 } })
    expect(adjust({ ap: 1, rp: 0, fp: 2 }, 'rp', -1)).toMatchObject({ ok: false })
  })

  it('R24 the bookkeeping never takes a resource below 0, whatever happens in whatever order (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('start' as const) }),
      fc.record({ kind: fc.constant('end' as const), flow: fc.boolean() }),
      fc.record({ kind: fc.constant('pay' as const), resource: fc.constantFrom('ap', 'rp', 'fp' as const), cost: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant('gain' as const), gain: fc.constantFrom('hit', 'crit', 'reaction', 'killingBlow' as const) }),
      fc.record({
        kind: fc.constant('adjust' as const),
        resource: fc.constantFrom('ap', 'rp', 'fp' as const),
        amount: fc.integer({ min: -20, max: 20 }),
      }),
      fc.record({ kind: fc.constant('rp' as const), amount: fc.integer({ min: 0, max: 2 }) }),
    )
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 60 }), (surprised, steps) => {
        let r: Resources = atCombatStart(STANDARD_MAXIMA, surprised)
        for (const s of steps) {
          if (s.kind === 'start') r = atTurnStart(r, STANDARD_MAXIMA)
          if (s.kind === 'end') r = atTurnEnd(r, s.flow)
          if (s.kind === 'gain') r = gainFp(r, s.gain)
          if (s.kind === 'rp') r = gainRp(r, s.amount)
          if (s.kind === 'pay') {
            const paid = pay(r, s.resource, s.cost)
            if (paid.ok) r = paid.value
          }
          if (s.kind === 'adjust') {
            const next = adjust(r, s.resource, s.amount)
            if (next.ok) r = next.value
          }
          expect(Math.min(r.ap, r.rp, r.fp)).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })
})
