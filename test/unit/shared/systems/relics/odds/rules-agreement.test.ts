import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { adjustedResults, scoreResults, suggestAssignment, suggestHinderingAssignment, type SimpleModifier } from '@shared/systems/relics'
import { exhaustiveBestPlay } from '@shared/systems/relics/odds'

describe("the odds' best play agrees with the rules' suggested assignment (step 5, ruling 6)", () => {
  it('on random rolls, the suggested Hindering play and Beneficial answer score the same net, botch dice and criticals', () => {
    const modifier = fc.record({
      side: fc.constantFrom('beneficial' as const, 'hindering' as const),
      value: fc.integer({ min: 1, max: 3 }),
      dice: fc.integer({ min: 1, max: 3 }),
    })
    const case_ = fc.record({
      values: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 }),
      modifiers: fc.array(modifier, { maxLength: 3 }),
    })
    fc.assert(
      fc.property(case_, ({ values, modifiers }) => {
        const named: SimpleModifier[] = modifiers.map((m, i) => ({ ...m, id: `m${i}`, label: `m${i}` }))
        const hindering = suggestHinderingAssignment(values, named)
        const suggested = scoreResults(adjustedResults(values, named, suggestAssignment(values, named, hindering)))
        const odds = exhaustiveBestPlay(values.length, modifiers)(values)
        expect(odds.net).toBe(suggested.net)
        expect(odds.botches).toBe(suggested.botches + suggested.majorBotches)
        expect(odds.criticals).toBe(suggested.criticals)
      }),
      { numRuns: 300 },
    )
  })
})
