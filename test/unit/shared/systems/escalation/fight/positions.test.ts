import { describe, expect, it } from 'vitest'
import { defaultEscalationSettings, escalationSystem, type EscalationPlayerPart, type EscalationState } from '@shared/systems/escalation'
import { condition, fightCampaign, fightSession, RAIDER, scriptedDice } from './support'

// The demo's raider ambush: Ixa and Tamsin are Fast, Vell Medium, Dax Slow; the four raiders Medium.
const act = (action: unknown) => ({ kind: 'act' as const, system: 'escalation', action })
const roll = (request: unknown) => ({ kind: 'roll' as const, system: 'escalation', roll: request })
const place = (who: string, engagedWith: string[], distance: 'nearby' | 'far' = 'nearby') => ({ type: 'position.place', who, distance, engagedWith })
const move = (who: string, to: 'nearby' | 'far' | 'engage', enemy: string | null = null) => ({ type: 'position.move', who, to, enemy })
/** An attack roll request, a Standard action with nothing added unless `extra` says so. */
const attackRoll = (attacker: string, targets: string[], extra: Record<string, unknown> = {}) =>
  roll({ type: 'attack', attacker, targets, attack: 0, action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false, ...extra })

/** A fight with scripted dice, begun, at Ixa's turn. */
async function begun(campaign = fightCampaign(), setup: unknown[] = []) {
  const dice = scriptedDice()
  const fight = await fightSession(1, campaign, dice)
  for (const step of setup) await fight.act(step)
  await fight.act({ type: 'combat.begin' })
  const turnOf = async (id: string) => {
    while (fight.view().current !== id) await fight.act({ type: 'turn.next' })
  }
  const lastEntry = () => fight.session.ledger.all().at(-1)!
  return { ...fight, dice, turnOf, lastEntry }
}

