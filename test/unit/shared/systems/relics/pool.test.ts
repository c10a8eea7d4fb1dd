import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildChallengePool, buildCohortPool, diceSources, type CohortPoolRequest, type PoolPc } from '@shared/systems/relics'
import { defaultSettings } from '@shared/campaign'

const expertiseDice = defaultSettings().expertiseDice
const pc = (id: string, primary: string, secondary: string | null = null, extra: Partial<PoolPc> = {}): PoolPc => ({
  id,
  name: id,
  primaryExpertise: primary,
  secondaryExpertise: secondary,
  stressedOut: false,
  outOfGame: false,
  ...extra,
})
const request = (overrides: Partial<CohortPoolRequest>): CohortPoolRequest => ({
  cohort: [pc('ana', 'Scav'), pc('bo', 'Venger', 'Scav'), pc('cy', 'Phantom')],
  leaderId: 'ana',
  challengeType: 'Scav',
  expertiseDice,
  overrides: {},
  addDice: [],
  destinySpent: 0,
  destinyAvailable: 0,
  ...overrides,
})

describe('Cohort step 2, Build the Pool (rulings 3 and 5)', () => {
  it('"A PC whose Primary Expertise matches ... +3d6"; assists add their assist dice', () => {
    const pool = buildCohortPool(request({}))
    expect(pool.sources.map((s) => [s.kind, s.pcId, s.dice])).toEqual([
      ['leader', 'ana', 3],
      ['assist', 'bo', 1],
      ['assist', 'cy', 0],
    ])
    expect(pool.total).toBe(4)
    expect(pool.cap).toBe(9)
  })

  it('a leader leading on a Secondary match gets the leaderSecondary dice, with no match leaderNoMatch', () => {
    expect(buildCohortPool(request({ leaderId: 'bo' })).sources[0]).toMatchObject({ kind: 'leader', dice: 2 })
    expect(buildCohortPool(request({ leaderId: 'cy' })).sources[0]).toMatchObject({ kind: 'leader', dice: 1 })
  })

  it("the GM may override a PC's contribution (ruling 5)", () => {
    const pool = buildCohortPool(request({ overrides: { cy: 2 } }))
    expect(pool.sources[2]).toMatchObject({ pcId: 'cy', dice: 2, label: expect.stringMatching(/GM override/) })
    expect(pool.total).toBe(6)
  })

  it('Hindering Add Dice come before Beneficial ones, and the pool never drops below 0 on the way', () => {
    const pool = buildCohortPool(
      request({
        addDice: [
          { label: 'Fusiontech Blaster', side: 'beneficial', dice: 2 },
          { label: 'Sandstorm', side: 'hindering', dice: 6 },
        ],
      }),
    )
    expect(pool.sources.slice(3).map((s) => [s.label, s.applied, s.runningTotal])).toEqual([
      ['Sandstorm', -4, 0],
      ['Fusiontech Blaster', 2, 2],
    ])
    expect(pool.total).toBe(2)
  })

  it('a Stressed Out PC brings only their -1d6: no assist dice (Stress and Agony)', () => {
    const cohort = [pc('ana', 'Scav'), pc('bo', 'Scav', null, { stressedOut: true }), pc('cy', 'Phantom')]
    const pool = buildCohortPool(request({ cohort }))
    expect(pool.sources.map((s) => [s.kind, s.pcId, s.dice])).toEqual([
      ['leader', 'ana', 3],
      ['assist', 'cy', 0],
      ['stressedOut', 'bo', -1],
    ])
    expect(pool.total).toBe(2)
  })

  it('a PC out of the game has left the Cohort: no dice, and no part of the cap', () => {
    const cohort = [pc('ana', 'Scav'), pc('bo', 'Scav', null, { outOfGame: true, stressedOut: true })]
    const pool = buildCohortPool(request({ cohort }))
    expect(pool.cap).toBe(3)
    expect(pool.total).toBe(3)
  })

  it('Destiny goes in one for one up to the cap of 3 x PCs, and says how much more may go', () => {
    const pool = buildCohortPool(request({ destinySpent: 2, destinyAvailable: 5 }))
    expect(pool.total).toBe(6)
    expect(pool.destinyRoom).toBe(3)
    expect(buildCohortPool(request({ destinySpent: 2, destinyAvailable: 1 })).destinyRoom).toBe(1)
  })

  it('labels each die with its source; Hindering lines take away the latest dice', () => {
    const pool = buildCohortPool(request({ addDice: [{ label: 'Stubborn', side: 'hindering', dice: 1 }], destinySpent: 1 }))
    expect(diceSources(pool)).toEqual([
      'ana leads (Primary Expertise Scav)',
      'ana leads (Primary Expertise Scav)',
      'ana leads (Primary Expertise Scav)',
      'Destiny',
    ])
  })

  it('Challenge step 2: "the Challenge dice pool size does not change" - always its rating (ruling 3)', () => {
    const pool = buildChallengePool(5)
    expect(pool.total).toBe(5)
    expect(diceSources(pool)).toEqual(Array(5).fill('Challenge rating'))
  })

  it('property: the Cohort pool stays within 0 and 3 x PCs, whatever the modifiers and Destiny', () => {
    const arbitraryPc = fc.record({
      primaryExpertise: fc.constantFrom('Scav', 'Venger'),
      secondaryExpertise: fc.constantFrom('Scav', 'Venger', null),
      stressedOut: fc.boolean(),
      outOfGame: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.array(arbitraryPc, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({
            label: fc.constant('t'),
            side: fc.constantFrom('beneficial' as const, 'hindering' as const),
            dice: fc.integer({ min: 1, max: 10 }),
          }),
          { maxLength: 5 },
        ),
        fc.dictionary(fc.constantFrom('p0', 'p1', 'p2'), fc.integer({ min: 0, max: 30 })),
        fc.nat(40),
        (pcs, addDice, overrides, destinySpent) => {
          const cohort = pcs.map((p, i) => ({ ...p, id: `p${i}`, name: `p${i}` }))
          const pool = buildCohortPool(request({ cohort, leaderId: 'p0', addDice, overrides, destinySpent, destinyAvailable: 40 }))
          const members = cohort.filter((p) => !p.outOfGame).length
          expect(pool.cap).toBe(3 * members)
          for (const s of pool.sources) {
            expect(s.runningTotal).toBeGreaterThanOrEqual(0)
            expect(s.runningTotal).toBeLessThanOrEqual(pool.cap)
          }
          expect(pool.total).toBeLessThanOrEqual(pool.cap)
          expect(pool.total + pool.destinyRoom).toBeLessThanOrEqual(pool.cap)
          expect(diceSources(pool)).toHaveLength(pool.total)
        },
      ),
    )
  })
})
