import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import {
  attackOddsWith,
  attackOutcome,
  defaultZonesSettings,
  zonesSystem,
  ZonesPlayerPart,
  type ZonesCampaignSettings,
  type ZonesState,
} from '@shared/systems/zones'
import { planStrike, strikeTest } from '@shared/systems/zones/combat/strike'
import { RAIDER, SKIRMISH, scriptedDice, zonesCampaign, zonesSession } from './support'

// The demo's skirmish (see fight.test.ts): the party on the Dune crest, three raiders on the
// Wreck deck; Crest - Open sand - {Hull breach, Wreck deck}. Side roll 5, then Ixa 3, Vell 1,
// Dax 6, Tamsin 4: Dax acts first, then Ixa, Tamsin, Vell, then the raiders.

/** The demo campaign playing Zones with these settings changed from the defaults. */
function withSettings(changes: Partial<ZonesCampaignSettings>, edit: (campaign: Campaign) => void = () => undefined): Campaign {
  const campaign = zonesCampaign()
  campaign.settings = { ...campaign.settings, systems: { zones: { ...defaultZonesSettings(), ...changes } } }
  edit(campaign)
  return campaign
}

async function begun(campaign: Campaign, setup: (s: Awaited<ReturnType<typeof zonesSession>>) => Promise<void> = async () => undefined) {
  const dice = scriptedDice()
  const s = await zonesSession({ campaign, dice })
  await setup(s)
  dice.next(5, 3, 1, 6, 4)
  await s.roll({ type: 'initiative' })
  await s.act({ type: 'combat.begin' })
  return { ...s, dice }
}

const FACES = Array.from({ length: 20 }, (_, i) => i + 1)

const pcBlock = (campaign: Campaign, id: string) =>
  campaign.characters.find((c) => c.id === id)!.statBlocks.zones as { str: number; weapons: { damage: string }[] }

