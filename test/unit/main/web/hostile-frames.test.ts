import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_PAYLOAD_BYTES } from '../../../../src/main/web/server'
import { closeFrame, frame, rawUpgrade, text } from './raw-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * Frames that break the WebSocket protocol, written byte by byte over TCP. Each one must close
 * only the connection that sent it (with the protocol's close code when the host was still
 * listening to it), be logged in one line, and leave the host serving everyone else.
 */

const MALFORMED = [
  { kind: 'a frame over the size cap', bytes: () => frame({ opcode: 1, claimedLength: MAX_PAYLOAD_BYTES + 1 }), code: 1009 },
  {
    kind: 'invalid UTF-8 in a text frame',
    bytes: () => frame({ opcode: 1, payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }),
    code: 1007,
  },
  { kind: 'an unmasked client frame', bytes: () => frame({ opcode: 1, payload: Buffer.from('{}'), masked: false }), code: 1002 },
  { kind: 'a reserved opcode', bytes: () => frame({ opcode: 3, payload: Buffer.from('x') }), code: 1002 },
  { kind: 'an RSV bit without an extension', bytes: () => frame({ opcode: 1, payload: Buffer.from('{}'), rsv: 0x40 }), code: 1002 },
  { kind: 'a close frame with a bad code', bytes: () => closeFrame(999), code: 1002 },
  { kind: 'a close frame of one byte', bytes: () => frame({ opcode: 8, payload: Buffer.from([0x03]) }), code: 1002 },
  { kind: 'a fragmented ping', bytes: () => frame({ opcode: 9, payload: Buffer.from('x'), fin: false }), code: 1002 },
]

interface Sender {
  who: string
  hello(host: TestHost): { type: 'hello'; role: string; token: string }
  origin?: string
  /** The refusal the host sends before it ever reads the bad frame; none for a connection it accepts. */
  refusedWith?: number
}

const SENDERS: Sender[] = [
  { who: 'the GM', hello: ({ web }) => ({ type: 'hello', role: 'gm', token: web.tokens.gm }) },
  { who: 'a player display', hello: ({ web }) => ({ type: 'hello', role: 'player', token: web.tokens.player }) },
  { who: 'a page with a wrong token', hello: () => ({ type: 'hello', role: 'gm', token: 'A'.repeat(22) }), refusedWith: 4401 },
  {
    who: 'a page of another site',
    hello: ({ web }) => ({ type: 'hello', role: 'gm', token: web.tokens.gm }),
    origin: 'http://evil.example',
    refusedWith: 4403,
  },
]

let host: TestHost

beforeEach(async () => {
  host = await startTestHost()
})

afterEach(async () => {
  await host.stop()
})

describe('a malformed WebSocket frame closes only the connection that sent it', () => {
  for (const malformed of MALFORMED) {
    it(`${malformed.kind}: closed with ${malformed.code} (or the refusal already sent), logged once, the host serves on`, async () => {
      for (const sender of SENDERS) {
        const before = host.lines.length
        const client = rawUpgrade(host.web.port, { headers: sender.origin ? [`Origin: ${sender.origin}`] : [] })
        expect(await client.status, sender.who).toBe(101)
        if (sender.refusedWith) {
          // Hello and the bad frame at once: the host reads no further than its refusal.
          client.write(Buffer.concat([text(sender.hello(host)), malformed.bytes()]))
        } else {
          client.write(text(sender.hello(host)))
          await client.message((message) => message.type === 'accepted')
          client.write(malformed.bytes())
        }
        await client.closed
        expect(client.closeCode, `${sender.who}: ${malformed.kind}`).toBe(sender.refusedWith ?? malformed.code)
        if (sender.refusedWith) expect(client.messages.at(-1)).toMatchObject({ type: 'refused', retry: false })
        const logged = host.lines.slice(before)
        expect(logged.length, logged.join('\n')).toBeLessThanOrEqual(1)
        if (!sender.refusedWith) expect(logged, sender.who).toHaveLength(1)
        for (const line of logged) expect(line).not.toMatch(/\n|\bat .*:\d+:\d+/)
        expect(await host.stillServes(), sender.who).toBe(true)
      }
    })
  }

  it('a flood of bad connections is logged in a bounded number of lines', async () => {
    for (let i = 0; i < 40; i++) {
      const client = rawUpgrade(host.web.port)
      client.write(frame({ opcode: 1, payload: Buffer.from('x'), masked: false }))
      await client.closed
    }
    expect(host.lines.length).toBeLessThanOrEqual(21)
    expect(await host.stillServes()).toBe(true)
  })
})

describe('the hello comes first, small and soon', () => {
  it('a request before the hello is refused for good, and nothing of it runs', async () => {
    const client = rawUpgrade(host.web.port)
    expect(await client.status).toBe(101)
    client.write(text({ type: 'request', id: 1, channel: 'campaign.create', payload: { name: 'Planted' } }))
    await client.closed
    expect(client.messages).toEqual([
      { type: 'refused', retry: false, error: { code: 'unauthorized', message: expect.stringContaining('first frame must be') } },
    ])
    expect(client.closeCode).toBe(4401)
    expect(((await host.call('campaign.list')) as { campaigns: { name: string }[] }).campaigns.map((c) => c.name)).not.toContain('Planted')
  })

  it('a connection that says nothing is refused once its time is up', async () => {
    await host.stop()
    host = await startTestHost({ helloTimeoutMs: 50 })
    const client = rawUpgrade(host.web.port)
    await client.closed
    expect(client.messages.at(-1)).toMatchObject({ type: 'refused', error: { code: 'unauthorized', message: expect.stringContaining('No hello') } })
    expect(client.closeCode).toBe(4401)
  })

  it('more than a hello of bytes before the hello is accepted is cut off, even in small pieces', async () => {
    const client = rawUpgrade(host.web.port)
    expect(await client.status).toBe(101)
    // A frame far larger than any hello, sent a few bytes at a time: the host never holds it all.
    const big = frame({ opcode: 1, payload: Buffer.from(`{"type":"hello","role":"gm","token":"${'x'.repeat(100_000)}"}`) })
    for (let at = 0; at < big.length && !client.socket.destroyed; at += 200) {
      client.write(big.subarray(at, at + 200))
      await new Promise((done) => setImmediate(done))
    }
    await client.closed
    expect(client.messages).toEqual([])
    expect(host.lines.at(-1)).toContain('bytes before its hello')
    expect(await host.stillServes()).toBe(true)
  })
})
