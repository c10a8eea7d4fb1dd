import { describe, expect, it } from 'vitest'
import {
  ACTION_COST,
  CLASS_ABILITY_COST,
  gangUpBonus,
  MAX_MOVE_AP,
  offHandPenalty,
  ONCE_A_ROUND,
  otherActionCost,
  rangePenalty,
  REACTION_COST,
  whyNoMoreMovement,
} from '@shared/systems/action-points/rules'

describe('what actions cost (A4, A21, A8, R24)', () => {
  it('A4 A21 move 1, attack or spell 2, draw and sheathe 1, potion 2; Disarm 2, Feint 1, Flow State 1, Grapple 2, Shove 1, Take a Step 1, Total Defense 3, Tumble Through 1', () => {
    expect(ACTION_COST).toMatchObject({
      move: 1,
      attack: 2,
      spell: 2,
      draw: 1,
      sheathe: 1,
      potion: 2,
      disarm: 2,
      feint: 1,
      flowState: 1,
      grapple: 2,
      grappleUpkeep: 2,
      shove: 1,
      step: 1,
      totalDefense: 3,
      tumble: 1,
    })
  })

  it('A4 a class ability costs 2 unless stated; a magic item 1 or 2 as stated; fixed costs cannot be changed', () => {
    expect(CLASS_ABILITY_COST).toBe(2)
    expect(otherActionCost('classAbility', undefined)).toEqual({ ok: true, value: 2 })
    expect(otherActionCost('classAbility', 1)).toEqual({ ok: true, value: 1 })
    expect(otherActionCost('magicItem', 2)).toEqual({ ok: true, value: 2 })
    expect(otherActionCost('magicItem', 3)).toMatchObject({ ok: false })
    expect(otherActionCost('magicItem', undefined)).toMatchObject({ ok: false })
    expect(otherActionCost('potion', 1)).toMatchObject({ ok: false, reason: 'That action costs 2 AP (A4).' })
    expect(otherActionCost('free', undefined)).toEqual({ ok: true, value: 0 })
  })

  it('A8 Dodge, Parry, Block and Reaction Attack cost 1 RP; Riposte and Intercept 2', () => {
    expect(REACTION_COST).toEqual({ dodge: 1, parry: 1, block: 1, reactionAttack: 1, riposte: 2, intercept: 2 })
  })

  it('A5 R24 at most 2 AP of movement a turn; Feint, Shove and Take a Step are once a round', () => {
    expect(MAX_MOVE_AP).toBe(2)
    expect(whyNoMoreMovement(1)).toBeNull()
    expect(whyNoMoreMovement(2)).toMatch(/At most 2 AP of movement/)
    expect([...ONCE_A_ROUND].sort()).toEqual(['feint', 'shove', 'step'])
  })
})

describe('attack modifiers (A38, A39, A41, AG25, AG26)', () => {
  it('A38 a Shortbow (Range 6): nothing up to 6 hexes, -10 at 7-12, -20 at 13-18; AG25 with no maximum', () => {
    expect([1, 6, 7, 12, 13, 18, 19, 60].map((d) => rangePenalty(d, 6))).toEqual([0, 0, -10, -10, -20, -20, -30, -90])
  })

  it('A39 AG26 gang-up is +10 to a melee attack when another ally threatens the target too', () => {
    expect(gangUpBonus(true, 1)).toBe(10)
    expect(gangUpBonus(true, 0)).toBe(0)
    expect(gangUpBonus(false, 2)).toBe(0)
  })

  it('A41 the off hand is -10, except with a Finesse or Brawl weapon, or the perk', () => {
    expect(offHandPenalty(true, { finesse: false, brawl: false }, false)).toBe(-10)
    expect(offHandPenalty(true, { finesse: true, brawl: false }, false)).toBe(0)
    expect(offHandPenalty(true, { finesse: false, brawl: true }, false)).toBe(0)
    expect(offHandPenalty(true, { finesse: false, brawl: false }, true)).toBe(0)
    expect(offHandPenalty(false, { finesse: false, brawl: false }, false)).toBe(0)
  })
})
