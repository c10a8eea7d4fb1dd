import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestHost, type TestHost } from './test-host'

/*
 * A frame past the host's limit is never read: over a real WebSocket, the host closes that
 * connection alone with 1009 (which the page turns into a refusal of that request, in words),
 * says why in its log, and serves on. No limit given to the host raises its own.
 */

let host: TestHost | null = null
afterEach(async () => {
  await host?.stop()
  host = null
})

/** A GM's raw connection, signed in, sending one request of `padding` characters; gives the close code. */
async function sendLarge(running: TestHost, padding: number): Promise<number> {
  const socket = new WebSocket(`${running.origin.replace('http', 'ws')}/ws`)
  socket.on('error', () => undefined)
  await new Promise((resolve) => socket.once('open', resolve))
  socket.send(JSON.stringify({ type: 'hello', role: 'gm', token: running.web.tokens.gm }))
  await new Promise((resolve) => socket.once('message', resolve))
  const closed = new Promise<number>((resolve) => socket.once('close', resolve))
  socket.send(JSON.stringify({ type: 'request', id: 1, channel: 'prep.importPreview', payload: { content: 'x'.repeat(padding) } }))
  return closed
}

describe('a request too large for the web host', () => {
  it('closes that connection alone with 1009, says why in its log, and serves on', async () => {
    host = await startTestHost({ maxPayloadBytes: 1_000_000 })
    expect(await sendLarge(host, 1_500_000)).toBe(1009)
    expect(host.lines).toEqual([
      expect.stringContaining(
        'it sent a message longer than the host reads in one request: the message was not read, and the page was told it is too large (1009)',
      ),
    ])
    expect(await host.stillServes()).toBe(true)
  })

  it('never reads a frame past its own limit, whatever limit it is given', async () => {
    host = await startTestHost({ maxPayloadBytes: 64 * 1024 * 1024 })
    // 17 MB of plain letters: over the host's 16 MiB even though the test asked for more.
    expect(await sendLarge(host, 17_000_000)).toBe(1009)
    expect(await host.stillServes()).toBe(true)
  })
})
