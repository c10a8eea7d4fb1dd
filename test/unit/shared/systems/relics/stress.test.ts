import { describe, expect, it } from 'vitest'
import {
  agonyLevel,
  distributeStress,
  everyoneStressedOut,
  maxStress,
  stressLimits,
  takeStress,
  whyStressDistributionRefused,
  type StressTaker,
} from '@shared/systems/relics'
import { agony } from './fixtures'

const taker = (id: string, overrides: Partial<StressTaker> = {}): StressTaker =>
  ({ id, name: id, bioform: 'Human', infusedRelics: 0, stress: 0, stressedOut: false, agony: [], outOfGame: false, ...overrides }) as StressTaker

describe('Stress maximum (ruling 10, Moon Relic Disruption)', () => {
  it('"a PC with three (3) infused Moon Relics ... would become Stressed Out whenever they reach 7 Stress"', () => {
    expect(maxStress({ infusedRelics: 3 })).toBe(7)
    expect(maxStress({ infusedRelics: [{}, {}, {}] })).toBe(7)
    expect(maxStress({ moonRelicDisruption: 3 })).toBe(7)
    const pc = taker('ana', { infusedRelics: 3, stress: 5 })
    const outcome = takeStress(pc, 2, stressLimits(pc), agony('ag', 'Shaking hands'))
    expect(outcome).toMatchObject({ ok: true, value: { becameStressedOut: true, pc: { stress: 7, stressedOut: true } } })
    expect(takeStress(pc, 1, stressLimits(pc), null)).toMatchObject({ ok: true, value: { becameStressedOut: false } })
  })

  it('every PC starts with a maximum of 10; a maximum never drops below 1', () => {
    expect(maxStress({ infusedRelics: [] })).toBe(10)
    expect(maxStress({ moonRelicDisruption: 12 })).toBe(1)
  })
})

describe('Stressed Out and Agony (rulings 10-12)', () => {
  const limits = { maxStress: 10, disruptionAgony: 0 }

  it('stress is stored capped at the maximum, and Stressed Out comes with one named Agony', () => {
    const outcome = takeStress(taker('ana', { stress: 8 }), 5, limits, agony('ag'))
    expect(outcome).toMatchObject({ ok: true, value: { stressAdded: 2, agonyGained: { id: 'ag' }, pc: { stress: 10, agony: [{ id: 'ag' }] } } })
    expect(takeStress(taker('ana', { stress: 8 }), 5, limits, null)).toMatchObject({ ok: false, reason: expect.stringMatching(/name the Agony/) })
  })

  it('a PC already Stressed Out gains neither Stress nor a second Agony', () => {
    const pc = taker('ana', { stress: 10, stressedOut: true, agony: [agony('a1')] })
    expect(takeStress(pc, 3, limits, agony('a2'))).toMatchObject({
      ok: true,
      value: { stressAdded: 0, agonyGained: null, pc: { agony: [{ id: 'a1' }] } },
    })
  })

  it('Agony 5, counting Moon Relic Disruption, takes the PC out of the game', () => {
    const pc = taker('ana', { infusedRelics: 3, stress: 6, agony: [agony('a1')] })
    expect(agonyLevel(pc, stressLimits(pc))).toBe(4)
    expect(takeStress(pc, 1, stressLimits(pc), agony('a2'))).toMatchObject({ ok: true, value: { tookOutOfGame: true, pc: { outOfGame: true } } })
  })

  it("a Synth's Disruption lowers their maximum but is not Agony", () => {
    const synth = taker('syn', { bioform: 'Synth', infusedRelics: 6 })
    expect(stressLimits(synth)).toEqual({ maxStress: 4, disruptionAgony: 0 })
  })

  it('"every member will become Stressed Out" ends the Event (ruling 11); PCs out of the game do not count', () => {
    expect(
      everyoneStressedOut([
        { stressedOut: true, outOfGame: false },
        { stressedOut: false, outOfGame: true },
      ]),
    ).toBe(true)
    expect(
      everyoneStressedOut([
        { stressedOut: true, outOfGame: false },
        { stressedOut: false, outOfGame: false },
      ]),
    ).toBe(false)
  })
})

describe('Challenge step 7, Apply Stress', () => {
  const cohort = [taker('ana', { stress: 8 }), taker('bo'), taker('cy', { stress: 10, stressedOut: true })]

  it('refuses Stress that does not add up, goes to a Stressed Out PC, or Stresses Out without an Agony name', () => {
    expect(whyStressDistributionRefused(cohort, 3, { allocations: { ana: 1, bo: 1 }, agonyNames: {} })).toMatch(/adds up to 2, but 3/)
    expect(whyStressDistributionRefused(cohort, 3, { allocations: { bo: 2, cy: 1 }, agonyNames: {} })).toMatch(/already Stressed Out/)
    expect(whyStressDistributionRefused(cohort, 3, { allocations: { ana: 2, bo: 1 }, agonyNames: {} })).toMatch(/name the Agony/)
    expect(whyStressDistributionRefused(cohort, 3, { allocations: { zed: 3 }, agonyNames: {} })).toMatch(/no PC "zed"/)
    expect(whyStressDistributionRefused(cohort, 3, { allocations: { bo: 3, cy: 0 }, agonyNames: {} })).toBeNull()
  })

  it('applies a distribution and records who was Stressed Out and the Agony they gained', () => {
    const outcome = distributeStress(cohort, 4, { allocations: { ana: 3, bo: 1 }, agonyNames: { ana: 'Nightmares' } }, (pc) => `agony-${pc.id}`)
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.value.cohort.map((pc) => [pc.stress, pc.stressedOut])).toEqual([
      [10, true],
      [1, false],
      [10, true],
    ])
    expect(outcome.value.record).toMatchObject({
      stressedOut: ['ana'],
      agonyGained: [{ pcId: 'ana', agony: { id: 'agony-ana', name: 'Nightmares' } }],
      dropped: 0,
    })
  })

  it('drops the Stress when nobody is left standing to take it', () => {
    const down = [taker('ana', { stress: 10, stressedOut: true })]
    const outcome = distributeStress(down, 2, { allocations: {}, agonyNames: {} }, () => 'x')
    expect(outcome).toMatchObject({ ok: true, value: { record: { dropped: 2 } } })
  })
})
