import { describe, expect, it } from 'vitest'
import {
  disarmResult,
  feintLapses,
  hexKey,
  interceptSpots,
  movesFrom,
  nextProvocation,
  provokedBy,
  pushedTo,
  shoveEffects,
  tumbleLanding,
  whyPathRefused,
  whyStepRefused,
  whySwapRefused,
  whyTooLarge,
  whyTooLargeToTumble,
  type MapOccupancy,
} from '@shared/systems/action-points/rules'

const keys = (...hexes: { q: number; r: number }[]) => new Set(hexes.map(hexKey))
const open: MapOccupancy = { enemies: new Set(), taken: new Set(), radius: 8 }

describe('movement on the map (A34, A35, AG43)', () => {
  it('A34 a Move goes at most Move Speed hexes, each next to the one before', () => {
    const path = [
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]
    expect(whyPathRefused({ q: 0, r: 0 }, path, 6, open)).toBeNull()
    expect(whyPathRefused({ q: 0, r: 0 }, path, 1, open)).toMatch(/at most 1 hexes/)
    expect(whyPathRefused({ q: 0, r: 0 }, [{ q: 2, r: 0 }], 6, open)).toMatch(/not next to/)
  })

  it('A35 through an ally’s hex but never an enemy’s; never ending in a taken hex', () => {
    const path = [
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]
    expect(whyPathRefused({ q: 0, r: 0 }, path, 6, { ...open, taken: keys({ q: 1, r: 0 }) })).toBeNull()
    expect(whyPathRefused({ q: 0, r: 0 }, path, 6, { ...open, enemies: keys({ q: 1, r: 0 }), taken: keys({ q: 1, r: 0 }) })).toMatch(/Tumble Through/)
    expect(whyPathRefused({ q: 0, r: 0 }, path, 6, { ...open, taken: keys({ q: 2, r: 0 }) })).toMatch(/may not end there/)
  })

  it('A34 the map has an edge', () => {
    expect(whyPathRefused({ q: 2, r: 0 }, [{ q: 3, r: 0 }], 6, { ...open, radius: 2 })).toMatch(/off the map/)
  })

  it('A28 a Step goes to a free neighbour', () => {
    expect(whyStepRefused({ q: 0, r: 0 }, { q: 0, r: 1 }, open)).toBeNull()
    expect(whyStepRefused({ q: 0, r: 0 }, { q: 0, r: 2 }, open)).toMatch(/neighbouring/)
    expect(whyStepRefused({ q: 0, r: 0 }, { q: 0, r: 1 }, { ...open, taken: keys({ q: 0, r: 1 }) })).toMatch(/already stands/)
  })

  it('A34 A35 the hexes a Move can end in go around enemies, through allies, and never end on anyone', () => {
    const moves = movesFrom({ q: 0, r: 0 }, 2, { ...open, enemies: keys({ q: 1, r: 0 }), taken: keys({ q: 1, r: 0 }, { q: -1, r: 0 }) })
    expect(moves.has(hexKey({ q: 1, r: 0 }))).toBe(false)
    expect(moves.has(hexKey({ q: -1, r: 0 }))).toBe(false)
    expect(moves.has(hexKey({ q: -2, r: 0 }))).toBe(true)
    expect(moves.get(hexKey({ q: 2, r: -1 }))).toHaveLength(2)
    expect([...moves.values()].every((p) => p.length <= 2)).toBe(true)
  })
})

describe('Reaction Attacks provoked (A10, A11, A37, AG35)', () => {
  const guard = { id: 'guard', at: { q: 0, r: 0 }, threat: 1, canReact: true }

  it('A37 leaving a threatened hex provokes, even into another threatened hex; AG35 the Move pauses in the hex left', () => {
    const stop = nextProvocation(
      { q: 1, r: 0 },
      [
        { q: 1, r: -1 },
        { q: 2, r: -1 },
      ],
      [guard],
      [],
    )
    expect(stop).toEqual({ index: 0, at: { q: 1, r: 0 }, by: ['guard'] })
  })

  it('AG35 an enemy is offered one Reaction Attack a Move: the rest of the path goes on', () => {
    expect(
      nextProvocation(
        { q: 1, r: 0 },
        [
          { q: 1, r: -1 },
          { q: 2, r: -1 },
        ],
        [guard],
        ['guard'],
      ),
    ).toBeNull()
  })

  it('A37 a hex first entered mid-path provokes when it is left', () => {
    const stop = nextProvocation(
      { q: 3, r: 0 },
      [
        { q: 2, r: 0 },
        { q: 1, r: 0 },
        { q: 1, r: 1 },
        { q: 1, r: 2 },
      ],
      [guard],
      [],
    )
    expect(stop).toEqual({ index: 2, at: { q: 1, r: 0 }, by: ['guard'] })
  })

  it('AG14 an enemy without a melee weapon ready, or without RP, threatens nothing', () => {
    expect(provokedBy({ q: 1, r: 0 }, [{ ...guard, threat: null }])).toEqual([])
    expect(provokedBy({ q: 1, r: 0 }, [{ ...guard, canReact: false }])).toEqual([])
    expect(provokedBy({ q: 3, r: 0 }, [guard])).toEqual([])
  })

  it('AG40 with the grid off every enemy that can react is offered', () => {
    expect(provokedBy(null, [{ ...guard, at: { q: 9, r: 9 } }])).toEqual(['guard'])
  })
})

