import { describe, expect, it } from 'vitest'
import {
  diceyMoveSucceeds,
  moveCost,
  opportunityAttackOf,
  reachWarning,
  relativeDistance,
  spiritOnAttack,
  spiritSaveAdvantage,
  SPIRIT_CONDITION,
  START_POSITION,
  whyNoOpportunityAttack,
  type Position,
} from '@shared/systems/escalation/rules'

const nearby: Position = { distance: 'nearby', engaged: [] }
const far: Position = { distance: 'far', engaged: [] }
const engaged = (...ids: string[]): Position => ({ distance: 'nearby', engaged: ids })

describe('positions (E34, E35, EG54)', () => {
  it('EG54 a combatant starts Nearby and free', () => {
    expect(START_POSITION).toEqual({ distance: 'nearby', engaged: [] })
  })

  it('E34 from Nearby, engaging an enemy Nearby takes one Move action; from Far, engaging takes two', () => {
    expect(moveCost(nearby, 'engage', nearby)).toEqual({ ok: true, value: 1 })
    expect(moveCost(far, 'engage', nearby)).toEqual({ ok: true, value: 2 })
  })

  it('EG54 engaging an enemy that is Far (or engaged away from the fight) takes two, from anywhere', () => {
    expect(moveCost(nearby, 'engage', far)).toEqual({ ok: true, value: 2 })
    expect(moveCost(far, 'engage', { distance: 'far', engaged: ['x'] })).toEqual({ ok: true, value: 2 })
  })

  it('E34 Far to Nearby takes one Move action, and Nearby to Far one', () => {
    expect(moveCost(far, 'nearby')).toEqual({ ok: true, value: 1 })
    expect(moveCost(nearby, 'far')).toEqual({ ok: true, value: 1 })
  })

  it('EG54 leaving an engagement for Nearby takes one Move action, for Far two', () => {
    expect(moveCost(engaged('orc'), 'nearby')).toEqual({ ok: true, value: 1 })
    expect(moveCost(engaged('orc'), 'far')).toEqual({ ok: true, value: 2 })
  })

  it('E34 a move to where one already is, or to engage nobody, is refused', () => {
    expect(moveCost(nearby, 'nearby')).toMatchObject({ ok: false, reason: expect.stringMatching(/Already Nearby/) })
    expect(moveCost(far, 'far')).toMatchObject({ ok: false, reason: expect.stringMatching(/Already Far/) })
    expect(moveCost(nearby, 'engage')).toMatchObject({ ok: false })
  })

  it('E34 EG54 two combatants are engaged, both Nearby, or Far apart (two Far ones too)', () => {
    const hero = { id: 'hero', position: engaged('orc') }
    expect(relativeDistance(hero, { id: 'orc', position: engaged('hero') })).toBe('engaged')
    expect(relativeDistance(hero, { id: 'elf', position: nearby })).toBe('nearby')
    expect(relativeDistance({ id: 'a', position: far }, { id: 'b', position: far })).toBe('far')
  })

  it('E7 E35 EG60 the attack form warns of a melee attack on a target not engaged, and of any attack on a Far target', () => {
    const hero = { id: 'hero', name: 'Hero', position: engaged('orc') }
    const orc = { id: 'orc', name: 'Orc', position: engaged('hero') }
    const archer = { id: 'archer', name: 'Archer', position: far }
    const elf = { id: 'elf', name: 'Elf', position: nearby }
    expect(reachWarning(hero, orc, false)).toBeNull()
    expect(reachWarning(hero, elf, true)).toBeNull()
    expect(reachWarning(hero, orc, true)).toBeNull()
    expect(reachWarning(hero, elf, false)).toMatch(/not engaged with Hero: a melee attack .* \(E7\)/)
    expect(reachWarning(hero, archer, true)).toMatch(/Far from Hero.*\(E35\)/)
  })
})

describe('Opportunity Attacks (E41, E64, EG26)', () => {
  it('EG26 the Opportunity Attack uses the first melee attack; none without one', () => {
    expect(opportunityAttackOf([{ ranged: true }, { ranged: false }])).toBe(1)
    expect(opportunityAttackOf([{}])).toBe(0)
    expect(opportunityAttackOf([{ ranged: true }])).toBeNull()
  })

  it('E41 E64 EG7 only a combatant in the fight, in a melee stance, not Grabbed and not surprised takes one', () => {
    const taker = { name: 'Orc', fighting: true, conditions: [], meleeAttack: 0, surprised: false }
    expect(whyNoOpportunityAttack(taker)).toBeNull()
    expect(whyNoOpportunityAttack({ ...taker, fighting: false })).toMatch(/out of the fight/)
    expect(whyNoOpportunityAttack({ ...taker, meleeAttack: null })).toMatch(/no melee attack \(EG26\)/)
    expect(whyNoOpportunityAttack({ ...taker, surprised: true })).toMatch(/surprised/)
    expect(whyNoOpportunityAttack({ ...taker, conditions: [{ name: 'grabbed', duration: { kind: 'manual' } }] })).toMatch(/Grabbed.*\(E64\)/)
  })
})

describe('Dicey Moves and Fight in Spirit (E39, E42, EG36, EG59)', () => {
  it('E39 EG36 a Dicey Move succeeds when the natural and the modifier reach the Difficulty', () => {
    expect(diceyMoveSucceeds({ natural: 12, modifier: 3, difficulty: 15 })).toBe(true)
    expect(diceyMoveSucceeds({ natural: 12, modifier: 2, difficulty: 15 })).toBe(false)
  })

  it('E42 EG59 Fight in Spirit: one Advantage on the helped ally’s attacks, one Disadvantage on attacks against the shielded one, one Advantage on saves', () => {
    const helped = [{ name: SPIRIT_CONDITION.attacks }, { name: SPIRIT_CONDITION.attacks }]
    const shielded = [{ name: SPIRIT_CONDITION.defense }]
    expect(spiritOnAttack(helped, shielded)).toEqual({ advantage: 1, disadvantage: 1 })
    expect(spiritOnAttack([], [])).toEqual({ advantage: 0, disadvantage: 0 })
    expect(spiritSaveAdvantage([{ name: SPIRIT_CONDITION.saves }])).toBe(1)
    expect(spiritSaveAdvantage(helped)).toBe(0)
  })
})
