import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../../e2e/support/wire-client'
import { rawUpgrade, text } from './raw-client'
import { startTestHost, type TestHost } from './test-host'

/*
 * Headers and request targets a browser page, a rebinding site or a hand-made client may send.
 * None may throw in the host: each gets a refusal (an HTTP status before the upgrade, or a
 * refused frame after it) and the host keeps serving.
 */

let host: TestHost

beforeEach(async () => {
  host = await startTestHost()
})

afterEach(async () => {
  await host.stop()
})

/** Sends a plain HTTP GET of our own bytes; the answer's status code (and all of the answer, for a look). */
async function plainGet(target: string, headers: string[], answer: string[] = []): Promise<number> {
  const client = rawUpgrade(host.web.port, { target, headers: [...headers, 'Connection: close'], raw: true })
  client.socket.on('data', (chunk: Buffer) => answer.push(chunk.toString('utf8')))
  const status = await client.status
  await client.closed
  return status
}

describe('the Origin of a WebSocket upgrade', () => {
  it('a foreign, null, empty, garbage, bad-port or https Origin is refused before the hello is read', async () => {
    const port = host.web.port
    const origins = [
      'null',
      '',
      'garbage',
      'http://127.0.0.1:99999',
      `http://127.0.0.1:${port + 1}`,
      `https://127.0.0.1:${port}`,
      `http://evil.example:${port}`,
      `http://127.0.0.1:${port}/gm`,
    ]
    for (const origin of origins) {
      const client = rawUpgrade(port, { headers: [`Origin: ${origin}`] })
      expect(await client.status, origin).toBe(101)
      client.write(text({ type: 'hello', role: 'gm', token: host.web.tokens.gm }))
      await client.closed
      expect(client.messages, origin).toEqual([
        { type: 'refused', retry: false, error: { code: 'forbidden', message: expect.stringContaining('not allowed') } },
      ])
      expect(client.closeCode, origin).toBe(4403)
    }
    expect(await host.stillServes()).toBe(true)
  })

  it('two Origin headers are refused with 400, whatever they say', async () => {
    const own = `Origin: http://127.0.0.1:${host.web.port}`
    const client = rawUpgrade(host.web.port, { headers: [own, own] })
    expect(await client.status).toBe(400)
    await client.closed
    expect(await host.stillServes()).toBe(true)
  })

  it('the pages the host serves may connect, by any name it listens on', async () => {
    for (const origin of [`http://127.0.0.1:${host.web.port}`, `http://localhost:${host.web.port}`, `HTTP://LOCALHOST:${host.web.port}`]) {
      const gm = await connect(host.origin, { role: 'gm', token: host.web.tokens.gm }, { Origin: origin })
      expect(await gm.request('app.info', {}), origin).toMatchObject({ ok: true })
      gm.close()
    }
  })
})

describe('the Host of every request', () => {
  const badHosts = (port: number) => [
    // A DNS-rebinding page: its own name now resolves to 127.0.0.1.
    { host: `evil.example:${port}`, status: 421 },
    { host: '127.0.0.1', status: 421 },
    { host: '127.0.0.1:1', status: 421 },
    { host: `user@127.0.0.1:${port}`, status: 421 },
    { host: `127.0.0.1:${port}/x`, status: 421 },
    { host: '', status: 421 },
  ]

  it('a WebSocket upgrade naming another host, port or none is refused before it is upgraded', async () => {
    for (const { host: name, status } of badHosts(host.web.port)) {
      const client = rawUpgrade(host.web.port, { host: name, headers: [`Origin: http://${name}`] })
      expect(await client.status, name).toBe(status)
      await client.closed
    }
    const twice = rawUpgrade(host.web.port, { headers: [`Host: 127.0.0.1:${host.web.port}`] })
    expect(await twice.status).toBe(400)
    const none = rawUpgrade(host.web.port, { host: null })
    expect(await none.status).toBe(400)
    expect(await host.stillServes()).toBe(true)
  })

  it('a plain page request naming another host gets 421 and no page; one naming this host gets the page', async () => {
    for (const { host: name, status } of badHosts(host.web.port)) expect(await plainGet('/gm', [`Host: ${name}`]), name).toBe(status)
    expect(await plainGet('/gm', [`Host: 127.0.0.1:${host.web.port}`, `Host: evil.example:${host.web.port}`])).toBe(400)
    // The data folder is the renderer here: no gm.html in it, but the Host was let through.
    expect(await plainGet('/gm', [`Host: localhost:${host.web.port}`])).toBe(404)
    const answer: string[] = []
    expect(await plainGet('/gm', [`Host: evil.example:${host.web.port}`], answer)).toBe(421)
    expect(answer.join('')).toContain('answers only at the addresses it listens on')
  })
})

describe('request targets that are not a path', () => {
  const targets = ['http://[::1', '*', '//evil.example/ws', '/ws%zz', 'ws', '/ws%00']

  it('a WebSocket upgrade to one is refused with 400; a query on the WebSocket path too (tokens never travel in it)', async () => {
    for (const target of [...targets, '/ws?role=gm&token=abc', '/ws?']) {
      const client = rawUpgrade(host.web.port, { target })
      expect(await client.status, target).toBe(400)
      await client.closed
    }
    const elsewhere = rawUpgrade(host.web.port, { target: '/socket' })
    expect(await elsewhere.status).toBe(404)
    expect(await host.stillServes()).toBe(true)
  })

  it('a plain request for one is refused with 400', async () => {
    for (const target of targets) {
      const status = await plainGet(target, [`Host: 127.0.0.1:${host.web.port}`])
      expect(status, target).toBe(400)
    }
    expect(await host.stillServes()).toBe(true)
  })

  it('a request Node cannot parse at all gets 400 and the host lives', async () => {
    const client = rawUpgrade(host.web.port, { target: '/gm HTTP/9.9 extra', headers: ['Host: \u0000'], raw: true })
    expect(await client.status).toBe(400)
    expect(await host.stillServes()).toBe(true)
  })
})
