import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { attackOdds, attackOddsSpec, type EscalationState } from '@shared/systems/escalation'
import { attackOutcome, attackParticipant } from '@shared/systems/escalation/combat/attack'
import { CONDITION_NAMES } from '@shared/systems/escalation/rules/conditions'
import { condition, fightSession, RAIDER } from './support'

describe('the odds the GM sees before an attack', () => {
  it('E1-E6 E12-E14 E59-E72 R16 come from what the GM view shows, and agree with how the host resolves every natural', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...CONDITION_NAMES], { maxLength: 3 }),
        fc.subarray([...CONDITION_NAMES], { maxLength: 3 }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(0, 1),
        async (onAttacker, onTarget, advantage, bonus, attack) => {
          const { act, view, session } = await fightSession()
          await act({ type: 'combat.begin' })
          for (const name of onAttacker) await act({ type: 'condition.add', target: RAIDER(1), condition: condition(name, null) })
          for (const name of onTarget) await act({ type: 'condition.add', target: 'pc-dax', condition: condition(name, RAIDER(1)) })
          const fight = (session.ledger.state.systems.escalation as EscalationState).fight!.snapshot.context
          const seen = view()
          const shown = (id: string) => seen.combatants.find((c) => c.id === id)!
          const held = (id: string) => fight.track.combatants.find((c) => c.id === id)!
          const terms = held(RAIDER(1)).stats.attacks[attack]!
          const table = { escalation: seen.escalation.die, critAlwaysHits: seen.rulings.critAlwaysHits }
          const extra = { advantage, bonus }
          const fromView = attackOddsSpec(shown(RAIDER(1)), shown('pc-dax'), terms, table, extra)
          expect(fromView).toEqual(attackOddsSpec(attackParticipant(held(RAIDER(1))), attackParticipant(held('pc-dax')), terms, table, extra))
          // Every natural the odds count resolves as the host resolves it (here without extra dice, so the faces are the natural).
          const odds = attackOdds({ ...fromView, net: 0 })
          // The GM's count that cancels the conditions' Advantage, so three dice are the natural.
          const roll = { attacker: RAIDER(1), attack, advantage: advantage - (fromView.net ?? 0), bonus, coupDeGrace: false }
          for (let natural = 3; natural <= 18; natural++) {
            const faces = [Math.min(6, natural - 2), Math.max(1, Math.min(6, natural - 1 - Math.min(6, natural - 2))), 0]
            faces[2] = natural - faces[0]! - faces[1]!
            const save = fromView.invisibleSave ? [6, 6, 6] : null
            const came = attackOutcome(fight, roll, 'pc-dax', faces, save)
            if ('refused' in came) throw new Error(came.refused)
            expect(came.outcome, `natural ${natural}`).toBe(odds.outcomeOf[natural])
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
