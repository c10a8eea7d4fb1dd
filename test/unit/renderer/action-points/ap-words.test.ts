import { describe, expect, it } from 'vitest'
import { keptRoll, SUCCESS_LEVELS, successLevel, type Advantage, type SuccessLevel } from '@shared/systems/action-points'
import { attackWithGm, levelChances, percent, successChance } from '../../../../src/renderer/src/systems/action-points/ap-words'

/** Every face (or pair of faces) of the d100, read as the host reads a roll. */
function counted(skill: number, advantage: Advantage): Record<SuccessLevel, number> {
  const ways = Object.fromEntries(SUCCESS_LEVELS.map((l) => [l, 0])) as Record<SuccessLevel, number>
  const faces = Array.from({ length: 100 }, (_, i) => i + 1)
  if (advantage === 0) for (const f of faces) ways[successLevel(f, skill)]++
  else for (const a of faces) for (const b of faces) ways[successLevel(keptRoll([a, b], advantage)!, skill)]++
  return ways
}

describe('the odds shown before an attack (R22, AG3)', () => {
  it('R22 the chances of each level are the host’s own reading of every d100 face', () => {
    for (const skill of [5, 37, 50, 60, 95]) {
      const shown = attackWithGm({ skill, sources: [] }, { advantage: 0, bonus: 0 }, 'doubleZero')
      expect(shown.odds.ways).toEqual(counted(skill, 0))
      expect(shown.odds.outOf).toBe(100)
    }
  })

  it('AG3 the GM’s Advantage rolls two d100 and keeps the lower; a rule’s Disadvantage cancels it', () => {
    const withGm = attackWithGm({ skill: 55, sources: [] }, { advantage: 1, bonus: 0 }, 'doubleZero')
    expect(withGm.advantage).toBe(1)
    expect(withGm.sources).toEqual(['Advantage: the GM'])
    expect(withGm.odds.ways).toEqual(counted(55, 1))
    const cancelled = attackWithGm({ skill: 55, sources: ['Disadvantage: prone (A29)'] }, { advantage: 1, bonus: 0 }, 'doubleZero')
    expect(cancelled.advantage).toBe(0)
    expect(cancelled.odds.ways).toEqual(counted(55, 0))
  })

  it('A22 a Disarm rolls at Disadvantage, and the GM’s bonus changes the skill the odds are read against', () => {
    const disarm = attackWithGm({ skill: 60, sources: [] }, { advantage: 0, bonus: -10, disarm: true }, 'doubleZero')
    expect(disarm.skill).toBe(50)
    expect(disarm.advantage).toBe(-1)
    expect(disarm.odds.ways).toEqual(counted(50, -1))
  })

  it('R22 the table reads best level first, in percent with one decimal, and any success adds the four successes', () => {
    const { odds } = attackWithGm({ skill: 50, sources: [] }, { advantage: 0, bonus: 0 }, 'doubleZero')
    expect(levelChances(odds).map((r) => `${r.label} ${r.chance}`)).toEqual([
      'Critical Success 5%',
      'Major Success 5%',
      'Hard Success 15%',
      'Normal Success 25%',
      'Failure 49%',
      'Fumble 1%',
    ])
    expect(successChance(odds)).toBe('50%')
    expect(percent(1, 8)).toBe('12.5%')
  })
})
