import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  escalationBonus,
  escalationDie,
  escalationFor,
  escalationParity,
  meetsEscalationGate,
  ESCALATION_MAX,
} from '@shared/systems/escalation/rules'

const shaken = [{ name: 'shaken' as const, duration: { kind: 'saveEnds' as const, target: 11 } }]

describe('the escalation die (E18-E20, R18, EG7, EG32)', () => {
  it('E19 the escalation die is 0 in round 1, 1 in round 2, then one more each round', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((round) => escalationDie(round))).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('E19 the escalation die stops at 6', () => {
    expect(escalationDie(8)).toBe(6)
    expect(escalationDie(40)).toBe(6)
  })

  it('E18 after an explicit PC ambush it starts at 1 in the first real round', () => {
    expect([1, 2, 5, 6, 9].map((round) => escalationDie(round, 1))).toEqual([1, 2, 5, 6, 6])
  })

  it('EG7 the surprise round (round 0) has the die at 0, even before an ambush start of 1', () => {
    expect(escalationDie(0)).toBe(0)
    expect(escalationDie(0, 1)).toBe(0)
  })

  it('E19 a round is a whole number from 0', () => {
    expect(() => escalationDie(-1)).toThrow(RangeError)
    expect(() => escalationDie(1.5)).toThrow(RangeError)
  })

  it('E69 EG32 a Shaken combatant counts the die as 0; others see it as it is', () => {
    expect(escalationFor(4, shaken)).toBe(0)
    expect(escalationFor(4, [])).toBe(4)
  })

  it('E1 EG10 PC attacks add the die; an NPC attack only when flagged', () => {
    expect(escalationBonus(3, true)).toBe(3)
    expect(escalationBonus(3, false)).toBe(0)
  })

  it('E20 0 is neither even nor odd', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(escalationParity)).toEqual(['neither', 'odd', 'even', 'odd', 'even', 'odd', 'even'])
  })

  it('E32 an Escalation X+ ability needs the die at X or more (as its user counts it, EG32)', () => {
    expect(meetsEscalationGate(3, 3)).toBe(true)
    expect(meetsEscalationGate(2, 3)).toBe(false)
    expect(meetsEscalationGate(escalationFor(5, shaken), 1)).toBe(false)
  })

  it('E19 R18 property: the die is never above 6, never below 0, and never falls from one round to the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0 as const, 1 as const), (round, start) => {
        const now = escalationDie(round, start)
        expect(now).toBeGreaterThanOrEqual(0)
        expect(now).toBeLessThanOrEqual(ESCALATION_MAX)
        expect(escalationDie(round + 1, start)).toBeGreaterThanOrEqual(now)
        expect(escalationDie(round + 1, start) - now).toBeLessThanOrEqual(1)
      }),
    )
  })
})
