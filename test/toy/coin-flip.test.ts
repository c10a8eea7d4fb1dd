import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionView } from '@shared/session/view'
import type { PlayerView } from '@shared/views/player-view'
import { startServices } from '../support/services'
import { servicesEachTest } from '../support/services-each-test'
import { registerCoinFlip } from './coin-flip/kit'
import { CoinPlayerPart, type CoinState } from './coin-flip/system'

const { start } = servicesEachTest()

beforeAll(registerCoinFlip)

const contestOf = (view: SessionView) => view.systems.coinFlip as CoinState
const SCENE = 'scene-glass-market'

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

describe('a rule system defined only in the tests runs through the whole seam', () => {
  it('starts, acts, has the host flip, refuses a forged flip, undoes and redoes, logs, exports and shows the players', async () => {
    const started = await start({ seed: 3 })
    const { call, services, dataDir } = started
    await call('session.start', { name: 'Coin night' })
    let view: SessionView = await call('run.start', { system: 'coinFlip', request: { sceneId: SCENE, target: 2 } })
    expect(view.run).toMatchObject({ system: 'coinFlip', noun: 'contest', title: 'Coin-flip contest' })
    await expect(call('run.roll', { system: 'coinFlip', roll: { type: 'flip' } })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: 'Call heads or tails first.' },
    })

    view = await call('run.act', { action: { type: 'coin.call', side: 'players', call: 'heads' } })
    expect(contestOf(view).contest?.called).toEqual({ side: 'players', call: 'heads' })
    const entries = services.session.ledger!.seq
    await expect(call('run.act', { action: { type: 'coin.flipped', face: 'heads' } })).rejects.toMatchObject({
      shape: { code: 'rule_refused', message: expect.stringContaining('only the console') },
    })
    expect(services.session.ledger!.seq).toBe(entries)

    view = await call('run.roll', { roll: { type: 'flip' } })
    const flipped = contestOf(view).contest!
    expect(flipped.flips).toBe(1)
    expect(flipped.score.players + flipped.score.gm).toBe(1)
    const undone: SessionView = await call('session.undo')
    expect(contestOf(undone).contest?.flips).toBe(0)
    const redone: SessionView = await call('session.redo')
    expect(contestOf(redone).contest).toEqual(flipped)

    const playerView = services.player.view()
    const part = playerView.parts.find((p) => p.system === 'coinFlip')
    expect(CoinPlayerPart.parse(part?.part)).toMatchObject({ scene: 'The Glass Market', target: 2, lastFlip: flipped.lastFlip })
    expect(playerView.status).toBe('A coin-flip contest')

    const { lines } = (await call('session.log', { kinds: ['coin.flipped'] })) as { lines: { summary: string; undone: boolean }[] }
    expect(lines.map((l) => l.summary)).toEqual([expect.stringMatching(/^The coin shows (heads|tails): the (players|GM) score \(\d–\d\)\.$/)])
    const forGm = (await call('session.export', { format: 'markdown', audience: 'gm' })) as { content: string }
    expect(forGm.content).toContain('### Coin-flip contest (first to 2)')
    expect(forGm.content).toContain('Call it')
    const forPlayers = (await call('session.export', { format: 'markdown', audience: 'public' })) as { content: string }
    // The players' line leaves the GM's running score out.
    expect(forPlayers.content).toMatch(/The coin shows (heads|tails): the (players|GM) score\./)
    expect(forPlayers.content).not.toMatch(/score \(\d–\d\)/)

    // A restarted host replays the contest from the log.
    await services.close()
    const again = await startServices({ dataDir, seed: 3 })
    try {
      expect(contestOf(await again.call('session.current')).contest).toEqual(flipped)
    } finally {
      await again.services.close()
    }
  })

  it('is named by no file of the console itself', async () => {
    const root = join(import.meta.dirname, '..', '..', 'src')
    for await (const file of filesUnder(root)) expect(await readFile(file, 'utf8'), file).not.toMatch(/coinFlip|coin-flip|Coin-flip/)
  })

  it('shows nothing of a contest in a hidden scene on the player display', async () => {
    const started = await start({ seed: 5 })
    const { call, services } = started
    await call('player.reveal', { kind: 'scene', id: SCENE, revealed: false })
    await call('session.start', { name: 'Coin night' })
    await call('run.start', { system: 'coinFlip', request: { sceneId: SCENE, target: 1 } })
    await call('run.act', { action: { type: 'coin.call', side: 'gm', call: 'tails' } })
    await call('run.roll', { roll: { type: 'flip' } })
    const view: PlayerView = services.player.view()
    expect(JSON.stringify(view)).not.toContain('The Glass Market')
    expect(view.feed.map((line) => line.text)).toEqual(['Session “Coin night” starts.'])
  })
})