describe('positions in an Escalation fight (E34, E36, EG54)', () => {
  it('EG54 everyone starts Nearby and free; E34 the GM places a combatant engaged with enemies, and engagement is mutual', async () => {
    const { view, fighter, act: step, lastEntry } = await begun()
    expect(view().combatants.every((c) => c.position.distance === 'nearby' && c.position.engaged.length === 0)).toBe(true)
    await step(place('pc-ixa', [RAIDER(1), RAIDER(2)]))
    expect(fighter('pc-ixa').position).toEqual({ distance: 'nearby', engaged: [RAIDER(1), RAIDER(2)] })
    expect(fighter(RAIDER(1)).position.engaged).toEqual(['pc-ixa'])
    expect(fighter('pc-ixa').budget).toEqual({ standard: 1, move: 1, quick: 1 })
    expect(lastEntry().summary).toBe('Ixa Marrow is placed Nearby, engaged with Sand Raider 1 and Sand Raider 2.')
    // Placing again replaces the engagements on both sides.
    await step(place('pc-ixa', [RAIDER(3)]))
    expect(fighter(RAIDER(1)).position.engaged).toEqual([])
    expect(fighter(RAIDER(3)).position.engaged).toEqual(['pc-ixa'])
  })

  it('E34 allies are Next To each other, never engaged; nobody engages the dead', async () => {
    const { refusal, act: step } = await begun()
    expect(await refusal(act(place('pc-ixa', ['pc-tamsin'])))).toMatch(/Next To.*\(E34\)/)
    await step({ type: 'combatant.damage', target: RAIDER(4), amount: 99, source: null, note: '' })
    expect(await refusal(act(place('pc-ixa', [RAIDER(4)])))).toMatch(/out of the fight/)
  })

  it('E34 from Nearby, engaging takes one Move action; the enemy is engaged with the mover too', async () => {
    const { act: step, fighter, lastEntry } = await begun()
    await step(move('pc-ixa', 'engage', RAIDER(1)))
    expect(fighter('pc-ixa')).toMatchObject({ budget: { standard: 1, move: 0, quick: 1 }, position: { engaged: [RAIDER(1)] } })
    expect(fighter(RAIDER(1)).position.engaged).toEqual(['pc-ixa'])
    expect(lastEntry().summary).toBe('Ixa Marrow engages Sand Raider 1 (1 Move action).')
  })

  it('E34 E24 from Far, engaging takes two Move actions: the Standard stands in for the second', async () => {
    const { act: step, fighter, view } = await begun(fightCampaign(), [place('pc-ixa', [], 'far')])
    expect(view().turnOptions!.moves.find((m) => m.enemy === RAIDER(1))).toMatchObject({ cost: 2, why: null })
    await step(move('pc-ixa', 'engage', RAIDER(1)))
    expect(fighter('pc-ixa')).toMatchObject({ budget: { standard: 0, move: 0, quick: 1 }, position: { distance: 'nearby', engaged: [RAIDER(1)] } })
  })

  it('E34 E24 a move that needs more Move actions than are left is refused, and says what it costs', async () => {
    const { act: step, refusal, view } = await begun(fightCampaign(), [place('pc-ixa', [], 'far')])
    await step({ type: 'action.spend', kind: 'standard', what: 'shouts a warning' })
    const why = await refusal(act(move('pc-ixa', 'engage', RAIDER(1))))
    expect(why).toMatch(/this move takes 2 Move actions/)
    expect(view().turnOptions!.moves.find((m) => m.enemy === RAIDER(1))!.why).toBe(why)
  })

  it('E34 Far to Nearby takes one Move action; a move to where one already is is refused', async () => {
    const { act: step, refusal, fighter } = await begun(fightCampaign(), [place('pc-ixa', [], 'far')])
    await step(move('pc-ixa', 'nearby'))
    expect(fighter('pc-ixa')).toMatchObject({ position: { distance: 'nearby' }, budget: { move: 0, standard: 1 } })
    expect(await refusal(act(move('pc-ixa', 'nearby')))).toMatch(/Already Nearby/)
  })

  it('EG54 engaging an enemy engaged Far away takes two Move actions and brings the mover Far with it', async () => {
    const { act: step, fighter } = await begun(fightCampaign(), [place('pc-dax', [RAIDER(1)], 'far')])
    expect(fighter(RAIDER(1)).position.distance).toBe('far')
    await step(move('pc-ixa', 'engage', RAIDER(1)))
    expect(fighter('pc-ixa')).toMatchObject({ position: { distance: 'far', engaged: [RAIDER(1)] }, budget: { standard: 0, move: 0 } })
  })

  it('E71 a Stuck combatant cannot move, Disengage or pop free', async () => {
    const { act: step, refusal } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)])])
    await step({ type: 'condition.add', target: 'pc-ixa', condition: condition('stuck') })
    expect(await refusal(act(move('pc-ixa', 'nearby')))).toMatch(/Stuck: it cannot move \(E71\)/)
    expect(await refusal(act({ type: 'position.popOff', who: 'pc-ixa', from: [RAIDER(1)] }))).toMatch(/Stuck: it cannot pop free/)
    expect(await refusal(roll({ type: 'disengage', who: 'pc-ixa', enemies: 1 }))).toMatch(/Stuck/)
  })
})