describe('a Zones fight plays by the campaign’s Zones settings, logged at its start', () => {
  it('the fight logs the settings it started with and shows them; a later change of the campaign’s leaves it as it was', async () => {
    const campaign = withSettings({ freeAttacks: 'one' })
    const s = await zonesSession({ campaign })
    const start = s.session.ledger.all().find((e) => e.kind === 'run.started') as { start: { settings: ZonesCampaignSettings } } | undefined
    expect(start?.start.settings).toMatchObject({ freeAttacks: 'one' })
    expect(s.view().rulings).toMatchObject({ freeAttacks: 'one', attackNaturals: true })
    campaign.settings = { ...campaign.settings, systems: { zones: defaultZonesSettings() } }
    expect(s.view().rulings.freeAttacks).toBe('one')
  })

  it('ZG3 with the naturals off, a character’s natural 1 hits on its total (and still marks a usage, Z20); the odds say so before the roll', async () => {
    const campaign = withSettings({ attackNaturals: false }, (c) => (pcBlock(c, 'pc-dax').str = 11))
    const s = await begun(campaign, async (x) => x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }))
    expect(s.view().turn!.attacks.find((a) => a.target === RAIDER(1) && a.weapon === 0)?.odds).toEqual({ passing: 20, outOf: 20, chance: 1 })
    s.dice.next(1, 4)
    await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: null, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]).toMatchObject({ hit: true, damage: 4, marked: 'Longsword' })
  })

  it('ZG3 by default a character’s natural 1 misses whatever its total', async () => {
    const campaign = withSettings({}, (c) => (pcBlock(c, 'pc-dax').str = 11))
    const s = await begun(campaign, async (x) => x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }))
    expect(s.view().turn!.attacks.find((a) => a.target === RAIDER(1) && a.weapon === 0)?.odds).toEqual({ passing: 19, outOf: 20, chance: 0.95 })
    s.dice.next(1)
    await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: null, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]).toMatchObject({ hit: false, marked: 'Longsword' })
  })

  it('ZG6 dual-wielding a natural 20 doubles each roll’s dice before the higher is kept, where the campaign says so', async () => {
    const edit = (c: Campaign) => (pcBlock(c, 'pc-ixa').weapons[1]!.damage = '1d4+3')
    const strike = async (dualWieldCrit: ZonesCampaignSettings['dualWieldCrit']) => {
      const s = await begun(withSettings({ dualWieldCrit }, edit), async (x) =>
        x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }),
      )
      await s.act({ type: 'turn.next' })
      // The knife rolls 3, the blade 1 + 3: kept first, the blade (4) doubles to 5; doubled first, the knife (6) wins.
      s.dice.next(20, 3, 1)
      await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: 1, edge: 'normal' })
      return s.view().lastAttack!.strikes[0]!.damage
    }
    expect(await strike('keptRoll')).toBe(5)
    expect(await strike('eachRoll')).toBe(6)
  })

  it('ZG6 a natural 1 dual-wielding marks both weapons, where the campaign says so', async () => {
    const s = await begun(withSettings({ dualWieldMark: 'bothWeapons' }), async (x) =>
      x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') }),
    )
    await s.act({ type: 'turn.next' })
    s.dice.next(1)
    await s.roll({ type: 'attack', target: RAIDER(1), weapon: 0, offhand: 1, edge: 'normal' })
    expect(s.view().lastAttack?.strikes[0]?.marked).toBe('Salvage knife and Hook blade')
    expect(s.fighter('pc-ixa').weapons.map((w) => w.usages)).toEqual([1, 1])
  })

  it('ZG8 ongoing damage costs the Level of the one who caused it, where the campaign says so', async () => {
    const s = await begun(withSettings({ ongoingLevel: 'source' }))
    await s.act({
      type: 'condition.add',
      target: RAIDER(1),
      condition: {
        name: 'ongoing',
        custom: false,
        duration: { kind: 'untilTest', test: 'DEX', target: 12, needsAction: false },
        source: 'pc-dax',
        ongoing: null,
        secret: false,
      },
    })
    for (let i = 0; i < 4; i++) await s.act({ type: 'turn.next' })
    // Dax is Level 3; the raider, Level 1, would have lost 1.
    expect(s.fighter(RAIDER(1)).hp).toBe(5)
  })

  it('ZG10 only one of the enemies Close gets a free attack, where the campaign says so', async () => {
    const s = await begun(withSettings({ freeAttacks: 'one' }), async (x) => {
      await x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Open sand') })
      await x.act({ type: 'zone.place', target: RAIDER(2), zone: x.zoneId('Open sand') })
      await x.act({ type: 'zone.place', target: 'pc-dax', zone: x.zoneId('Open sand') })
    })
    expect(s.view().turn?.moves[0]?.freeAttacksBy).toEqual([RAIDER(1)])
    s.dice.next(15)
    await s.roll({ type: 'move', zone: s.zoneId('Dune crest'), spend: 'move' })
    expect(s.view().lastAttack?.strikes).toHaveLength(1)
  })

  it('ZG12 a creature leaving Close characters draws no free attack, where the campaign says so', async () => {
    const placed = async (x: Awaited<ReturnType<typeof zonesSession>>) =>
      x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') })
    for (const [creaturesDrawFreeAttacks, expected] of [
      [true, ['pc-ixa', 'pc-vell', 'pc-dax', 'pc-tamsin']],
      [false, []],
    ] as const) {
      const s = await begun(withSettings({ creaturesDrawFreeAttacks }), placed)
      for (let i = 0; i < 4; i++) await s.act({ type: 'turn.next' })
      expect(s.view().current).toBe(RAIDER(1))
      expect(s.view().turn?.moves[0]?.freeAttacksBy).toEqual(expected)
    }
  })

  it('ZG13 a ranged attack reaches a Distant target, where the campaign says so', async () => {
    const farther = (c: Campaign) => {
      const setup = c.encounters.find((e) => e.id === SKIRMISH)!.setup as { zones: { name: string; conditions: string; links?: string[] }[] }
      setup.zones.push({ name: 'Far dune', conditions: '', links: ['Wreck deck'] })
    }
    const attack = async (rangedReach: ZonesCampaignSettings['rangedReach']) => {
      const s = await begun(withSettings({ rangedReach }, farther), async (x) =>
        x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Far dune') }),
      )
      for (let i = 0; i < 3; i++) await s.act({ type: 'turn.next' })
      expect(s.view().current).toBe('pc-vell')
      expect(s.range('pc-vell', RAIDER(1))).toBe('distant')
      return s.view().turn!.attacks.find((a) => a.target === RAIDER(1) && a.weapon === 0)!.why
    }
    expect(await attack('farAway')).toMatch(/not Distant ones \(ZG13\)/)
    expect(await attack('distant')).toBeNull()
  })

  it('ZG16 a character at 0 HP is dead, or Dying, where the campaign says so; unconscious (Down) by default', async () => {
    const fallen = async (characterAtZero: ZonesCampaignSettings['characterAtZero']) => {
      const campaign = withSettings({ characterAtZero })
      const s = await begun(campaign)
      await s.act({ type: 'combatant.damage', target: 'pc-vell', amount: 20, source: null, note: '' })
      const part = ZonesPlayerPart.parse(zonesSystem.playerPart(s.session.ledger.state.systems.zones as ZonesState, { campaign })!.part)
      return {
        status: s.fighter('pc-vell').status,
        standing: s.fighter('pc-vell').standing,
        table: part.combatants.find((c) => c.id === 'pc-vell')!.standing,
      }
    }
    expect(await fallen('unconscious')).toEqual({ status: 'down', standing: 'Down', table: 'Down' })
    expect(await fallen('dying')).toEqual({ status: 'down', standing: 'Dying', table: 'Dying' })
    expect(await fallen('dead')).toEqual({ status: 'dead', standing: 'Dead', table: 'Dead' })
  })

  it('PCs’ hit points reach the table in words where the setting says so', async () => {
    const campaign = withSettings({ pcHitPoints: 'described' })
    const s = await begun(campaign)
    await s.act({ type: 'combatant.damage', target: 'pc-vell', amount: 2, source: null, note: '' })
    const part = ZonesPlayerPart.parse(zonesSystem.playerPart(s.session.ledger.state.systems.zones as ZonesState, { campaign })!.part)
    expect(part.combatants.find((c) => c.id === 'pc-vell')!.health).toEqual({ shown: 'described', state: 'hurt' })
    expect(s.view().showPcHp).toBe(false)
  })
})

