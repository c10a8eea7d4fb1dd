import { describe, expect, it } from 'vitest'
import { attackOutcome, attackTest, combineEdges, d20sFor, resolveTest, weaponDamage } from '@shared/systems/zones'

describe('Zones Tests (R20, Z12, ZG14)', () => {
  it('R20 Z12 a Test is d20 + attribute against DR 12, passing on equal', () => {
    expect(resolveTest({ faces: [10], attribute: 2, edge: 'normal' })).toMatchObject({
      ok: true,
      value: { natural: 10, total: 12, dr: 12, passed: true },
    })
    expect(resolveTest({ faces: [9], attribute: 2, edge: 'normal' })).toMatchObject({ ok: true, value: { total: 11, passed: false } })
  })

  it('R20 a Test against a given DR uses that DR', () => {
    expect(resolveTest({ faces: [8], attribute: 0, edge: 'normal', dr: 8 })).toMatchObject({ value: { passed: true, dr: 8 } })
  })

  it('R20 Advantage keeps the higher of two d20, Disadvantage the lower', () => {
    expect(resolveTest({ faces: [3, 17], attribute: 0, edge: 'advantage' })).toMatchObject({ value: { natural: 17, dropped: 3, passed: true } })
    expect(resolveTest({ faces: [3, 17], attribute: 0, edge: 'disadvantage' })).toMatchObject({ value: { natural: 3, dropped: 17, passed: false } })
  })

  it('R20 the dice must be the d20s the edge rolls, each 1 to 20', () => {
    expect(d20sFor('normal')).toBe(1)
    expect(d20sFor('advantage')).toBe(2)
    expect(resolveTest({ faces: [5, 6], attribute: 0, edge: 'normal' })).toMatchObject({ ok: false })
    expect(resolveTest({ faces: [5], attribute: 0, edge: 'disadvantage' })).toMatchObject({ ok: false, reason: expect.stringMatching(/two d20/) })
    expect(resolveTest({ faces: [21], attribute: 0, edge: 'normal' })).toMatchObject({ ok: false, reason: 'A d20 shows 1 to 20, not 21.' })
  })

  it('ZG14 Advantage and Disadvantage do not stack, and one of each cancels', () => {
    expect(combineEdges(['advantage', 'advantage'])).toBe('advantage')
    expect(combineEdges(['advantage', 'disadvantage', 'disadvantage'])).toBe('normal')
    expect(combineEdges(['normal', 'disadvantage'])).toBe('disadvantage')
  })

  it('ZG3 ZG4 with naturals a 20 always passes and a 1 always fails', () => {
    expect(resolveTest({ faces: [20], attribute: -20, edge: 'normal', naturals: true })).toMatchObject({ value: { passed: true } })
    expect(resolveTest({ faces: [1], attribute: 30, edge: 'normal', naturals: true })).toMatchObject({ value: { passed: false } })
    expect(resolveTest({ faces: [1], attribute: 30, edge: 'normal' })).toMatchObject({ value: { passed: true } })
  })
})

describe('Zones attacks (Z11, Z14-Z20, ZG13)', () => {
  const pc = { attackerIsCharacter: true, targetIsCharacter: false }
  const creature = { attackerIsCharacter: false, targetIsCharacter: true }

  it('Z11 a character tests STR in melee and DEX at range', () => {
    expect(attackTest({ reach: 'melee', range: 'close', ...pc })).toMatchObject({ value: { roller: 'attacker', attribute: 'STR', edge: 'normal' } })
    expect(attackTest({ reach: 'ranged', range: 'farAway', ...pc })).toMatchObject({
      value: { roller: 'attacker', attribute: 'DEX', edge: 'normal' },
    })
  })

  it('Z15 a melee attack needs the target Close', () => {
    expect(attackTest({ reach: 'melee', range: 'nearby', ...pc })).toEqual({
      ok: false,
      reason: 'A melee attack needs the target Close; it is Nearby (Z15).',
    })
  })

  it('Z16 a ranged attack against a Close target is made with Disadvantage', () => {
    expect(attackTest({ reach: 'ranged', range: 'close', ...pc })).toMatchObject({ value: { edge: 'disadvantage' } })
  })

  it('ZG13 a ranged attack does not reach a Distant target', () => {
    expect(attackTest({ reach: 'ranged', range: 'distant', ...pc })).toMatchObject({ ok: false })
  })

  it('Z14 a creature attacking a character: the character Tests DEX to avoid it; ZR7 at Close range with Advantage', () => {
    expect(attackTest({ reach: 'melee', range: 'close', ...creature })).toMatchObject({
      value: { roller: 'defender', attribute: 'DEX', edge: 'normal' },
    })
    expect(attackTest({ reach: 'ranged', range: 'close', ...creature })).toMatchObject({ value: { roller: 'defender', edge: 'advantage' } })
  })

  it('ZR6 a creature attacking a creature tests its Skill', () => {
    expect(attackTest({ reach: 'melee', range: 'close', attackerIsCharacter: false, targetIsCharacter: false })).toMatchObject({
      value: { roller: 'attacker', attribute: 'Skill' },
    })
  })

  it('Z18 a natural 20 on an attack doubles the damage dice; Z20 a natural 1 marks a usage', () => {
    expect(attackOutcome({ roller: 'attacker', natural: 20, passed: true, attackerIsCharacter: true })).toEqual({
      hit: true,
      doubleDice: true,
      doubleDamage: false,
      marksUsage: false,
    })
    expect(attackOutcome({ roller: 'attacker', natural: 1, passed: false, attackerIsCharacter: true })).toMatchObject({
      hit: false,
      marksUsage: true,
    })
    expect(attackOutcome({ roller: 'attacker', natural: 1, passed: false, attackerIsCharacter: false })).toMatchObject({ marksUsage: false })
  })

  it('Z19 a natural 1 when avoiding doubles the damage taken; a pass avoids it', () => {
    expect(attackOutcome({ roller: 'defender', natural: 1, passed: false, attackerIsCharacter: false })).toMatchObject({
      hit: true,
      doubleDamage: true,
    })
    expect(attackOutcome({ roller: 'defender', natural: 12, passed: true, attackerIsCharacter: false })).toMatchObject({ hit: false })
  })

  it('Z13 Z17 damage is the weapon’s roll; dual-wielding keeps the higher of the two', () => {
    expect(weaponDamage([{ fromDice: 5, constant: 0 }], { doubleDice: false, doubleDamage: false })).toEqual({ kept: 0, damage: 5 })
    expect(
      weaponDamage(
        [
          { fromDice: 2, constant: 0 },
          { fromDice: 6, constant: 0 },
        ],
        { doubleDice: false, doubleDamage: false },
      ),
    ).toEqual({ kept: 1, damage: 6 })
  })

  it('Z18 ZG5 ZG6 a natural 20 doubles the kept roll’s dice, the flat part added once', () => {
    expect(
      weaponDamage(
        [
          { fromDice: 4, constant: 1 },
          { fromDice: 3, constant: 0 },
        ],
        { doubleDice: true, doubleDamage: false },
      ).damage,
    ).toBe(9)
  })

  it('Z19 a natural 1 when avoiding doubles everything taken; ZR8 damage is never below 0', () => {
    expect(weaponDamage([{ fromDice: 3, constant: 1 }], { doubleDice: false, doubleDamage: true }).damage).toBe(8)
    expect(weaponDamage([{ fromDice: 1, constant: -3 }], { doubleDice: false, doubleDamage: false }).damage).toBe(0)
  })
})
