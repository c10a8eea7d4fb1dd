import { describe, expect, it } from 'vitest'
import { actionPointsSystem, type ApState } from '@shared/systems/action-points'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice } from './support'

// Ixa (Melee 55, Athletics 45, Agility 55) next to a Sand Raider (Athletics 45, Agility 55), Ixa first.
async function duel(positions: Record<string, { q: number; r: number }> = {}) {
  const dice = scriptedDice()
  const all = { 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 }, ...positions }
  const pcIds = Object.keys(all).filter((id) => id.startsWith('pc-'))
  const s = await apSession({ dice, campaign: duelCampaign(all), pcIds })
  await begun(s, dice, 9, ...pcIds.slice(1).map(() => 1), 1)
  return { s, dice }
}

describe('special actions (A21-A30, AG18-AG22, AG31, AG44)', () => {
  it('A23 AG21 a Feint (1 AP, once a round) that wins gives Advantage on the next attack against that target, then it is spent', async () => {
    const { s, dice } = await duel()
    dice.next(20, 50)
    await s.roll({ type: 'feint', target: RAIDER(1), skill: 'Melee', defense: 'Agility' })
    expect(s.fighter('pc-ixa')).toMatchObject({ feint: { target: RAIDER(1) }, resources: { ap: 4 } })
    expect(await s.refusedRoll({ type: 'feint', target: RAIDER(1), skill: 'Deception', defense: 'Melee' })).toMatch(/Feint is once a round/)
    expect(s.view().attacks.find((a) => a.target === RAIDER(1) && a.weapon === 0)).toMatchObject({
      advantage: 1,
      sources: ['Advantage: Feint (A23)'],
    })
    dice.next(80, 30)
    await s.attack('pc-ixa', RAIDER(1))
    expect(s.view().pending!.chain[0]!.check).toMatchObject({ faces: [80, 30], roll: 30, advantage: 1 })
    expect(s.fighter('pc-ixa').feint).toBeNull()
  })

  it('A27 AG22 a Shove (1 AP, once a round) that wins with a Hard Success pushes back a hex and knocks Prone', async () => {
    const { s, dice } = await duel()
    dice.next(10, 40)
    await s.roll({ type: 'shove', target: RAIDER(1), choice: 'push' })
    expect(s.fighter(RAIDER(1)).position).toEqual({ q: 2, r: 0 })
    expect(s.fighter(RAIDER(1)).conditions.map((c) => c.name)).toEqual(['prone'])
    expect(await s.refusedRoll({ type: 'shove', target: RAIDER(1), choice: 'prone' })).toMatch(/Shove is once a round/)
    await s.act({ type: 'turn.next' })
    // AG34 Prone: stand up first (1 AP); standing provokes nobody out of reach.
    expect(await s.refusedAct({ type: 'action.move', path: [{ q: 3, r: 0 }] })).toBe('Sand Raider is Prone: stand up first (1 AP, AG34).')
    // The console names the action itself when the GM adds nothing: the log says it once.
    await s.act({ type: 'action.take', kind: 'stand', what: 'Stand up' })
    expect(s.fighter(RAIDER(1))).toMatchObject({ conditions: [], resources: { ap: 4 } })
    expect(s.session.ledger.all().at(-1)!.summary).toBe('Sand Raider: Stand up.')
  })

  it('A27 a Shove with a Normal Success does only the chosen effect; a push into a taken hex does not move', async () => {
    const { s, dice } = await duel({ 'pc-vell': { q: 2, r: 0 } })
    dice.next(40, 50)
    await s.roll({ type: 'shove', target: RAIDER(1), choice: 'push' })
    expect(s.fighter(RAIDER(1))).toMatchObject({ position: { q: 1, r: 0 }, conditions: [] })
    expect(s.view().lastResult!.effects).toEqual(['Sand Raider cannot be pushed: the hex behind is taken (AG22)'])
  })

  it('A25 AG19 AG47 a Grapple (2 AP) holds both: neither moves, the held one only tries to break free, once a round; the grappler pays 2 AP a round to keep it', async () => {
    const { s, dice } = await duel()
    dice.next(10, 40)
    await s.roll({ type: 'grapple', target: RAIDER(1) })
    expect(s.fighter('pc-ixa').grapple).toMatchObject({ with: RAIDER(1), role: 'grappler' })
    expect(await s.refusedAct({ type: 'action.move', path: [{ q: -1, r: 0 }] })).toMatch(/in a grapple: neither side moves/)
    await s.act({ type: 'turn.next' })
    expect(await s.refusedRoll({ type: 'attack', attacker: RAIDER(1), target: 'pc-ixa', weapon: 0, advantage: 0, bonus: 0 })).toMatch(
      /held in a grapple: the only action is to try to break free/,
    )
    dice.next(60, 30)
    await s.roll({ type: 'breakFree' })
    expect(s.fighter(RAIDER(1)).grapple).not.toBeNull()
    expect(await s.refusedRoll({ type: 'breakFree' })).toMatch(/tried to break free this round/)
    await s.act({ type: 'turn.next' })
    expect(s.view().duties[0]!.label).toBe('Ixa Marrow keeps the grapple on Sand Raider (2 AP) or lets go')
    expect(await s.refusedRoll({ type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 })).toMatch(
      /^First: Ixa Marrow keeps the grapple/,
    )
    await s.act({ type: 'grapple.keep' })
    expect(s.fighter('pc-ixa').resources.ap).toBe(3)
    // A25: the grappler acts at Disadvantage.
    expect(s.view().attacks.find((a) => a.target === RAIDER(1))).toMatchObject({ advantage: -1 })
  })

  it('A25 letting go ends the grapple for both', async () => {
    const { s, dice } = await duel()
    dice.next(10, 40)
    await s.roll({ type: 'grapple', target: RAIDER(1) })
    await s.act({ type: 'grapple.release' })
    expect([s.fighter('pc-ixa').grapple, s.fighter(RAIDER(1)).grapple]).toEqual([null, null])
  })

  it('AG34 rules 2 Prone and any condition last as these rules let them: no save or Test ends one, since the text has none', async () => {
    const { s } = await duel()
    expect(s.view().conditionDurations).toEqual(['manual', 'untilStartOfTurn', 'untilEndOfTurn', 'rounds', 'encounter'])
    const prone = (duration: object) => ({
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'prone', custom: false, duration, source: null, ongoing: null, secret: false },
    })
    const refusal = 'Action points has no saves or Tests to end a condition: let it last until removed, a turn, some rounds or the fight.'
    expect(await s.refusedAct(prone({ kind: 'saveEnds' }))).toBe(refusal)
    expect(await s.refusedAct(prone({ kind: 'untilTest', test: 'Agility', target: 11, needsAction: false }))).toBe(refusal)
    await s.act(prone({ kind: 'manual' }))
    expect(s.fighter(RAIDER(1)).conditions.map((c) => c.name)).toEqual(['prone'])
  })

  it('AG34 rules 1 a fight begun before rules 2 still takes a save-ends condition, so its log replays as it was', async () => {
    const { s } = await duel()
    const state = s.session.ledger.state.systems.actionPoints as ApState
    const fight = state.fight!
    const older: ApState = { ...state, fight: { ...fight, snapshot: { ...fight.snapshot, context: { ...fight.snapshot.context, rules: 1 } } } }
    const event = {
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'prone', custom: false, duration: { kind: 'saveEnds' }, source: null, ongoing: null, secret: false },
    } as const
    expect(actionPointsSystem.whyRefused(older, { kind: 'event', event }, { campaign: s.session.campaign })).toBeNull()
    expect(actionPointsSystem.whyRefused(state, { kind: 'event', event }, { campaign: s.session.campaign })).toMatch(/no saves or Tests/)
  })

  it('A30 AG31 Tumble Through (1 AP): success lands across the enemy with no Reaction Attack; failure stays put and provokes that enemy only', async () => {
    const { s, dice } = await duel()
    dice.next(30)
    await s.roll({ type: 'tumble', target: RAIDER(1) })
    expect(s.fighter('pc-ixa').position).toEqual({ q: 2, r: 0 })
    expect(s.view().pending).toBeNull()
    dice.next(90)
    await s.roll({ type: 'tumble', target: RAIDER(1) })
    expect(s.fighter('pc-ixa').position).toEqual({ q: 2, r: 0 })
    expect(s.view().pending!.provoked).toMatchObject({ by: 'pc-ixa', why: 'fails to Tumble Through' })
    expect(s.view().pending!.provoked!.offered.map((o) => o.who)).toEqual([RAIDER(1)])
  })

  it('A22 AG20 a Disarm (2 AP) rolls at Disadvantage, deals no damage, and knocks the item away; it counts as a hit (+2 FP)', async () => {
    const { s, dice } = await duel()
    dice.next(30, 20)
    await s.attack('pc-ixa', RAIDER(1), { disarm: { item: 0, take: false } })
    expect(s.view().pending!.chain[0]!.check).toMatchObject({ faces: [30, 20], roll: 30, advantage: -1, level: 'normal' })
    await s.roll({ type: 'land' })
    expect(s.fighter(RAIDER(1))).toMatchObject({ hp: 22, weapons: [{ name: 'Hooked spear', dropped: true, heldIn: null }, { name: 'Sling' }] })
    expect(s.fighter('pc-ixa').resources.fp).toBe(4)
    expect(s.view().lastResult!.effects).toEqual(["Sand Raider drops Hooked spear, landing in a hex next to them, Sand Raider's choice (A22)"])
    expect(s.view().lastResult!.disarm).toEqual({
      target: RAIDER(1),
      item: 0,
      itemName: 'Hooked spear',
      takenBy: null,
      lands: { within: 1, around: { q: 1, r: 0 }, chooser: RAIDER(1) },
    })
    await s.act({ type: 'turn.next' })
    expect(await s.refusedRoll({ type: 'attack', attacker: RAIDER(1), target: 'pc-ixa', weapon: 0, advantage: 0, bonus: 0 })).toMatch(/knocked away/)
  })

  it('A22 a Hard Disarm lands the item up to 2 hexes away in a hex the attacker picks, as data; taking it names the taker', async () => {
    const { s, dice } = await duel()
    dice.next(20, 25)
    await s.attack('pc-ixa', RAIDER(1), { disarm: { item: 0, take: false } })
    await s.roll({ type: 'land' })
    expect(s.view().lastResult!.disarm).toEqual({
      target: RAIDER(1),
      item: 0,
      itemName: 'Hooked spear',
      takenBy: null,
      lands: { within: 2, around: { q: 1, r: 0 }, chooser: 'pc-ixa' },
    })
    expect(s.session.ledger.all().at(-1)?.summary).toContain("landing in an open hex up to 2 hexes away, Ixa Marrow's choice (A22)")
    const other = await duel()
    await other.s.act({ type: 'action.sheathe', weapon: 1 })
    other.dice.next(20, 25)
    await other.s.attack('pc-ixa', RAIDER(1), { disarm: { item: 0, take: true } })
    await other.s.roll({ type: 'land' })
    expect(other.s.view().lastResult!.disarm).toMatchObject({ item: 0, itemName: 'Hooked spear', takenBy: 'pc-ixa', lands: null })
  })

  it('A22 only a target of one’s size or smaller can be disarmed', async () => {
    const dice = scriptedDice()
    const s = await apSession({
      dice,
      pcIds: ['pc-ixa'],
      campaign: duelCampaign({ 'pc-ixa': { q: 0, r: 0 } }, (c) => {
        const e = c.encounters.find((x) => x.id === 'enc-wyrm-rises')!
        e.combatants = [{ npcId: 'npc-dune-wyrm', count: 1 }]
        e.setup = { grid: true, radius: 8, surprised: null, positions: { 'pc-ixa': { q: 0, r: 0 }, 'npc-dune-wyrm-1': { q: 1, r: 0 } } }
      }),
    })
    await begun(s, dice, 9, 1)
    expect(
      await s.refusedRoll({
        type: 'attack',
        attacker: 'pc-ixa',
        target: 'npc-dune-wyrm-1',
        weapon: 0,
        advantage: 0,
        bonus: 0,
        disarm: { item: 0, take: false },
      }),
    ).toMatch(/your size or smaller; this one is Huge/)
  })

  it('A4 AG41 drawing (1 AP) needs a free hand; stowing frees it', async () => {
    const { s } = await duel()
    // Ixa holds the blade and the buckler: no hand is free for a second weapon.
    await s.act({ type: 'action.sheathe', weapon: 0 })
    expect(await s.refusedAct({ type: 'action.sheathe', weapon: 0 })).toMatch(/holds no such item/)
    await s.act({ type: 'action.draw', weapon: 0, hand: 'main' })
    expect(await s.refusedAct({ type: 'action.draw', weapon: 0, hand: 'main' })).toMatch(/in hand already/)
    expect(s.fighter('pc-ixa').resources.ap).toBe(3)
  })

  it('A26 AG18 AG44 a readied action sets its AP aside and ends the turn; fired on another turn, its owner acts now and moves up the order for good', async () => {
    const { s, dice } = await duel({ 'pc-vell': { q: -3, r: 3 } })
    // Order: Ixa 14, the raider 6, Vell 7: Ixa, Vell, the raider.
    expect(s.view().order).toEqual(['pc-ixa', 'pc-vell', RAIDER(1)])
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'turn.ready', trigger: 'the raider moves', what: 'a shot', cost: 2 })
    expect(s.view().current).toBe(RAIDER(1))
    expect(await s.refusedAct({ type: 'ready.fire', who: RAIDER(1) })).toMatch(/no readied action/)
    await s.act({ type: 'ready.fire', who: 'pc-vell' })
    expect(s.view()).toMatchObject({
      acting: 'pc-vell',
      interjection: 'pc-vell',
      initiative: [{ id: 'pc-ixa' }, { id: 'pc-vell' }, { id: RAIDER(1) }],
    })
    expect(s.fighter('pc-vell').resources.ap).toBe(2)
    expect(await s.refusedAct({ type: 'turn.next' })).toMatch(/readied action/)
    dice.next(90)
    await s.roll({ type: 'attack', attacker: 'pc-vell', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 })
    expect(await s.refusedRoll({ type: 'attack', attacker: 'pc-vell', target: RAIDER(1), weapon: 0, advantage: 0, bonus: 0 })).toMatch(
      /costs 2 AP; Vell Orin has 0/,
    )
    await s.act({ type: 'ready.done' })
    expect(s.view()).toMatchObject({ acting: RAIDER(1), interjection: null })
  })

  it('A24 AG44 Flow State keeps FP at the end of one’s own turn, so a readied action (fired on another’s turn) cannot take it: no AP spent for nothing', async () => {
    const { s } = await duel({ 'pc-vell': { q: -3, r: 3 } })
    await s.act({ type: 'turn.ready', trigger: 'the raider moves', what: 'a cut', cost: 2 })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'ready.fire', who: 'pc-ixa' })
    expect(s.view().actions.find((a) => a.kind === 'flowState')!.why).toMatch(/Flow State .* own turn/)
    expect(await s.refusedAct({ type: 'action.flowState' })).toBe(
      'Flow State keeps FP at the end of one’s own turn (A24): not in a readied action, which is someone else’s turn (AG44).',
    )
    expect(s.fighter('pc-ixa').resources.ap).toBe(2)
  })

  it('A26 a readied action fired moves its owner to just before the one it interrupted, in later rounds', async () => {
    const { s } = await duel({ 'pc-vell': { q: -3, r: 3 } })
    await s.act({ type: 'turn.ready', trigger: 'the raider moves', what: 'a cut', cost: 2 })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'ready.fire', who: 'pc-ixa' })
    await s.act({ type: 'ready.done' })
    await s.act({ type: 'turn.next' })
    expect(s.view()).toMatchObject({ round: 2, order: ['pc-vell', 'pc-ixa', RAIDER(1)], current: 'pc-vell' })
  })
})
