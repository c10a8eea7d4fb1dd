import { describe, expect, it } from 'vitest'
import {
  EscalationStatBlock,
  defaultEscalationSettings,
  escalationSystem,
  type EscalationPlayerPart,
  type EscalationState,
} from '@shared/systems/escalation'
import { fightCampaign, fightSession, RAIDER, scriptedDice } from './support'
import { relicsState } from '../../../../../support/relics'

// The demo's raider ambush: Ixa and Tamsin are Fast, Vell Medium, Dax Slow; the four raiders Medium.

describe('an Escalation fight on the combat tracker', () => {
  it('E17 EG7 the Surprise Round: only the two chosen ambushers act, at escalation 0; round 1 follows, still at 0', async () => {
    const { act, view } = await fightSession()
    await act({ type: 'setup.surprise', ambushers: 'enemies', actors: [RAIDER(1), RAIDER(3)] })
    await act({ type: 'combat.begin' })
    expect(view()).toMatchObject({ round: 0, surprise: true, current: RAIDER(1), escalation: { die: 0 } })
    await act({ type: 'turn.next' })
    expect(view().current).toBe(RAIDER(3))
    await act({ type: 'turn.next' })
    expect(view()).toMatchObject({ round: 1, surprise: false, current: 'pc-ixa', escalation: { die: 0 } })
  })

  it('E17 EG7 the surprised side does nothing in the Surprise Round, not even an Interrupt', async () => {
    const { act, refusal } = await fightSession()
    await act({ type: 'setup.surprise', ambushers: 'enemies', actors: [RAIDER(1)] })
    await act({ type: 'combat.begin' })
    expect(await refusal({ kind: 'act', system: 'escalation', action: { type: 'interrupt.use', who: 'pc-ixa', what: 'a counter' } })).toMatch(
      /surprised/,
    )
    expect(await refusal({ kind: 'act', system: 'escalation', action: { type: 'setup.surprise', ambushers: null, actors: [] } })).toMatch(
      /before the fight begins/,
    )
  })

  it('E19 the escalation die is 0 in round 1, 1 in round 2, 2 in round 3; E18 a PC ambush starts it at 1', async () => {
    const { act, view } = await fightSession()
    await act({ type: 'combat.begin' })
    const dieInRound = new Map<number, number>()
    for (let i = 0; i < 20 && view().round < 4; i++) {
      dieInRound.set(view().round, view().escalation.die)
      await act({ type: 'turn.next' })
    }
    expect([...dieInRound]).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ])
    const ambush = await fightSession()
    await ambush.act({ type: 'setup.pcAmbush', on: true })
    await ambush.act({ type: 'combat.begin' })
    expect(ambush.view().escalation.die).toBe(1)
  })

  it('E15 E16 EG9 bands act in order, the PCs of a band before its enemies; the GM picks who of the group goes next, and no one out of it', async () => {
    const { act, view, refusal } = await fightSession()
    await act({ type: 'combat.begin' })
    expect(view().order.map((g) => [g.label, g.ids])).toEqual([
      ['Fast', ['pc-ixa', 'pc-tamsin']],
      ['Medium', ['pc-vell', RAIDER(1), RAIDER(2), RAIDER(3), RAIDER(4)]],
      ['Slow', ['pc-dax']],
    ])
    expect(view().upNext).toEqual(['pc-tamsin'])
    expect(await refusal({ kind: 'act', system: 'escalation', action: { type: 'turn.next', who: RAIDER(2) } })).toBe('The Fast PCs act first')
    await act({ type: 'turn.next' })
    expect(view().upNext).toEqual(['pc-vell'])
    await act({ type: 'turn.next' })
    expect(view().upNext).toEqual([RAIDER(1), RAIDER(2), RAIDER(3), RAIDER(4)])
    await act({ type: 'turn.next', who: RAIDER(3) })
    expect(view().current).toBe(RAIDER(3))
  })

  it('E3 EG3 a natural 18 crits and doubles the whole hit damage (dice and Volition)', async () => {
    const dice = scriptedDice()
    const { act, attack, fighter, view } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    dice.next(6, 6, 6, 8, 8, 8)
    await attack('pc-ixa', [RAIDER(1)])
    expect(view().lastAttack!.targets[0]).toMatchObject({ natural: 18, outcome: 'crit', damage: 54, halved: false })
    expect(fighter(RAIDER(1))).toMatchObject({ hp: 27 - 54, status: 'dead' })
  })

  it('E10 E12 Resist fire 14+ halves fire damage (rounded down) when the natural is below 14, and not when it reaches it', async () => {
    const dice = scriptedDice()
    const campaign = fightCampaign()
    const raider = campaign.npcs.find((n) => n.id === 'npc-sand-raider')!
    const block = EscalationStatBlock.parse(raider.statBlocks.escalation)
    raider.statBlocks.escalation = { ...block, attacks: [{ ...block.attacks[0]!, damage: '7 fire damage' }] }
    const { act, attack, fighter, view } = await fightSession(1, campaign, dice)
    await act({ type: 'combat.begin' })
    while (view().current !== RAIDER(1)) await act({ type: 'turn.next' })
    // Dax (AC 18) resists fire 14+: 6 + 3 + 3 = 12, total 19, a hit for 7 halved to 3.
    dice.next(6, 3, 3)
    await attack(RAIDER(1), ['pc-dax'])
    expect(view().lastAttack!.targets[0]).toMatchObject({ natural: 12, outcome: 'hit', damage: 3, halved: true })
    await act({ type: 'turn.next' })
    dice.next(6, 5, 4)
    await attack(RAIDER(2), ['pc-dax'])
    expect(view().lastAttack!.targets[0]).toMatchObject({ natural: 15, outcome: 'hit', damage: 7, halved: false })
    expect(fighter('pc-dax').hp).toBe(40 - 10)
  })

  it('E4 EG2 a natural 3 misses, with no miss damage; E7 EG40 a plain miss deals the PC’s miss damage (its Level)', async () => {
    const dice = scriptedDice()
    const { act, attack, fighter } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    dice.next(1, 1, 1)
    await attack('pc-ixa', [RAIDER(1)])
    expect(fighter(RAIDER(1)).hp).toBe(27)
    await act({ type: 'turn.next' })
    await act({ type: 'turn.next' })
    await act({ type: 'turn.next' })
    await act({ type: 'turn.next' })
    await act({ type: 'turn.next' })
    await act({ type: 'turn.next' })
    await act({ type: 'turn.next' })
    // Dax (Slow) misses with 2, 2, 2: 6 + 5 = 11 against AC 17, and deals his Level, 3.
    dice.next(2, 2, 2)
    await attack('pc-dax', [RAIDER(2)])
    expect(fighter(RAIDER(2)).hp).toBe(24)
  })

  it('E23 E24 a turn gives one Standard, Move and Quick action; a second Standard is refused, a Standard may pay for a Move', async () => {
    const dice = scriptedDice()
    const { act, attack, refusal, fighter } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    await act({ type: 'action.spend', kind: 'move', what: 'steps up to the raiders' })
    await act({ type: 'action.spend', kind: 'move', what: 'moves again' })
    expect(fighter('pc-ixa').budget).toEqual({ standard: 0, move: 0, quick: 1 })
    dice.next(1, 1, 1)
    expect(
      await refusal({
        kind: 'roll',
        system: 'escalation',
        roll: { type: 'attack', attacker: 'pc-ixa', targets: [RAIDER(1)], attack: 0, action: 'standard', advantage: 0, bonus: 0, coupDeGrace: false },
      }),
    ).toMatch(/Standard/)
    expect(dice.left()).toBe(3)
    void attack
  })

  it('E25 E68 a turn ends with ongoing damage, then the save the host rolls; a success ends it; undo brings it back', async () => {
    const dice = scriptedDice()
    const { act, roll, view, fighter, must, session } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    await act({
      type: 'condition.add',
      target: 'pc-ixa',
      condition: {
        name: 'ongoingDamage',
        custom: false,
        duration: { kind: 'saveEnds' },
        source: RAIDER(1),
        ongoing: { amount: 5, type: 'fire' },
        secret: false,
      },
    })
    const said = () => session.ledger.all().at(-1)!.summary
    expect(said()).toBe('Ixa Marrow gains a condition: Ongoing Damage.')
    await act({ type: 'turn.next' })
    expect(fighter('pc-ixa').hp).toBe(31)
    expect(view().duties).toEqual([expect.objectContaining({ kind: 'save', who: 'pc-ixa', label: expect.stringContaining('11+') })])
    expect(view().current).toBe('pc-ixa')
    // The turn's end waits on the save: its line says so rather than "Ixa Marrow's turn" again; the save's line says who is up.
    expect(said()).toBe("Ixa Marrow ends their turn after Ixa Marrow's save against Ongoing Damage (11+).")
    dice.next(6, 4, 2)
    await roll({ type: 'duty' })
    expect(fighter('pc-ixa').conditions).toEqual([])
    expect(view().current).toBe('pc-tamsin')
    expect(said()).toBe("Ixa Marrow saves against Ongoing Damage: 12 vs 11+, saved. Tamsin Reed's turn.")
    expect(session.ledger.all().at(-1)).toMatchObject({
      visibility: 'public',
      playerSummary: 'Ixa Marrow saves against Ongoing Damage: 12 vs 11+, saved.',
    })
    await must({ kind: 'undo' })
    expect(fighter('pc-ixa').conditions.map((c) => c.label)).toEqual(['Ongoing Damage'])
    expect(relicsState(session.ledger.state).cohort).toBeDefined()
  })

  it('digest §4 a condition until the end of another combatant’s next turn ends there by itself, and undo restores it', async () => {
    const { act, fighter, must, view } = await fightSession()
    await act({ type: 'combat.begin' })
    while (view().current !== 'pc-tamsin') await act({ type: 'turn.next' })
    await act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'dazed', custom: false, duration: { kind: 'untilEndOfTurn', of: 'pc-ixa' }, source: 'pc-ixa', ongoing: null, secret: false },
    })
    expect(fighter(RAIDER(1)).conditions.map((c) => c.lasts)).toEqual(["until the end of Ixa Marrow's next turn"])
    while (view().current !== 'pc-ixa') await act({ type: 'turn.next' })
    expect(fighter(RAIDER(1)).conditions.map((c) => c.label)).toEqual(['Dazed'])
    await act({ type: 'turn.next' })
    expect(fighter(RAIDER(1)).conditions).toEqual([])
    await must({ kind: 'undo' })
    expect(fighter(RAIDER(1)).conditions.map((c) => c.label)).toEqual(['Dazed'])
  })

  it('digest §4 “until the end of X’s next turn” given during X’s own turn lasts through X’s next turn, not only this one', async () => {
    const { act, fighter, must, view } = await fightSession()
    await act({ type: 'combat.begin' })
    expect(view().current).toBe('pc-ixa')
    await act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'dazed', custom: false, duration: { kind: 'untilEndOfTurn', of: 'pc-ixa' }, source: 'pc-ixa', ongoing: null, secret: false },
    })
    await act({ type: 'turn.next' })
    expect(fighter(RAIDER(1)).conditions.map((c) => c.label)).toEqual(['Dazed'])
    while (view().current !== 'pc-ixa') await act({ type: 'turn.next' })
    expect(view().round).toBe(2)
    expect(fighter(RAIDER(1)).conditions.map((c) => c.label)).toEqual(['Dazed'])
    await act({ type: 'turn.next' })
    expect(fighter(RAIDER(1)).conditions).toEqual([])
    await must({ kind: 'undo' })
    expect(fighter(RAIDER(1)).conditions.map((c) => c.label)).toEqual(['Dazed'])
    expect(view().current).toBe('pc-ixa')
  })

  it('E47 E52 E53 EG16 a PC at 0 is dying: its Death Save comes first on its turn; a success heals with a recovery and ends the turn', async () => {
    const dice = scriptedDice()
    const { act, roll, view, fighter, refusal } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    await act({ type: 'combatant.damage', target: 'pc-tamsin', amount: 30, source: RAIDER(1), note: '' })
    expect(fighter('pc-tamsin')).toMatchObject({ hp: -2, status: 'down', standing: 'dying' })
    await act({ type: 'turn.next' })
    expect(view().duties).toEqual([expect.objectContaining({ kind: 'deathSave', who: 'pc-tamsin' })])
    expect(await refusal({ kind: 'act', system: 'escalation', action: { type: 'action.spend', kind: 'move', what: 'crawls' } })).toMatch(/Death Save/)
    // 5 + 4 + 4 = 13: a success; the recovery (3d6+2) rolls 3, 3, 3.
    dice.next(5, 4, 4, 3, 3, 3)
    await roll({ type: 'duty' })
    expect(fighter('pc-tamsin')).toMatchObject({ hp: 11, status: 'fighting', recoveries: { left: 7 } })
    expect(view().current).toBe('pc-vell')
  })

  it('E53 EG19 the fourth failed Death Save in the encounter kills', async () => {
    const dice = scriptedDice()
    const { act, roll, view, fighter } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    await act({ type: 'combatant.damage', target: 'pc-tamsin', amount: 30, source: null, note: '' })
    for (let failures = 1; failures <= 4; failures++) {
      while (view().current !== 'pc-tamsin') await act({ type: 'turn.next' })
      dice.next(1, 2, 3)
      await roll({ type: 'duty' })
      expect(fighter('pc-tamsin').dying.failedDeathSaves).toBe(failures)
    }
    expect(fighter('pc-tamsin')).toMatchObject({ status: 'dead', standing: 'dead' })
  })

  it('E54 a Standard action stabilizes a dying PC: its failures stop counting', async () => {
    const { act, fighter } = await fightSession()
    await act({ type: 'combat.begin' })
    await act({ type: 'combatant.damage', target: 'pc-vell', amount: 31, source: null, note: '' })
    await act({ type: 'stabilize', helper: 'pc-ixa', target: 'pc-vell' })
    expect(fighter('pc-vell').dying).toMatchObject({ dying: true, stabilized: true })
    expect(fighter('pc-ixa').budget.standard).toBe(0)
  })

  it('E21 EG39 Delay moves the current combatant to a lower band for the encounter; the order re-sorts from there', async () => {
    const { act, view, fighter } = await fightSession()
    await act({ type: 'combat.begin' })
    await act({ type: 'turn.delay', band: 'slow' })
    expect(fighter('pc-ixa').band).toBe('slow')
    expect(view().current).toBe('pc-tamsin')
    expect(view().order.at(-1)).toEqual({ band: 'slow', label: 'Slow', ids: ['pc-ixa', 'pc-dax'] })
  })

  it('E22 a readied action fires before its trigger, moving its owner to the band it fired in', async () => {
    const { act, view, fighter } = await fightSession()
    await act({ type: 'combat.begin' })
    await act({ type: 'turn.ready', kind: 'standard', trigger: 'when a raider moves' })
    expect(fighter('pc-ixa').readied).toMatchObject({ kind: 'standard', trigger: 'when a raider moves' })
    while (view().current !== RAIDER(1)) await act({ type: 'turn.next' })
    await act({ type: 'ready.fire', who: 'pc-ixa' })
    expect(fighter('pc-ixa')).toMatchObject({ band: 'medium', readied: null })
  })

  it('E45 E66 a Coup de Grace on a Helpless target crits and spends every action', async () => {
    const dice = scriptedDice()
    const { act, attack, view, fighter } = await fightSession(1, fightCampaign(), dice)
    await act({ type: 'combat.begin' })
    await act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'helpless', custom: false, duration: { kind: 'manual' }, source: null, ongoing: null, secret: false },
    })
    // E45: the attacker stands engaged with its target.
    await act({ type: 'position.place', who: 'pc-ixa', distance: 'nearby', engagedWith: [RAIDER(1)] })
    // Helpless is Stunned: attacks against it gain 1 Advantage, so 4 dice; then 3d8.
    dice.next(1, 1, 2, 2, 1, 1, 1)
    await attack('pc-ixa', [RAIDER(1)], { coupDeGrace: true })
    expect(view().lastAttack!.targets[0]).toMatchObject({ outcome: 'crit', damage: 12 })
    expect(fighter('pc-ixa').budget).toEqual({ standard: 0, move: 0, quick: 0 })
  })

  it('E65 a Hampered enemy makes its first listed attack only; E64 a Grabbed PC makes no ranged attack', async () => {
    const { act, refusal, fighter } = await fightSession()
    await act({ type: 'combatant.add', from: { kind: 'npc', id: 'npc-dune-wyrm', count: 1 }, hidden: false, revealOnTurn: false })
    expect(fighter('npc-dune-wyrm-1').attacks.map((a) => a.name)).toEqual(['Crushing bite', 'Sand blast'])
    await act({ type: 'combat.begin' })
    await act({
      type: 'condition.add',
      target: 'npc-dune-wyrm-1',
      condition: { name: 'hampered', custom: false, duration: { kind: 'manual' }, source: null, ongoing: null, secret: false },
    })
    const attack = (attacker: string, index: number) => ({
      kind: 'roll' as const,
      system: 'escalation',
      roll: { type: 'attack', attacker, targets: ['pc-vell'], attack: index, action: null, advantage: 0, bonus: 0, coupDeGrace: false },
    })
    expect(await refusal(attack('npc-dune-wyrm-1', 1))).toMatch(/Hampered: basic attacks only/)
    await act({
      type: 'condition.add',
      target: 'pc-ixa',
      condition: { name: 'grabbed', custom: false, duration: { kind: 'manual' }, source: RAIDER(1), ongoing: null, secret: false },
    })
    expect(await refusal(attack('pc-ixa', 1))).toMatch(/Grabbed: no ranged attacks/)
  })

  it('E43 the party flees: the fight is over with a Campaign Loss', async () => {
    const { act, view } = await fightSession()
    await act({ type: 'combat.begin' })
    await act({ type: 'party.flee' })
    expect(view()).toMatchObject({ phase: 'over', campaignLoss: true, ending: { reason: 'The party fled: a Campaign Loss' } })
  })

  it('ends with a summary: rounds, damage dealt and taken, who fell and when', async () => {
    const { act, view } = await fightSession()
    await act({ type: 'combat.begin' })
    await act({ type: 'combatant.damage', target: RAIDER(2), amount: 30, source: 'pc-ixa', note: 'a lucky throw' })
    await act({ type: 'combat.end', reason: 'the raiders scatter' })
    const summary = view().summary!
    expect(summary.rounds).toBe(1)
    expect(summary.combatants.find((c) => c.id === 'pc-ixa')).toMatchObject({ dealt: 30, taken: 0 })
    expect(summary.combatants.find((c) => c.id === RAIDER(2))).toMatchObject({ taken: 30, fellInRound: 1, status: 'dead' })
  })
})

