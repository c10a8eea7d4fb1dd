import { describe, expect, it } from 'vitest'
import { defaultTarget, type TargetCandidate } from '@shared/combat/default-target'

const foe = (id: string, distance: number | null, valid = true): TargetCandidate => ({ id, side: 'enemies', distance, valid })
const ally = (id: string, distance: number | null): TargetCandidate => ({ id, side: 'players', distance, valid: true })

describe('the default target of an attack', () => {
  it('is the nearest enemy the rules allow, never an ally even when nearer', () => {
    expect(defaultTarget('players', [ally('vell', 0), foe('raider-1', 2), foe('raider-2', 1)])).toBe('raider-2')
    expect(defaultTarget('enemies', [foe('raider-2', 0), ally('vell', 3), ally('ixa', 1)])).toBe('ixa')
  })

  it('passes over an enemy the rules refuse for one they allow, farther or not', () => {
    expect(defaultTarget('players', [foe('raider-1', 0, false), foe('raider-2', 3)])).toBe('raider-2')
  })

  it('falls back to the nearest enemy when none is allowed (its refusal is shown), and to nobody without enemies', () => {
    expect(defaultTarget('players', [foe('raider-1', 2, false), foe('raider-2', 1, false)])).toBe('raider-2')
    expect(defaultTarget('players', [ally('vell', 0)])).toBeNull()
  })

  it('is the attacker’s last target while it is still an enemy the rules allow', () => {
    const list = [foe('raider-1', 0), foe('raider-2', 3)]
    expect(defaultTarget('players', list, 'raider-2')).toBe('raider-2')
    expect(defaultTarget('players', [foe('raider-1', 0), foe('raider-2', 3, false)], 'raider-2')).toBe('raider-1')
    expect(defaultTarget('players', [ally('vell', 0), foe('raider-1', 2)], 'vell')).toBe('raider-1')
  })

  it('takes the first listed among equals, and an unknown distance as the farthest', () => {
    expect(defaultTarget('players', [foe('a', null), foe('b', 1), foe('c', 1)])).toBe('b')
    expect(defaultTarget('players', [foe('a', null), foe('b', null)])).toBe('a')
  })
})
