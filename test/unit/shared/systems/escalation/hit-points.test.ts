import { describe, expect, it } from 'vitest'
import {
  atNegativeHalf,
  averagedRecovery,
  gainTempHp,
  heal,
  isDying,
  isStaggered,
  noRecoveryPenalty,
  npcHealingDice,
  standing,
  takeDamage,
  useRecovery,
  DEFAULT_RECOVERIES,
} from '@shared/systems/escalation/rules'

const points = (hp: number, tempHp = 0, maxHp = 40) => ({ hp, maxHp, tempHp })

describe('hit point thresholds (E46, E47, EG18, EG20)', () => {
  it('EG20 Staggered at half or below: 2 x hp <= max (max 41: at 20, not at 21)', () => {
    expect(isStaggered(20, 41)).toBe(true)
    expect(isStaggered(21, 41)).toBe(false)
    expect(isStaggered(20, 40)).toBe(true)
  })

  it('E47 a PC at 0 or less is dying', () => {
    expect(isDying(0)).toBe(true)
    expect(isDying(-3)).toBe(true)
    expect(isDying(1)).toBe(false)
  })

  it('EG18 "negative half": 2 x hp <= -max (max 41: -21 or lower)', () => {
    expect(atNegativeHalf(-21, 41)).toBe(true)
    expect(atNegativeHalf(-20, 41)).toBe(false)
    expect(atNegativeHalf(-20, 40)).toBe(true)
  })

  it('E46 E47 EG20 EG51 standing: PCs dying at 0, enemies dead (or knocked out if meant), and the GM may call an enemy Staggered', () => {
    expect(standing({ side: 'pcs', hp: 0, maxHp: 30 })).toBe('dying')
    expect(standing({ side: 'enemies', hp: -4, maxHp: 30 })).toBe('dead')
    expect(standing({ side: 'enemies', hp: 0, maxHp: 30, knockoutIntended: true })).toBe('knockedOut')
    expect(standing({ side: 'enemies', hp: 14, maxHp: 30 })).toBe('staggered')
    expect(standing({ side: 'enemies', hp: 14, maxHp: 30, staggeredOverride: false })).toBe('hurt')
    expect(standing({ side: 'enemies', hp: 17, maxHp: 30, staggeredOverride: true })).toBe('staggered')
    expect(standing({ side: 'pcs', hp: 30, maxHp: 30 })).toBe('unhurt')
    expect(standing({ side: 'pcs', hp: 16, maxHp: 30, staggeredOverride: false })).toBe('hurt')
  })
})

describe('damage, temporary hit points and healing (E10, E54, EG21, EG46)', () => {
  it('EG46 temporary hit points absorb damage first', () => {
    expect(takeDamage(points(30, 5), 8)).toEqual({ points: points(27, 0), absorbed: 5, lost: 3 })
    expect(takeDamage(points(30, 10), 8)).toEqual({ points: points(30, 2), absorbed: 8, lost: 0 })
  })

  it('E10 EG18 damage may take hit points below 0', () => {
    expect(takeDamage(points(5), 30).points.hp).toBe(-25)
  })

  it('EG46 temporary hit points do not stack: the higher grant stays', () => {
    expect(gainTempHp(points(30, 5), 8).tempHp).toBe(8)
    expect(gainTempHp(points(30, 8), 5).tempHp).toBe(8)
  })

  it('E54 EG21 healing from below 0 starts at 0, whatever the negative value', () => {
    expect(heal(points(-12), 10)).toEqual({ points: points(10), healed: 10, revived: true })
    expect(heal(points(-12), 0)).toEqual({ points: points(0), healed: 0, revived: false })
  })

  it('E54 healing never goes above the maximum', () => {
    expect(heal(points(35), 10)).toEqual({ points: points(40), healed: 5, revived: false })
  })

  it('E10 damage and healing come in whole points', () => {
    expect(() => takeDamage(points(5), -1)).toThrow(RangeError)
    expect(() => heal(points(5), 1.5)).toThrow(RangeError)
    expect(() => gainTempHp(points(5), -2)).toThrow(RangeError)
  })
})

describe('recoveries (E48-E51, EG5, EG49)', () => {
  it('E48 a PC has 8 recoveries by default', () => {
    expect(DEFAULT_RECOVERIES).toBe(8)
  })

  it('E50 the averaged recovery rounds each die down: 2d8 is 8, not 9', () => {
    expect(averagedRecovery('2d8')).toBe(8)
    expect(averagedRecovery('1d4+1d6+1d8+1d10+1d12')).toBe(2 + 3 + 4 + 5 + 6)
    expect(averagedRecovery('3d10+4')).toBe(19)
  })

  it('EG49 keep terms count each kept die at its rounded-down average; multipliers apply', () => {
    expect(averagedRecovery('4d6kh3')).toBe(9)
    expect(averagedRecovery('2d8x2+1')).toBe(17)
  })

  it('E51 NPCs heal 1d6 per level, or 1d10 per level', () => {
    expect(npcHealingDice(4)).toBe('4d6')
    expect(npcHealingDice(4, 10)).toBe('4d10')
  })

  it('E48 healing using a recovery spends one; a free recovery spends none', () => {
    expect(useRecovery({ recoveriesLeft: 3, noRecoveryPenalty: 0 }, 14)).toEqual({
      state: { recoveriesLeft: 2, noRecoveryPenalty: 0 },
      healing: 14,
      halved: false,
    })
    expect(useRecovery({ recoveriesLeft: 3, noRecoveryPenalty: 0 }, 14, true).state.recoveriesLeft).toBe(3)
  })

  it('E49 EG5 with none left the PC heals half (rounded down) and takes -1 Volition and defenses each time', () => {
    const first = useRecovery({ recoveriesLeft: 0, noRecoveryPenalty: 0 }, 15)
    expect(first).toEqual({ state: { recoveriesLeft: 0, noRecoveryPenalty: 1 }, healing: 7, halved: true })
    const second = useRecovery(first.state, 15)
    expect(noRecoveryPenalty(second.state)).toBe(-2)
  })
})
