import { describe, expect, it } from 'vitest'
import { SessionLedger } from '@shared/session/ledger'
import type { SessionView } from '@shared/session/view'
import { readSessionLog } from '../../../../src/main/session/session-log-reader'
import { servicesEachTest } from '../../../support/services-each-test'

const { start } = servicesEachTest()

describe('the GM’s switch for players acting from their devices, on the real host', () => {
  it('is off at the start, a logged step when turned on, undone like any step; a player’s command meanwhile is logged as refused on disk', async () => {
    const started = await start()
    const { call, services, dataDir } = started
    const begun: SessionView = await call('session.start', { name: 'Players night' })
    expect(begun.playersAct).toBe(false)

    const refused = await services.playerActions.act('pc-ixa', { kind: 'act', action: { type: 'turn.next' } })
    expect(refused).toEqual({ ok: false, refused: 'The GM does not let players act from their devices now.' })

    const on: SessionView = await call('session.allowPlayers', { allowed: true })
    expect(on.playersAct).toBe(true)
    expect(on.recent.at(-1)).toMatchObject({ kind: 'players.allowed', actor: 'gm', summary: 'The GM lets players act from their devices.' })
    await expect(call('session.allowPlayers', { allowed: true })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: 'Players may act already.' },
    })

    const stranger = await services.playerActions.act('pc-nobody', { kind: 'act', action: { type: 'turn.next' } })
    expect(stranger).toEqual({ ok: false, refused: 'There is no PC “pc-nobody” in this campaign.' })
    expect(services.playerActions.choices('pc-ixa')).toEqual({ allowed: true, choices: [], proposal: null })

    const off: SessionView = await call('session.undo')
    expect(off.playersAct).toBe(false)

    const live = services.session.ledger!
    const fromDisk = SessionLedger.replay(await readSessionLog(dataDir, live.state.sessionId))
    expect(fromDisk.state).toEqual(live.state)
    expect(fromDisk.timeline).toEqual(live.timeline)
    expect(
      fromDisk
        .all()
        .filter((e) => e.kind === 'player.refused')
        .map((e) => e.summary),
    ).toEqual([
      'Ixa Marrow (player) was refused: The GM does not let players act from their devices now.',
      'pc-nobody (player) was refused: There is no PC “pc-nobody” in this campaign.',
    ])
  })
})