describe('Opportunity Attacks (E29, E36, E41, EG26, EG56)', () => {
  it('E36 E41 an engaged combatant moving away without Disengaging offers each enemy engaged with it an Opportunity Attack; one taken, one declined', async () => {
    const { act: step, attack, view, dice, lastEntry } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1), RAIDER(2)])])
    expect(view().turnOptions!.provokes).toEqual([RAIDER(1), RAIDER(2)])
    await step(move('pc-ixa', 'nearby'))
    expect(view().opportunity).toMatchObject({
      provoker: 'pc-ixa',
      cause: 'move',
      takers: [
        { id: RAIDER(1), attack: 0, attackName: 'Hooked spear' },
        { id: RAIDER(2), attack: 0, attackName: 'Hooked spear' },
      ],
    })
    expect(lastEntry().summary).toMatch(/leaving Sand Raider 1 and Sand Raider 2 without Disengaging\. .*may take an Opportunity Attack/)
    // The Opportunity Attack is the attack roll with no action; the offer keeps the one not yet taken.
    dice.next(1, 1, 1)
    await attack(RAIDER(1), ['pc-ixa'], { action: null })
    expect(view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(2)])
    await step({ type: 'opportunity.decline', who: RAIDER(2) })
    expect(view().opportunity).toBeNull()
    expect(lastEntry().summary).toBe('Sand Raider 2 lets the Opportunity Attack on Ixa Marrow go.')
  })

  it('E41 any number of Opportunity Attacks in a round; an offer lapses when its provoker acts again or the turn ends', async () => {
    const { act: step, view } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)])])
    await step(move('pc-ixa', 'engage', RAIDER(2)))
    expect(view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(1)])
    await step(move('pc-ixa', 'engage', RAIDER(3)))
    expect(view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(2)])
    await step({ type: 'turn.next' })
    expect(view().opportunity).toBeNull()
  })

  it('E64 EG26 no Opportunity Attack for a Grabbed enemy, nor for one without a melee attack', async () => {
    const campaign = fightCampaign()
    const raider = campaign.npcs.find((n) => n.id === 'npc-sand-raider')!
    const block = raider.statBlocks.escalation as { attacks: { ranged?: boolean }[] }
    raider.statBlocks.escalation = { ...block, attacks: block.attacks.map((a) => ({ ...a, ranged: true })) }
    const { act: step, view } = await begun(campaign, [place('pc-ixa', [RAIDER(1)])])
    await step(move('pc-ixa', 'nearby'))
    expect(view().opportunity).toBeNull()
    const grabbed = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1), RAIDER(2)])])
    await grabbed.act({ type: 'condition.add', target: RAIDER(2), condition: condition('grabbed', 'pc-ixa') })
    await grabbed.act(move('pc-ixa', 'nearby'))
    expect(grabbed.view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(1)])
  })

  it('E36 a ranged attack while engaged provokes; E29 an attack the GM marks as provoking does too, and one it unmarks does not', async () => {
    const { attack, view, dice, turnOf, act: step } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)]), place('pc-tamsin', [RAIDER(3)])])
    dice.next(1, 1, 1)
    await attack('pc-ixa', [RAIDER(2)], { attack: 1 })
    expect(view().opportunity).toMatchObject({ provoker: 'pc-ixa', cause: 'ranged', takers: [{ id: RAIDER(1) }] })
    await turnOf('pc-tamsin')
    dice.next(1, 1, 1)
    await attack('pc-tamsin', [RAIDER(3)], { provokes: true })
    expect(view().opportunity).toMatchObject({ provoker: 'pc-tamsin', cause: 'provokes' })
    await step({ type: 'opportunity.decline', who: null })
    dice.next(1, 1, 1)
    await attack('pc-tamsin', [RAIDER(3)], { attack: 1, action: 'move', provokes: false })
    expect(view().opportunity).toBeNull()
  })
})

