import { describe, expect, it } from 'vitest'
import { OddsWorkExceeded, poolOdds } from '@shared/systems/relics/odds'
import { minus, plus } from './helpers'

describe('poolOdds with a work limit', () => {
  const small = { freeDice: 8, autoResults: [6], simple: [plus(1, 2), minus(1, 1)] }
  const crowded = { freeDice: 6, simple: [plus(1, 3), plus(2, 3), minus(1, 3), minus(2, 3)] }

  it('gives the same figures as without a limit when the pool fits in it', () => {
    expect(poolOdds(small, { workLimit: 1_000_000 })).toEqual(poolOdds(small))
  })

  it('throws OddsWorkExceeded, naming the limit, when the pool needs more steps', () => {
    expect(() => poolOdds(crowded, { workLimit: 10_000 })).toThrow(OddsWorkExceeded)
    expect(() => poolOdds(crowded, { workLimit: 10_000 })).toThrow(/more than 10000 enumeration steps/)
  })

  it('counts steps, not time: the same pool is over or under a limit every time', () => {
    const verdicts = Array.from({ length: 3 }, () => {
      try {
        poolOdds(small, { workLimit: 2_000 })
        return 'computed'
      } catch (error) {
        return error instanceof OddsWorkExceeded ? 'withheld' : 'failed'
      }
    })
    expect(new Set(verdicts).size).toBe(1)
    expect(verdicts[0]).not.toBe('failed')
  })
})
