import { describe, expect, it } from 'vitest'
import {
  applicableResist,
  attackDamage,
  basicAttackHit,
  basicAttackMiss,
  critThreshold,
  isWeakTo,
  pcAttackBonus,
  resolveAttack,
} from '@shared/systems/escalation/rules'

const attack = (natural: number, extra: Partial<Parameters<typeof resolveAttack>[0]> = {}) =>
  resolveAttack({ natural, bonus: 5, escalation: 0, defense: 17, ...extra })

describe('attack resolution (E1-E5, EG1, EG2, EG11, E13, E14, E45, R17)', () => {
  it('E1 a PC attack totals natural + Level + Volition + escalation die', () => {
    const bonus = pcAttackBonus({ level: 3, volition: 2 })
    expect(bonus).toBe(5)
    expect(pcAttackBonus({ level: 3, volition: 2 }, 1)).toBe(6)
    expect(resolveAttack({ natural: 10, bonus, escalation: 2, defense: 17 })).toEqual({ outcome: 'hit', natural: 10, total: 17, hits: true })
  })

  it('E2 a total that matches the defense hits; one below misses', () => {
    expect(attack(12).outcome).toBe('hit')
    expect(attack(11)).toEqual({ outcome: 'miss', natural: 11, total: 16, hits: false })
  })

  it('EG11 an NPC attack is 3d6 + its stat block bonus (no escalation unless flagged)', () => {
    expect(resolveAttack({ natural: 9, bonus: 7, escalation: 0, defense: 16 }).outcome).toBe('hit')
  })

  it('E3 R17 a natural 17 or 18 crits', () => {
    expect(attack(17).outcome).toBe('crit')
    expect(attack(18).outcome).toBe('crit')
    expect(attack(16).outcome).toBe('hit')
  })

  it('EG1 a crit natural hits even below the defense; with the setting off it is a plain miss', () => {
    expect(attack(17, { defense: 30 })).toMatchObject({ outcome: 'crit', hits: true })
    expect(attack(17, { defense: 30, critAlwaysHits: false })).toMatchObject({ outcome: 'miss', hits: false })
    expect(attack(17, { defense: 20, critAlwaysHits: false }).outcome).toBe('crit')
  })

  it('E4 EG2 a natural 3 is a crit fail even when its total reaches the defense', () => {
    expect(attack(3, { bonus: 20 })).toEqual({ outcome: 'critFail', natural: 3, total: 23, hits: false })
  })

  it('E13 E14 R17 crit on 16+ against Weak or Vulnerable, 15+ against both', () => {
    expect(critThreshold({ weak: false, vulnerable: false })).toBe(17)
    expect(critThreshold({ weak: true, vulnerable: false })).toBe(16)
    expect(critThreshold({ weak: false, vulnerable: true })).toBe(16)
    expect(critThreshold({ weak: true, vulnerable: true })).toBe(15)
    expect(attack(15, { critThreshold: 15 }).outcome).toBe('crit')
    expect(attack(15, { critThreshold: 16 }).outcome).toBe('hit')
  })

  it('E45 EG45 a Coup de Grace crits whatever it rolls', () => {
    expect(attack(3, { autoCrit: true }).outcome).toBe('crit')
    expect(attack(8, { autoCrit: true, defense: 40 }).outcome).toBe('crit')
  })

  it('R15 a natural is 3 to 18', () => {
    expect(() => attack(2)).toThrow(RangeError)
    expect(() => attack(19)).toThrow(RangeError)
  })
})

