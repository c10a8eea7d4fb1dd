import { describe, expect, it } from 'vitest'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice, WYRM } from './support'

describe('an Action-points fight: initiative, surprise, resources, the turn (A1-A6, A24, A32, A33, A42, R23, R24)', () => {
  it('A32 R23 initiative is 1d10 + Agility/10, highest first; a tie goes to the higher Agility', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice })
    expect(await s.refusedAct({ type: 'combat.begin' })).toMatch(/^Roll initiative first \(A32\)/)
    dice.next(5, 4, 2, 1, 9, 3, 2)
    await s.roll({ type: 'initiative' })
    expect(s.view().initiative.map((e) => [e.id, e.roll, e.score])).toEqual([
      [WYRM, 9, 12],
      ['pc-vell', 4, 10],
      ['pc-ixa', 5, 10],
      [RAIDER(1), 3, 8],
      [RAIDER(2), 2, 7],
      ['pc-tamsin', 1, 6],
      ['pc-dax', 2, 5],
    ])
    expect(await s.refusedRoll({ type: 'initiative' })).toBe('Everyone has an initiative already.')
  })

  it('R23 the GM orders ties only', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, pcIds: ['pc-ixa'] })
    dice.next(5, 9, 3, 5)
    await s.roll({ type: 'initiative' })
    // Ixa 5+5 = 10 and raider 2 with 5+5 = 10, both Agility 55: the GM may swap them, and only them.
    expect(s.view().initiative.map((e) => e.id)).toEqual([WYRM, 'pc-ixa', RAIDER(2), RAIDER(1)])
    await s.act({ type: 'initiative.order', order: [WYRM, RAIDER(2), 'pc-ixa', RAIDER(1)] })
    expect(s.view().initiative.map((e) => e.id)).toEqual([WYRM, RAIDER(2), 'pc-ixa', RAIDER(1)])
    expect(await s.refusedAct({ type: 'initiative.order', order: [RAIDER(1), WYRM, RAIDER(2), 'pc-ixa'] })).toMatch(/higher initiative acts first/)
  })

  it('A33 the Surprise Round: only the surprising side acts; the surprised have 0 AP, 0 RP, 0 FP and cannot react; they get 2 FP at round 1', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice })
    await begun(s, dice, 5, 4, 2, 1, 9, 3, 2)
    expect(s.view()).toMatchObject({ round: 0, surprise: true, current: WYRM, order: [WYRM, RAIDER(1), RAIDER(2)] })
    expect(s.fighter('pc-dax').resources).toEqual({ ap: 0, rp: 0, fp: 0 })
    expect(s.fighter(WYRM).resources).toEqual({ ap: 5, rp: 3, fp: 2 })
    // The Wyrm closes in and bites Dax, who cannot react: it is surprised.
    await s.act({
      type: 'action.move',
      path: [
        { q: 1, r: -2 },
        { q: 1, r: -1 },
      ],
    })
    dice.next(10)
    await s.attack(WYRM, 'pc-dax')
    expect(
      s
        .view()
        .pending!.reactions.filter((r) => r.who === 'pc-dax')
        .every((r) => r.why?.includes('surprised')),
    ).toBe(true)
    expect(await s.refusedRoll({ type: 'reaction', who: 'pc-dax', kind: 'dodge' })).toMatch(/surprised: no reactions in the Surprise Round/)
    dice.next(3, 4)
    await s.roll({ type: 'land' })
    expect(s.fighter('pc-dax').hp).toBe(40 - 9)
    expect(s.fighter(WYRM).resources).toMatchObject({ ap: 2, fp: 4 })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'turn.next' })
    // Round 1: the Wyrm, high in the order, acts again before any PC (A33); the PCs have their 2 FP, RP at their own turn (AG24).
    expect(s.view()).toMatchObject({ round: 1, surprise: false, current: WYRM })
    expect(s.fighter('pc-vell').resources).toEqual({ ap: 0, rp: 0, fp: 2 })
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe('pc-vell')
    expect(s.fighter('pc-vell').resources).toEqual({ ap: 5, rp: 2, fp: 2 })
  })

  it('A3 A42 R24 a turn has 5 AP; unused AP is lost and 1 FP decays at its end; A24 Flow State keeps the FP', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 4, r: 0 } }), pcIds: ['pc-ixa'] })
    await begun(s, dice, 9, 1)
    expect(s.fighter('pc-ixa').resources).toEqual({ ap: 5, rp: 2, fp: 2 })
    await s.act({ type: 'action.move', path: [{ q: 1, r: 0 }] })
    expect(s.fighter('pc-ixa').resources.ap).toBe(4)
    await s.act({ type: 'turn.next' })
    expect(s.fighter('pc-ixa').resources).toEqual({ ap: 0, rp: 2, fp: 1 })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'action.flowState' })
    expect(await s.refusedAct({ type: 'action.flowState' })).toMatch(/Flow State is taken already/)
    await s.act({ type: 'turn.next' })
    expect(s.fighter('pc-ixa').resources).toEqual({ ap: 0, rp: 2, fp: 1 })
  })

  it('A5 R24 at most 2 AP of movement a turn; A28 Take a Step once a round on top, provoking nothing', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }), pcIds: ['pc-ixa'] })
    await begun(s, dice, 9, 1)
    // Stepping away from the raider's threat provokes nothing.
    await s.act({ type: 'action.step', to: { q: -1, r: 0 } })
    expect(s.view().pending).toBeNull()
    expect(await s.refusedAct({ type: 'action.step', to: { q: -2, r: 0 } })).toMatch(/Take a Step is once a round/)
    await s.act({ type: 'action.move', path: [{ q: -2, r: 0 }] })
    await s.act({ type: 'action.move', path: [{ q: -3, r: 0 }] })
    expect(await s.refusedAct({ type: 'action.move', path: [{ q: -4, r: 0 }] })).toMatch(/At most 2 AP of movement a turn/)
    expect(s.view().actions.find((a) => a.kind === 'move')!.why).toMatch(/At most 2 AP/)
    expect(s.fighter('pc-ixa')).toMatchObject({ position: { q: -3, r: 0 }, resources: { ap: 2 } })
  })

  it('A34 A35 a Move goes at most Move Speed hexes, never through an enemy, never ending on anyone', async () => {
    const dice = scriptedDice()
    const s = await apSession({
      dice,
      campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, 'pc-vell': { q: 0, r: 2 }, [RAIDER(1)]: { q: 2, r: 0 } }),
      pcIds: ['pc-ixa', 'pc-vell'],
    })
    await begun(s, dice, 9, 1, 1)
    const long = Array.from({ length: 7 }, (_, i) => ({ q: -1 - i, r: 0 }))
    expect(await s.refusedAct({ type: 'action.move', path: long })).toMatch(/at most 6 hexes \(Move Speed\)/)
    expect(
      await s.refusedAct({
        type: 'action.move',
        path: [
          { q: 1, r: 0 },
          { q: 2, r: 0 },
          { q: 3, r: 0 },
        ],
      }),
    ).toMatch(/An enemy stands in 2,0/)
    expect(
      await s.refusedAct({
        type: 'action.move',
        path: [
          { q: 0, r: 1 },
          { q: 0, r: 2 },
        ],
      }),
    ).toMatch(/may not end there/)
    // Through Vell's hex is fine.
    await s.act({
      type: 'action.move',
      path: [
        { q: 0, r: 1 },
        { q: 0, r: 2 },
        { q: 0, r: 3 },
      ],
    })
    expect(s.fighter('pc-ixa').position).toEqual({ q: 0, r: 3 })
  })

  it('A3 the GM adjusts a resource with a logged reason; never below 0', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 4, r: 0 } }), pcIds: ['pc-ixa'] })
    await begun(s, dice, 9, 1)
    await s.act({ type: 'resource.adjust', target: 'pc-ixa', resource: 'ap', amount: 2, reason: 'Haste potion' })
    expect(s.fighter('pc-ixa').resources.ap).toBe(7)
    expect(await s.refusedAct({ type: 'resource.adjust', target: 'pc-ixa', resource: 'fp', amount: -3, reason: 'oops' })).toBe(
      'Ixa Marrow: FP cannot go below 0 (2 now).',
    )
    expect(s.session.ledger.all().at(-1)?.summary).toBe('Ixa Marrow gains 2 AP: Haste potion.')
  })

  it('A1 the turns go in initiative order, the same every round', async () => {
    const dice = scriptedDice()
    const s = await apSession({ dice, campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 4, r: 0 } }), pcIds: ['pc-ixa'] })
    await begun(s, dice, 9, 1)
    expect(await s.refusedAct({ type: 'turn.next', who: 'pc-ixa' })).toMatch(/turn already/)
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe(RAIDER(1))
    await s.act({ type: 'turn.next' })
    expect(s.view()).toMatchObject({ round: 2, current: 'pc-ixa', order: ['pc-ixa', RAIDER(1)] })
  })
})
