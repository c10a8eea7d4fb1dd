import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { PlayerDisplayStatus } from '@shared/ipc/contract'
import { startWebHost, type WebHost } from '../../../../src/main/web/server'
import { servicesEachTest } from '../../../support/services-each-test'
import { connect, firstFrame } from '../../../e2e/support/wire-client'

const { start } = servicesEachTest()
let web: WebHost | null = null

// Registered after the services' hook, so it runs before it: the web host closes first.
afterEach(async () => {
  await web?.close()
  web = null
})

async function host() {
  const started = await start()
  web = await startWebHost({ services: started.services, rendererDir: started.dataDir })
  return { ...started, web, origin: `http://127.0.0.1:${web.port}`, player: { role: 'player' as const, token: web.tokens.player } }
}

/** Waits until `check` holds, stepping through the event loop (never a timed assertion). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((done) => setImmediate(done))
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((done) => socket.once('close', (code) => done(code)))
}

describe('the network switch of the web host', () => {
  it('tells the GM the player link and how many displays are connected', async () => {
    const { web, origin, player, call } = await host()
    expect(((await call('player.status', {})) as PlayerDisplayStatus).playerUrl).toBe(web.playerUrl)
    const first = await connect(origin, player)
    const second = await connect(origin, player)
    await until(() => web.playerCount() === 2)
    expect(((await call('player.status', {})) as PlayerDisplayStatus).connected).toBe(2)
    first.close()
    await until(() => web.playerCount() === 1)
    expect(((await call('player.status', {})) as PlayerDisplayStatus).connected).toBe(1)
    second.close()
  })

  it('off: disconnects the displays with the reason and refuses new ones; on: lets them in again', async () => {
    const { web, origin, player, call } = await host()
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`)
    const frames: Record<string, unknown>[] = []
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>))
    await new Promise((done) => socket.once('open', done))
    socket.send(JSON.stringify({ type: 'hello', ...player }))
    await until(() => web.playerCount() === 1)
    const code = closed(socket)
    expect(await call('player.network', { enabled: false })).toMatchObject({ networkEnabled: false })
    expect(await code).toBe(4403)
    await until(() => web.playerCount() === 0)
    expect(await call('player.status', {})).toMatchObject({ networkEnabled: false, connected: 0 })
    // Accepted first; then refused only for now: the display may ask again and is let in once the switch is on.
    expect(frames).toEqual([
      { type: 'accepted' },
      { type: 'refused', error: { code: 'forbidden', message: 'The GM has turned the network player display off.' }, retry: true },
    ])
    expect(await firstFrame(origin, player)).toMatchObject({ frame: { type: 'refused', retry: true, error: { code: 'forbidden' } }, closeCode: 4403 })
    // The GM console itself stays connected.
    const gm = await connect(origin, { role: 'gm', token: web.tokens.gm })
    expect(await gm.request('player.status', {})).toMatchObject({ ok: true, result: { networkEnabled: false } })
    gm.close()

    await call('player.network', { enabled: true })
    const again = await connect(origin, player)
    expect(await again.request('player.view', {})).toMatchObject({ ok: true, result: { campaignName: 'Relics of Anasta (demo)' } })
    again.close()
  })

  it('a player display cannot make any GM request', async () => {
    const { origin, player } = await host()
    const display = await connect(origin, player)
    for (const channel of ['player.reveal', 'player.blank', 'player.network', 'player.status', 'session.current', 'run.roll'])
      expect(await display.request(channel, {})).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    display.close()
  })
})