describe('attack damage (E3, E12, E13, E60, EG3, EG5, EG6, EG40, EG42-EG44)', () => {
  const hit = { fromDice: 10, constant: 4 }

  it('E3 EG3 a crit doubles the whole hit damage; with the setting on dice, only the dice', () => {
    expect(attackDamage({ outcome: 'hit', natural: 12, hit }).damage).toBe(14)
    expect(attackDamage({ outcome: 'crit', natural: 17, hit })).toMatchObject({ damage: 28, doubled: true, beforeMultipliers: 14 })
    expect(attackDamage({ outcome: 'crit', natural: 17, hit, critDoubling: 'dice' }).damage).toBe(24)
  })

  it('E12 EG5 Resist X+ halves (rounding down) when the natural is below X', () => {
    expect(attackDamage({ outcome: 'hit', natural: 11, hit: { fromDice: 11, constant: 4 }, resist: 12 })).toMatchObject({ damage: 7, halved: true })
    expect(attackDamage({ outcome: 'hit', natural: 12, hit: { fromDice: 11, constant: 4 }, resist: 12 })).toMatchObject({ damage: 15, halved: false })
    expect(attackDamage({ outcome: 'hit', natural: 11, hit: { fromDice: 1, constant: 0 }, resist: 12 }).damage).toBe(0)
  })

  it('EG6 the crit doubles first, then Resist halves, rounding at the end', () => {
    expect(attackDamage({ outcome: 'crit', natural: 15, hit: { fromDice: 10, constant: 3 }, resist: 16 }).damage).toBe(13)
    expect(attackDamage({ outcome: 'hit', natural: 12, hit: { fromDice: 10, constant: 3 }, resist: 16 }).damage).toBe(6)
  })

  it('EG40 miss damage only on a plain miss; a crit fail deals nothing', () => {
    expect(attackDamage({ outcome: 'miss', natural: 9, miss: 4 }).damage).toBe(4)
    expect(attackDamage({ outcome: 'critFail', natural: 3, miss: 4 }).damage).toBe(0)
  })

  it('EG44 Resist halves miss damage too', () => {
    expect(attackDamage({ outcome: 'miss', natural: 8, miss: 5, resist: 12 }).damage).toBe(2)
  })

  it('EG43 rolled damage below 0 deals 0', () => {
    expect(attackDamage({ outcome: 'hit', natural: 12, hit: { fromDice: 1, constant: -3 } }).damage).toBe(0)
    expect(attackDamage({ outcome: 'crit', natural: 17, hit: { fromDice: 1, constant: -3 } }).damage).toBe(0)
  })

  it('E60 a Confused attacker takes half the pre-multiplier damage on a natural odd hit or miss', () => {
    const crit = attackDamage({ outcome: 'crit', natural: 17, hit: { fromDice: 10, constant: 3 }, attackerConfused: true })
    expect(crit).toMatchObject({ damage: 26, confusedSelfDamage: 6 })
    expect(attackDamage({ outcome: 'hit', natural: 12, hit, attackerConfused: true }).confusedSelfDamage).toBe(0)
    expect(attackDamage({ outcome: 'miss', natural: 9, miss: 5, attackerConfused: true }).confusedSelfDamage).toBe(2)
    expect(attackDamage({ outcome: 'critFail', natural: 3, miss: 5, attackerConfused: true }).confusedSelfDamage).toBe(0)
    expect(attackDamage({ outcome: 'hit', natural: 13, hit, attackerConfused: false }).confusedSelfDamage).toBe(0)
  })

  it('E3 a hit needs its rolled damage', () => {
    expect(() => attackDamage({ outcome: 'hit', natural: 12 })).toThrow('a hit needs its rolled hit damage')
  })

  it("E13 Weak applies when the target is Weak to any one of the attack's types; E10 untyped is weapon", () => {
    expect(isWeakTo(['fire'], ['fire', 'weapon'])).toBe(true)
    expect(isWeakTo(['fire'], ['cold'])).toBe(false)
    expect(isWeakTo(['weapon'], [])).toBe(true)
  })

  it('EG42 Resist applies only when every type of the attack is resisted, at the lowest X; the highest X of one type', () => {
    expect(applicableResist([{ type: 'fire', threshold: 12 }], ['fire', 'cold'])).toBeNull()
    expect(
      applicableResist(
        [
          { type: 'fire', threshold: 12 },
          { type: 'cold', threshold: 14 },
        ],
        ['fire', 'cold'],
      ),
    ).toBe(12)
    expect(
      applicableResist(
        [
          { type: 'fire', threshold: 10 },
          { type: 'fire', threshold: 13 },
        ],
        ['fire'],
      ),
    ).toBe(13)
    expect(applicableResist([{ type: 'weapon', threshold: 12 }], [])).toBe(12)
    expect(applicableResist([], ['fire'])).toBeNull()
  })
})

describe('basic attacks (E7-E9, EG4)', () => {
  it('EG4 E7 hit damage is Level dice of the stance die plus Volition', () => {
    expect(basicAttackHit({ level: 3, volition: 2 }, 'd8')).toBe('3d8+2')
    expect(basicAttackHit({ level: 5, volition: 0 }, 'd6')).toBe('5d6')
    expect(basicAttackHit({ level: 2, volition: -1 }, 'd10')).toBe('2d10-1')
  })

  it('E7 miss damage is 0 or the Level, by class', () => {
    expect(basicAttackMiss({ level: 4 }, 'none')).toBe(0)
    expect(basicAttackMiss({ level: 4 }, 'level')).toBe(4)
  })
})
