import { describe, expect, it } from 'vitest'
import { resolveChallengeDice, scoreResults, tidesShift, whyDisasterTraitRefused } from '@shared/systems/relics'
import { defaultSettings } from '@shared/campaign'

const [common, minor] = defaultSettings().threatLevels

describe('Cohort step 7, Resolve Challenge Dice', () => {
  it('each net success resolves one die; the Challenge is resolved once all its dice are', () => {
    expect(resolveChallengeDice(0, 5, 3)).toEqual({ before: 0, newlyResolved: 3, resolvedDice: 3, rating: 5, challengeResolved: false })
    expect(resolveChallengeDice(3, 5, 4)).toMatchObject({ newlyResolved: 2, resolvedDice: 5, challengeResolved: true })
  })

  it('"no successes but also no botches" adds nothing, and a negative net never frees dice', () => {
    expect(resolveChallengeDice(2, 5, 0)).toMatchObject({ resolvedDice: 2, newlyResolved: 0 })
    expect(resolveChallengeDice(2, 5, -3)).toMatchObject({ resolvedDice: 2, newlyResolved: 0 })
  })
})

describe('Cohort step 8, The Tides Shift (ruling 8)', () => {
  it('+1 Destiny per critical, +1 Doom per botch and per major botch, per overpowering +1 Destiny per PC and +1 Doom', () => {
    const result = scoreResults([7, 8, 9, 1, 0, -1, 5])
    expect(tidesShift(result, minor!, 3, 'cohort')).toEqual({
      destiny: 2 + 3,
      doom: 2 + 1 + 1,
      criticals: 2,
      overpowering: 1,
      botches: 2,
      majorBotches: 1,
      pcCount: 3,
      skipped: null,
    })
  })

  it('no shift against a Common Threat, nor on the Challenge turn ("results from the Challenge pool do not affect the Tides")', () => {
    const result = scoreResults([7, 1])
    expect(tidesShift(result, common!, 3, 'cohort')).toMatchObject({ destiny: 0, doom: 0, skipped: 'threatWithoutTides' })
    expect(tidesShift(result, minor!, 3, 'challenge')).toMatchObject({ destiny: 0, doom: 0, skipped: 'challengeTurn' })
  })
})

describe('Step 9, Disaster (ruling 9)', () => {
  it("needs a name, and the Challenge's Disaster cannot change its pool size", () => {
    expect(whyDisasterTraitRefused('Winded', { kind: 'simple', value: 1, dice: 1 }, 'cohort')).toBeNull()
    expect(whyDisasterTraitRefused('  ', { kind: 'simple', value: 1, dice: 1 }, 'cohort')).toMatch(/Name/)
    expect(whyDisasterTraitRefused('Collapse', { kind: 'addDice', dice: 1 }, 'challenge')).toMatch(/rating/)
    expect(whyDisasterTraitRefused('Collapse', { kind: 'addDice', dice: 1 }, 'cohort')).toBeNull()
    expect(whyDisasterTraitRefused('Fog', { kind: 'autoResult', value: 3, dice: 1 }, 'cohort')).toMatch(/A3 only ever applies to Challenge pools/)
    expect(whyDisasterTraitRefused('Fog', { kind: 'autoResult', value: 3, dice: 1 }, 'challenge')).toBeNull()
  })
})
