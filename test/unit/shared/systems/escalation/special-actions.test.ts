import { describe, expect, it } from 'vitest'
import {
  coupDeGrace,
  rallySave,
  resolveLastGasp,
  spendRally,
  startLastGasp,
  turnBudget,
  whyRallyRefused,
  type ConditionInstance,
  type LastGaspState,
} from '@shared/systems/escalation/rules'

const helpless: ConditionInstance = { name: 'helpless', duration: { kind: 'manual' } }

describe('Last Gasp saves (E56, EG37)', () => {
  const gasp = (state: LastGaspState, natural: number, granted = false) => {
    const result = resolveLastGasp(state, natural, granted)
    if (!result.ok) throw new Error(result.reason)
    return result.value
  }

  it('E56 a success ends the effect and the PC keeps the HP it had when the effect began', () => {
    expect(gasp(startLastGasp(17), 14)).toEqual({ outcome: 'saved', state: { active: false, failures: 0, hpAtStart: 17 }, hp: 17 })
  })

  it('E56 EG37 the 4th failure applies the effect in full', () => {
    let state = startLastGasp(17)
    for (let i = 0; i < 3; i++) state = gasp(state, 6).state
    expect(gasp(state, 6)).toMatchObject({ outcome: 'overcome', state: { active: false, failures: 4 } })
  })

  it('E56 EG37 a save granted by an ally does not count toward the 4 when it fails', () => {
    const state = { active: true, failures: 3, hpAtStart: 9 }
    expect(gasp(state, 6, true)).toEqual({ outcome: 'failure', state, hp: null })
    expect(gasp(state, 13, true).outcome).toBe('saved')
  })

  it('E56 no save once the Last Gasp is over', () => {
    expect(resolveLastGasp({ active: false, failures: 1, hpAtStart: 3 }, 14)).toEqual({ ok: false, reason: 'No Last Gasp saves are being made' })
  })
})

describe('Rally (E44, EG27, EG32)', () => {
  const turn = { ownTurn: true, budget: turnBudget({ stunned: false }) }

  it('E44 Rally takes the Standard action on your own turn', () => {
    expect(whyRallyRefused(turn)).toBeNull()
    expect(whyRallyRefused({ ...turn, ownTurn: false })).toBe('Rally is taken on your own turn')
    expect(spendRally(turn)).toEqual({ ok: true, value: { standard: 0, move: 1, quick: 1 } })
  })

  it('EG27 Rally can be taken again as long as a Standard action is left', () => {
    const spent = spendRally(turn)
    if (!spent.ok) throw new Error(spent.reason)
    expect(whyRallyRefused({ ownTurn: true, budget: spent.value })).toBe('Rally takes a Standard action, and none is left this turn')
  })

  it('E44 the save is against one save-ends effect at its target, or 13+ against a one-round effect, adding the escalation die', () => {
    const ongoing: ConditionInstance = { name: 'ongoingDamage', duration: { kind: 'saveEnds' }, ongoing: { amount: 5, type: 'fire' } }
    expect(rallySave({ condition: ongoing }, 3, [])).toEqual({ ok: true, value: { target: 11, bonus: 3 } })
    expect(rallySave({ oneRound: true }, 3, [])).toEqual({ ok: true, value: { target: 13, bonus: 3 } })
    expect(rallySave({ condition: { name: 'stuck', duration: { kind: 'encounter' } } }, 3, []).ok).toBe(false)
  })

  it('EG32 a Shaken rallier adds 0 for the escalation die', () => {
    expect(rallySave({ oneRound: true }, 5, [{ name: 'shaken', duration: { kind: 'saveEnds' } }])).toEqual({
      ok: true,
      value: { target: 13, bonus: 0 },
    })
  })
})

describe('Coup de Grace (E45, E66, EG13)', () => {
  const full = turnBudget({ stunned: false })

  it('E45 an attack on one engaged Helpless enemy that spends Standard, Move and Quick', () => {
    expect(coupDeGrace({ budget: full, targets: [{ conditions: [helpless], engaged: true }] })).toEqual({
      ok: true,
      value: { standard: 0, move: 0, quick: 0 },
    })
  })

  it('E45 E66 refused on a target that is not Helpless, not engaged, or with more than one target', () => {
    expect(coupDeGrace({ budget: full, targets: [{ conditions: [{ name: 'stunned', duration: { kind: 'manual' } }], engaged: true }] })).toEqual({
      ok: false,
      reason: 'A Coup de Grace needs a Helpless target',
    })
    expect(coupDeGrace({ budget: full, targets: [{ conditions: [helpless], engaged: false }] }).ok).toBe(false)
    expect(coupDeGrace({ budget: full, targets: [] })).toEqual({ ok: false, reason: 'A Coup de Grace targets exactly one enemy' })
  })

  it('EG13 E71 without all three actions (a Stunned attacker has no Move) it is refused', () => {
    expect(coupDeGrace({ budget: turnBudget({ stunned: true }), targets: [{ conditions: [helpless], engaged: true }] })).toEqual({
      ok: false,
      reason: 'A Coup de Grace takes the Standard, Move and Quick actions together',
    })
  })
})
