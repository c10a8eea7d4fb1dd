import { rawUpgrade, text, type RawConnection } from '../test/unit/main/web/raw-client'
import { startTestHost, type TestHost } from '../test/unit/main/web/test-host'
import { progress, report, runBench } from './support/report'

type MemoryUsage = NodeJS.MemoryUsage

/** Requests the player display sends in all, as in the flood that once grew the host by half a gigabyte. */
const REQUESTS = 400_000
/** Requests written at once: a page asking in a tight loop. */
const BATCH = 250
const MB = 1024 * 1024

/** Memory once the collector has run: what the host keeps, not what it has yet to free. */
function settled(): MemoryUsage {
  for (let i = 0; i < 3; i++) global.gc?.()
  return process.memoryUsage()
}

/** What the process holds: its JavaScript heap and the buffers outside it (a socket's unsent bytes). */
const held = (usage: MemoryUsage) => usage.heapUsed + usage.arrayBuffers

/** Steps through the event loop until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((done) => setImmediate(done))
}

const playerConnected = (host: TestHost) => host.web.stats().connections.some((c) => c.audience === 'player')

/** Writes one batch and waits until the socket took it (or the host cut it off). */
async function send(client: RawConnection, bytes: Buffer): Promise<void> {
  if (client.socket.destroyed) return
  if (!client.socket.write(bytes)) await Promise.race([new Promise((done) => client.socket.once('drain', done)), client.closed])
  await new Promise((done) => setImmediate(done))
}

/**
 * The host's memory under a player display that asks for the player view in a loop and never
 * reads a byte of the answers (a frozen tablet, a hostile page), reconnecting whenever the host
 * cuts it off, until it has sent 400,000 requests. The host runs in this process on real
 * services, its WebSocket on a real TCP port; the client is a paused socket, so what piles
 * up is the host's. Reports the peak of the process's resident memory over where it started,
 * and the heap the host still holds once the client is gone (both after a warm-up with a
 * reading display).
 */
async function main(): Promise<void> {
  if (typeof global.gc !== 'function') throw new Error('Run with --expose-gc (scripts/bench.mjs does).')
  const host = await startTestHost({ log: () => undefined })
  try {
    // Warm-up: a display that reads, so the views' code and caches exist before the baseline.
    const reader = rawUpgrade(host.web.port)
    reader.write(text({ type: 'hello', role: 'player', token: host.web.tokens.player }))
    await reader.message((m) => m.type === 'accepted')
    for (let i = 0; i < 200; i++) reader.write(text({ type: 'request', id: i, channel: 'player.view', payload: {} }))
    await reader.message((m) => m.id === 199)
    reader.socket.destroy()
    await until(() => !playerConnected(host))
    const before = settled()

    const request = Buffer.concat(Array.from({ length: BATCH }, () => text({ type: 'request', id: 1, channel: 'player.view', payload: {} })))
    let peakRss = before.rss
    let peakHeld = held(before)
    let sent = 0
    let connections = 0
    while (sent < REQUESTS) {
      const client = rawUpgrade(host.web.port, { neverRead: true })
      client.write(text({ type: 'hello', role: 'player', token: host.web.tokens.player }))
      await Promise.race([until(() => playerConnected(host)), client.closed])
      connections++
      while (sent < REQUESTS && !client.socket.destroyed && playerConnected(host)) {
        await send(client, request)
        sent += BATCH
        if ((sent / BATCH) % 20 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss)
        // Now and then, what the host holds once the collector has run, at its worst for this connection.
        if ((sent / BATCH) % 50 === 0) peakHeld = Math.max(peakHeld, held(settled()))
      }
      client.socket.destroy()
      await until(() => !playerConnected(host))
    }
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
    const after = settled()
    const mb = (bytes: number) => (bytes / MB).toFixed(1)
    progress(
      `host.memory: ${sent} player.view requests from ${connections} connection(s) that never read; resident ${mb(before.rss)} MB at the start, at most ${mb(peakRss)}, ${mb(after.rss)} after; held (heap and buffers) ${mb(held(before))} MB, at most ${mb(peakHeld)}, ${mb(held(after))} after`,
    )
    report('host.memory.flood.held.mb', (peakHeld - held(before)) / MB, 'MB')
    report('host.memory.flood.rss.mb', (peakRss - before.rss) / MB, 'MB')
    report('host.memory.left.mb', (held(after) - held(before)) / MB, 'MB')
  } finally {
    await host.stop()
  }
}

runBench(main)