describe('Disengaging and popping off (E37, E38, EG23)', () => {
  it('E37 a Disengage rolls against the enemies engaged: a success pops off all of them, and EG23 its move carries the next move', async () => {
    const { roll: rollIt, act: step, fighter, view, dice, lastEntry } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1), RAIDER(2)])])
    expect(view().turnOptions!.disengage).toEqual({ enemies: 2, difficulty: 12, why: null })
    dice.next(6, 6, 1)
    await rollIt({ type: 'disengage', who: 'pc-ixa', enemies: 2 })
    expect(fighter('pc-ixa')).toMatchObject({ position: { engaged: [] }, carriedMove: true, budget: { move: 0, standard: 1 } })
    expect(fighter(RAIDER(1)).position.engaged).toEqual([])
    expect(lastEntry().summary).toBe('Ixa Marrow tries to Disengage from 2 enemies: 13 vs 12+, success: popped off, free.')
    await step(move('pc-ixa', 'far'))
    expect(fighter('pc-ixa')).toMatchObject({ position: { distance: 'far' }, carriedMove: false, budget: { move: 0, standard: 1 } })
    expect(view().opportunity).toBeNull()
  })

  it('E37 a failed Disengage loses the Move action and leaves it engaged: moving on provokes (EG55)', async () => {
    const { roll: rollIt, act: step, fighter, view, dice } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)])])
    dice.next(1, 2, 3)
    await rollIt({ type: 'disengage', who: 'pc-ixa', enemies: 1 })
    expect(fighter('pc-ixa')).toMatchObject({ position: { engaged: [RAIDER(1)] }, budget: { move: 0, standard: 1 } })
    await step(move('pc-ixa', 'nearby'))
    expect(fighter('pc-ixa').budget.standard).toBe(0)
    expect(view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(1)])
  })

  it('E37 the GM may Disengage against another count than the engagements say, and give Advantage (E39)', async () => {
    const { roll: rollIt, view, dice } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1), RAIDER(2), RAIDER(3)])])
    dice.next(1, 4, 4, 4)
    await rollIt({ type: 'disengage', who: 'pc-ixa', enemies: 1, advantage: 1 })
    expect(view().lastSave).toMatchObject({ what: 'Disengage', natural: 12, target: 11, success: true })
  })

  it('EG23 with the setting off, moving after a successful Disengage takes another Move action', async () => {
    const campaign = fightCampaign()
    campaign.settings = { ...campaign.settings, systems: { escalation: { ...defaultEscalationSettings(), disengageCarriesMove: false } } }
    const { roll: rollIt, act: step, fighter, dice } = await begun(campaign, [place('pc-ixa', [RAIDER(1)])])
    dice.next(6, 6, 6)
    await rollIt({ type: 'disengage', who: 'pc-ixa', enemies: 1 })
    expect(fighter('pc-ixa').carriedMove).toBe(false)
    await step(move('pc-ixa', 'far'))
    expect(fighter('pc-ixa').budget).toEqual({ standard: 0, move: 0, quick: 1 })
  })

  it('E38 popping off without a check takes no action and provokes nothing', async () => {
    const { act: step, fighter, view } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1), RAIDER(2)])])
    await step({ type: 'position.popOff', who: 'pc-ixa', from: [RAIDER(1)] })
    expect(fighter('pc-ixa')).toMatchObject({ position: { engaged: [RAIDER(2)] }, budget: { standard: 1, move: 1, quick: 1 } })
    expect(view().opportunity).toBeNull()
  })
})

