import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, zonesSession } from './support'

describe('Zones effects end by their Test (Z25, ZG17, ZR12)', () => {
  it('Z25 ZG17 property: a Hinderance without an Action ends at its bearer’s turn end exactly when d20 + attribute reaches its DR', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 5, max: 20 }),
        fc.constantFrom('STR', 'DEX', 'WIL'),
        async (face, dr, test) => {
          const dice = scriptedDice()
          const s = await zonesSession({ dice })
          dice.next(5, 3, 1, 6, 4)
          await s.roll({ type: 'initiative' })
          await s.act({ type: 'combat.begin' })
          await s.act({
            type: 'condition.add',
            target: 'pc-dax',
            condition: {
              name: 'stuck',
              custom: false,
              duration: { kind: 'untilTest', test, target: dr, needsAction: false },
              source: null,
              ongoing: null,
              secret: false,
            },
          })
          await s.act({ type: 'turn.next' })
          dice.next(face)
          await s.roll({ type: 'duty' })
          const bonus = s.fighter('pc-dax').attributes[test as 'STR' | 'DEX' | 'WIL']
          expect(s.fighter('pc-dax').hinderances.includes('stuck')).toBe(face + bonus < dr)
          expect(s.view().current).toBe('pc-ixa')
        },
      ),
      { numRuns: 25 },
    )
  })
})
