import { describe, expect, it } from 'vitest'
import type { PlayerRequest } from '../../../../../../src/main/session/player-actions'
import { apSession, begun, duelCampaign, RAIDER, scriptedDice } from './support'

// Ixa (Melee 55) next to a Sand Raider, Vell one hex behind; Ixa first, then the Raider, then Vell.
async function duel() {
  const dice = scriptedDice()
  const campaign = duelCampaign({ 'pc-ixa': { q: 0, r: 0 }, [RAIDER(1)]: { q: 1, r: 0 }, 'pc-vell': { q: -1, r: 0 } })
  const s = await apSession({ dice, campaign, pcIds: ['pc-ixa', 'pc-vell'] })
  await begun(s, dice, 9, 1, 5)
  expect((await s.session.allowPlayers(true)).ok).toBe(true)
  return { s, dice }
}

const attack = (attacker: string, target: string, weapon = 0): PlayerRequest => ({
  kind: 'roll',
  system: 'actionPoints',
  roll: { type: 'attack', attacker, target, weapon, advantage: 0, bonus: 0 },
})

/** The latest entry, and whether the state is the very one it was before `work`. */
async function unchangedBy(s: Awaited<ReturnType<typeof duel>>['s'], work: () => Promise<unknown>) {
  const before = s.session.ledger.state
  await work()
  return { same: s.session.ledger.state === before, last: s.session.entries().at(-1)! }
}

describe('Action points from a player’s device', () => {
  it('A4 a player attacks on their PC’s turn: the host rolls, the log says the player took it, the GM can undo it', async () => {
    const { s, dice } = await duel()
    dice.next(30)
    expect(await s.session.actAsPlayer('pc-ixa', attack('pc-ixa', RAIDER(1)))).toEqual({ ok: true })
    const entry = s.session.entries().at(-1)!
    expect(entry).toMatchObject({ kind: 'run.event', actor: 'players', player: 'pc-ixa', event: { type: 'attack.rolled', check: { faces: [30] } } })
    expect(entry.summary).toMatch(/^Ixa Marrow \(player\) attacks Sand Raider\./)
    expect(s.fighter('pc-ixa').resources.ap).toBe(3)
    expect((await s.session.play({ kind: 'undo' })).ok).toBe(true)
    expect(s.fighter('pc-ixa').resources.ap).toBe(5)
  })

  it('refuses an attack off-turn, for another PC and while the GM does not allow it: each logged as refused, the state unchanged', async () => {
    const { s } = await duel()
    const offTurn = await unchangedBy(s, async () =>
      expect(await s.session.actAsPlayer('pc-vell', attack('pc-vell', RAIDER(1)))).toEqual({ ok: false, refused: "It is not Vell Orin's turn." }),
    )
    expect(offTurn.same).toBe(true)
    expect(offTurn.last).toMatchObject({
      kind: 'player.refused',
      player: 'pc-vell',
      visibility: 'private',
      command: { kind: 'roll', type: 'attack' },
    })

    const forAnother = await unchangedBy(s, () => s.session.actAsPlayer('pc-vell', attack('pc-ixa', RAIDER(1))))
    expect(forAnother.same).toBe(true)
    expect(forAnother.last).toMatchObject({ kind: 'player.refused', player: 'pc-vell', reason: "Vell Orin's player attacks only as Vell Orin." })

    expect((await s.session.allowPlayers(false)).ok).toBe(true)
    const notAllowed = await unchangedBy(s, () => s.session.actAsPlayer('pc-ixa', attack('pc-ixa', RAIDER(1))))
    expect(notAllowed.same).toBe(true)
    expect(notAllowed.last).toMatchObject({ kind: 'player.refused', reason: 'The GM does not let players act from their devices now.' })
    expect(s.session.playerChoices('pc-ixa')).toEqual({ allowed: false, choices: [], proposal: null })
  })

  it('AG3 a player does not set the situation: an attack with Advantage is refused and logged', async () => {
    const { s } = await duel()
    const request: PlayerRequest = {
      kind: 'roll',
      roll: { type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 0, advantage: 1, bonus: 0 },
    }
    const answer = await s.session.actAsPlayer('pc-ixa', request)
    expect(answer).toMatchObject({ ok: false, refused: expect.stringMatching(/^The GM sets Advantage/) })
  })

  it('a player’s step meets the same rules as the GM’s: an attack with a weapon Ixa lacks is refused in the rules’ words and logged', async () => {
    const { s } = await duel()
    const gm = await s.refusedRoll({ type: 'attack', attacker: 'pc-ixa', target: RAIDER(1), weapon: 7, advantage: 0, bonus: 0 })
    const answer = await s.session.actAsPlayer('pc-ixa', attack('pc-ixa', RAIDER(1), 7))
    expect(answer).toEqual({ ok: false, refused: gm })
    expect(s.session.entries().at(-1)).toMatchObject({ kind: 'player.refused', reason: gm })
  })

  it('A15 A16 offers the attacked PC’s player its reactions with cost and odds, and only to that player', async () => {
    const { s, dice } = await duel()
    await s.act({ type: 'turn.next' })
    dice.next(40)
    await s.attack(RAIDER(1), 'pc-ixa')
    const ixa = s.session.playerChoices('pc-ixa').choices[0]!
    expect(ixa.headline).toBe('Sand Raider attacks Ixa Marrow: react?')
    const dodge = ixa.options.find((o) => o.label === 'Dodge')!
    expect(dodge).toMatchObject({
      group: 'Reaction',
      cost: '1 RP',
      command: { kind: 'roll', roll: { type: 'reaction', who: 'pc-ixa', kind: 'dodge' } },
    })
    expect(dodge.chance).toBeGreaterThan(0)
    expect(dodge.chance).toBeLessThan(1)
    expect(ixa.options.map((o) => o.label)).toEqual(expect.arrayContaining(['Dodge', 'Parry', 'Block', 'Riposte', 'Let it land']))
    expect(s.session.playerChoices('pc-vell').choices[0]!.options).toEqual([])

    const vellTries = await s.session.actAsPlayer('pc-vell', { kind: 'roll', roll: { type: 'reaction', who: 'pc-vell', kind: 'intercept' } })
    expect(vellTries).toEqual({ ok: false, refused: 'No attack on Vell Orin waits for a reaction.' })
    dice.next(20, 4)
    expect(await s.session.actAsPlayer('pc-ixa', dodge.command as PlayerRequest)).toEqual({ ok: true })
    expect(s.session.entries().at(-1)).toMatchObject({ player: 'pc-ixa', event: { type: 'reaction.rolled', kind: 'dodge' } })
    expect(s.fighter('pc-ixa').resources.rp).toBe(1)
  })

  it('A4 on their turn a player is offered each attack with its target, cost and chance to hit', async () => {
    const { s, dice } = await duel()
    const [choices] = s.session.playerChoices('pc-ixa').choices
    const onRaider = choices!.options.find((o) => o.target?.id === RAIDER(1))!
    expect(onRaider).toMatchObject({ group: 'Attack', cost: '2 AP', why: null })
    expect(onRaider.chance).toBeCloseTo(0.55, 2)
    dice.next(30)
    expect(await s.session.actAsPlayer('pc-ixa', onRaider.command as PlayerRequest)).toEqual({ ok: true })
  })
})
