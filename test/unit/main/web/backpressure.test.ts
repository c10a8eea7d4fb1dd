import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OUTBOX_LIMITS } from '../../../../src/main/web/outbox'
import { rawUpgrade, text, type RawConnection } from './raw-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * Pages that do not read what the host sends them. What the host holds for each is measured
 * in bytes through `WebHost.stats()`; every loop is bounded by a count of requests, never a
 * time.
 */

let host: TestHost

beforeEach(async () => {
  host = await startTestHost()
})

afterEach(async () => {
  await host.stop()
})

const BATCH = 250

/** BATCH copies of one request frame, written at once. */
function batchOf(request: object): Buffer {
  return Buffer.concat(Array.from({ length: BATCH }, () => text(request)))
}

/** Writes a batch and waits until our side took it, or the host cut us off. */
async function send(client: RawConnection, bytes: Buffer): Promise<void> {
  if (client.socket.destroyed) return
  if (!client.socket.write(bytes)) await Promise.race([new Promise((done) => client.socket.once('drain', done)), client.closed])
  await new Promise((done) => setImmediate(done))
}

/** Steps through the event loop until `check` holds (never a timed wait). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((done) => setImmediate(done))
}

const statsOf = (audience: 'gm' | 'player') => host.web.stats().connections.find((connection) => connection.audience === audience)

/** The largest answer a `request` can get, to know how far past the bound one send may go. */
async function answerBytes(channel: string): Promise<number> {
  const answer = await host.services.request('gm', channel, {})
  return Buffer.byteLength(JSON.stringify({ type: 'response', id: 1, ...answer }))
}

describe('a connection that does not read what the host sends', () => {
  it('a player display asking for views and never reading: held to the bound, cut off once it is far behind, nothing kept after', async () => {
    const listenersBefore = host.services.push.listenerCount
    const viewBytes = await answerBytes('player.view')
    const client = rawUpgrade(host.web.port, { neverRead: true })
    client.write(text({ type: 'hello', role: 'player', token: host.web.tokens.player }))
    const requests = batchOf({ type: 'request', id: 1, channel: 'player.view', payload: {} })
    let seen = false
    let peak = 0
    let dropped = 0
    let sent = 0
    // At most 400,000 requests; the host must give up on the page well before.
    for (let batch = 0; batch < 400_000 / BATCH; batch++) {
      await send(client, requests)
      sent += BATCH
      const player = statsOf('player')
      if (player) {
        seen = true
        peak = Math.max(peak, player.peakBufferedBytes, player.bufferedBytes)
        dropped = Math.max(dropped, player.droppedBytes)
      } else if (seen) break
    }
    expect(seen).toBe(true)
    // Cut off: the connection is gone from the host, counted nowhere, listening to nothing.
    expect(statsOf('player'), `still connected after ${sent} requests`).toBeUndefined()
    expect(peak).toBeGreaterThan(0)
    expect(peak).toBeLessThanOrEqual(OUTBOX_LIMITS.bufferBytes + viewBytes)
    expect(dropped).toBeGreaterThan(OUTBOX_LIMITS.droppedBytes - viewBytes)
    expect(host.lines.join('\n')).toContain('stopped reading')
    expect(host.web.playerCount()).toBe(0)
    expect(host.services.player.status().connected).toBe(0)
    expect(host.services.push.listenerCount).toBe(listenersBefore)
    expect(await host.stillServes()).toBe(true)
  })

  it('a player display that stops reading for a while gets only the newest view when it reads again, and stays', async () => {
    const viewBytes = await answerBytes('player.view')
    const client = rawUpgrade(host.web.port, { neverRead: true })
    client.write(text({ type: 'hello', role: 'player', token: host.web.tokens.player }))
    let sent = 0
    for (let batch = 0; batch < 2000 && !((statsOf('player')?.droppedMessages ?? 0) > 0); batch++) {
      await send(client, batchOf({ type: 'request', id: sent + 1, channel: 'player.view', payload: {} }))
      sent += BATCH
    }
    const behind = statsOf('player')!
    expect(behind.droppedMessages).toBeGreaterThan(0)
    expect(behind.peakBufferedBytes).toBeLessThanOrEqual(OUTBOX_LIMITS.bufferBytes + viewBytes)

    // Reading again: everything held comes in, then the one view that waited, and the connection stays.
    client.startReading()
    client.write(text({ type: 'request', id: 'after', channel: 'player.view', payload: {} }))
    await client.message((message) => message.id === 'after')
    const answers = client.messages.filter((message) => message.type === 'response')
    expect(answers.length).toBeLessThan(sent)
    expect(answers.every((answer) => answer.ok === true)).toBe(true)
    expect(client.closeCode).toBeNull()
    expect(statsOf('player')).toBeDefined()
    client.socket.destroy()
  })

  it('a GM console that falls behind misses no update silently: once it reads again it is closed with 1013 and reconnects', async () => {
    const client = rawUpgrade(host.web.port, { neverRead: true })
    client.write(text({ type: 'hello', role: 'gm', token: host.web.tokens.gm }))
    let sent = 0
    for (let batch = 0; batch < 2000 && !((statsOf('gm')?.droppedMessages ?? 0) > 0); batch++) {
      await send(client, batchOf({ type: 'request', id: sent + 1, channel: 'campaign.current', payload: {} }))
      sent += BATCH
    }
    const behind = statsOf('gm')!
    expect(behind.droppedMessages).toBeGreaterThan(0)
    expect(behind.peakBufferedBytes).toBeLessThanOrEqual(OUTBOX_LIMITS.bufferBytes + (await answerBytes('campaign.current')))

    client.startReading()
    await client.closed
    expect(client.closeCode).toBe(1013)
    expect(client.messages.filter((message) => message.type === 'response').length).toBeLessThan(sent)
    expect(host.lines.join('\n')).toContain('fell behind')
    await until(() => statsOf('gm') === undefined)
    expect(await host.stillServes()).toBe(true)
  })
})
