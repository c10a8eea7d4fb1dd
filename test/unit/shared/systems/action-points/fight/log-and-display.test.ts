import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import {
  actionPointsSystem,
  ApPlayerPart,
  defaultActionPointsSettings,
  FightStart,
  type ActionPointsCampaignSettings,
  type ApState,
} from '@shared/systems/action-points'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice } from './support'

async function duel(raiderShown: boolean, settings: Partial<ActionPointsCampaignSettings> = {}) {
  const dice = scriptedDice()
  const campaign = duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }, (c) => {
    c.npcs.find((n) => n.id === 'npc-sand-raider')!.revealed = raiderShown
    // The cautious start: a raider the players have not met enters hidden (and stays so on its turn).
    c.settings = { ...c.settings, showNewFights: false, systems: { actionPoints: { ...defaultActionPointsSettings(), ...settings } } }
  })
  const s = await apSession({ dice, campaign, pcIds: ['pc-ixa'] })
  await begun(s, dice, 9, 1)
  return { s, dice }
}

const part = (s: Awaited<ReturnType<typeof apSession>>) =>
  ApPlayerPart.parse(s.session.playerView().parts.find((p) => p.system === 'actionPoints')!.part)

describe('the log and the player display of an Action-points fight (AG49)', () => {
  it('every check is logged with its dice, skill and level for the GM; the players read an enemy’s level only', async () => {
    const { s, dice } = await duel(true)
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    dice.next(60, 5)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    const [attack, reaction] = s.session.ledger.all().slice(-2)
    expect(attack!.summary).toBe("Ixa Marrow attacks Sand Raider. Ixa Marrow's Salvaged blade attack: 30 against 55, Normal Success.")
    expect(reaction!.summary).toBe("Sand Raider reacts: Dodge. Sand Raider's Dodge: 60 against 55, Failure. Sand Raider takes 6 damage.")
    expect(reaction!.playerSummary).toBe("Sand Raider reacts: Dodge. Sand Raider's Dodge: Failure. Sand Raider takes 6 damage.")
    expect(reaction!.visibility).toBe('public')
  })

  it('AG49 the display shows the acting combatant’s AP, RP and FP, the map’s tokens, the latest roll (a PC’s dice, an enemy’s level)', async () => {
    const { s, dice } = await duel(true)
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    expect(part(s)).toMatchObject({
      round: 1,
      active: { name: 'Ixa Marrow', side: 'players', ap: 3, apPerTurn: 5, rp: 2, rpMax: 2, fp: 2 },
      map: {
        on: true,
        tokens: [
          { id: 'pc-ixa', q: 0, r: 0, current: true },
          { id: RAIDER(1), q: 1, r: 0, current: false },
        ],
      },
      lastResult: { checks: [{ who: 'Ixa Marrow', level: 'normal', roll: 30, skill: 55 }] },
      window: { kind: 'reaction', against: 'Ixa Marrow', reactors: [] },
    })
    dice.next(2)
    await s.roll({ type: 'reaction', who: RAIDER(1), kind: 'dodge' })
    expect(part(s).lastResult!.checks[1]).toEqual({ who: 'Sand Raider', what: 'Dodge', level: 'critical', roll: null, skill: null })
    await s.act({ type: 'turn.next' })
    // The raider's Dodge cost 1 RP, which its own turn gives back, and won it 1 FP.
    expect(part(s).active).toEqual({ name: 'Sand Raider', side: 'enemies', ap: 5, apPerTurn: 5, rp: 2, rpMax: 2, fp: 3 })
  })

  it('AG49 with enemies’ points kept from the table, an enemy’s turn shows no pips and a PC’s still does', async () => {
    const { s } = await duel(true, { showEnemyPoints: false })
    expect(part(s).active).toMatchObject({ name: 'Ixa Marrow', ap: 5 })
    await s.act({ type: 'turn.next' })
    expect(part(s).active).toBeNull()
    expect(s.view().settings.find((line) => line.rule === 'AG49')!.words).toBe('The players see the AP, RP and FP of PCs only')
  })

  it('AG49 a hidden enemy’s turn shows no pips: nothing of its points reaches the table', async () => {
    const { s } = await duel(false)
    await s.act({ type: 'turn.next' })
    expect(s.view().current).toBe(RAIDER(1))
    expect(part(s).active).toBeNull()
    expect(JSON.stringify(s.session.playerView())).not.toContain('Sand Raider')
  })

  it('AG49 a fight logged before enemies’ points became a setting replays with them shown', async () => {
    const { s } = await duel(true, { showEnemyPoints: false })
    await s.act({ type: 'turn.next' })
    const older = s.session.ledger.all().map((entry) => {
      if (entry.kind !== 'run.started') return entry
      const { showEnemyPoints: _new, ...settings } = (entry.start as FightStart).settings
      return { ...entry, start: { ...(entry.start as FightStart), settings } }
    })
    const start = older.find((entry) => entry.kind === 'run.started')!
    expect(FightStart.parse((start as { start: unknown }).start).settings).not.toHaveProperty('showEnemyPoints')
    const state = SessionLedger.replay(older).state.systems.actionPoints as ApState
    const replayed = ApPlayerPart.parse(actionPointsSystem.playerPart(state, { campaign: s.session.campaign })!.part)
    expect(replayed.active).toMatchObject({ name: 'Sand Raider', side: 'enemies', ap: 5 })
  })

  it('AG49 a hidden combatant is not on the display at all: not in the order, not on the map, not in a roll; its steps stay with the GM', async () => {
    const { s, dice } = await duel(false)
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    const shown = part(s)
    expect(shown.combatants.map((c) => c.id)).toEqual(['pc-ixa'])
    expect(shown.map.tokens.map((t) => t.id)).toEqual(['pc-ixa'])
    expect(shown.lastResult).toBeNull()
    expect(shown.window).toBeNull()
    expect(s.session.ledger.all().at(-1)!.visibility).toBe('private')
    expect(JSON.stringify(s.session.playerView())).not.toContain('Sand Raider')
  })

  it('AG49 hiding a combatant the players can see is a GM-only entry: its line names the one they must not know of', async () => {
    const { s } = await duel(true)
    await s.act({ type: 'combatant.hide', target: RAIDER(1), revealOnTurn: false })
    const hide = s.session.ledger.all().at(-1)!
    expect(hide.summary).toBe('Sand Raider is hidden from the players.')
    expect(hide.visibility).toBe('private')
  })

  it('A42 the turn’s end says the FP lost, and no loss after a Flow State', async () => {
    const { s } = await duel(true)
    await s.act({ type: 'turn.next' })
    expect(s.session.ledger.all().at(-1)!.summary).toMatch(/^Ixa Marrow ends their turn \(FP 2 → 1, A42\)\./)
    await s.act({ type: 'action.flowState' })
    await s.act({ type: 'turn.next' })
    expect(s.session.ledger.all().at(-1)!.summary).toMatch(/^Sand Raider ends their turn\. /)
  })
})
