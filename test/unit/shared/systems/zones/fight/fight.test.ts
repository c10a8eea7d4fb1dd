import { describe, expect, it } from 'vitest'
import { zonesSystem, ZonesPlayerPart, type ZonesState } from '@shared/systems/zones'
import { RAIDER, scriptedDice, zonesCampaign, zonesSession } from './support'

// The demo's skirmish: the party (DEX Ixa 2, Vell 3, Dax 0, Tamsin 1) on the Dune crest, three
// raiders on the Wreck deck. Crest - Open sand - {Hull breach (2 fit), Wreck deck}; breach - deck.

/** Side roll 5 (characters first); Ixa 3, Vell 1, Dax 6, Tamsin 4: Dax 6, Ixa 5, Tamsin 5, Vell 4. */
async function begun(extra: (s: Awaited<ReturnType<typeof zonesSession>>) => Promise<void> = async () => undefined) {
  const dice = scriptedDice()
  const s = await zonesSession({ dice })
  await extra(s)
  dice.next(5, 3, 1, 6, 4)
  await s.roll({ type: 'initiative' })
  await s.act({ type: 'combat.begin' })
  return { ...s, dice }
}

describe('a Zones fight on the combat tracker', () => {
  it('Z3 Z4 R21 ZG1 the side roll puts the characters first; they act from the highest 1d6 + DEX, Ixa before Tamsin on DEX', async () => {
    const s = await begun()
    expect(s.view().sides.roll).toMatchObject({ face: 5, first: 'players' })
    expect(s.view().blocks.map((b) => [b.side, b.ids])).toEqual([
      ['players', ['pc-dax', 'pc-ixa', 'pc-tamsin', 'pc-vell']],
      ['enemies', [RAIDER(1), RAIDER(2), RAIDER(3)]],
    ])
    expect(s.view().current).toBe('pc-dax')
    expect(await s.refusedAct({ type: 'turn.next', who: 'pc-tamsin' })).toMatch(/Ixa Marrow acts first/)
    expect(await s.refusedAct({ type: 'turn.next', who: RAIDER(2) })).toMatch(/characters act first/)
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe('pc-ixa')
  })

  it('Z4 the enemies act in the GM’s order, any of them once their block is up', async () => {
    const s = await begun(async (x) => x.act({ type: 'setup.order', side: 'enemies', ids: [RAIDER(3), RAIDER(1), RAIDER(2)] }))
    for (let i = 0; i < 4; i++) await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe(RAIDER(3))
    await s.act({ type: 'turn.next', who: RAIDER(2) })
    expect(s.view().current).toBe(RAIDER(2))
  })

  it('Z2 ZG15 a surprised side sits out round 1 even when the roll put it first, and acts in round 2', async () => {
    const s = await begun(async (x) => x.act({ type: 'setup.surprise', side: 'players' }))
    expect(s.view().blocks.map((b) => b.side)).toEqual(['enemies'])
    expect(s.view().current).toBe(RAIDER(1))
    for (let i = 0; i < 3; i++) await s.act({ type: 'turn.next' })
    expect(s.view()).toMatchObject({ round: 2, current: 'pc-dax' })
  })

  it('Z3 R21 the fight begins only once the side roll and every character’s initiative are in', async () => {
    const s = await zonesSession()
    expect(await s.refusedAct({ type: 'combat.begin' })).toMatch(/Roll initiative first/)
    expect(s.view().can.begin).toMatch(/Roll initiative first/)
  })

  it('Z9 a move reaches a Nearby zone; another move takes the Action; Z8 ZR3 a hazard zone is Tested at the turn’s end', async () => {
    const s = await begun()
    expect(await s.refusedRoll({ type: 'move', zone: s.zoneId('Wreck deck'), spend: 'move' })).toMatch(/not Nearby/)
    await s.roll({ type: 'move', zone: s.zoneId('Open sand'), spend: 'move' })
    expect(await s.refusedRoll({ type: 'move', zone: s.zoneId('Wreck deck'), spend: 'move' })).toMatch(/another move takes the Action/)
    expect(s.view().turn?.action).toBeNull()
    await s.roll({ type: 'move', zone: s.zoneId('Hull breach'), spend: 'action' })
    expect(s.fighter('pc-dax')).toMatchObject({ zoneName: 'Hull breach', budget: { move: false, action: false } })
    expect(s.range('pc-dax', RAIDER(1))).toBe('nearby')
    expect(s.range('pc-ixa', 'pc-dax')).toBe('farAway')
    expect(s.range('pc-ixa', RAIDER(1))).toBe('farAway')
    // The scorpions: DEX Test DR 12 at the turn's end; Dax (DEX 0) fails on 5 and takes 1d4 (3).
    await s.act({ type: 'turn.next' })
    expect(s.view().duties).toEqual([expect.objectContaining({ kind: 'hazard', who: 'pc-dax' })])
    expect(s.view().duty?.odds).toEqual({ passing: 9, outOf: 20, chance: 0.45 })
    s.dice.next(5, 3)
    await s.roll({ type: 'duty' })
    expect(s.fighter('pc-dax').hp).toBe(15)
    expect(s.view().current).toBe('pc-ixa')
  })

  it('Z8 ZG22 a move into a full zone is refused', async () => {
    const s = await begun(async (x) => {
      await x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Hull breach') })
      await x.act({ type: 'zone.place', target: RAIDER(2), zone: x.zoneId('Hull breach') })
      expect(await x.refusedAct({ type: 'zone.place', target: RAIDER(3), zone: x.zoneId('Hull breach') })).toMatch(/full: 2 creatures/)
    })
    await s.roll({ type: 'move', zone: s.zoneId('Open sand'), spend: 'move' })
    expect(s.view().turn?.moves.find((m) => m.name === 'Hull breach')?.asAction).toMatch(/full/)
    expect(await s.refusedRoll({ type: 'move', zone: s.zoneId('Hull breach'), spend: 'action' })).toMatch(/full/)
  })

  it('Z11 Z15 Z18 a melee attack needs the target Close; a natural 20 doubles the dice and drops a raider', async () => {
    const s = await begun(async (x) => x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }))
    expect(await s.refusedRoll({ type: 'attack', target: RAIDER(2), weapon: 0, offhand: null, edge: 'normal' })).toMatch(/needs the target Close/)
    const option = s.view().turn!.attacks.find((a) => a.target === RAIDER(1) && a.weapon === 0)!
    expect(option).toMatchObject({ why: null, roller: 'attacker', attribute: 'STR', range: 'close', odds: { passing: 12, outOf: 20 } })
    s.dice.next(20, 5)
    await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: null, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]).toMatchObject({ hit: true, doubleDice: true, damage: 10 })
    expect(s.fighter(RAIDER(1))).toMatchObject({ status: 'dead', hp: -2 })
    expect(await s.refusedRoll({ type: 'attack', target: RAIDER(2), weapon: 1, offhand: null, edge: 'normal' })).toMatch(/Action already/)
  })

  it('Z20 a natural 1 on a character’s attack marks a usage on the weapon, kept after the fight', async () => {
    const s = await begun(async (x) => x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }))
    s.dice.next(1)
    await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: null, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]).toMatchObject({ hit: false, marked: 'Longsword' })
    expect(s.fighter('pc-dax').weapons[0]!.usages).toBe(1)
    await s.act({ type: 'combat.end', reason: 'the raiders scatter' })
    await s.must({ kind: 'close' })
    expect((s.session.ledger.state.systems.zones as ZonesState).pcs['pc-dax']!.weapons[0]).toEqual({ name: 'Longsword', usages: 1 })
  })

  it('Z17 dual-wielding rolls both one-handed weapons and keeps the higher; a two-handed one is refused', async () => {
    const s = await begun(async (x) => x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }))
    await s.act({ type: 'turn.next' })
    s.dice.next(15, 2, 5)
    await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: 1, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]).toMatchObject({ weapon: 'Salvage knife and Hook blade', damage: 5 })
    await s.act({ type: 'turn.next' })
    expect(await s.refusedRoll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: 1, edge: 'normal' })).toMatch(/one-handed/)
  })

  it('Z14 Z19 a creature’s attack is avoided by the character’s DEX Test; a natural 1 doubles the damage', async () => {
    const s = await begun(async (x) => x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }))
    for (let i = 0; i < 4; i++) await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe(RAIDER(1))
    const option = s.view().turn!.attacks.find((a) => a.target === 'pc-vell' && a.weapon === 0)!
    expect(option).toMatchObject({ roller: 'defender', attribute: 'DEX', odds: { passing: 12, outOf: 20 }, hitChance: 0.4 })
    s.dice.next(1, 4)
    await s.roll({ type: 'attack', target: 'pc-vell', weapon: 0, offhand: null, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]).toMatchObject({ roller: 'defender', hit: true, doubleDamage: true, damage: 8 })
    expect(s.fighter('pc-vell').hp).toBe(3)
  })

  it('Z22 leaving a zone with enemies Close draws a free attack from each first; Z23 disengaging or an ally Close draws none', async () => {
    const s = await begun(async (x) => {
      await x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Open sand') })
      await x.act({ type: 'zone.place', target: RAIDER(2), zone: x.zoneId('Open sand') })
      await x.act({ type: 'zone.place', target: 'pc-dax', zone: x.zoneId('Open sand') })
    })
    expect(s.view().turn?.moves[0]?.freeAttacksBy).toEqual([RAIDER(1), RAIDER(2)])
    // Raider 1: Dax avoids on 15; raider 2: Dax fails on 4 and takes 1d6 (6).
    s.dice.next(15, 4, 6)
    await s.roll({ type: 'move', zone: s.zoneId('Dune crest'), spend: 'move' })
    expect(s.view().lastAttack).toMatchObject({ kind: 'free', strikes: [{ hit: false }, { hit: true, damage: 6 }] })
    expect(s.fighter('pc-dax')).toMatchObject({ hp: 12, zoneName: 'Dune crest' })
    // Ixa joins them in the open sand, then Dax comes back: an ally is Close, so no free attack.
    await s.act({ type: 'zone.place', target: 'pc-ixa', zone: s.zoneId('Open sand') })
    await s.act({ type: 'turn.next' })
    await s.act({ type: 'turn.disengage' })
    expect(s.view().turn?.moves.find((m) => m.name === 'Dune crest')?.freeAttacksBy).toEqual([])
  })

  it('Z27 Z28 Z29 Hinderances refuse what they forbid; Z25 ZG17 one without an Action is Tested at the turn’s end and ends on a pass', async () => {
    const s = await begun()
    const hinder = (name: string, needsAction: boolean) =>
      s.act({
        type: 'condition.add',
        target: 'pc-dax',
        condition: {
          name,
          custom: false,
          duration: { kind: 'untilTest', test: 'STR', target: 12, needsAction },
          source: null,
          ongoing: null,
          secret: false,
        },
      })
    await hinder('stuck', false)
    expect(await s.refusedRoll({ type: 'move', zone: s.zoneId('Open sand'), spend: 'move' })).toMatch(/Stuck/)
    expect(s.view().turn?.moves[0]?.asMove).toMatch(/Stuck/)
    await hinder('distracted', true)
    expect(await s.refusedAct({ type: 'action.spend', what: 'draws a potion' })).toMatch(/Distracted/)
    // ZR12: shaking off a Hinderance is the one Action a Distracted combatant still takes: STR 3 + 9 = 12 passes.
    const distracted = s.fighter('pc-dax').conditions.find((c) => c.name === 'distracted')!
    s.dice.next(9)
    await s.roll({
      type: 'test',
      who: 'pc-dax',
      attribute: 'STR',
      dr: 12,
      edge: 'normal',
      what: 'shaking it off',
      action: true,
      condition: distracted.id,
    })
    expect(s.fighter('pc-dax').hinderances).toEqual(['stuck'])
    await s.act({ type: 'turn.next' })
    expect(s.view().duties).toEqual([expect.objectContaining({ kind: 'test', who: 'pc-dax' })])
    s.dice.next(10)
    await s.roll({ type: 'duty' })
    expect(s.fighter('pc-dax').hinderances).toEqual([])
  })

  it('Z25 ZG17 a turn that ends on a Test reads as one step: the end names the Test waiting, the Test names who is up', async () => {
    const s = await begun()
    const stuck = { name: 'stuck', custom: false, duration: { kind: 'untilTest', test: 'STR', target: 12, needsAction: false } }
    await s.act({ type: 'condition.add', target: 'pc-dax', condition: { ...stuck, source: null, ongoing: null, secret: false } })
    const said = () => s.session.ledger.all().at(-1)!.summary
    expect(said()).toBe('Dax-7 gains an effect: Stuck.')
    await s.act({ type: 'turn.next' })
    expect(said()).toBe("Dax-7 ends their turn after Dax-7's STR Test against Stuck (DR 12).")
    s.dice.next(10)
    await s.roll({ type: 'duty' })
    const next = s.view().combatants.find((c) => c.id === s.state().track.current)!
    expect(next.id).not.toBe('pc-dax')
    expect(said()).toBe(`Dax-7 Tests STR for Stuck: 10 → 13 vs DR 12, passed. ${next.name}'s turn.`)
  })

  it('Z26 Weakened: every Test rolls two d20 and keeps the lower', async () => {
    const s = await begun()
    await s.act({
      type: 'condition.add',
      target: 'pc-dax',
      condition: {
        name: 'weakened',
        custom: false,
        duration: { kind: 'untilTest', test: 'STR', target: 12, needsAction: true },
        source: null,
        ongoing: null,
        secret: false,
      },
    })
    s.dice.next(18, 4)
    await s.roll({ type: 'test', who: 'pc-dax', attribute: 'STR', dr: 12, edge: 'normal', what: 'a shove', action: true, condition: null })
    expect(s.view().lastTest).toMatchObject({ edge: 'disadvantage', natural: 4, dropped: 18, total: 7, passed: false })
    expect(s.dice.left()).toBe(0)
  })

  it('Z21 ongoing damage costs the creature its Level at the start of its turns; ZR10 its Test at the end adds its Skill', async () => {
    const s = await begun()
    await s.act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: {
        name: 'ongoing',
        custom: false,
        duration: { kind: 'untilTest', test: 'DEX', target: 12, needsAction: false },
        source: null,
        ongoing: null,
        secret: false,
      },
    })
    expect(
      await s.refusedAct({
        type: 'condition.add',
        target: RAIDER(2),
        condition: { name: 'stuck', custom: false, duration: { kind: 'saveEnds' }, source: null, ongoing: null, secret: false },
      }),
    ).toMatch(/no saves/)
    for (let i = 0; i < 4; i++) await s.act({ type: 'turn.next' })
    expect(s.fighter(RAIDER(1)).hp).toBe(7)
    await s.act({ type: 'turn.next' })
    expect(s.view().duty?.label).toMatch(/Ongoing damage/)
    // Skill 1: 10 + 1 = 11 fails, it goes on.
    s.dice.next(10)
    await s.roll({ type: 'duty' })
    expect(s.view().lastTest).toMatchObject({ attribute: 'Skill', total: 11, passed: false })
    expect(s.fighter(RAIDER(1)).conditions).toHaveLength(1)
  })

  it('Z30 ZG20 the reaction is rolled once for a kind of creature, the GM’s alone', async () => {
    const s = await zonesSession({ dice: scriptedDice() })
    const dice = scriptedDice()
    const again = await zonesSession({ dice })
    dice.next(3)
    await again.roll({ type: 'reaction', npc: 'npc-sand-raider' })
    expect(again.fighter(RAIDER(2)).reaction).toEqual({ reaction: 'wary', label: 'Wary', rolled: true })
    expect(await again.refusedRoll({ type: 'reaction', npc: 'npc-sand-raider' })).toMatch(/rolled once/)
    expect(again.session.ledger.all().at(-1)).toMatchObject({ visibility: 'private', summary: 'Reaction of Sand Raider: 3, Wary.' })
    expect(s.view().combatants.every((c) => c.reaction === null)).toBe(true)
  })

  it('Z31 ZG19 Morale Tests with Skill: a failure breaks; the GM picks flee and the table sees it flee', async () => {
    const s = await begun()
    s.dice.next(15, 2)
    await s.roll({ type: 'morale', who: [RAIDER(1), RAIDER(2)] })
    expect(s.view().lastMorale).toEqual([
      { who: RAIDER(1), natural: 15, total: 16, passed: true },
      { who: RAIDER(2), natural: 2, total: 3, passed: false },
    ])
    expect(await s.refusedAct({ type: 'morale.choose', target: RAIDER(1), choice: 'flee' })).toMatch(/not failed a Morale Test/)
    await s.act({ type: 'morale.choose', target: RAIDER(2), choice: 'flee' })
    expect(s.fighter(RAIDER(2))).toMatchObject({ status: 'fled', morale: { state: 'flee' } })
    const part = ZonesPlayerPart.parse(s.session.playerView().parts.find((p) => p.system === 'zones')!.part)
    expect(part.combatants.find((c) => c.id === RAIDER(2))?.standing).toBe('Fled')
  })

  it('hidden combatants stay off the players’ screen and log: hiding a shown creature is the GM’s line alone', async () => {
    const s = await begun()
    await s.act({ type: 'combatant.hide', target: RAIDER(1), revealOnTurn: false })
    expect(s.session.ledger.all().at(-1)).toMatchObject({ visibility: 'private', summary: 'Sand Raider 1 is hidden from the players.' })
  })

  it('Z5 Z7 the player display: zones as named boxes with who stands where and which zones are Nearby, secret conditions and hidden creatures left out, creatures’ HP in words', async () => {
    const campaign = zonesCampaign()
    // The cautious start: raiders the players have not met enter hidden.
    campaign.settings.showNewFights = false
    campaign.npcs.find((n) => n.id === 'npc-sand-raider')!.revealed = false
    const dice = scriptedDice()
    const s = await zonesSession({ campaign, dice })
    await s.act({ type: 'combatant.reveal', target: RAIDER(1) })
    const shown = zonesSystem.playerPart(s.session.ledger.state.systems.zones as ZonesState, { campaign })!
    const part = ZonesPlayerPart.parse(shown.part)
    expect(part.zones).toEqual([
      {
        name: 'Dune crest',
        conditions: 'Loose sand underfoot.',
        occupants: ['Ixa Marrow', 'Vell Orin', 'Dax-7', 'Tamsin Reed'],
        nearby: ['Open sand'],
      },
      { name: 'Open sand', conditions: '', occupants: [], nearby: ['Dune crest', 'Hull breach', 'Wreck deck'] },
      { name: 'Hull breach', conditions: '', occupants: [], nearby: ['Open sand', 'Wreck deck'] },
      { name: 'Wreck deck', conditions: 'Tilted plates.', occupants: ['Sand Raider 1'], nearby: ['Open sand', 'Hull breach'] },
    ])
    expect(part.combatants.map((c) => c.id)).not.toContain(RAIDER(2))
    expect(part.combatants.find((c) => c.id === RAIDER(1))).toMatchObject({
      health: { shown: 'described', state: 'unhurt' },
      standing: 'Unhurt',
      zone: 'Wreck deck',
    })
    expect(JSON.stringify(part)).not.toMatch(/scorpion|skill|Skill/)
  })
})
