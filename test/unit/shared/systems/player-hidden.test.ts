import { describe, expect, it } from 'vitest'
import type { PlayerRequest } from '../../../../src/main/session/player-actions'
import { apSession, begun, duelCampaign, RAIDER as AP_RAIDER, scriptedDice } from './action-points/fight/support'
import { fightSession, RAIDER } from './escalation/fight/support'
import { zonesSession } from './zones/fight/support'

/*
 * A combatant the GM hides from the players stays hidden on their devices too: no phone is
 * offered it as a target or reads its name, and a command aimed at it is refused in words
 * that name nobody. The GM's own options still aim at it.
 */

type Session = Awaited<ReturnType<typeof fightSession>>['session']
const UNSEEN = 'From a device, a player aims only at those the players can see.'

/** Moves the fight on (the GM's Next) until a PC's turn; that PC's id. */
async function toPcTurn(session: Session, system: string): Promise<string> {
  for (let n = 0; n < 30; n++) {
    const track = (session.ledger.state.systems[system] as { fight: { snapshot: { context: { track: Track } } } }).fight.snapshot.context.track
    const now = track.combatants.find((c) => c.id === track.current)
    if (now?.source.kind === 'pc') return now.id
    expect((await session.play({ kind: 'act', system, action: { type: 'turn.next' } })).ok).toBe(true)
  }
  throw new Error('No PC’s turn came')
}
type Track = { current: string | null; combatants: { id: string; source: { kind: string } }[] }

const hide = (target: string) => ({ type: 'combatant.hide', target, revealOnTurn: false })

describe('a hidden combatant stays hidden on the players’ devices', () => {
  it('E1 Escalation: a hidden raider is no target on the phone, and an attack aimed at it is refused', async () => {
    const s = await fightSession(3)
    await s.act({ type: 'combat.begin' })
    await s.act(hide(RAIDER(1)))
    const pc = await toPcTurn(s.session, 'escalation')
    await s.session.allowPlayers(true)
    const offered = s.session.playerChoices(pc).choices.flatMap((set) => set.options)
    expect(offered.length).toBeGreaterThan(0)
    expect(JSON.stringify(offered)).not.toContain(RAIDER(1))
    const roll = { type: 'attack', attacker: pc, attack: 0, targets: [RAIDER(1)], action: null, advantage: 0, bonus: 0, coupDeGrace: false }
    expect(await s.session.actAsPlayer(pc, { kind: 'roll', roll })).toEqual({ ok: false, refused: UNSEEN })
  })

  it('Z17 Zones: a hidden raider is no target on the phone though the GM may strike it, and a strike at it is refused', async () => {
    const s = await zonesSession({ seed: 3 })
    await s.roll({ type: 'initiative' })
    await s.act({ type: 'combat.begin' })
    const pc = await toPcTurn(s.session, 'zones')
    const hidden = s.view().turn!.attacks[0]!.target
    await s.act(hide(hidden))
    await s.session.allowPlayers(true)
    expect(s.view().turn!.attacks.some((a) => a.target === hidden)).toBe(true)
    const offered = s.session.playerChoices(pc).choices.flatMap((set) => set.options)
    expect(offered.some((o) => o.target?.id === hidden)).toBe(false)
    const strike = s.view().turn!.attacks.find((a) => a.target === hidden)!
    const roll = { type: 'attack', target: hidden, weapon: strike.weapon, offhand: strike.offhand, edge: strike.edge ?? 'normal' }
    expect(await s.session.actAsPlayer(pc, { kind: 'roll', roll })).toEqual({ ok: false, refused: UNSEEN })
  })

  it('A4 A15 Action points: a hidden raider is no target on Ixa’s turn, and when it attacks her the phone reads "Someone"', async () => {
    const dice = scriptedDice()
    const campaign = duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [AP_RAIDER(1)]: { q: 1, r: 0 }, 'pc-vell': { q: -1, r: 0 } })
    const s = await apSession({ dice, campaign, pcIds: ['pc-ixa', 'pc-vell'] })
    await begun(s, dice, 9, 1, 5)
    await s.act(hide(AP_RAIDER(1)))
    await s.session.allowPlayers(true)
    const [turn] = s.session.playerChoices('pc-ixa').choices
    expect(turn!.headline).toBe("Ixa Marrow's turn")
    expect(JSON.stringify(turn)).not.toContain(AP_RAIDER(1))
    const attack: PlayerRequest = {
      kind: 'roll',
      roll: { type: 'attack', attacker: 'pc-ixa', target: AP_RAIDER(1), weapon: 0, advantage: 0, bonus: 0 },
    }
    expect(await s.session.actAsPlayer('pc-ixa', attack)).toEqual({ ok: false, refused: UNSEEN })

    await s.act({ type: 'turn.next' })
    expect(s.session.playerChoices('pc-vell').choices[0]!.headline).toBe('Waiting')
    dice.next(40)
    await s.attack(AP_RAIDER(1), 'pc-ixa')
    const react = s.session.playerChoices('pc-ixa').choices[0]!
    expect(react.headline).toBe('Someone attacks Ixa Marrow: react?')
    expect(JSON.stringify(react)).not.toContain('Sand Raider')
  })
})
