import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  characterOrder,
  firstSide,
  freeAttackers,
  linkBothWays,
  rangeBetween,
  rangeOfSteps,
  roundBlocks,
  sideSkipsRound,
  whyCharacterOrderRefused,
  whyZoneFull,
  zoneSteps,
  type Standing,
  type Zone,
} from '@shared/systems/zones'

const zone = (id: string): Zone => ({ id, name: id, conditions: '', capacity: null, hazard: null, secret: false })

describe('Zones initiative (Z2-Z4, R21, ZG1, ZG15)', () => {
  it('Z3 R21 the side roll: 1-3 the enemies begin, 4-6 the characters', () => {
    expect([1, 2, 3, 4, 5, 6].map(firstSide)).toEqual(['enemies', 'enemies', 'enemies', 'players', 'players', 'players'])
    expect(() => firstSide(7)).toThrow(RangeError)
  })

  it('Z2 ZG15 a surprised side skips round 1 whichever side the roll put first, and acts from round 2', () => {
    expect(sideSkipsRound('players', 'players', 1)).toBe(true)
    expect(sideSkipsRound('players', 'players', 2)).toBe(false)
    expect(roundBlocks({ first: 'players', round: 1, surprised: 'players', players: ['a'], enemies: ['x'] })).toEqual([
      { side: 'enemies', ids: ['x'] },
    ])
  })

  it('R21 Z4 sides act as blocks, the winner first', () => {
    expect(roundBlocks({ first: 'enemies', round: 3, surprised: null, players: ['a', 'b'], enemies: ['x'] })).toEqual([
      { side: 'enemies', ids: ['x'] },
      { side: 'players', ids: ['a', 'b'] },
    ])
  })

  it('Z4 characters act from the highest 1d6 + DEX down; ZG1 ZR1 a tie goes to the higher DEX, then the GM’s listing', () => {
    const order = characterOrder([
      { id: 'a', face: 3, dex: 1 },
      { id: 'b', face: 2, dex: 2 },
      { id: 'c', face: 6, dex: 0 },
      { id: 'd', face: 2, dex: 2 },
      { id: 'late', face: null, dex: 5 },
    ])
    expect(order).toEqual(['c', 'b', 'd', 'a', 'late'])
  })

  it('ZG1 the GM may swap characters tied on total and DEX, and no others', () => {
    const rolled = [
      { id: 'b', face: 2, dex: 2 },
      { id: 'd', face: 2, dex: 2 },
      { id: 'a', face: 3, dex: 1 },
    ]
    expect(whyCharacterOrderRefused(['d', 'b', 'a'], rolled)).toBeNull()
    expect(whyCharacterOrderRefused(['a', 'b', 'd'], rolled)).toMatch(/highest 1d6 \+ DEX/)
  })

  it('Z4 property: the order never puts a lower total before a higher one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ face: fc.integer({ min: 1, max: 6 }), dex: fc.integer({ min: -3, max: 5 }) }), { maxLength: 8 }), (rows) => {
        const characters = rows.map((r, i) => ({ id: `c${i}`, ...r }))
        const order = characterOrder(characters)
        const total = (id: string) => characters.find((c) => c.id === id)!.face + characters.find((c) => c.id === id)!.dex
        for (let i = 1; i < order.length; i++) expect(total(order[i - 1]!)).toBeGreaterThanOrEqual(total(order[i]!))
        expect(whyCharacterOrderRefused(order, characters)).toBeNull()
      }),
    )
  })
})

describe('Zones battlefield (Z5, Z7, Z8, ZG22)', () => {
  const line = linkBothWays(['a', 'b', 'c', 'd', 'lost'].map(zone), [
    ['a', 'b'],
    ['c', 'b'],
    ['c', 'd'],
  ])

  it('Z7 Close in the same zone, Nearby adjacent, Far-Away two zones, Distant beyond', () => {
    expect(['a', 'b', 'c', 'd'].map((to) => rangeBetween(line, 'a', to))).toEqual(['close', 'nearby', 'farAway', 'distant'])
  })

  it('ZR4 a link named on one side counts both ways; ZR5 zones with no way between are Distant', () => {
    expect(line.links.b).toEqual(['a', 'c'])
    expect(zoneSteps(line, 'a', 'lost')).toBeNull()
    expect(rangeBetween(line, 'a', 'lost')).toBe('distant')
    expect(rangeOfSteps(7)).toBe('distant')
  })

  it('Z7 property: the range between two zones is the same both ways', () => {
    const ids = ['z0', 'z1', 'z2', 'z3', 'z4', 'z5']
    const pair = fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids))
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 12 }), pair, (links, [from, to]) => {
        const graph = linkBothWays(ids.map(zone), links)
        expect(rangeBetween(graph, from, to)).toBe(rangeBetween(graph, to, from))
        expect(zoneSteps(graph, from, from)).toBe(0)
      }),
    )
  })

  it('Z8 ZG22 a zone at its capacity takes no one more', () => {
    expect(whyZoneFull({ name: 'Hull breach', capacity: 2 }, 1)).toBeNull()
    expect(whyZoneFull({ name: 'Hull breach', capacity: 2 }, 2)).toBe('Hull breach is full: 2 creatures fit there (Z8, ZG22).')
    expect(whyZoneFull({ name: 'Open sand', capacity: null }, 40)).toBeNull()
  })
})

describe('Zones disengaging (Z22, Z23, ZG10-ZG12)', () => {
  const at = (id: string, side: Standing['side'], z: string, canStrike = true): Standing => ({ id, side, zone: z, canStrike, fighting: true })

  it('Z22 ZG10 each enemy Close to one leaving gets a free attack', () => {
    expect(
      freeAttackers(
        at('pc', 'players', 'a'),
        [at('pc', 'players', 'a'), at('x', 'enemies', 'a'), at('y', 'enemies', 'a'), at('z', 'enemies', 'b')],
        false,
      ),
    ).toEqual(['x', 'y'])
  })

  it('Z23 ZG11 none when an ally is Close too, or the Action went on disengaging', () => {
    const everyone = [at('pc', 'players', 'a'), at('ally', 'players', 'a'), at('x', 'enemies', 'a')]
    expect(freeAttackers(at('pc', 'players', 'a'), everyone, false)).toEqual([])
    expect(freeAttackers(at('pc', 'players', 'a'), [at('pc', 'players', 'a'), at('x', 'enemies', 'a')], true)).toEqual([])
  })

  it('ZG12 a creature leaving Close characters draws their free attacks; ZR9 not from one who cannot strike', () => {
    expect(
      freeAttackers(at('x', 'enemies', 'a'), [at('x', 'enemies', 'a'), at('pc', 'players', 'a'), at('para', 'players', 'a', false)], false),
    ).toEqual(['pc'])
  })
})