describe('the views of a fight, kept per combatant between steps', () => {
  it('read the same as views made afresh, through turns, renames, reveals, conditions naming others, damage and undo', async () => {
    const { act, must, session } = await fightSession()
    const campaign = session.campaign
    const state = () => session.ledger.state.systems.escalation as EscalationState
    const same = () => {
      const fresh = structuredClone(state())
      expect(escalationSystem.gmView(state(), { campaign })).toEqual(escalationSystem.gmView(fresh, { campaign }))
      expect(escalationSystem.playerPart(state(), { campaign })).toEqual(escalationSystem.playerPart(fresh, { campaign }))
    }
    const dazed = (of: string) => ({
      name: 'dazed',
      custom: false,
      duration: { kind: 'untilEndOfTurn', of },
      source: null,
      ongoing: null,
      secret: false,
    })
    const steps: unknown[] = [
      { type: 'combatant.hide', target: RAIDER(2), revealOnTurn: true },
      { type: 'combat.begin' },
      { type: 'condition.add', target: RAIDER(1), condition: dazed('pc-tamsin') },
      { type: 'combatant.rename', target: 'pc-tamsin', name: 'Tamsin the Bold' },
      { type: 'turn.next' },
      { type: 'combatant.damage', target: RAIDER(3), amount: 20, source: 'pc-tamsin', note: '' },
      { type: 'turn.next' },
      { type: 'turn.next' },
      { type: 'combatant.reveal', target: RAIDER(2) },
      { type: 'combatant.rename', target: RAIDER(1), name: 'Raider Chief' },
    ]
    same()
    for (const step of steps) {
      await act(step)
      same()
    }
    await must({ kind: 'undo' })
    same()
    await must({ kind: 'undo' })
    same()
    await must({ kind: 'redo' })
    same()
  })
})

