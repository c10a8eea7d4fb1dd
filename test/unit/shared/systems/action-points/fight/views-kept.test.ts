import { describe, expect, it } from 'vitest'
import { actionPointsSystem, type ApState } from '@shared/systems/action-points'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice, WYRM } from './support'

/*
 * The GM view and the player part keep what they made for a combatant (its view, its options
 * against each target, the reachable hexes) until a step changes what they read: these tests
 * hold the kept views equal to views made afresh from a copy of the state, step after step.
 */

type Session = Awaited<ReturnType<typeof apSession>>

function sameAsFresh(s: Session): void {
  const state = s.session.ledger.state.systems.actionPoints as ApState
  const campaign = s.session.campaign
  const fresh = structuredClone(state)
  expect(actionPointsSystem.gmView(state, { campaign })).toEqual(actionPointsSystem.gmView(fresh, { campaign }))
  expect(actionPointsSystem.playerPart(state, { campaign })).toEqual(actionPointsSystem.playerPart(fresh, { campaign }))
}

describe('the views of an Action-points fight, kept per combatant between steps', () => {
  it('read the same as views made afresh through the Surprise Round, moves, an attack and its reaction, renames, reveals, damage and undo', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice })
    sameAsFresh(s)
    await begun(s, dice, 5, 4, 2, 1, 9, 3, 2)
    sameAsFresh(s)
    const steps: (() => Promise<void>)[] = [
      () => s.act({ type: 'combatant.hide', target: RAIDER(2), revealOnTurn: false }),
      () =>
        s.act({
          type: 'action.move',
          path: [
            { q: 1, r: -2 },
            { q: 1, r: -1 },
          ],
        }),
      () => s.act({ type: 'combatant.rename', target: 'pc-dax', name: 'Dax the Wall' }),
      () => {
        dice.next(10)
        return s.attack(WYRM, 'pc-dax')
      },
      () => {
        dice.next(3, 4)
        return s.roll({ type: 'land' })
      },
      () => s.act({ type: 'combatant.damage', target: RAIDER(1), amount: 5, source: 'pc-ixa', note: '' }),
      () => s.act({ type: 'turn.next' }),
      () => s.act({ type: 'combatant.reveal', target: RAIDER(2) }),
      () => s.act({ type: 'resource.adjust', target: 'pc-ixa', resource: 'fp', amount: 1, reason: 'A rousing speech' }),
      () => s.act({ type: 'turn.next' }),
      () => s.act({ type: 'turn.next' }),
    ]
    for (const step of steps) {
      await step()
      sameAsFresh(s)
    }
    await s.must({ kind: 'undo' })
    sameAsFresh(s)
    await s.must({ kind: 'undo' })
    sameAsFresh(s)
    await s.must({ kind: 'redo' })
    sameAsFresh(s)
  })

  it('A39 A20 read the same as fresh ones when an ally is placed in gang-up reach or moves there, a Feint lands, and allies may Intercept', async () => {
    const dice = scriptedDice()
    const s = await apSession({
      dice,
      campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, 'pc-dax': { q: 0, r: 3 }, [RAIDER(1)]: { q: 1, r: 0 } }),
      pcIds: ['pc-ixa', 'pc-dax'],
    })
    await begun(s, dice, 9, 8, 1)
    sameAsFresh(s)
    dice.next(20, 50)
    await s.roll({ type: 'feint', target: RAIDER(1), skill: 'Melee', defense: 'Agility' })
    sameAsFresh(s)
    // The GM puts Dax next to the raider during Ixa's turn: Ixa's attacks on it now gang up (A39).
    await s.act({ type: 'token.place', target: 'pc-dax', at: { q: 1, r: 1 } })
    expect(s.view().attacks.find((a) => a.target === RAIDER(1))!.modifiers).toContainEqual({ label: 'Gang-up (A39)', value: 10 })
    sameAsFresh(s)
    await s.act({ type: 'token.place', target: 'pc-dax', at: { q: 0, r: 3 } })
    sameAsFresh(s)
    await s.act({ type: 'turn.next' })
    sameAsFresh(s)
    // Dax moves next to the raider: Ixa's attacks on it now gang up (A39).
    await s.act({
      type: 'action.move',
      path: [
        { q: 1, r: 2 },
        { q: 1, r: 1 },
      ],
    })
    sameAsFresh(s)
    await s.act({ type: 'turn.next' })
    sameAsFresh(s)
    // The raider attacks Ixa: Dax may Intercept (A20).
    dice.next(5)
    await s.attack(RAIDER(1), 'pc-ixa')
    expect(s.view().pending!.reactions.some((r) => r.who === 'pc-dax' && r.kind === 'intercept')).toBe(true)
    sameAsFresh(s)
    await s.act({ type: 'combatant.damage', target: 'pc-dax', amount: 3, source: null, note: '' })
    sameAsFresh(s)
  })
})
