import { describe, expect, it } from 'vitest'
import { actionPointsSystem, type ApState } from '@shared/systems/action-points'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice } from './support'

async function duel(positions: Record<string, { q: number; r: number }> = {}, change: Parameters<typeof duelCampaign>[1] = () => undefined) {
  const dice = scriptedDice()
  const all = { 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 }, ...positions }
  const pcIds = Object.keys(all).filter((id) => id.startsWith('pc-'))
  const s = await apSession({ dice, campaign: duelCampaign(all, change), pcIds })
  await begun(
    s,
    dice,
    9,
    ...pcIds.slice(1).map(() => 1),
    ...Object.keys(all)
      .filter((id) => !id.startsWith('pc-'))
      .map(() => 1),
  )
  return { s, dice }
}

describe('threat, Reaction Attacks and the reaction chain (A10-A14, A37, AG35, AG36)', () => {
  it('A37 AG35 leaving a threatened hex stops the Move there for a Reaction Attack; the provoker may Dodge it but not Riposte; then the Move goes on', async () => {
    const { s, dice } = await duel()
    await s.act({
      type: 'action.move',
      path: [
        { q: -1, r: 0 },
        { q: -2, r: 0 },
      ],
    })
    expect(s.fighter('pc-ixa').position).toEqual({ q: 0, r: 0 })
    expect(s.view().pending).toMatchObject({ provoked: { by: 'pc-ixa', why: 'leaves a threatened hex' }, move: { mover: 'pc-ixa' } })
    expect(await s.refusedAct({ type: 'turn.next' })).toMatch(/^First: Reaction Attacks against Ixa Marrow/)
    dice.next(30)
    await s.roll({ type: 'reactionAttack', who: RAIDER(1), weapon: 0 })
    expect(s.fighter(RAIDER(1)).resources.rp).toBe(1)
    expect(await s.refusedRoll({ type: 'reaction', who: 'pc-ixa', kind: 'riposte' })).toMatch(/A14/)
    dice.next(70, 3)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'dodge' })
    expect(s.fighter('pc-ixa')).toMatchObject({ hp: 27, position: { q: -2, r: 0 } })
    // AG8: a Reaction Attack that hits earns the hit's 2 FP and the successful reaction's 1.
    expect(s.fighter(RAIDER(1)).resources.fp).toBe(5)
    expect(s.view().pending).toBeNull()
  })

  it('A10 the GM passes on the Reaction Attacks; the Move goes on; an enemy is offered one a Move (AG35)', async () => {
    const { s } = await duel()
    await s.act({
      type: 'action.move',
      path: [
        { q: 0, r: -1 },
        { q: -1, r: -1 },
        { q: -2, r: -1 },
      ],
    })
    await s.act({ type: 'reaction.pass' })
    // 0,-1 is still in the raider's reach, but it was offered its Reaction Attack for this Move already.
    expect(s.fighter('pc-ixa').position).toEqual({ q: -2, r: -1 })
    expect(s.view().pending).toBeNull()
  })

  it('A28 a Step out of a threatened hex provokes nothing', async () => {
    const { s } = await duel()
    await s.act({ type: 'action.step', to: { q: -1, r: 0 } })
    expect(s.view().pending).toBeNull()
  })

  it('AG15 AG36 a shot from inside an enemy’s reach provokes first; the shot is answered after the Reaction Attacks', async () => {
    const { s, dice } = await duel({ 'pc-vell': { q: 1, r: 1 } })
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe('pc-vell')
    dice.next(20)
    await s.roll({ type: 'attack', attacker: 'pc-vell', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 })
    expect(s.view().pending).toMatchObject({
      provoked: { by: 'pc-vell', why: 'shoots' },
      held: { attacker: 'pc-vell', target: RAIDER(1) },
      chain: [],
    })
    await s.act({ type: 'reaction.pass' })
    expect(s.view().pending).toMatchObject({ held: null, chain: [{ attacker: 'pc-vell', target: RAIDER(1) }] })
  })

  it('A11 casting a spell in reach provokes; drinking a potion (2 AP) too', async () => {
    const { s } = await duel()
    await s.act({ type: 'action.take', kind: 'spell', what: 'Sand veil' })
    expect(s.view().pending!.provoked).toMatchObject({ by: 'pc-ixa', why: 'casts a spell' })
    await s.act({ type: 'reaction.pass' })
    await s.act({ type: 'action.take', kind: 'potion', what: 'Healing draught' })
    expect(s.view().pending!.provoked).toMatchObject({ why: 'drinks a potion' })
    expect(s.fighter('pc-ixa').resources.ap).toBe(1)
  })

  it('A39 AG26 gang-up: +10 to a melee attack when an ally threatens the target too; A36 Dax’s polearm reaches 2 hexes', async () => {
    const { s } = await duel({ 'pc-dax': { q: 3, r: -1 } })
    expect(s.view().attacks.find((a) => a.target === RAIDER(1) && a.weapon === 0)).toMatchObject({
      skill: 65,
      modifiers: [{ label: 'Gang-up (A39)', value: 10 }],
    })
    expect(s.fighter('pc-dax').threat).toBe(2)
  })

  it('A38 range increments: Vell’s Shortbow (Range 6) at 8 hexes is -10; A41 Tamsin’s hand crossbow in the off hand is -10 more', async () => {
    const { s } = await duel({ 'pc-vell': { q: -7, r: 0 }, 'pc-tamsin': { q: -7, r: 2 } })
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe('pc-vell')
    expect(s.view().attacks.find((a) => a.target === RAIDER(1))).toMatchObject({
      skill: 50,
      modifiers: [{ label: 'Range, 8 hexes (A38)', value: -10 }],
    })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe('pc-tamsin')
    const shot = s.view().attacks.find((a) => a.target === RAIDER(1) && a.weaponName === 'Hand crossbow')!
    expect(shot.modifiers).toEqual([
      { label: 'Range, 8 hexes (A38)', value: -10 },
      { label: 'Off hand (A41)', value: -10 },
    ])
    expect(shot.skill).toBe(25)
  })

  it('A36 a melee attack needs its target in reach', async () => {
    const { s } = await duel({}, (c) => {
      c.encounters.find((e) => e.id === 'enc-wyrm-rises')!.setup = {
        grid: true,
        radius: 8,
        surprised: null,
        positions: { 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 3, r: 0 } },
      }
    })
    expect(await s.refusedRoll({ type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 })).toBe(
      "Sand Raider is out of Ixa Marrow's reach with Salvaged blade (A36).",
    )
  })

  it('undo walks back through a reaction chain link by link, and redo brings it back with the same dice', async () => {
    const { s, dice } = await duel()
    const state = () => JSON.parse(JSON.stringify(s.session.ledger.state.systems.actionPoints)) as ApState
    await s.act({ type: 'action.move', path: [{ q: -1, r: 0 }] })
    const windowOpen = state()
    dice.next(30)
    await s.roll({ type: 'reactionAttack', who: RAIDER(1), weapon: 0 })
    const chain = state()
    dice.next(70, 3)
    await s.roll({ type: 'reaction', who: 'pc-ixa', kind: 'dodge' })
    const after = state()
    expect(await s.session.play({ kind: 'undo' })).toEqual({ ok: true })
    expect(state()).toEqual(chain)
    expect(await s.session.play({ kind: 'undo' })).toEqual({ ok: true })
    expect(state()).toEqual(windowOpen)
    expect(await s.session.play({ kind: 'redo' })).toEqual({ ok: true })
    expect(await s.session.play({ kind: 'redo' })).toEqual({ ok: true })
    expect(state()).toEqual(after)
    expect(actionPointsSystem.running(s.session.ledger.state.systems.actionPoints as ApState)?.place.step).toBe('turn')
  })
})