describe('a fight plays by the campaign’s Escalation settings, logged at its start', () => {
  it('EG15 a save-ends effect that names no target uses the campaign’s; PCs’ hit points reach the table in words when the setting says so', async () => {
    const campaign = fightCampaign()
    campaign.settings = {
      ...campaign.settings,
      systems: { escalation: { ...defaultEscalationSettings(), defaultSaveTarget: 14, pcHitPoints: 'described' } },
    }
    const { act, view, fighter, session } = await fightSession(1, campaign)
    expect(view().rulings.defaultSaveTarget).toBe(14)
    await act({ type: 'combat.begin' })
    await act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: { name: 'dazed', custom: false, duration: { kind: 'saveEnds' }, source: null, ongoing: null, secret: false },
    })
    expect(fighter(RAIDER(1)).conditions[0]!.lasts).toBe('save ends (14+)')
    const part = escalationSystem.playerPart(session.ledger.state.systems.escalation as EscalationState, { campaign })!.part as EscalationPlayerPart
    expect(part.combatants.find((c) => c.id === 'pc-ixa')!.health).toEqual({ shown: 'described', state: 'unhurt' })
    // The settings were logged with the fight: a later change in the campaign does not touch it.
    campaign.settings = { ...campaign.settings, systems: {} }
    expect(view().rulings.defaultSaveTarget).toBe(14)
  })
})