describe('Intercept (E40, E63, EG25, EG57)', () => {
  it('E40 a free ally Nearby Intercepts an enemy moving to engage its ally: the enemy is engaged with the interceptor instead', async () => {
    const { act: step, fighter, view, turnOf, lastEntry } = await begun()
    await turnOf(RAIDER(1))
    await step(move(RAIDER(1), 'engage', 'pc-vell'))
    expect(view().intercept).toEqual({ mover: RAIDER(1), target: 'pc-vell', interceptors: ['pc-ixa', 'pc-dax', 'pc-tamsin'] })
    await step({ type: 'intercept', who: 'pc-tamsin', mover: RAIDER(1) })
    expect(fighter(RAIDER(1)).position.engaged).toEqual(['pc-tamsin'])
    expect(fighter('pc-vell').position.engaged).toEqual([])
    expect(fighter('pc-tamsin')).toMatchObject({ position: { engaged: [RAIDER(1)] }, interceptUsed: true })
    expect(lastEntry().summary).toBe(
      'Tamsin Reed intercepts Sand Raider 1, which was engaging Vell Orin: Sand Raider 1 is engaged with Tamsin Reed instead.',
    )
    expect(view().intercept).toBeNull()
  })

  it('EG25 an interceptor Intercepts once a round, again from the start of its turn', async () => {
    const { act: step, refusal, turnOf, fighter } = await begun()
    await turnOf(RAIDER(1))
    await step(move(RAIDER(1), 'engage', 'pc-vell'))
    await step({ type: 'intercept', who: 'pc-dax', mover: RAIDER(1) })
    await turnOf(RAIDER(2))
    await step(move(RAIDER(2), 'engage', 'pc-vell'))
    await step({ type: 'position.popOff', who: 'pc-dax', from: [RAIDER(1)] })
    expect(await refusal(act({ type: 'intercept', who: 'pc-dax', mover: RAIDER(2) }))).toMatch(/has Intercepted since its last turn \(EG25\)/)
    await turnOf('pc-dax')
    expect(fighter('pc-dax').interceptUsed).toBe(false)
  })

  it('E36 E40 no Intercept by an engaged or Far ally, nor of an enemy that is itself moving to Intercept', async () => {
    const { act: step, refusal, turnOf } = await begun(fightCampaign(), [place('pc-dax', [RAIDER(4)]), place('pc-tamsin', [], 'far')])
    await turnOf(RAIDER(1))
    await step(move(RAIDER(1), 'engage', 'pc-vell'))
    expect(await refusal(act({ type: 'intercept', who: 'pc-dax', mover: RAIDER(1) }))).toMatch(/engaged: only a free combatant Intercepts/)
    expect(await refusal(act({ type: 'intercept', who: 'pc-tamsin', mover: RAIDER(1) }))).toMatch(/not Nearby/)
    // Round 2: Ixa engages Raider 2; Raider 3 Intercepts her; nobody may Intercept Raider 3 as it does.
    await turnOf('pc-ixa')
    await step(move('pc-ixa', 'engage', RAIDER(2)))
    await step({ type: 'intercept', who: RAIDER(3), mover: 'pc-ixa' })
    expect(await refusal(act({ type: 'intercept', who: 'pc-vell', mover: RAIDER(3) }))).toMatch(
      /moving to Intercept: it cannot be Intercepted \(E40\)/,
    )
  })

  it('E63 a Flying enemy is Intercepted only by a Flying ally', async () => {
    const { act: step, refusal, turnOf } = await begun()
    await step({ type: 'condition.add', target: RAIDER(1), condition: condition('flying') })
    await turnOf(RAIDER(1))
    await step(move(RAIDER(1), 'engage', 'pc-vell'))
    expect(await refusal(act({ type: 'intercept', who: 'pc-ixa', mover: RAIDER(1) }))).toMatch(
      /Flying: only a Flying combatant Intercepts it \(E63\)/,
    )
    await step({ type: 'condition.add', target: 'pc-ixa', condition: condition('flying') })
    await step({ type: 'intercept', who: 'pc-ixa', mover: RAIDER(1) })
  })
})

