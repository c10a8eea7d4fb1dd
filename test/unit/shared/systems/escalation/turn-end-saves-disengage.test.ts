import { describe, expect, it } from 'vitest'
import {
  conditionsAfter,
  disengageDifficulty,
  disengageDisadvantage,
  disengageSucceeds,
  endOfTurnSteps,
  rechargeSucceeds,
  saveSucceeds,
  saveTargetOf,
  whyDisengageRefused,
  type ConditionInstance,
} from '@shared/systems/escalation/rules'

const ongoing = (amount: number, type: 'fire' | 'acid', target = 11): ConditionInstance => ({
  name: 'ongoingDamage',
  duration: { kind: 'saveEnds', target },
  ongoing: { amount, type },
})

describe('the end of a turn (E25, E68, EG28, EG47)', () => {
  it('E25 ongoing damage first, then a save for each save-ends effect, then end-of-turn effects expire', () => {
    const conditions: ConditionInstance[] = [
      { name: 'dazed', duration: { kind: 'saveEnds', target: 11 } },
      ongoing(5, 'fire'),
      { name: 'shaken', duration: { kind: 'untilEndOfTurn', of: 'hero' } },
      { name: 'weakened', duration: { kind: 'untilEndOfTurn', of: 'orc' } },
    ]
    expect(endOfTurnSteps('hero', conditions)).toEqual([
      { step: 'ongoingDamage', type: 'fire', amount: 5, index: 1 },
      { step: 'save', condition: 'dazed', target: 11, index: 0 },
      { step: 'save', condition: 'ongoingDamage', target: 11, index: 1 },
      { step: 'expire', condition: 'shaken', index: 2 },
    ])
  })

  it('EG47 ongoing damage of different types each deal damage; of one type only the largest', () => {
    const steps = endOfTurnSteps('hero', [ongoing(5, 'fire'), ongoing(10, 'fire', 13), ongoing(3, 'acid')])
    expect(steps.filter((s) => s.step === 'ongoingDamage')).toEqual([
      { step: 'ongoingDamage', type: 'fire', amount: 10, index: 1 },
      { step: 'ongoingDamage', type: 'acid', amount: 3, index: 2 },
    ])
    expect(steps.filter((s) => s.step === 'save').map((s) => s.step === 'save' && s.target)).toEqual([11, 13, 11])
  })

  it('EG28 digest §4 durations end where they say: turn start, turn end, round end (counting down), combat end', () => {
    const conditions: ConditionInstance[] = [
      { name: 'softened', duration: { kind: 'untilStartOfTurn', of: 'hero' } },
      { name: 'dazed', duration: { kind: 'rounds', rounds: 2 } },
      { name: 'stuck', duration: { kind: 'manual' } },
      { name: 'weakened', duration: { kind: 'saveEnds', target: 11 } },
    ]
    expect(conditionsAfter(conditions, { at: 'turnStart', of: 'orc' })).toHaveLength(4)
    expect(conditionsAfter(conditions, { at: 'turnStart', of: 'hero' }).map((c) => c.name)).toEqual(['dazed', 'stuck', 'weakened'])
    const oneRoundLater = conditionsAfter(conditions, { at: 'roundEnd' })
    expect(oneRoundLater[1]).toEqual({ name: 'dazed', duration: { kind: 'rounds', rounds: 1 } })
    expect(conditionsAfter(oneRoundLater, { at: 'roundEnd' }).map((c) => c.name)).toEqual(['softened', 'stuck', 'weakened'])
    expect(conditionsAfter(conditions, { at: 'combatEnd' }).map((c) => c.name)).toEqual(['stuck'])
  })
})

describe('saves (R15, EG15, E28)', () => {
  it('EG15 a save-ends effect with no target saves on 11+; its own target otherwise', () => {
    expect(saveTargetOf({ kind: 'saveEnds', target: 13 })).toBe(13)
    expect(saveTargetOf({ kind: 'saveEnds' })).toBe(11)
    expect(saveTargetOf({ kind: 'saveEnds', target: null }, 10)).toBe(10)
    expect(saveTargetOf({ kind: 'encounter' })).toBeNull()
  })

  it('EG15 a save succeeds when natural + bonus reaches the target, with no crit or fumble', () => {
    expect(saveSucceeds({ natural: 11, target: 11 })).toBe(true)
    expect(saveSucceeds({ natural: 10, target: 11 })).toBe(false)
    expect(saveSucceeds({ natural: 9, target: 11, bonus: 2 })).toBe(true)
    expect(saveSucceeds({ natural: 18, target: 20 })).toBe(false)
    expect(() => saveSucceeds({ natural: 1, target: 11 })).toThrow(RangeError)
  })

  it('E28 a Recharge N+ power comes back when 3d6 reaches N', () => {
    expect(rechargeSucceeds(9, 9)).toBe(true)
    expect(rechargeSucceeds(12, 13)).toBe(false)
  })
})

describe('Disengage (E37, E64, E71, EG24)', () => {
  it('E37 the Difficulty is 11 for one enemy and 1 more for each enemy past the first', () => {
    expect([1, 2, 3, 5].map(disengageDifficulty)).toEqual([11, 12, 13, 15])
    expect(() => disengageDifficulty(0)).toThrow(RangeError)
  })

  it('E37 EG24 success when the natural reaches the Difficulty; 17+ and 3 mean nothing more', () => {
    expect(disengageSucceeds({ natural: 12, enemies: 2 })).toBe(true)
    expect(disengageSucceeds({ natural: 12, enemies: 3 })).toBe(false)
    expect(disengageSucceeds({ natural: 18, enemies: 9 })).toBe(false)
    expect(disengageSucceeds({ natural: 3, enemies: 1, bonus: 8 })).toBe(true)
  })

  it('E64 a grabber not hit this round gives 1 Disadvantage to Disengage from it, once however many grab', () => {
    const grabbed: ConditionInstance[] = [
      { name: 'grabbed', duration: { kind: 'saveEnds', target: 11 }, source: 'ogre' },
      { name: 'grabbed', duration: { kind: 'saveEnds', target: 11 }, source: 'troll' },
    ]
    expect(disengageDisadvantage(grabbed, ['ogre', 'troll'], [])).toBe(1)
    expect(disengageDisadvantage(grabbed, ['ogre', 'troll'], ['ogre'])).toBe(1)
    expect(disengageDisadvantage(grabbed, ['ogre', 'troll'], ['ogre', 'troll'])).toBe(0)
    expect(disengageDisadvantage(grabbed, ['goblin'], [])).toBe(0)
  })

  it('E71 a Stuck combatant cannot Disengage', () => {
    expect(whyDisengageRefused([{ name: 'stuck', duration: { kind: 'encounter' } }])).toBe('A Stuck combatant cannot Disengage')
    expect(whyDisengageRefused([])).toBeNull()
  })
})