describe('the views of a Zones fight, kept per combatant between steps', () => {
  it('read the same as views made afresh, through setup, moves, turns, renames, reveals, conditions naming others, damage and undo', async () => {
    const campaign = zonesCampaign()
    const dice = scriptedDice()
    const s = await zonesSession({ campaign, dice })
    const state = () => s.session.ledger.state.systems.zones as ZonesState
    const same = () => {
      const fresh = structuredClone(state())
      expect(zonesSystem.gmView(state(), { campaign })).toEqual(zonesSystem.gmView(fresh, { campaign }))
      expect(zonesSystem.playerPart(state(), { campaign })).toEqual(zonesSystem.playerPart(fresh, { campaign }))
    }
    const dazed = (of: string) => ({
      name: 'Dazed',
      custom: true,
      duration: { kind: 'untilEndOfTurn', of },
      source: null,
      ongoing: null,
      secret: false,
    })
    const zone = (name: string) => s.zoneId(name)
    const steps: (() => Promise<void>)[] = [
      () => s.act({ type: 'combatant.hide', target: RAIDER(2), revealOnTurn: true }),
      () => s.act({ type: 'zone.place', target: RAIDER(1), zone: zone('Open sand') }),
      () => {
        dice.next(5, 3, 1, 6, 4)
        return s.roll({ type: 'initiative' })
      },
      () => s.act({ type: 'combat.begin' }),
      () => s.act({ type: 'condition.add', target: RAIDER(1), condition: dazed('pc-tamsin') }),
      () => s.act({ type: 'combatant.rename', target: 'pc-tamsin', name: 'Tamsin the Bold' }),
      () => s.roll({ type: 'move', zone: zone('Open sand'), spend: 'move' }),
      () => s.act({ type: 'combatant.damage', target: RAIDER(3), amount: 3, source: 'pc-dax', note: '' }),
      () => s.act({ type: 'turn.next' }),
      () => s.act({ type: 'combatant.reveal', target: RAIDER(2) }),
      () => s.act({ type: 'zone.place', target: 'pc-ixa', zone: zone('Open sand') }),
      () => s.act({ type: 'combatant.rename', target: RAIDER(1), name: 'Raider Chief' }),
      () => s.act({ type: 'turn.next' }),
    ]
    same()
    for (const step of steps) {
      await step()
      same()
    }
    for (const kind of ['undo', 'undo', 'undo', 'redo'] as const) {
      await s.must({ kind })
      same()
    }
  })
})

describe('an attack’s odds before the roll, with the GM’s own edge', () => {
  it('ZG14 R20 Z16 ZR7 Z26 the chance shown is the share of every roll of the dice that lands, as the host resolves them', async () => {
    const s = await begun(zonesCampaign(), async (x) => {
      await x.act({ type: 'zone.place', target: RAIDER(1), zone: x.zoneId('Dune crest') })
      await x.act({
        type: 'condition.add',
        target: 'pc-ixa',
        condition: {
          name: 'weakened',
          custom: false,
          duration: { kind: 'untilTest', test: 'STR', target: 12, needsAction: true },
          source: null,
          ongoing: null,
          secret: false,
        },
      })
    })
    const check = async (attacker: string) => {
      const fight = s.state()
      let checked = 0
      for (const option of s.view().turn!.attacks.filter((a) => a.target === RAIDER(1) || a.roller === 'defender'))
        for (const gmEdge of ['normal', 'advantage', 'disadvantage'] as const) {
          const shown = attackOddsWith(option, gmEdge)
          if (!shown) continue
          const plan = planStrike(fight, { attacker, target: option.target, weapon: option.weapon, offhand: option.offhand, edge: gmEdge })
          if ('refused' in plan) throw new Error(plan.refused)
          expect(plan.edge).toBe(shown.edge)
          const rolls = plan.edge === 'normal' ? FACES.map((f) => [f]) : FACES.flatMap((a) => FACES.map((b) => [a, b]))
          const landing = rolls.filter((faces) => {
            const t = strikeTest(plan, faces)
            if (!t.ok) throw new Error(t.reason)
            return attackOutcome({
              roller: plan.roller,
              natural: t.value.natural,
              passed: t.value.passed,
              attackerIsCharacter: plan.attacker.stats.kind === 'pc',
            }).hit
          }).length
          expect(shown.hitChance).toBe(landing / rolls.length)
          checked++
        }
      expect(checked).toBeGreaterThanOrEqual(6)
    }
    // Dax: melee and his blaster at a Close raider (Disadvantage, Z16).
    await check('pc-dax')
    await s.act({ type: 'turn.next' })
    // Ixa is Weakened (Z26).
    await check('pc-ixa')
    for (let i = 0; i < 3; i++) await s.act({ type: 'turn.next' })
    // The raider on the crest: its hooked spear, and its throwing hook at Close characters (ZR7: their Advantage).
    expect(s.view().current).toBe(RAIDER(1))
    await check(RAIDER(1))
  })
})