describe('theatre of the mind and the GM’s levels (AG40, R22)', () => {
  it('AG40 with the grid off a Move names no hexes, distances are not checked, and the GM says who gangs up', async () => {
    const dice = scriptedDice()
    const s = await apSession({
      dice,
      pcIds: ['pc-ixa'],
      campaign: duelCampaign({}, (c) => {
        const e = c.encounters.find((x) => x.id === 'enc-wyrm-rises')!
        e.combatants = [{ npcId: 'npc-sand-raider', count: 1 }]
        e.setup = { grid: false }
      }),
    })
    await begun(s, dice, 9, 1)
    expect(s.view().grid.on).toBe(false)
    expect(s.fighter('pc-ixa').position).toBeNull()
    expect(await s.refusedAct({ type: 'action.move', path: [{ q: 1, r: 0 }] })).toMatch(/grid is off/)
    await s.act({ type: 'action.move', path: [] })
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1), { gangUp: true })
    expect(s.view().pending!.chain[0]!.check).toMatchObject({ skill: 65, modifiers: [{ label: 'Gang-up (A39)', value: 10 }] })
  })

  it('AG40 with the grid on the GM cannot say who gangs up: the console counts it', async () => {
    const { s } = await duel()
    expect(await s.refusedRoll({ type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0, gangUp: true })).toMatch(
      /console counts who gangs up/,
    )
  })

  it('AG40 the GM turns the grid off mid-fight, and on again once everyone stands in a hex of their own', async () => {
    const { s } = await duel()
    await s.act({ type: 'grid.set', on: false })
    await s.act({ type: 'token.place', target: RAIDER(1), at: { q: 3, r: 3 } })
    await s.act({ type: 'grid.set', on: true })
    expect(s.fighter(RAIDER(1)).position).toEqual({ q: 3, r: 3 })
    expect(await s.refusedAct({ type: 'token.place', target: RAIDER(1), at: { q: 0, r: 0 } })).toMatch(/already stands/)
  })

  it('R22 in a campaign where the GM enters the levels, each check needs its level; otherwise none is taken from a client', async () => {
    const dice = scriptedDice()
    const all = { 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }
    const s = await apSession({ dice, pcIds: ['pc-ixa'], campaign: duelCampaign(all, (c) => void (c.settings.actionPointsSuccessLevels = 'manual')) })
    await begun(s, dice, 9, 1)
    expect(s.view().settings[0]).toEqual({ rule: 'R22', words: 'Success levels entered by the GM for each check' })
    expect(await s.refusedRoll({ type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 })).toMatch(
      /Enter the level of Salvaged blade attack/,
    )
    dice.next(99)
    await s.attack('pc-ixa', RAIDER(1), { level: 'hard' })
    expect(s.view().pending!.chain[0]!.check).toMatchObject({ roll: 99, level: 'hard', entered: true })
    const computed = await duel()
    expect(
      await computed.s.refusedRoll({ type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0, level: 'critical' }),
    ).toBe('Success levels are computed from the dice in this campaign (R22).')
  })
})
