import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  deathSaveDisadvantage,
  deathSavesAtCombatEnd,
  resolveDeathSave,
  revive,
  stabilize,
  startDying,
  NOT_DYING,
  type DyingState,
} from '@shared/systems/escalation/rules'

const dying: DyingState = { ...NOT_DYING, dying: true }

const save = (state: DyingState, natural: number, target?: number) => {
  const result = resolveDeathSave(state, natural, target)
  if (!result.ok) throw new Error(result.reason)
  return result.value
}

describe('Death Saves (E52-E54, EG16-EG19, EG22)', () => {
  it('E47 E52 dropping to 0 starts dying; EG18 a crit or minus half flags 2 Disadvantage on the first save', () => {
    expect(startDying(NOT_DYING, { hp: -3, maxHp: 40, byCrit: false })).toEqual({ ...dying, firstSaveDisadvantage: false })
    expect(startDying(NOT_DYING, { hp: -3, maxHp: 40, byCrit: true }).firstSaveDisadvantage).toBe(true)
    expect(startDying(NOT_DYING, { hp: -20, maxHp: 40, byCrit: false }).firstSaveDisadvantage).toBe(true)
    expect(startDying(NOT_DYING, { hp: -20, maxHp: 41, byCrit: false }).firstSaveDisadvantage).toBe(false)
    expect(startDying(NOT_DYING, { hp: 2, maxHp: 40, byCrit: true })).toBe(NOT_DYING)
  })

  it('EG21 more damage while dying does not restart it', () => {
    const already = { ...dying, failedDeathSaves: 1 }
    expect(startDying(already, { hp: -30, maxHp: 40, byCrit: true })).toBe(already)
  })

  it('E52 E62 the first save after the flag has 2 Disadvantage, plus 1 if Enervated', () => {
    const flagged = { ...dying, firstSaveDisadvantage: true }
    expect(deathSaveDisadvantage(flagged)).toBe(2)
    expect(deathSaveDisadvantage(flagged, [{ name: 'enervated', duration: { kind: 'saveEnds' } }])).toBe(3)
    expect(deathSaveDisadvantage(save(flagged, 8).state)).toBe(0)
  })

  it('E53 EG16 EG22 13+ succeeds: heal using a recovery from 0, act next turn', () => {
    expect(save(dying, 13)).toEqual({ outcome: 'success', state: { ...NOT_DYING }, healsWithRecovery: true, actsNow: false, died: false })
  })

  it('E53 EG16 EG17 a natural 17+ is a crit: as a success, and the PC acts now', () => {
    expect(save(dying, 17)).toMatchObject({ outcome: 'crit', actsNow: true, healsWithRecovery: true })
  })

  it('EG52 a natural 17+ succeeds whatever the target', () => {
    expect(save(dying, 17, 19).outcome).toBe('crit')
    expect(save(dying, 16, 19).outcome).toBe('failure')
  })

  it('E53 EG17 a failure is marked; a natural 3 is one ordinary failure', () => {
    expect(save(dying, 12)).toMatchObject({ outcome: 'failure', state: { failedDeathSaves: 1, dying: true }, died: false })
    expect(save(dying, 3).state.failedDeathSaves).toBe(1)
  })

  it('E53 the 4th failed Death Save kills', () => {
    let state = dying
    for (let i = 0; i < 3; i++) state = save(state, 5).state
    expect(state).toMatchObject({ failedDeathSaves: 3, dead: false })
    const fourth = save(state, 5)
    expect(fourth).toMatchObject({ died: true, state: { failedDeathSaves: 4, dead: true, dying: false } })
    expect(resolveDeathSave(fourth.state, 18)).toEqual({ ok: false, reason: 'A dead PC makes no Death Saves' })
  })

  it('EG19 reviving keeps earlier failures; the end of the combat clears them', () => {
    const twice = save(save(dying, 5).state, 5).state
    const revived = save(twice, 14).state
    expect(revived).toMatchObject({ dying: false, failedDeathSaves: 2 })
    const droppedAgain = startDying(revived, { hp: -1, maxHp: 40, byCrit: false })
    expect(save(save(droppedAgain, 5).state, 5)).toMatchObject({ died: true })
    expect(deathSavesAtCombatEnd(twice)).toMatchObject({ failedDeathSaves: 0, dying: true })
  })

  it('E54 EG16 a stabilized PC keeps rolling; a success revives it, failures are not marked', () => {
    const stable = stabilize(dying)
    expect(stable).toEqual({ ok: true, value: { ...dying, stabilized: true } })
    if (!stable.ok) return
    expect(save(stable.value, 4)).toMatchObject({ outcome: 'failure', state: { failedDeathSaves: 0, dying: true, stabilized: true } })
    expect(save(stable.value, 15).state).toMatchObject({ dying: false, stabilized: false })
    expect(stabilize(stable.value)).toEqual({ ok: false, reason: 'This PC is already stabilized' })
    expect(stabilize(NOT_DYING).ok).toBe(false)
  })

  it('E54 any healing revives a dying PC as a successful save would', () => {
    expect(revive({ ...dying, failedDeathSaves: 2, firstSaveDisadvantage: true })).toEqual({ ...NOT_DYING, failedDeathSaves: 2 })
    expect(revive(NOT_DYING)).toBe(NOT_DYING)
  })

  it('E52 only a dying PC makes Death Saves, with a natural of 3 to 18', () => {
    expect(resolveDeathSave(NOT_DYING, 12)).toEqual({ ok: false, reason: 'Only a dying PC makes Death Saves' })
    expect(resolveDeathSave(dying, 19).ok).toBe(false)
  })

  const natural = fc.integer({ min: 3, max: 18 })

  it('E53 property: the PC dies exactly on its 4th marked failure, and never from saves while stabilized', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ natural, stabilizeFirst: fc.boolean(), dropAgain: fc.boolean() }), { maxLength: 40 }), (steps) => {
        let state: DyingState = dying
        let marked = 0
        for (const step of steps) {
          if (state.dead) break
          if (!state.dying) {
            if (!step.dropAgain) continue
            state = startDying(state, { hp: -1, maxHp: 20, byCrit: false })
          }
          if (step.stabilizeFirst && !state.stabilized) state = (stabilize(state) as { ok: true; value: DyingState }).value
          const wasStable = state.stabilized
          const result = save(state, step.natural)
          if (result.outcome === 'failure' && !wasStable) marked++
          if (wasStable) expect(result.died).toBe(false)
          expect(result.died).toBe(marked === 4 && result.outcome === 'failure' && !wasStable)
          expect(result.state.failedDeathSaves).toBe(marked)
          state = result.state
        }
        expect(state.dead).toBe(marked >= 4)
      }),
      { numRuns: 500 },
    )
  })
})
