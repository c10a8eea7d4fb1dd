import { describe, expect, it } from 'vitest'
import { canTake, spendAction, spendActions, turnBudget, type TurnBudget } from '@shared/systems/escalation/rules'

const spend = (budget: TurnBudget, kind: 'standard' | 'move' | 'quick') => {
  const result = spendAction(budget, kind)
  if (!result.ok) throw new Error(result.reason)
  return result.value
}

describe('actions per turn (E22, E23, E24, E71, EG13, EG30, EG35)', () => {
  it('E23 a turn gives one Standard, one Move and one Quick action', () => {
    expect(turnBudget({ stunned: false })).toEqual({ standard: 1, move: 1, quick: 1 })
  })

  it('E24 a Standard may be spent as a Move, a Move as a Quick, never the reverse', () => {
    const afterMove = spend({ standard: 1, move: 0, quick: 1 }, 'move')
    expect(afterMove).toEqual({ budget: { standard: 0, move: 0, quick: 1 }, paidWith: 'standard' })
    expect(spend({ standard: 0, move: 1, quick: 0 }, 'quick').paidWith).toBe('move')
    expect(spendAction({ standard: 0, move: 1, quick: 1 }, 'standard')).toEqual({ ok: false, reason: 'No Standard action left this turn' })
    expect(spendAction({ standard: 0, move: 0, quick: 1 }, 'move')).toEqual({
      ok: false,
      reason: 'No Move action left this turn, nor a better one to spend instead',
    })
  })

  it('E24 an action is paid by its own slot first', () => {
    expect(spend(turnBudget({ stunned: false }), 'quick')).toEqual({ budget: { standard: 1, move: 1, quick: 0 }, paidWith: 'quick' })
  })

  it('EG13 substitution is transitive: Quick, Quick, Quick is a legal turn', () => {
    let budget = turnBudget({ stunned: false })
    const paid = []
    for (let i = 0; i < 3; i++) {
      const step = spend(budget, 'quick')
      budget = step.budget
      paid.push(step.paidWith)
    }
    expect(paid).toEqual(['quick', 'move', 'standard'])
    expect(canTake(budget, 'quick')).toBe(false)
  })

  it('EG13 several actions at once are paid most demanding first, so no better slot is wasted', () => {
    const result = spendActions(turnBudget({ stunned: false }), ['quick', 'move', 'standard'])
    expect(result).toEqual({ ok: true, value: { budget: { standard: 0, move: 0, quick: 0 }, paidWith: ['standard', 'move', 'quick'] } })
    expect(spendActions({ standard: 1, move: 0, quick: 1 }, ['standard', 'move']).ok).toBe(false)
  })

  it('E71 EG35 Stunned loses the Move slot, but a Standard may still be spent as a Move', () => {
    const stunned = turnBudget({ stunned: true })
    expect(stunned).toEqual({ standard: 1, move: 0, quick: 1 })
    expect(spend(stunned, 'move').paidWith).toBe('standard')
  })

  it('EG35 (campaign setting) the stricter reading bars Move actions altogether while Stunned', () => {
    const stunned = turnBudget({ stunned: true, stunnedMove: 'noMoveActions' })
    expect(spendAction(stunned, 'move')).toEqual({ ok: false, reason: 'A Stunned combatant takes no Move action this turn' })
    expect(canTake(stunned, 'quick')).toBe(true)
  })

  it('E22 EG30 EG48 a readied action that fired before this turn takes its slot away', () => {
    expect(turnBudget({ stunned: false, readiedFired: 'standard' })).toEqual({ standard: 0, move: 1, quick: 1 })
    const noMove = turnBudget({ stunned: false, readiedFired: 'move' })
    expect(spend(noMove, 'move').paidWith).toBe('standard')
  })
})
