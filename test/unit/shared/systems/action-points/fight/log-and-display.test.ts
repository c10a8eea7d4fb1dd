import { describe, expect, it } from 'vitest'
import { ApPlayerPart } from '@shared/systems/action-points'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice } from './support'

async function duel(raiderShown: boolean) {
  const dice = scriptedDice()
  const campaign = duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 } }, (c) => {
    c.npcs.find((n) => n.id === 'npc-sand-raider')!.revealed = raiderShown
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

  it('AG49 the display shows the acting PC’s AP, RP and FP, the map’s tokens, the latest roll (a PC’s dice, an enemy’s level)', async () => {
    const { s, dice } = await duel(true)
    dice.next(30)
    await s.attack('pc-ixa', RAIDER(1))
    expect(part(s)).toMatchObject({
      round: 1,
      active: { name: 'Ixa Marrow', ap: 3, apPerTurn: 5, rp: 2, rpMax: 2, fp: 2 },
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
    expect(part(s).active).toBeNull()
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