describe('Intercept (A20, AG39)', () => {
  it('A20 against a melee attack: a free hex next to both the ally and the attacker, within 3 hexes', () => {
    const spots = interceptSpots({ q: 0, r: 3 }, { q: 0, r: 0 }, { q: 1, r: 0 }, true, new Set())
    expect(spots.map(hexKey)).toEqual(['0,1'])
    // 1,-1 touches both too, but it is 4 hexes from the interceptor.
    expect(interceptSpots({ q: 0, r: 5 }, { q: 0, r: 0 }, { q: 1, r: 0 }, true, new Set())).toEqual([])
  })

  it('A20 against a ranged attack: a free hex on the straight line between them, within 3', () => {
    const spots = interceptSpots({ q: 0, r: 1 }, { q: 0, r: 0 }, { q: 5, r: 0 }, false, keys({ q: 1, r: 0 }))
    expect(spots.map(hexKey).sort()).toEqual(['2,0', '3,0'])
  })

  it('A20 the swap moves the ally to a free neighbour of its hex', () => {
    expect(whySwapRefused({ q: 0, r: 0 }, { q: -1, r: 0 }, { q: 0, r: 1 }, new Set())).toBeNull()
    expect(whySwapRefused({ q: 0, r: 0 }, { q: -2, r: 0 }, { q: 0, r: 1 }, new Set())).toMatch(/one hex/)
    expect(whySwapRefused({ q: 0, r: 0 }, { q: -1, r: 0 }, { q: 0, r: 1 }, keys({ q: -1, r: 0 }))).toMatch(/already stands/)
  })
})

describe('special actions (A22, A23, A25, A27, A30, AG21, AG22, AG31)', () => {
  it('A22 A25 A27 Disarm, Grapple and Shove only on targets of one’s size or smaller; A30 Tumble past Medium or smaller', () => {
    expect(whyTooLarge('Grapple', 'medium', 'large')).toMatch(/your size or smaller/)
    expect(whyTooLarge('Shove', 'large', 'medium')).toBeNull()
    expect(whyTooLargeToTumble('large')).toMatch(/Medium or smaller/)
    expect(whyTooLargeToTumble('small')).toBeNull()
  })

  it('A22 a Disarm drops the item next to the target on a Normal Success; Hard, Major, Critical may take it or throw it 2, 3, 4 hexes', () => {
    expect(disarmResult('failure')).toBeNull()
    expect(disarmResult('normal')).toEqual({ within: 1, mayTake: false })
    expect(disarmResult('hard')).toEqual({ within: 2, mayTake: true })
    expect(disarmResult('major')).toEqual({ within: 3, mayTake: true })
    expect(disarmResult('critical')).toEqual({ within: 4, mayTake: true })
  })

  it('A27 a Shove does the chosen effect on a Normal Success, both from a Hard Success', () => {
    expect(shoveEffects('push', 'normal')).toEqual({ push: true, prone: false })
    expect(shoveEffects('prone', 'normal')).toEqual({ push: false, prone: true })
    expect(shoveEffects('prone', 'hard')).toEqual({ push: true, prone: true })
    expect(shoveEffects('push', 'failure')).toEqual({ push: false, prone: false })
  })

  it('AG22 a push goes one hex straight away; AG31 a Tumble lands straight across', () => {
    expect(pushedTo({ q: 0, r: 0 }, { q: 0, r: 1 })).toEqual({ q: 0, r: 2 })
    expect(tumbleLanding({ q: 0, r: 0 }, { q: -1, r: 1 })).toEqual({ q: -2, r: 2 })
  })

  it('AG21 a Feint’s Advantage runs out at the end of the turn after it', () => {
    expect(feintLapses({ expiresAfterTurn: 3 }, 2)).toBe(false)
    expect(feintLapses({ expiresAfterTurn: 3 }, 3)).toBe(true)
  })
})
