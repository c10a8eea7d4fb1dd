import { describe, expect, it } from 'vitest'
import type { SessionState } from '@shared/session/state'
import type { HeadlessSession } from '../../../../src/main/session/headless-session'
import type { PlayerRequest } from '../../../../src/main/session/player-actions'
import { fightSession } from './escalation/fight/support'
import { zonesSession } from './zones/fight/support'

type Track = { current: string | null; combatants: { id: string; source: { kind: string } }[] }
const trackOf = (state: SessionState, system: string) =>
  (state.systems[system] as { fight: { snapshot: { context: { track: Track } } } }).fight.snapshot.context.track

/** Moves the fight on (the GM's Next) until a PC's turn; its id and another PC's of the fight. */
async function toPcTurn(session: HeadlessSession, system: string): Promise<{ mine: string; other: string }> {
  for (let n = 0; n < 20; n++) {
    const track = trackOf(session.ledger.state, system)
    const pcs = track.combatants.filter((c) => c.source.kind === 'pc').map((c) => c.id)
    const mine = pcs.find((id) => id === track.current)
    if (mine) return { mine, other: pcs.find((id) => id !== mine)! }
    expect((await session.play({ kind: 'act', system, action: { type: 'turn.next' } })).ok).toBe(true)
  }
  throw new Error('No PC’s turn came')
}

const cases: [string, () => Promise<HeadlessSession>][] = [
  [
    'Escalation E1',
    async () => {
      const s = await fightSession(3)
      await s.act({ type: 'combat.begin' })
      return s.session
    },
  ],
  [
    'Zones Z17',
    async () => {
      const s = await zonesSession({ seed: 3 })
      await s.roll({ type: 'initiative' })
      await s.act({ type: 'combat.begin' })
      return s.session
    },
  ],
]

describe.each(cases)('%s: a player attacks from their device on their PC’s turn', (name, begin) => {
  const system = name.startsWith('Escalation') ? 'escalation' : 'zones'

  it('is offered its attacks on its turn and rolls one; the entry is the player’s, and undo takes it back', async () => {
    const session = await begin()
    const { mine } = await toPcTurn(session, system)
    expect((await session.allowPlayers(true)).ok).toBe(true)
    const [choices] = session.playerChoices(mine).choices
    expect(choices!.headline).toMatch(/'s turn$/)
    const option = choices!.options.find((o) => o.why === null)!
    expect(option).toMatchObject({ group: 'Attack', target: { id: expect.any(String) } })
    const before = session.ledger.state
    expect(await session.actAsPlayer(mine, option.command as PlayerRequest)).toEqual({ ok: true })
    const entry = session.entries().at(-1)!
    expect(entry).toMatchObject({ kind: 'run.event', actor: 'players', player: mine, event: { type: 'attack.rolled' } })
    expect(entry.summary).toMatch(/\(player\)/)
    expect((await session.play({ kind: 'undo' })).ok).toBe(true)
    expect(session.ledger.state).toEqual(before)
  })

  it('refuses another PC’s player, and any player while the GM does not allow it: logged as refused, the state unchanged', async () => {
    const session = await begin()
    const { mine, other } = await toPcTurn(session, system)
    expect((await session.allowPlayers(true)).ok).toBe(true)
    const option = session.playerChoices(mine).choices[0]!.options[0]!
    const state = session.ledger.state
    const answer = await session.actAsPlayer(other, option.command as PlayerRequest)
    expect(answer).toMatchObject({ ok: false, refused: expect.stringMatching(/^It is not .*'s turn\.$|attacks only as/) })
    expect(session.ledger.state).toBe(state)
    expect(session.entries().at(-1)).toMatchObject({ kind: 'player.refused', player: other })
    expect(session.playerChoices(other).choices[0]!.options).toEqual([])

    expect((await session.allowPlayers(false)).ok).toBe(true)
    const off = session.ledger.state
    expect(await session.actAsPlayer(mine, option.command as PlayerRequest)).toEqual({
      ok: false,
      refused: 'The GM does not let players act from their devices now.',
    })
    expect(session.ledger.state).toBe(off)
  })

  it('refuses what a player never sends from a device (the GM’s Next), logged as refused', async () => {
    const session = await begin()
    const { mine } = await toPcTurn(session, system)
    await session.allowPlayers(true)
    const answer = await session.actAsPlayer(mine, { kind: 'act', action: { type: 'turn.next' } })
    expect(answer).toMatchObject({ ok: false, refused: expect.stringMatching(/the GM takes the rest\.$/) })
    expect(session.entries().at(-1)).toMatchObject({ kind: 'player.refused', command: { kind: 'act', type: 'turn.next' } })
  })
})
