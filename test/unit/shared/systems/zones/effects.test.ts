import { describe, expect, it } from 'vitest'
import {
  fallsTo,
  hinderanceEffects,
  markUsage,
  moraleAfter,
  ongoingLoss,
  reactionOf,
  spend,
  standingOf,
  whyActionRefused,
  whyMoveRefused,
  FRESH_TURN,
} from '@shared/systems/zones'

describe('Zones turns and Hinderances (Z9, Z25-Z29, ZG23)', () => {
  it('Z9 a turn is a move to a Nearby zone and one Action; another move takes the Action', () => {
    expect(whyMoveRefused(FRESH_TURN, 'move', [], 'Ixa')).toBeNull()
    const moved = spend(FRESH_TURN, 'move')
    expect(whyMoveRefused(moved, 'move', [], 'Ixa')).toMatch(/another move takes the Action/)
    expect(whyMoveRefused(moved, 'action', [], 'Ixa')).toBeNull()
    expect(whyActionRefused(spend(moved, 'action'), [], 'Ixa')).toMatch(/Action already/)
  })

  it('ZG23 the Action may come before the move', () => {
    expect(whyMoveRefused(spend(FRESH_TURN, 'action'), 'move', [], 'Ixa')).toBeNull()
  })

  it('Z26 Weakened: every Test with Disadvantage', () => {
    expect(hinderanceEffects(['weakened'])).toEqual({ weakened: true, noActions: false, noMove: false })
  })

  it('Z27 Distracted: no Actions, but moving is allowed (not on the Action)', () => {
    expect(whyActionRefused(FRESH_TURN, ['distracted'], 'Ixa')).toMatch(/Distracted/)
    expect(whyMoveRefused(FRESH_TURN, 'move', ['distracted'], 'Ixa')).toBeNull()
    expect(whyMoveRefused(FRESH_TURN, 'action', ['distracted'], 'Ixa')).toMatch(/Distracted/)
  })

  it('Z28 Stuck: no moving, Actions as normal', () => {
    expect(whyMoveRefused(FRESH_TURN, 'move', ['stuck'], 'Ixa')).toMatch(/Stuck/)
    expect(whyActionRefused(FRESH_TURN, ['stuck'], 'Ixa')).toBeNull()
  })

  it('Z29 Paralysed: neither moving nor Actions', () => {
    expect(whyMoveRefused(FRESH_TURN, 'move', ['paralysed'], 'Ixa')).toMatch(/Paralysed/)
    expect(whyActionRefused(FRESH_TURN, ['paralysed'], 'Ixa')).toMatch(/Paralysed/)
  })

  it('Z23 spending the Action to disengage is remembered for the move', () => {
    expect(spend(FRESH_TURN, 'action', true)).toEqual({ move: true, action: false, disengaged: true })
  })
})

describe('Zones ongoing damage, reactions, morale, standing, usages (Z20, Z21, Z30, Z31, ZG16)', () => {
  it('Z21 ZG8 ZG9 ongoing damage is the bearer’s Level per instance; ZR10 a custom amount deals that amount', () => {
    expect(ongoingLoss(3, [{ custom: false, amount: null }])).toBe(3)
    expect(
      ongoingLoss(3, [
        { custom: false, amount: null },
        { custom: false, amount: 9 },
      ]),
    ).toBe(6)
    expect(ongoingLoss(3, [{ custom: true, amount: 2 }])).toBe(2)
  })

  it('Z30 the d10 reaction table: 1 Hostile, 2-3 Wary, 4-7 Curious, 8-9 Kind, 10 Helpful', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 10].map(reactionOf)).toEqual(['hostile', 'wary', 'wary', 'curious', 'curious', 'kind', 'kind', 'helpful'])
    expect(() => reactionOf(0)).toThrow(RangeError)
  })

  it('Z31 a Morale Test passed fights on, failed breaks (to parley or flee)', () => {
    expect(moraleAfter(true)).toBe('steady')
    expect(moraleAfter(false)).toBe('broken')
  })

  it('ZG16 ZR11 a creature at 0 HP is defeated, a character Down; healed it is back', () => {
    expect(fallsTo('npc', 0)).toBe('dead')
    expect(fallsTo('pc', -2)).toBe('down')
    expect(fallsTo('pc', 1)).toBe('fighting')
    expect(standingOf({ hp: 8, maxHp: 8, status: 'fighting' })).toBe('unhurt')
    expect(standingOf({ hp: 3, maxHp: 8, status: 'fighting' })).toBe('wounded')
    expect(standingOf({ hp: 0, maxHp: 8, status: 'down' })).toBe('down')
  })

  it('Z20 ZG7 a natural 1 adds a usage mark to the weapon', () => {
    expect(markUsage(2)).toBe(3)
  })
})
