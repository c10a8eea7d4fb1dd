import { describe, expect, it } from 'vitest'
import {
  distributeRecovery,
  extendedDowntime,
  growthModifier,
  infuseRelic,
  removeAgonyByGrowth,
  removeRelic,
  scoreResults,
  setValueRecovery,
  stallionTestRecovery,
  whyInfusionRefused,
  whyRecoveryRefused,
} from '@shared/systems/relics'
import { defaultSettings } from '@shared/campaign'
import { agony, character, relic } from './fixtures'

const settings = defaultSettings()

describe('Moon Relic infusion and removal (ruling 12)', () => {
  const four = ['r1', 'r2', 'r3', 'r4'].map((id) => relic(id, 'ana'))

  it('a non-Synth PC "can infuse a maximum of four Moon Relics": the console refuses a 5th, with the reason', () => {
    const ana = character('ana')
    expect(whyInfusionRefused(ana, [...four, relic('r5')], 'r5')).toMatch(/at most 4/)
    expect(whyInfusionRefused(character('ana', { bioform: 'Synth' }), [...four, relic('r5')], 'r5')).toBeNull()
  })

  it('refuses a destroyed relic, or one infused in someone else', () => {
    const ana = character('ana')
    expect(whyInfusionRefused(ana, [{ ...relic('r1'), destroyed: true }], 'r1')).toMatch(/destroyed/)
    expect(whyInfusionRefused(ana, [relic('r1', 'bo')], 'r1')).toMatch(/another PC/)
  })

  it('infusing lowers the maximum Stress and may Stress Out the PC (an Agony name is then needed)', () => {
    const ana = character('ana', { stress: 9 })
    expect(infuseRelic(ana, [relic('r1')], 'r1', null)).toMatchObject({ ok: false, reason: expect.stringMatching(/maximum Stress to 9/) })
    const outcome = infuseRelic(ana, [relic('r1')], 'r1', agony('ag', 'Moon-sick'))
    expect(outcome).toMatchObject({ ok: true, value: { maxStress: 9, becameStressedOut: true, pc: { stress: 9, stressedOut: true } } })
  })

  it('a 4th relic on a PC with one Agony reaches Agony 5 and takes them out of the game', () => {
    const ana = character('ana', { agony: [agony('a1')] })
    const outcome = infuseRelic(ana, [...four.slice(0, 3), relic('r4')], 'r4', null)
    expect(outcome).toMatchObject({ ok: true, value: { tookOutOfGame: true, pc: { outOfGame: true } } })
  })

  it('removing an infused relic destroys it and raises the maximum again', () => {
    const outcome = removeRelic(character('ana'), four, 'r2')
    expect(outcome).toMatchObject({ ok: true, value: { maxStress: 7 } })
    if (outcome.ok) expect(outcome.value.relics[1]).toMatchObject({ destroyed: true, infusedBy: null })
    expect(removeRelic(character('bo'), four, 'r2').ok).toBe(false)
  })
})

describe('End-of-scene recovery (ruling 14)', () => {
  const cohort = [
    character('ana', { primaryExpertise: 'Stallion', stress: 4 }),
    character('bo', { secondaryExpertise: 'Stallion', stress: 10, stressedOut: true }),
    character('cy', { stress: 1 }),
    character('dee', { primaryExpertise: 'Stallion', outOfGame: true, stress: 5 }),
  ]

  it('set value: 1 Stress per PC with Stallion Expertise, Primary or Secondary', () => {
    expect(setValueRecovery(cohort, settings)).toBe(2)
  })

  it('Stallion test: each net success recovers 1 Stress, never fewer than 0', () => {
    expect(stallionTestRecovery(scoreResults([5, 7, 2]))).toBe(3)
    expect(stallionTestRecovery(scoreResults([1, 1]))).toBe(0)
  })

  it('the GM shares recovered Stress; recovering 1 removes Stressed Out', () => {
    expect(whyRecoveryRefused(cohort, 3, { ana: 1, bo: 1 })).toMatch(/adds up to 2, but 3/)
    expect(whyRecoveryRefused(cohort, 3, { cy: 3 })).toMatch(/only 1 Stress/)
    expect(whyRecoveryRefused(cohort, 3, { dee: 3 })).toMatch(/out of the game/)
    const outcome = distributeRecovery(cohort, 3, { ana: 1, bo: 2 })
    expect(outcome.ok && outcome.value.map((pc) => [pc.stress, pc.stressedOut])).toEqual([
      [3, false],
      [8, false],
      [1, false],
      [5, false],
    ])
  })

  it('recovered Stress that nobody has left to lose is dropped', () => {
    const calm = [character('ana', { stress: 1 })]
    expect(whyRecoveryRefused(calm, 4, { ana: 1 })).toBeNull()
  })

  it('extended downtime lowers every PC in the game by a further 3', () => {
    expect(extendedDowntime(cohort, settings).map((pc) => pc.stress)).toEqual([1, 7, 0, 5])
  })
})

describe('Growth test (ruling 13)', () => {
  it('"a PC with two (2) levels of Moon Relic Disruption would have a +1 / 2d to Growth tests"', () => {
    const ana = character('ana')
    expect(growthModifier(ana, [relic('r1', 'ana'), relic('r2', 'ana')])).toMatchObject({ side: 'beneficial', value: 1, dice: 2 })
    expect(growthModifier(ana, [])).toBeNull()
  })

  it('5 successes remove a named Agony; Disruption only goes with its relic', () => {
    const ana = character('ana', { agony: [agony('a1')] })
    const relics = [relic('r1', 'ana')]
    expect(removeAgonyByGrowth(ana, relics, 'a1', scoreResults([7, 7, 5]))).toMatchObject({ ok: true, value: { agony: [] } })
    expect(removeAgonyByGrowth(ana, relics, 'a1', scoreResults([7, 7]))).toMatchObject({ ok: false, reason: expect.stringMatching(/needs 5/) })
    expect(removeAgonyByGrowth(ana, relics, 'r1', scoreResults([9, 9]))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/removing the infused relic/),
    })
  })
})