describe('Dicey Moves and Fight in Spirit (E39, E42, EG36, EG59)', () => {
  it('E39 EG36 a Dicey Move is a Move action the host rolls: 3d6 with Advantage, plus the modifier, against the GM’s Difficulty', async () => {
    const { roll: rollIt, fighter, view, dice, lastEntry, refusal } = await begun()
    dice.next(6, 5, 4, 1)
    await rollIt({ type: 'dicey', who: 'pc-ixa', what: 'leaps the chasm', difficulty: 16, modifier: 2, advantage: 1 })
    expect(view().lastSave).toMatchObject({ what: 'Dicey Move (leaps the chasm)', natural: 17, target: 16, success: true })
    expect(fighter('pc-ixa').budget).toEqual({ standard: 1, move: 0, quick: 1 })
    expect(lastEntry()).toMatchObject({
      summary: 'Ixa Marrow makes a Dicey Move (leaps the chasm): 17 vs Difficulty 16, success.',
      playerSummary: 'Ixa Marrow makes a Dicey Move (leaps the chasm): success.',
    })
    dice.next(6, 6, 6)
    await rollIt({ type: 'dicey', who: 'pc-ixa', what: 'again', difficulty: 15, modifier: 0, advantage: 0 })
    expect(fighter('pc-ixa').budget.standard).toBe(0)
    expect(await refusal(roll({ type: 'dicey', who: 'pc-ixa', what: 'once more', difficulty: 15, modifier: 0, advantage: 0 }))).toMatch(
      /Dicey Move takes a Move action \(E39\)/,
    )
  })

  it('E42 a PC out of the fight for good keeps its turns to Fight in Spirit: its ally has Advantage on attacks until its next turn starts, once a turn', async () => {
    const {
      act: step,
      attack,
      refusal,
      fighter,
      view,
      dice,
      turnOf,
      lastEntry,
    } = await begun(fightCampaign(), [{ type: 'combatant.outOfFight', target: 'pc-vell', on: true }])
    const gift = { type: 'spirit.fight', who: 'pc-vell', ally: 'pc-ixa', benefit: 'attacks', reason: 'Ixa hears his war cry' }
    expect(await refusal(act(gift))).toMatch(/not Vell Orin's turn/)
    await turnOf('pc-vell')
    expect(view().turnOptions!.spirit).toEqual({ allies: ['pc-ixa', 'pc-dax', 'pc-tamsin'], why: null })
    await step(gift)
    expect(lastEntry().summary).toBe(
      "Vell Orin fights in spirit for Ixa Marrow: Advantage on attacks until the start of Vell Orin's next turn (“Ixa hears his war cry”).",
    )
    expect(await refusal(act({ ...gift, ally: 'pc-dax' }))).toMatch(/Fought in Spirit this turn/)
    expect(await refusal(attackRoll('pc-vell', [RAIDER(1)]))).toMatch(/out of the fight for good/)
    await turnOf('pc-ixa')
    expect(fighter('pc-ixa').conditions.map((c) => c.lasts)).toEqual(["until the start of Vell Orin's next turn"])
    dice.next(1, 1, 1, 1)
    await attack('pc-ixa', [RAIDER(1)])
    expect(view().lastAttack!.targets[0]).toMatchObject({ kept: [1, 1, 1], dropped: [1] })
    await turnOf('pc-vell')
    expect(fighter('pc-ixa').conditions).toEqual([])
  })

  it('E42 EG59 Fight in Spirit’s Advantage on saves adds a die to the ally’s save', async () => {
    const {
      act: step,
      roll: rollIt,
      dice,
      turnOf,
      session,
    } = await begun(fightCampaign(), [
      { type: 'combatant.outOfFight', target: 'pc-vell', on: true },
      { type: 'condition.add', target: 'pc-dax', condition: { ...condition('dazed'), duration: { kind: 'saveEnds' } } },
    ])
    await turnOf('pc-vell')
    await step({ type: 'spirit.fight', who: 'pc-vell', ally: 'pc-dax', benefit: 'saves', reason: 'a prayer' })
    await turnOf('pc-dax')
    await step({ type: 'turn.next' })
    dice.next(6, 1, 1, 5)
    await rollIt({ type: 'duty' })
    const save = session.ledger.all().findLast((e) => e.kind === 'run.event') as unknown as { event: { type: string; faces: number[] } }
    expect(save.event).toMatchObject({ type: 'save.rolled', faces: [6, 1, 1, 5] })
  })

  it('E42 only a PC is out of the fight for good; an enemy is not', async () => {
    const { refusal } = await begun()
    expect(await refusal(act({ type: 'combatant.outOfFight', target: RAIDER(1), on: true }))).toMatch(/Only a PC/)
  })
})

describe('positions the GM and the players see (EG56, EG61)', () => {
  it('EG56 engagements end with a combatant that dies; a dying PC stays engaged (E45)', async () => {
    const { act: step, fighter } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)]), place('pc-vell', [RAIDER(2)])])
    await step({ type: 'combatant.damage', target: RAIDER(1), amount: 99, source: null, note: '' })
    expect(fighter('pc-ixa').position.engaged).toEqual([])
    await step({ type: 'combatant.damage', target: 'pc-vell', amount: 35, source: null, note: '' })
    expect(fighter('pc-vell')).toMatchObject({ standing: 'dying', position: { engaged: [RAIDER(2)] } })
  })

  it('EG61 the player display tells positions of shown combatants only: an engagement with a hidden enemy is not told', async () => {
    const { act: step, session } = await begun(fightCampaign(), [
      { type: 'combatant.hide', target: RAIDER(2), revealOnTurn: false },
      place('pc-ixa', [RAIDER(1), RAIDER(2)]),
      place('pc-dax', [RAIDER(2)]),
      place('pc-tamsin', [], 'far'),
    ])
    const part = () =>
      escalationSystem.playerPart(session.ledger.state.systems.escalation as EscalationState, { campaign: session.campaign })!
        .part as EscalationPlayerPart
    expect(part().positions).toEqual({
      engaged: [{ names: ['Ixa Marrow', 'Sand Raider 1'], far: false }],
      nearby: ['Vell Orin', 'Sand Raider 3', 'Sand Raider 4', 'Dax-7'],
      far: ['Tamsin Reed'],
    })
    expect(JSON.stringify(part())).not.toContain('Sand Raider 2')
    // Placing next to the hidden raider is the GM's alone in the log.
    void step
    const entries = session.ledger.all()
    const placing = entries.filter((e) => e.kind === 'run.event' && (e as { event: { type: string } }).event.type === 'position.place')
    expect(placing.map((e) => e.visibility)).toEqual(['private', 'private', 'public'])
    // Hiding a raider is the GM's line alone: it names the raider.
    const hiding = entries.find((e) => e.kind === 'run.event' && (e as { event: { type: string } }).event.type === 'combatant.hide')!
    expect(hiding.visibility).toBe('private')
  })

  it('E41 the log calls an Opportunity Attack so, for the GM and the players', async () => {
    const { act: step, attack, dice, lastEntry } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)])])
    await step(move('pc-ixa', 'far'))
    dice.next(1, 1, 1)
    await attack(RAIDER(1), ['pc-ixa'], { action: null })
    expect(lastEntry()).toMatchObject({
      visibility: 'public',
      summary: expect.stringMatching(
        /^Sand Raider 1 makes an Opportunity Attack with Hooked spear\. Ixa Marrow: 1\+1\+1 → 10 vs AC 17, a crit fail\.$/,
      ),
      playerSummary: 'Sand Raider 1 makes an Opportunity Attack with Hooked spear. Ixa Marrow: a crit fail.',
    })
  })

  it('E34 E41 undo of a move puts both sides of the engagement back, and the offer goes; redo brings them again', async () => {
    const { act: step, must, fighter, view } = await begun(fightCampaign(), [place('pc-ixa', [RAIDER(1)])])
    await step(move('pc-ixa', 'engage', RAIDER(2)))
    expect(view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(1)])
    await must({ kind: 'undo' })
    expect(fighter('pc-ixa')).toMatchObject({ position: { engaged: [RAIDER(1)] }, budget: { move: 1 } })
    expect(fighter(RAIDER(1)).position.engaged).toEqual(['pc-ixa'])
    expect(fighter(RAIDER(2)).position.engaged).toEqual([])
    expect(view().opportunity).toBeNull()
    await must({ kind: 'redo' })
    expect(fighter(RAIDER(2)).position.engaged).toEqual(['pc-ixa'])
    expect(view().opportunity!.takers.map((t) => t.id)).toEqual([RAIDER(1)])
  })
})
